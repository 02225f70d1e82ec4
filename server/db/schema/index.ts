export * from './accounts';
export * from './games';
export * from './system';
export * from './wallet';
