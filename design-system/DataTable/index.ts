export * from './DataTable';
