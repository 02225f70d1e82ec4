export * from './ErrorState';
