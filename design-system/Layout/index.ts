export * from './Box';
export * from './Columns';
export * from './Inline';
export * from './Stack';
export type { Space, Sprinkles } from './sprinkles.css';
export { sprinkles } from './sprinkles.css';
