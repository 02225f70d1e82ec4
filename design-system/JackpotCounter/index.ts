export * from './JackpotCounter';
export * from './jackpotLogic';
