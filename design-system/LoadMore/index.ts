export * from './LoadMore';
export * from './loadMore';
