export * from './codes';
export * from './envelope';
export * from './system';
export * from './whitelabel';
