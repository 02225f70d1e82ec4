export * from './ChipGroup';
