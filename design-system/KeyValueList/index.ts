export * from './KeyValueList';
