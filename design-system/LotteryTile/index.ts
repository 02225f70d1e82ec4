export * from './LotteryTile';
