export * from './StatusBadge';
