export * from './Road';
