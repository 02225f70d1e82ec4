export * from './BetTypeBoard';
