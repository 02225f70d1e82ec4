export * from './LobbySection';
