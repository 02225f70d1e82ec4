export * from './WinDisplay';
