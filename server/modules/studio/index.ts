/** The house studio's public entry (issue 14 §4): its games, for the catalogue's seed and art. */
export { STUDIO_GAMES, STUDIO_VENDOR, type StudioGameDef } from './catalogue';
export { studioGameNames } from './names';
