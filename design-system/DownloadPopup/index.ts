export * from './DownloadPopup';
export * from './DownloadPopup.rules';
