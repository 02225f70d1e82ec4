export * from './Pager';
