export * from './BonusProgress';
