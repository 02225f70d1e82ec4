export * from './PokerWindow';
