export * from './RulesSheet';
