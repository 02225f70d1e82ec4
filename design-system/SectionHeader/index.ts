export * from './SectionHeader';
