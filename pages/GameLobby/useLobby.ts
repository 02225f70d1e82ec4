import { useEffect, useMemo, useReducer, useState } from 'react';
import type { GameClassify, GameType } from '../../src/api/contract/games';
import { useGamePages, useVendors } from '../../src/api/games';
import { initialLobby, LOBBY_SEARCH_DEBOUNCE_MS, lobbyFilter, lobbyReducer } from '../../src/rules/lobby';

/**
 * A lobby's state (spec §2 "Game lobbies"): the vendor (the URL's wins when it changes), the search
 * (debounced 600 ms), the tab and the drawer's filter, and the pages of games they select.
 */
export function useLobby(
  source: 'list' | 'hot',
  gameType: GameType | undefined,
  vassalage: string | undefined,
  gameClassify?: GameClassify,
) {
  const [state, dispatch] = useReducer(lobbyReducer, undefined, () => initialLobby(vassalage, gameClassify));
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

  // The server embeds the first page of the initial filter (src/rules/lobby.ts lobbyFirstQueries).
  const filter = lobbyFilter(source, gameType, state);
  const pages = useGamePages(source, filter);
  const games = useMemo(() => pages.data?.pages.flatMap((p) => p.games) ?? [], [pages.data]);
  const filtered = !!(state.search || state.filter.vassalage || state.filter.gameClassify || state.filter.minBet);
  const vendorsLoading = vendors.isPending;
  return { state, dispatch, typeVendors, vendorsLoading, searchInput, setSearchInput, pages, games, filtered };
}
