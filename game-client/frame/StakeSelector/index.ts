export * from './StakeSelector';
