/** Spec §9 page sizes and limits of the games calls (browser-safe; the server and the lobby share them). */
export const LOBBY_PAGE_SIZE = 25;
export const HOME_PAGE_SIZE = 9;
export const HOME_FAVOURITES_PAGE_SIZE = 20;
export const FAVOURITES_VIEW_PAGE_SIZE = 30;
export const FAVOURITE_IDS_LIMIT = 100;
export const HOT_GAMES_PAGE_SIZE = 15;

/**
 * What "hot" means (issue 16; docs/hot-games.md), in one place. A game is hot when staff pin it, or
 * when it is among the HOT_TURNOVER_TOP games of its brand by real turnover over the last
 * HOT_WINDOW_DAYS: the stakes of real-money rounds of real accounts (types 0, 1, 2; never trial play
 * money nor internal test accounts), net of rollbacks. The ranking is refreshed every
 * HOT_REFRESH_MINUTES by the `hot-ranking` job. At most HOT_PIN_LIMIT pins, so pins and the top
 * together (7 + 8) fit one page of the hot list (HOT_GAMES_PAGE_SIZE): the home strip shows every hot game.
 */
export const HOT_WINDOW_DAYS = 7;
export const HOT_TURNOVER_TOP = 8;
export const HOT_PIN_LIMIT = 7;
export const HOT_REFRESH_MINUTES = 10;
export const RECENT_PAGE_SIZE = 25;
export const WINNERS_LIMIT = 20;
export const GAMES_MAX_PAGE_SIZE = 100;

/** Lobby game types (vendor mapping keys). */
export const GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Vendor-sorting categories: SPORTS splits into SPORTS, ESPORTS and COCKFIGHT (spec §3 Vendor). */
export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BINGO',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Slot classify tabs and the bingo classify (spec §2 Game lobbies). */
export const GAME_CLASSIFIES = ['VP', 'JP', 'SC', 'TG', 'AC', 'BG', 'PVP'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Lobby dataType (spec §4). */
export const DATA_TYPES = ['all', 'hot', 'recent', 'fav', 'filter'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** A game session: the vendor must open it within this long of the launch, and it lives this long. */
export const LAUNCH_WINDOW_MS = 60_000;
export const GAME_SESSION_MS = 8 * 3600_000;
