import { useEffect, useMemo, useReducer, useState } from 'react';
import type { GameClassify, GameType } from '../../src/api/contract/games';
import { type GameListFilter, useGamePages, useVendors } from '../../src/api/games';
import { initialLobby, LOBBY_SEARCH_DEBOUNCE_MS, lobbyReducer } from '../../src/rules/lobby';

const CLASSIFY_TABS = new Set(['VP', 'JP', 'SC', 'TG', 'AC']);

/**
 * A lobby's state (spec §2 "Game lobbies"): the vendor (the URL's wins when it changes), the search
 * (debounced 600 ms), the tab and the drawer's filter, and the pages of games they select.
 */
export function useLobby(source: 'list' | 'hot', gameType: GameType | undefined, vassalage: string | undefined) {
  const [state, dispatch] = useReducer(lobbyReducer, vassalage, initialLobby);
  const vendors = useVendors();
  const typeVendors = useMemo(
    () => (gameType ? (vendors.data?.mapping[gameType] ?? []) : Object.values(vendors.data?.mapping ?? {}).flat()),
    [vendors.data, gameType],
  );

  // The URL's vendor wins when it changes (a vendor tile, a back navigation).
  useEffect(() => dispatch({ type: 'vendor', vassalage }), [vassalage]);

  const [searchInput, setSearchInput] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: searchInput.trim() }), LOBBY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const filter: GameListFilter = {
    gameType,
    vassalage: state.filter.vassalage ?? state.vassalage,
    gameName: state.search || undefined,
    gameClassify: state.filter.gameClassify ?? (CLASSIFY_TABS.has(state.tab) ? (state.tab as GameClassify) : undefined),
    minBet: state.filter.minBet,
    ...(source === 'list' ? { dataType: state.dataType } : {}),
  };
  const pages = useGamePages(source, filter);
  const games = useMemo(() => pages.data?.pages.flatMap((p) => p.games) ?? [], [pages.data]);
  const filtered = !!(state.search || state.filter.vassalage || state.filter.gameClassify || state.filter.minBet);
  const vendorsLoading = vendors.isPending;
  return { state, dispatch, typeVendors, vendorsLoading, searchInput, setSearchInput, pages, games, filtered };
}
