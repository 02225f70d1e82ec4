export * from './Skeleton';
