export * from './HoldRow';
