export * from './accounts';
export * from './games';
export * from './inbox';
export * from './jobs';
export * from './messaging';
export * from './system';
export * from './wallet';
