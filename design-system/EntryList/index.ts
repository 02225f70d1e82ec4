export * from './EntryList';
