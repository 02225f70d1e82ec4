export * from './MatchTimeline';
