export * from './Dialog';
export * from './DialogButton';
export { useControllableState } from './useControllableState';
