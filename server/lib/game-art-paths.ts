/** Where the generated catalogue art is served (the media route serves server/seed-assets). */
export const GAME_ASSET_URL = '/media/games';

export const gameIconFile = (code: string) => `${code}.svg`;
export const gameSymbolsFile = (code: string) => `${code}-symbols.svg`;
/** A vendor's logo for one brand; `vassalage` is the vendor's code (the house studio's, for the seeded one). */
export const vendorLogoFile = (vassalage: string, brand: string) => `vendor-${vassalage.toLowerCase()}-${brand}.svg`;
