export * from './NumberPicker';
