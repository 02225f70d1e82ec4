import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../design-system/Toast';
import type { Game } from '../../src/api/contract/games';
import { useSiteConfig } from '../../src/api/queries';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { ACCOUNT_QUERY_KEY } from '../../src/app/useAuth';
import { launchWithAge } from '../../src/app/useLaunch';
import { LOGIN } from '../../src/routes/table';
import { useSessionInfo } from '../../src/stores/session';

/**
 * A tap on a game in a lottery lobby. The spec's launch rule sends a lottery tile elsewhere to this
 * lobby; here the game itself launches (POST /api/games/launch → the game window's URL), after the
 * same "logged out → log in" rule, with play money for a trial account.
 */
export function useOpenLottery() {
  const navigate = useNavigate();
  const session = useSessionInfo();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const ageLimit = useSiteConfig().data?.ageLimit ?? 18;
  const { t } = useTranslation('games');
  const [launching, setLaunching] = useState<string | null>(null);
  const open = useCallback(
    async (game: Pick<Game, 'nodeId'>) => {
      if (!session) {
        navigate(LOGIN, { state: { from: window.location.pathname + window.location.search } });
        return;
      }
      if (launching) return;
      setLaunching(game.nodeId);
      try {
        const { url } = await launchWithAge(game.nodeId, session.type === 4, ageLimit);
        if (url === null) return;
        void queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'games'] });
        navigate(url);
      } catch (err) {
        toast.error(messageOf(err), { description: t('play.openFailed') });
      } finally {
        setLaunching(null);
      }
    },
    [ageLimit, launching, messageOf, navigate, queryClient, session, t],
  );
  return { open, launching };
}
