import { api } from '../api/client';
import type { HotGames } from '../api/contract/adminHotGames';

/**
 * Hot games (server/modules/games/hot.ts; docs/hot-games.md): the ranking with its turnover, and the
 * staff pins. Every edit answers the whole list as it now stands. Types only from the contract.
 */
export const hotGamesApi = {
  list: () => api<HotGames>('/admin/games/hot'),
  /** Pins a game at `position` (1 first; default last), or moves its pin. 409 games.hot_pins_full. */
  pin: (gameId: number, position?: number) =>
    api<HotGames>(`/admin/games/hot/pins/${gameId}`, {
      method: 'PUT',
      body: position === undefined ? {} : { position },
    }),
  unpin: (gameId: number) => api<HotGames>(`/admin/games/hot/pins/${gameId}`, { method: 'DELETE' }),
};

export const hotGamesKeys = { all: ['admin', 'hot-games'] as const };
