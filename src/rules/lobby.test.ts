import { describe, expect, it } from 'vitest';
import { isNearEnd } from '../../design-system/LoadMore/loadMore';
import {
  advance,
  bigWins,
  FILTER_MIN_BETS,
  favouritesReducer,
  footerVendorLogos,
  gameTypeFor,
  heartTap,
  homeSections,
  homeVendorCount,
  initialLobby,
  inLobbySection,
  LOAD_MORE_THRESHOLD_PX,
  LOAD_MORE_THROTTLE_MS,
  LOBBY_PAGE_SIZE,
  LOBBY_SEARCH_DEBOUNCE_MS,
  launchDecision,
  lobbyFilter,
  lobbyFirstQueries,
  lobbyPathOf,
  lobbyReducer,
  lobbyTabs,
  lobbyType,
  nextPage,
  showCarouselArrows,
  showHotMore,
  showSeeAll,
  showVendorMore,
  sideMenu,
  vendorLobbySections,
  vendorTileOpensList,
  winnersAutoScroll,
} from './lobby';

describe('game-type mapping (spec §4)', () => {
  it('routes ESPORTS and COCKFIGHT to SPORTS, and BINGO to the slot lobby', () => {
    expect(lobbyType('ESPORTS')).toBe('SPORTS');
    expect(lobbyType('COCKFIGHT')).toBe('SPORTS');
    expect(lobbyType('BINGO')).toBe('RNG');
    expect(lobbyType('FISH')).toBe('FISH');
  });

  it('takes the lobby path first, then the query gameType, else RNG', () => {
    expect(gameTypeFor('/m/fishing-games')).toBe('FISH');
    expect(gameTypeFor('/m/esport-games/')).toBe('SPORTS');
    expect(gameTypeFor('/m/gameList', 'LIVE')).toBe('LIVE');
    expect(gameTypeFor('/m/gameList', 'COCKFIGHT')).toBe('SPORTS');
    expect(gameTypeFor('/m/gameList', 'CHESS')).toBe('RNG');
    expect(gameTypeFor('/m/gameList')).toBe('RNG');
  });

  it('sends the game list back to its category lobby', () => {
    expect(lobbyPathOf('RNG')).toBe('/m/slot-games');
    expect(lobbyPathOf('FISH')).toBe('/m/fishing-games');
    expect(lobbyPathOf('ELOTT')).toBe('/m/lottery');
  });

  it('offers All and Hot, and the five classify tabs on slots only', () => {
    expect(lobbyTabs('RNG')).toEqual(['all', 'hot', 'VP', 'JP', 'SC', 'TG', 'AC']);
    expect(lobbyTabs('LIVE')).toEqual(['all', 'hot']);
  });

  it('uses the spec numbers: 25 a page, search after 600 ms, load more at 300 px at most once a second', () => {
    expect([LOBBY_PAGE_SIZE, LOBBY_SEARCH_DEBOUNCE_MS, LOAD_MORE_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS]).toEqual([
      25, 600, 300, 1000,
    ]);
    expect(FILTER_MIN_BETS).toEqual(['all', 1, 5, 10, 50, 75]);
  });
});

describe('the lobby list (spec §4 Lobby dataType)', () => {
  const loaded = (state = initialLobby(), pageNum = 1, totalPages = 2, n = 25) =>
    lobbyReducer(state, {
      type: 'loaded',
      pageNum,
      totalPages,
      nodeIds: Array.from({ length: n }, (_, i) => `g${pageNum}-${i}`),
    });

  it('advances while pageNum is below totalPages, appending each page, then stops', () => {
    let s = loaded();
    expect(nextPage(s)).toBe(2);
    s = loaded(advance(s), 2, 2, 5);
    expect(s.loaded).toHaveLength(30);
    expect(nextPage(s)).toBeNull();
    expect(advance(s)).toBe(s);
  });

  it('starts again at page 1 with an empty list when the tab, vendor, search or filter changes', () => {
    const s = advance(loaded());
    for (const next of [
      lobbyReducer(s, { type: 'tab', tab: 'hot' }),
      lobbyReducer(s, { type: 'vendor', vassalage: 'LUMEN' }),
      lobbyReducer(s, { type: 'search', search: 'dragon' }),
      lobbyReducer(s, { type: 'filter', filter: { minBet: 10 } }),
    ]) {
      expect(next).toMatchObject({ pageNum: 1, totalPages: 0, loaded: [] });
    }
    expect(lobbyReducer(s, { type: 'tab', tab: 'hot' }).dataType).toBe('hot');
    expect(lobbyReducer(s, { type: 'filter', filter: { minBet: 10 } }).dataType).toBe('filter');
    // The same search again changes nothing.
    expect(lobbyReducer(s, { type: 'search', search: '' })).toBe(s);
  });

  it('returns to all when the last filter is cleared', () => {
    const filtered = lobbyReducer(initialLobby(), { type: 'filter', filter: { gameClassify: 'JP' } });
    expect(lobbyReducer(filtered, { type: 'filter', filter: {} })).toMatchObject({
      dataType: 'all',
      tab: 'all',
      filter: {},
    });
  });

  it('ignores a late page of an earlier query', () => {
    const s = lobbyReducer(advance(loaded()), { type: 'search', search: 'x' });
    expect(lobbyReducer(s, { type: 'loaded', pageNum: 2, totalPages: 2, nodeIds: ['late'] })).toBe(s);
  });

  it('loads more within 300 px of the end', () => {
    // The lobby hands this threshold to the kit's LoadMore.
    expect(isNearEnd(300, LOAD_MORE_THRESHOLD_PX)).toBe(true);
    expect(isNearEnd(301, LOAD_MORE_THRESHOLD_PX)).toBe(false);
  });
});

describe('launching a game (spec §4)', () => {
  const ctx = { loggedIn: true, customerType: 0, vassalageVendors: ['JDB'], mappingHasElott: false };
  const game = { vassalage: 'LUMEN', gameType: 'RNG' as const, nodeId: 'lumen-golden-dragon' };

  it('sends a visitor to log in', () => {
    expect(launchDecision(game, { ...ctx, loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('opens the lottery for TCG vendors and lottery types, with the play type and prize mode', () => {
    expect(launchDecision({ ...game, vassalage: 'TCG_SEA' }, ctx)).toEqual({
      kind: 'lottery',
      playType: 'trad',
      prizeMode: 'SEA',
    });
    expect(launchDecision({ ...game, vassalage: 'TCG_LOTTO_VN' }, ctx)).toMatchObject({ prizeMode: 'LOTT' });
    expect(launchDecision({ ...game, vassalage: 'TCG_LOTTO_VN' }, { ...ctx, mappingHasElott: true })).toMatchObject({
      prizeMode: 'ELOTT',
    });
    expect(launchDecision({ ...game, gameType: 'LOTT', lottoMode: 'Tradition,Entertainment' }, ctx)).toEqual({
      kind: 'lottery',
      playType: 'ent',
      prizeMode: 'LOTT',
    });
    expect(launchDecision({ ...game, gameType: 'ELOTT' }, ctx)).toMatchObject({ playType: 'trad', prizeMode: 'ELOTT' });
  });

  it('opens the game list of a VASSALAGE vendor, and launches the others, trial accounts on play money', () => {
    expect(launchDecision({ ...game, vassalage: 'JDB', gameType: 'FISH' }, ctx)).toEqual({
      kind: 'gameList',
      gameType: 'FISH',
      vassalage: 'JDB',
    });
    expect(launchDecision(game, ctx)).toEqual({ kind: 'launch', nodeId: 'lumen-golden-dragon', playMoney: false });
    expect(launchDecision(game, { ...ctx, customerType: 4 })).toMatchObject({ playMoney: true });
  });

  it('opens the game list from a FISH or PVP vendor tile, and launches other vendors directly', () => {
    expect(vendorTileOpensList('FISH')).toBe(true);
    expect(vendorTileOpensList('PVP')).toBe(true);
    expect(vendorTileOpensList('LIVE')).toBe(false);
  });
});

describe('favourites (spec §4)', () => {
  it('ignores adding one already there, and drops a removed one at once', () => {
    const ids = favouritesReducer([], { type: 'add', nodeId: 'a' });
    expect(favouritesReducer(ids, { type: 'add', nodeId: 'a' })).toBe(ids);
    expect(favouritesReducer(ids, { type: 'add', nodeId: 'b' })).toEqual(['b', 'a']);
    expect(favouritesReducer(['b', 'a'], { type: 'remove', nodeId: 'b' })).toEqual(['a']);
  });

  it('sends a visitor who taps the heart to log in', () => {
    expect(heartTap(false, false)).toBe('login');
    expect(heartTap(true, false)).toBe('add');
    expect(heartTap(true, true)).toBe('remove');
  });
});

describe('home (spec §2 Home, §9)', () => {
  it('puts HOME and FAV first and BINGO last, and has no ELOTT section', () => {
    expect(sideMenu(['BINGO', 'RNG', 'LIVE', 'ELOTT'])).toEqual(['HOME', 'FAV', 'RNG', 'LIVE', 'ELOTT', 'BINGO']);
    expect(homeSections(['RNG', 'ELOTT', 'LOTT'])).toEqual(['RNG', 'LOTT']);
  });

  it('shows 3 slot, 2 fishing and 1 live vendor on home', () => {
    expect(homeVendorCount('RNG', 5)).toBe(3);
    expect(homeVendorCount('RNG', 1)).toBe(1);
    expect(homeVendorCount('FISH', 5)).toBe(2);
    expect(homeVendorCount('LIVE', 5)).toBe(1);
    expect(homeVendorCount('SPORTS', 5)).toBe(5);
  });

  it('shows more above 10 hot games and above 6 vendors, arrows above 3 games, no see-all for favourites', () => {
    expect([showHotMore(10), showHotMore(11)]).toEqual([false, true]);
    expect([showVendorMore(6), showVendorMore(7)]).toEqual([false, true]);
    expect([showCarouselArrows(3), showCarouselArrows(4)]).toEqual([false, true]);
    expect([showSeeAll('fav'), showSeeAll('all')]).toEqual([false, true]);
  });

  it('takes the first 10 big wins, scrolls only above 3 entries and never under reduced motion, and at most 22 logos', () => {
    expect(bigWins(Array.from({ length: 20 }, (_, i) => i))).toHaveLength(10);
    expect([winnersAutoScroll(3, false), winnersAutoScroll(4, false), winnersAutoScroll(4, true)]).toEqual([
      false,
      true,
      false,
    ]);
    expect(footerVendorLogos(Array.from({ length: 30 }, (_, i) => i))).toHaveLength(22);
  });
});

describe('language change on home', () => {
  it('waits 250 ms, and keeps 400 ms between two re-fetches', async () => {
    const { languageRefetchDelay } = await import('./lobby');
    expect(languageRefetchDelay(10_000, 0)).toBe(250);
    // The last re-fetch started 100 ms ago: the next may start 400 ms after it, 300 ms from now.
    expect(languageRefetchDelay(10_000, 9_900)).toBe(300);
    expect(languageRefetchDelay(10_000, 9_700)).toBe(250);
  });
});

describe('what a lobby first asks the catalogue for (embedded by the server, ADR 0005)', () => {
  const q = (module: string | undefined, url: string) => {
    const u = new URL(url, 'http://x');
    return lobbyFirstQueries(module, u.pathname, u.searchParams);
  };
  const GAME_LIST = 'pages/GameList/index.tsx';

  it("is the lobby grid's first filter, as useLobby computes it from the URL", () => {
    expect(q(GAME_LIST, '/m/slot-games')).toEqual({
      vendors: true,
      lists: [{ source: 'list', filter: lobbyFilter('list', 'RNG', initialLobby()) }],
    });
    expect(q(GAME_LIST, '/m/slot-games')?.lists[0]?.filter).toMatchObject({ gameType: 'RNG', dataType: 'all' });
    expect(q(GAME_LIST, '/m/gameList?gameType=fish&vassalage=JDB')?.lists[0]?.filter).toMatchObject({
      gameType: 'FISH',
      vassalage: 'JDB',
      dataType: 'all',
    });
    // The hot screen: its own call, no dataType; an unknown type is every category.
    expect(q('pages/HotGames/index.tsx', '/m/hot-games?gameType=live')?.lists).toEqual([
      { source: 'hot', filter: lobbyFilter('hot', 'LIVE', initialLobby()) },
    ]);
    expect(q('pages/HotGames/index.tsx', '/m/hot-games?gameType=nope')?.lists[0]?.filter.gameType).toBeUndefined();
  });

  it('is bingo only on /m/slot-games?gameClassify=BG (spec §2), as a filter that clearing returns to all', () => {
    const bingo = q(GAME_LIST, '/m/slot-games?gameClassify=BG')?.lists[0]?.filter;
    expect(bingo).toMatchObject({ gameType: 'RNG', gameClassify: 'BG', dataType: 'filter' });
    expect(q(GAME_LIST, '/m/slot-games?gameClassify=bg')?.lists[0]?.filter.gameClassify).toBe('BG');
    // An unknown classify, or one on another type's lobby, is ignored.
    expect(q(GAME_LIST, '/m/slot-games?gameClassify=XX')?.lists[0]?.filter.gameClassify).toBeUndefined();
    expect(q(GAME_LIST, '/m/gameList?gameType=FISH&gameClassify=BG')?.lists[0]?.filter.gameClassify).toBeUndefined();
    const cleared = lobbyReducer(initialLobby(undefined, 'BG'), { type: 'filter', filter: {} });
    expect(lobbyFilter('list', 'RNG', cleared)).toMatchObject({ gameClassify: undefined, dataType: 'all' });
  });

  it('is the vendors alone on a vendor lobby, and nothing on a page without the lobby catalogue', () => {
    expect(q('pages/VendorLobby/index.tsx', '/m/live-games')).toEqual({ vendors: true, lists: [] });
    expect(q('pages/Home/index.tsx', '/m/home')).toBeNull();
    expect(q('pages/Login/index.tsx', '/m/login')).toBeNull();
    expect(q(undefined, '/m/notice')).toBeNull();
  });
});

describe('vendor lobby sections (issue 23)', () => {
  it('says which categories have no house game: live casino, e-sports and cockfighting', () => {
    expect(vendorLobbySections('/m/live-games')).toEqual([{ category: 'LIVE', house: false }]);
    expect(vendorLobbySections('/m/esport-games')).toEqual([{ category: 'ESPORTS', house: false }]);
    expect(vendorLobbySections('/m/sport-games/')).toEqual([
      { category: 'SPORTS', house: true },
      { category: 'ESPORTS', house: false },
      { category: 'COCKFIGHT', house: false },
    ]);
    expect(vendorLobbySections('/m/fishing-games')).toEqual([{ category: 'FISH', house: true }]);
    expect(vendorLobbySections('/m/poker-games')).toEqual([{ category: 'PVP', house: true }]);
  });

  it('puts a vendor in the section of its category, and one without a category by its type', () => {
    expect(inLobbySection({ gameCategory: 'ESPORTS', gameType: 'SPORTS' }, 'ESPORTS')).toBe(true);
    expect(inLobbySection({ gameCategory: 'ESPORTS', gameType: 'SPORTS' }, 'SPORTS')).toBe(false);
    expect(inLobbySection({ gameCategory: null, gameType: 'LIVE' }, 'LIVE')).toBe(true);
  });
});
