export * from './BetList';
