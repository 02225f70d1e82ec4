export * from './FishingWindow';
