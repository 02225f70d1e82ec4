export * from './VendorTiles';
