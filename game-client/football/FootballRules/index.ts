export * from './FootballRules';
