export * from './accounts';
export * from './announcements';
export * from './chat';
export * from './games';
export * from './jobs';
export * from './messaging';
export * from './system';
export * from './wallet';
