import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../design-system/Toast';
import type { Game } from '../api/contract/games';
import { ApiError } from '../api/errors';
import { launchGame, useVendors } from '../api/games';
import { useSiteConfig } from '../api/queries';
import { useErrorMessage } from '../api/useErrorMessage';
import { useDates } from '../i18n/dates';
import { LOGIN } from '../routes/table';
import { launchDecision } from '../rules/lobby';
import { useSessionInfo } from '../stores/session';
import { askAge } from './ageGate';
import { ACCOUNT_QUERY_KEY } from './useAuth';

/**
 * A launch, through free play's age gate (issue 19): when the server answers games.age_unconfirmed
 * (a trial account's first game), the player is asked to confirm their age; once the server has it,
 * the launch goes again. Null: the player declined.
 */
export async function launchWithAge(
  nodeId: string,
  playMoney: boolean,
  ageLimit: number,
  from?: { returnPath: string; language: string },
): Promise<{ url: string | null }> {
  try {
    return await launchGame(nodeId, playMoney, from);
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'games.age_unconfirmed')) throw err;
    if (!(await askAge(ageLimit))) return { url: null };
    return launchGame(nodeId, playMoney, from);
  }
}

/** Where a third-party vendor sends the player back to (its {returnUrl}): this lobby, when it is under /m. */
export function launchedFrom(language: string) {
  const path = window.location.pathname + window.location.search;
  return /^\/m(?:[/?][^\s\\]*)?$/.test(path) && path.length <= 300
    ? { returnPath: path, language }
    : { returnPath: '/m', language };
}

/** Opens a launch URL: the house's windows in the app, a third-party vendor's absolute URL in this tab. */
export function openLaunchUrl(url: string, navigate: (to: string) => void) {
  if (/^https?:\/\//.test(url)) window.location.assign(url);
  else navigate(url);
}

export type LaunchTarget = Pick<Game, 'vassalage' | 'gameType' | 'nodeId' | 'lottoMode' | 'freeplay'>;

/**
 * Opens a game as spec §4 "Launching a game" decides: a visitor goes to log in, lottery vendors to
 * the lottery, VASSALAGE vendors to their game list, and the rest launch (a trial account with play
 * money). The game window replaces nothing: "back" there returns to this lobby.
 */
export function useLaunch() {
  const navigate = useNavigate();
  const session = useSessionInfo();
  const vendors = useVendors();
  const messageOf = useErrorMessage();
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState<string | null>(null);
  const ageLimit = useSiteConfig().data?.ageLimit ?? 18;

  const launch = useCallback(
    async (game: LaunchTarget) => {
      const mapping = vendors.data?.mapping ?? {};
      const decision = launchDecision(game, {
        loggedIn: !!session,
        customerType: session?.type,
        vassalageVendors: Object.values(mapping)
          .flat()
          .filter((v) => v?.vassalageLobby)
          .map((v) => v.vassalage),
        mappingHasElott: (mapping.ELOTT?.length ?? 0) > 0,
      });
      switch (decision.kind) {
        case 'login':
          navigate(LOGIN, { state: { from: window.location.pathname + window.location.search } });
          return;
        case 'lottery':
          navigate(`/m/lottery?playType=${decision.playType}&prizeMode=${decision.prizeMode}`);
          return;
        case 'gameList':
          navigate(`/m/gameList?gameType=${decision.gameType}&vassalage=${encodeURIComponent(decision.vassalage)}`);
          return;
        case 'launch': {
          if (launching) return;
          setLaunching(decision.nodeId);
          try {
            const { url } = await launchWithAge(
              decision.nodeId,
              decision.playMoney,
              ageLimit,
              launchedFrom(i18n.language),
            );
            if (url === null) return;
            // The launch is recorded as a recent game: the member's lists are out of date.
            void queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'games'] });
            openLaunchUrl(url, navigate);
          } catch (err) {
            // A time-out or self-exclusion (issue 19): the refusal says until when, too.
            const until = err instanceof ApiError && err.code === 'protection.excluded' ? err.fields.until : undefined;
            toast.error(messageOf(err), {
              description: until ? t('protection.refusedUntil', { time: dates.dateTime(until) }) : undefined,
            });
          } finally {
            setLaunching(null);
          }
        }
      }
    },
    [ageLimit, launching, messageOf, navigate, queryClient, session, vendors.data, t, dates, i18n.language],
  );
  return { launch, launching };
}
