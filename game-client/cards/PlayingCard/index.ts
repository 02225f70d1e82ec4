export * from './PlayingCard';
