import { STUDIO_VENDOR } from '../studio/catalogue';

/** Where the generated catalogue art is served (the media route serves server/seed-assets). */
export const GAME_ASSET_URL = '/media/games';

export const gameIconFile = (code: string) => `${code}.svg`;
export const gameSymbolsFile = (code: string) => `${code}-symbols.svg`;
export const vendorLogoFile = (brand: string) => `vendor-${STUDIO_VENDOR.vassalage.toLowerCase()}-${brand}.svg`;
