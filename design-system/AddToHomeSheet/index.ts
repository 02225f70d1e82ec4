export * from './AddToHomeSheet';
