export * from './Pill';
