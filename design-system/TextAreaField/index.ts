export * from './TextAreaField';
