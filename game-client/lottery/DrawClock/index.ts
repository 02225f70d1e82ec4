export * from './DrawClock';
