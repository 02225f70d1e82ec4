export * from './Toast';
export * from './toastLogic';
export { resetToasts, type ToastOptions, type ToastPatch, toast, useToastStore } from './toastStore';
