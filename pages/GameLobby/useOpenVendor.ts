import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GameType, Vendor } from '../../src/api/contract/games';
import { fetchGames } from '../../src/api/games';
import { useLaunch } from '../../src/app/useLaunch';
import { vendorTileOpensList } from '../../src/rules/lobby';

/**
 * A vendor tile's tap (spec §2 "Game lobbies"): slots, FISH, PVP and VASSALAGE vendors open their
 * game list; a single-game vendor launches that game directly.
 */
export function useOpenVendor(gameType: GameType) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { launch } = useLaunch();
  return useCallback(
    async (v: Vendor) => {
      const toList = () => navigate(`/m/gameList?gameType=${gameType}&vassalage=${encodeURIComponent(v.vassalage)}`);
      if (gameType === 'RNG' || vendorTileOpensList(gameType) || v.vassalageLobby || v.gameId === null) return toList();
      const page = await fetchGames('list', { gameType, vassalage: v.vassalage }, 1, i18n.language).catch(() => null);
      const game = page?.games.length === 1 ? page.games[0] : undefined;
      if (game) await launch(game);
      else toList();
    },
    [gameType, i18n.language, launch, navigate],
  );
}
