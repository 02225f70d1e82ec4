export * from './PreviewFrame';
