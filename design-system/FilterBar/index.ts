export * from './FilterBar';
export * from './period';
