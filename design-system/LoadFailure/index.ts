export * from './LoadFailure';
