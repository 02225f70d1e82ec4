export * from './WinnerBoard';
