export * from './GameTile';
