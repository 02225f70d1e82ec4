export * from './UsageMeter';
