export * from './LotteryWindow';
