export * from './StatCard';
