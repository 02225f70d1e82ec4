export * from './Money';
export * from './Money.format';
export * from './useMoneyText';
