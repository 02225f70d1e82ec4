export * from './IconPicker';
