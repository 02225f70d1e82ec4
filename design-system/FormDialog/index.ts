export * from './FormDialog';
