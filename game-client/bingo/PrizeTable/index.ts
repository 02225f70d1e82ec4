export * from './PrizeTable';
