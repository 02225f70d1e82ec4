export * from './MatchCard';
