export * from './Chart';
