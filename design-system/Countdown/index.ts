export * from './Countdown';
export * from './countdownLogic';
