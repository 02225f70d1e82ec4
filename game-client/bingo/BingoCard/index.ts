export * from './BingoCard';
