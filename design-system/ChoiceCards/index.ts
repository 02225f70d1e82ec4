export * from './ChoiceCards';
