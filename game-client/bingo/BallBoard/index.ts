export * from './BallBoard';
