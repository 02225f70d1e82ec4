export * from './LotteryRules';
