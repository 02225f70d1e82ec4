export * from './ImagePicker';
