export * from './accounts';
export * from './games';
export * from './jobs';
export * from './messaging';
export * from './system';
export * from './wallet';
export * from './chat';
