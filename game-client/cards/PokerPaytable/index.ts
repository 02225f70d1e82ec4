export * from './PokerPaytable';
