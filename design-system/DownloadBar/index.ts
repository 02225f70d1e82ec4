export * from './DownloadBar';
