export * from './OutcomeHero';
