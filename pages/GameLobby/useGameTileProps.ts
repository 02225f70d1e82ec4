import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GameTileProps } from '../../design-system/GameTile';
import type { Game } from '../../src/api/contract/games';
import { useFavouriteIds, useToggleFavourite } from '../../src/api/games';
import { useLaunch } from '../../src/app/useLaunch';
import { LOGIN } from '../../src/routes/table';
import { heartTap } from '../../src/rules/lobby';
import { useSessionInfo } from '../../src/stores/session';

/**
 * What a game tile shows and does, wherever it appears (lobbies, home): the heart follows the
 * member's favourites (a visitor's tap goes to log in), and a tap on the art launches the game.
 */
export function useGameTileProps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  const { launch, launching } = useLaunch();
  const ids = favourites.data;

  return useCallback(
    (game: Game): GameTileProps => {
      const favourite = ids?.includes(game.nodeId) ?? false;
      return {
        name: game.gameName,
        imageUrl: game.showIcon ? game.iconUrl : null,
        vendorIcon: game.gameType === 'RNG' ? game.vendorIcon : undefined,
        vendorName: game.vassalage,
        hotLabel: game.hot ? t('games.hot') : undefined,
        favourite,
        favouriteLabels: { add: t('games.favouriteAdd'), remove: t('games.favouriteRemove') },
        onOpen: () => void launch(game),
        opening: launching === game.nodeId,
        openingLabel: t('games.opening', { name: game.gameName }),
        onFavourite: () => {
          const action = heartTap(!!session, favourite);
          if (action === 'login')
            navigate(LOGIN, { state: { from: window.location.pathname + window.location.search } });
          else toggle.mutate({ nodeId: game.nodeId, add: action === 'add' });
        },
      };
    },
    [ids, launch, launching, navigate, session, t, toggle],
  );
}
