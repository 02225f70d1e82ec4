export * from './accounts';
export * from './codes';
export * from './envelope';
export * from './localized';
export * from './pwa';
export * from './system';
export * from './wallet';
export * from './whitelabel';
