export * from './GameFrame';
