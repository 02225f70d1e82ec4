export * from './SpinButton';
