export * from './FootballBetSlip';
