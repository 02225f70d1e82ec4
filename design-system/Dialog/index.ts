export * from './Dialog';
export * from './DialogButton';
export { keyboardInsetOf, useKeyboardInset } from './keyboardInset';
export { useControllableState } from './useControllableState';
