import {
  type DataType,
  GAME_CLASSIFIES,
  GAME_TYPES,
  type GameCategory,
  type GameClassify,
  type GameType,
  HOT_GAMES_PAGE_SIZE,
  LOBBY_PAGE_SIZE,
} from '../api/contract/games.constants';

/**
 * The lobby and launch rules of spec §2 (Home, Game lobbies), §4 (Lobby dataType, Favourites,
 * Launching a game) and §9, as plain functions over data. The pages only render what these decide.
 */

/** Spec §9. */
export const LOBBY_SEARCH_DEBOUNCE_MS = 600;
export const LOAD_MORE_THRESHOLD_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const HOT_MORE_ABOVE = 10;
export const VENDOR_MORE_ABOVE = 6;
export const CAROUSEL_ARROWS_ABOVE = 3;
export const WINNERS_BIG = 10;
export const WINNERS_SCROLL_ABOVE = 3;
export const FOOTER_VENDOR_LOGOS = 22;
export const HOME_VENDORS: Partial<Record<GameType, number>> = { RNG: 3, FISH: 2, LIVE: 1 };
export { HOT_GAMES_PAGE_SIZE, LOBBY_PAGE_SIZE };

/** ESPORTS and COCKFIGHT route to the SPORTS lobby; BINGO is the slot lobby's BG classify. */
export function lobbyType(category: GameCategory | GameType): GameType {
  if (category === 'ESPORTS' || category === 'COCKFIGHT') return 'SPORTS';
  if (category === 'BINGO') return 'RNG';
  return category;
}

/** Category lobby paths and the game type each shows (spec §2 route list). */
export const LOBBY_PATHS: Record<string, { gameType: GameType; gameClassify?: GameClassify }> = {
  '/m/live-games': { gameType: 'LIVE' },
  '/m/slot-games': { gameType: 'RNG' },
  '/m/sport-games': { gameType: 'SPORTS' },
  '/m/esport-games': { gameType: 'SPORTS' },
  '/m/fishing-games': { gameType: 'FISH' },
  '/m/poker-games': { gameType: 'PVP' },
  '/m/lott': { gameType: 'LOTT' },
  '/m/elott': { gameType: 'ELOTT' },
  '/m/lottery': { gameType: 'LOTT' },
};

const GAME_TYPE_SET = new Set<string>(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']);

/**
 * The game type a lobby shows: its path's; else the query's gameType (ESPORTS and COCKFIGHT as
 * SPORTS); else RNG (spec §4 "an unknown path falls back to the query gameType, else RNG").
 */
export function gameTypeFor(path: string, queryGameType?: string | null): GameType {
  const byPath = LOBBY_PATHS[path.replace(/\/+$/, '')];
  if (byPath) return byPath.gameType;
  if (queryGameType === 'ESPORTS' || queryGameType === 'COCKFIGHT') return 'SPORTS';
  if (queryGameType && GAME_TYPE_SET.has(queryGameType)) return queryGameType as GameType;
  return 'RNG';
}

/** The categories the house runs games of its own in (issue 23); the others only list providers. */
export const HOUSE_CATEGORIES: ReadonlySet<GameCategory> = new Set<GameCategory>([
  'RNG',
  'BINGO',
  'FISH',
  'PVP',
  'SPORTS',
  'LOTT',
  'ELOTT',
]);

/** One part of a vendor lobby: a category's providers, and whether the house has games of its own there. */
export interface VendorLobbySection {
  category: GameCategory;
  house: boolean;
}

/**
 * The parts of a vendor lobby (spec §2 "Game lobbies", issue 23): the sports lobby shows sports,
 * e-sports and cockfighting, each with its own providers; e-sports its own. A category without a
 * house game (live casino, e-sports, cockfighting) says so plainly above the providers set up in the
 * back office.
 */
export function vendorLobbySections(path: string): VendorLobbySection[] {
  const clean = path.replace(/\/+$/, '');
  const categories: GameCategory[] =
    clean === '/m/esport-games'
      ? ['ESPORTS']
      : clean === '/m/sport-games'
        ? ['SPORTS', 'ESPORTS', 'COCKFIGHT']
        : [gameTypeFor(clean)];
  return categories.map((category) => ({ category, house: HOUSE_CATEGORIES.has(category) }));
}

/** Whether a vendor belongs to a vendor lobby's section (by its category; a vendor without one by its type). */
export const inLobbySection = (vendor: { gameCategory?: string | null; gameType: string }, category: GameCategory) =>
  (vendor.gameCategory ?? vendor.gameType) === category;

/** The category lobby of a game type (the back target of /m/gameList, spec §2). */
export function lobbyPathOf(gameType: GameType): string {
  switch (gameType) {
    case 'LIVE':
      return '/m/live-games';
    case 'SPORTS':
      return '/m/sport-games';
    case 'FISH':
      return '/m/fishing-games';
    case 'PVP':
      return '/m/poker-games';
    case 'LOTT':
    case 'ELOTT':
      return '/m/lottery';
    default:
      return '/m/slot-games';
  }
}

/** The URL's gameClassify (any case) when it is one the catalogue knows, else undefined. */
export function classifyFrom(raw: string | null | undefined): GameClassify | undefined {
  const upper = raw?.toUpperCase();
  return (GAME_CLASSIFIES as readonly string[]).includes(upper ?? '') ? (upper as GameClassify) : undefined;
}

/** Tabs of /m/gameList: All and Hot, and on the slot lobby the five classify tabs. */
export function lobbyTabs(gameType: GameType): string[] {
  return gameType === 'RNG' ? ['all', 'hot', 'VP', 'JP', 'SC', 'TG', 'AC'] : ['all', 'hot'];
}

/** The vendor tab strip shows for these types only. */
export const hasVendorTabs = (gameType: GameType) => ['RNG', 'FISH', 'PVP', 'LIVE'].includes(gameType);

/** Filter drawer values for RNG (spec §2): game types, and minimum bets in minor units (2 digits). */
export const FILTER_GAME_TYPES: readonly (GameClassify | 'all')[] = ['all', 'JP', 'SC', 'VP', 'PVP', 'AC', 'BG'];
export const FILTER_MIN_BETS: readonly (number | 'all')[] = ['all', 1, 5, 10, 50, 75];

export interface LobbyFilter {
  vassalage?: string;
  gameClassify?: GameClassify;
  minBet?: number;
  /** A LOTT type chosen in the drawer switches to /m/lottery. */
  lottery?: boolean;
}

export interface LobbyState {
  dataType: DataType;
  tab: string;
  vassalage?: string;
  search: string;
  filter: LobbyFilter;
  pageNum: number;
  totalPages: number;
  /** Node ids loaded so far, in order. */
  loaded: string[];
}

/**
 * A lobby's first state: the URL's vendor, and the URL's classify (/m/slot-games?gameClassify=BG is
 * bingo, spec §2) as the drawer's filter, so the grid shows only those games and clearing it shows all.
 */
export const initialLobby = (vassalage?: string, gameClassify?: GameClassify): LobbyState => ({
  dataType: gameClassify ? 'filter' : 'all',
  tab: 'all',
  ...(vassalage ? { vassalage } : {}),
  search: '',
  filter: gameClassify ? { gameClassify } : {},
  pageNum: 1,
  totalPages: 0,
  loaded: [],
});

const restart = (state: LobbyState, patch: Partial<LobbyState>): LobbyState => ({
  ...state,
  ...patch,
  pageNum: 1,
  totalPages: 0,
  loaded: [],
});

const isEmptyFilter = (f: LobbyFilter) => !f.vassalage && !f.gameClassify && f.minBet === undefined;

export type LobbyAction =
  | { type: 'tab'; tab: string }
  | { type: 'vendor'; vassalage?: string }
  | { type: 'search'; search: string }
  | { type: 'filter'; filter: LobbyFilter }
  | { type: 'loaded'; pageNum: number; totalPages: number; nodeIds: string[] };

/**
 * Spec §4 "Lobby dataType": changing the tab, vendor, filter or search starts again at page 1 with
 * an empty list; a page that arrives is appended; clearing the last filter returns to all.
 */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'tab':
      return restart(state, {
        tab: action.tab,
        dataType:
          action.tab === 'hot' ? 'hot' : action.tab === 'recent' ? 'recent' : action.tab === 'fav' ? 'fav' : 'all',
        filter: {},
      });
    case 'vendor':
      return restart(state, action.vassalage ? { vassalage: action.vassalage } : { vassalage: undefined });
    case 'search':
      return state.search === action.search ? state : restart(state, { search: action.search });
    case 'filter':
      return isEmptyFilter(action.filter)
        ? restart(state, { filter: {}, dataType: 'all', tab: 'all' })
        : restart(state, { filter: action.filter, dataType: 'filter' });
    case 'loaded': {
      // A late page of an earlier query (another tab, search or filter) is not this list's.
      if (action.pageNum !== state.pageNum) return state;
      return { ...state, totalPages: action.totalPages, loaded: [...state.loaded, ...action.nodeIds] };
    }
  }
}

/** The lobby's query: what GET /api/games/list (or /hot) filters by. */
export interface GameListFilter {
  gameType?: GameType;
  vassalage?: string;
  gameName?: string;
  gameClassify?: GameClassify;
  minBet?: number;
  dataType?: DataType;
  pageSize?: number;
}

const CLASSIFY_TABS = new Set(['VP', 'JP', 'SC', 'TG', 'AC']);

/**
 * The filter a lobby's state selects (its query key). The server computes the first page a lobby
 * renders with this same function (`lobbyFirstQueries`), so the two renders share one key.
 */
export function lobbyFilter(source: 'list' | 'hot', gameType: GameType | undefined, state: LobbyState): GameListFilter {
  return {
    gameType,
    vassalage: state.filter.vassalage ?? state.vassalage,
    gameName: state.search || undefined,
    gameClassify: state.filter.gameClassify ?? (CLASSIFY_TABS.has(state.tab) ? (state.tab as GameClassify) : undefined),
    minBet: state.filter.minBet,
    ...(source === 'list' ? { dataType: state.dataType } : {}),
  };
}

/** The query string of GET /api/games/<source> for a filter's page: empty values left out, hot without dataType. */
export function gamesQuery(source: 'list' | 'hot', f: GameListFilter, pageNo: number, lang: string) {
  const q: Record<string, unknown> = {
    ...f,
    ...(source === 'hot' ? { dataType: undefined } : {}),
    pageNo,
    language: lang,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null));
}

/** /m/hot-games?gameType=: a known game type (any case), else every category. */
export function hotGameType(raw: string | null | undefined): GameType | undefined {
  const upper = raw?.toUpperCase();
  return (GAME_TYPES as readonly string[]).includes(upper ?? '') ? (upper as GameType) : undefined;
}

/** The catalogue answers a lobby's first render asks for: the vendors, and the first page of its lists. */
export interface LobbyFirstQueries {
  vendors: boolean;
  lists: { source: 'list' | 'hot'; filter: GameListFilter }[];
}

/**
 * What the first render of a lobby page asks the catalogue for, from its page module (the route
 * table's `module`) and URL, or null for a page that shows no catalogue. The same computation as
 * pages/GameList, pages/HotGames and pages/GameLobby/useLobby make: the server embeds these answers
 * in the page under the keys the browser's queries use (ADR 0005, addendum "lobby tiles").
 */
export function lobbyFirstQueries(
  pageModule: string | undefined,
  pathname: string,
  search: URLSearchParams,
): LobbyFirstQueries | null {
  switch (pageModule) {
    case 'pages/GameList/index.tsx': {
      const gameType = gameTypeFor(pathname, search.get('gameType')?.toUpperCase());
      const filter = lobbyFilter(
        'list',
        gameType,
        initialLobby(
          search.get('vassalage') ?? undefined,
          gameType === 'RNG' ? classifyFrom(search.get('gameClassify')) : undefined,
        ),
      );
      return { vendors: true, lists: [{ source: 'list', filter }] };
    }
    case 'pages/HotGames/index.tsx':
      return {
        vendors: true,
        lists: [{ source: 'hot', filter: lobbyFilter('hot', hotGameType(search.get('gameType')), initialLobby()) }],
      };
    case 'pages/VendorLobby/index.tsx':
      return { vendors: true, lists: [] };
    default:
      return null;
  }
}

/** The page to load next when the list nears its end, or null while pageNum has reached totalPages. */
export function nextPage(state: LobbyState): number | null {
  return state.pageNum < state.totalPages ? state.pageNum + 1 : null;
}

/** Advances to the next page (the list keeps what it has). */
export const advance = (state: LobbyState): LobbyState => {
  const next = nextPage(state);
  return next === null ? state : { ...state, pageNum: next };
};

// ---------------------------------------------------------------------------------------------
// Launching a game (spec §4)

export interface LaunchGame {
  vassalage: string;
  gameType: GameType;
  nodeId: string;
  lottoMode?: string | null;
  freeplay?: boolean;
}

export interface LaunchContext {
  loggedIn: boolean;
  /** The member's customer type (4 is a trial account). */
  customerType?: number;
  /** Vendors flagged VASSALAGE (a tap opens their game list). */
  vassalageVendors: readonly string[];
  /** Whether the vendor mapping has ELOTT vendors (the prize-mode rule). */
  mappingHasElott: boolean;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'lottery'; playType: 'trad' | 'ent'; prizeMode: 'LOTT' | 'ELOTT' | 'SEA' }
  | { kind: 'gameList'; gameType: GameType; vassalage: string }
  | { kind: 'launch'; nodeId: string; playMoney: boolean };

/** Spec §4 "Launching a game", in its order. */
export function launchDecision(game: LaunchGame, ctx: LaunchContext): LaunchDecision {
  if (!ctx.loggedIn) return { kind: 'login' };
  const playType = game.lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
  if (game.vassalage === 'TCG_SEA') return { kind: 'lottery', playType, prizeMode: 'SEA' };
  if (game.vassalage === 'TCG_LOTTO_VN' || game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    // "Prize mode becomes ELOTT when the vendor mapping contains ELOTT for TCG_LOTTO_VN or LOTT, else LOTT."
    const elott = game.gameType === 'ELOTT' || ctx.mappingHasElott;
    return { kind: 'lottery', playType, prizeMode: elott ? 'ELOTT' : 'LOTT' };
  }
  if (ctx.vassalageVendors.includes(game.vassalage)) {
    return { kind: 'gameList', gameType: game.gameType, vassalage: game.vassalage };
  }
  return { kind: 'launch', nodeId: game.nodeId, playMoney: ctx.customerType === 4 };
}

/** A vendor tile in a non-slot lobby: FISH and PVP open the game list; others launch directly. */
export const vendorTileOpensList = (gameType: GameType) => gameType === 'FISH' || gameType === 'PVP';

// ---------------------------------------------------------------------------------------------
// Favourites (spec §4)

export type FavouriteAction = { type: 'add'; nodeId: string } | { type: 'remove'; nodeId: string };

/** Adding one already there is ignored; removing drops it at once (the server is told after). */
export function favouritesReducer(ids: readonly string[], action: FavouriteAction): readonly string[] {
  if (action.type === 'add') return ids.includes(action.nodeId) ? ids : [action.nodeId, ...ids];
  return ids.includes(action.nodeId) ? ids.filter((id) => id !== action.nodeId) : ids;
}

/** What a heart tap does: a visitor goes to log in. */
export const heartTap = (loggedIn: boolean, favourite: boolean): FavouriteAction['type'] | 'login' =>
  loggedIn ? (favourite ? 'remove' : 'add') : 'login';

// ---------------------------------------------------------------------------------------------
// Home (spec §2 Home)

/** The game side menu: HOME, FAV, then the categories in vendor-sorting order, BINGO last. */
export function sideMenu(categories: readonly GameCategory[]): string[] {
  const rest = categories.filter((c) => c !== 'BINGO');
  return ['HOME', 'FAV', ...rest, ...(categories.includes('BINGO') ? ['BINGO'] : [])];
}

/** HOME shows a section per category except ELOTT. */
export const homeSections = (categories: readonly GameCategory[]) => categories.filter((c) => c !== 'ELOTT');

/** How many vendors a home section shows: 3 slot, 2 fishing, 1 live; the others all. */
export const homeVendorCount = (gameType: GameType, available: number) =>
  Math.min(available, HOME_VENDORS[gameType] ?? available);

export const showHotMore = (hotCount: number) => hotCount > HOT_MORE_ABOVE;
export const showVendorMore = (count: number) => count > VENDOR_MORE_ABOVE;
export const showCarouselArrows = (count: number) => count > CAROUSEL_ARROWS_ABOVE;
export const showSeeAll = (dataType: DataType) => dataType !== 'fav';
export const bigWins = <T>(list: readonly T[]) => list.slice(0, WINNERS_BIG);
export const winnersAutoScroll = (count: number, reducedMotion: boolean) =>
  !reducedMotion && count > WINNERS_SCROLL_ABOVE;
export const footerVendorLogos = <T>(vendors: readonly T[]) => vendors.slice(0, FOOTER_VENDOR_LOGOS);

/** Spec §2 Home: a language change re-fetches the home lists after 250 ms, at most once per 400 ms. */
export const LANGUAGE_REFETCH_DELAY_MS = 250;
export const LANGUAGE_REFETCH_GAP_MS = 400;

/** How long to wait before fetching in the new language, given when the last such fetch started. */
export const languageRefetchDelay = (now: number, lastAt: number) =>
  Math.max(LANGUAGE_REFETCH_DELAY_MS, lastAt + LANGUAGE_REFETCH_GAP_MS - now);
