export * from './ColourField';
