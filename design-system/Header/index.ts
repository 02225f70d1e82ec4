export * from './Header';
export * from './navigate';
