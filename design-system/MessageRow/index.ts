export * from './MessageRow';
