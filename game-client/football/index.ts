export * from './BetList';
export * from './BetSlip';
export * from './FootballRules';
export * from './FootballWindow';
export * from './labels';
export * from './MatchCard';
export * from './MatchTimeline';
export * from './slip';
