export * from './BaccaratWindow';
