export * from './Paytable';
