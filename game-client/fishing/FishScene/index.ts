export * from './FishScene';
