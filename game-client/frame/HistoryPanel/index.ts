export * from './HistoryPanel';
