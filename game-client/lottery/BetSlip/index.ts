export * from './BetSlip';
