export * from './FootballBetList';
