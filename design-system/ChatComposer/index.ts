export * from './ChatComposer';
