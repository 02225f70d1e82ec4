export * from './DrawResult';
