export * from './FootballWindow';
