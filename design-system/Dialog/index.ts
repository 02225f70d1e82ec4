export * from './Dialog';
export * from './DialogButton';
export { keyboardInsetOf, useKeyboardInset } from './keyboardInset';
export { openModalLayers, subscribeModalLayers, useAnyModalOpen, useModalLayer } from './modalStack';
export { useControllableState } from './useControllableState';
