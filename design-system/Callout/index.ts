export * from './Callout';
