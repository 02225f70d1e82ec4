export * from './Reels';
export * from './SymbolArt';
