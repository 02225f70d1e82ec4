export * from './accounts';
export * from './system';
export * from './wallet';
