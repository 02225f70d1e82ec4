export * from './BaccaratTable';
