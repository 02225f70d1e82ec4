export * from './NumberGrid';
