export * from './QRCode';
