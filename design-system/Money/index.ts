export * from './Money';
export * from './Money.format';
