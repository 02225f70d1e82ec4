/** The house studio's public entry (issue 14 §4): its games, for the catalogue's seed and art. */
export { STUDIO_GAMES, STUDIO_VENDOR, type StudioGameDef } from './catalogue';
// The house kit every house game plays on (ADR 0029), and the studio cookie its windows share.
export {
  createHouseKit,
  type HouseKit,
  type HouseKitOptions,
  type StudioSession,
  walletRefusal,
} from './house';
export { studioGameNames } from './names';
export { STUDIO_COOKIE, studioCookie, studioKey } from './routes';
