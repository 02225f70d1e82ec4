export * from './DrawList';
