export * from './FishTable';
