export * from './Image';
