export * from './GameRow';
