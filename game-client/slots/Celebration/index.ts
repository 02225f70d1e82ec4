export * from './Celebration';
