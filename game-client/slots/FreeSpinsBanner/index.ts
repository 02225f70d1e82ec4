export * from './FreeSpinsBanner';
