export * from './BingoWindow';
