import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BonusProgress } from '../../design-system/BonusProgress';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { leaveFullScreen, parseRememberedStake, stakeStorageKey } from '../../game-client/frame';
import { SlotWindow } from '../../game-client/slots/SlotWindow';
import { bonusApi, bonusKeys } from '../../src/api/bonus';
import { gamesKeys, studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { isTrial } from '../../src/rules/customerType';
import { lobbyPathOf } from '../../src/rules/lobby';
import { local } from '../../src/storage';
import { useSession } from '../../src/stores/session';
import * as css from './Play.css';
import { useSpinErrorMessage } from './protectionMessage';
import { useWindowSession } from './useWindowSession';

/** How the slot window reaches the studio. */
const slotApi = { spin: (stake: number) => studioApi.spin(stake), state: () => studioApi.state() };
/** How the window opens its studio session (the studio names the game in the player's language). */
const studioSession = {
  open: studioApi.open,
  state: studioApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};
/** How the fairness panel changes the player's seed pair (issue 22). */
const fairnessApi = { setClientSeed: studioApi.setClientSeed, rotate: studioApi.rotate };

/**
 * The house studio's game window (/m/play/:gameCode?token=…), full screen. It opens its session with
 * the single-use launch token (a reload resumes it through the studio cookie), then every spin goes
 * to the studio server, which settles it through the seamless-wallet API like any vendor. The window
 * itself is the game-client module (docs/adr/0017-game-client-module.md).
 */
export default function Play() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const playMoney = useSession((s) => (s.info ? isTrial(s.info.type) : false));
  const { state, error } = useWindowSession(studioSession);
  // The bonus this play feeds (the one that expires first), its progress refetched after each spin
  // and by the live channel. Trial accounts have none.
  const grants = useQuery({
    queryKey: bonusKeys.grants,
    queryFn: bonusApi.grants,
    enabled: !playMoney && state !== null,
  });
  const wagering = grants.data?.active.find((g) => g.status === 'active');
  // A spin refused by a loss or wager limit says which, what is left and when it resets.
  const spinMessageOf = useSpinErrorMessage(state?.currencySymbol ?? '');

  const back = useCallback(() => {
    // The lobby shows what the play changed: the balance, and the winner board a win may be on.
    void queryClient.invalidateQueries({ queryKey: walletKey });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.winnersAll });
    leaveFullScreen();
    // Back to the lobby the game was opened from, else the slot lobby.
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(lobbyPathOf('RNG'), { replace: true });
  }, [navigate, queryClient]);

  if (error) {
    return (
      <div className={css.page}>
        <EmptyState
          variant="error"
          title={t('play.openFailed')}
          description={messageOf(error)}
          action={<Button onPress={back}>{t('play.backToLobby')}</Button>}
        />
      </div>
    );
  }
  if (!state) {
    return (
      <div className={css.page}>
        <div className={css.loading} role="status">
          <Spinner size="lg" />
          <p>{t('play.loading')}</p>
        </div>
      </div>
    );
  }
  return (
    <SlotWindow
      initial={state}
      api={slotApi}
      fairnessApi={fairnessApi}
      onBack={back}
      playMoney={playMoney}
      rememberedStake={parseRememberedStake(local.get(stakeStorageKey(state.game.code)))}
      onStakeChange={(stake) => local.set(stakeStorageKey(state.game.code), String(stake))}
      onSettled={() => {
        void queryClient.invalidateQueries({ queryKey: walletKey });
        if (wagering) void queryClient.invalidateQueries({ queryKey: bonusKeys.grants });
      }}
      bonus={
        wagering && grants.data ? (
          <BonusProgress
            compact
            grant={wagering}
            currencySymbol={grants.data.currencySymbol}
            digits={grants.data.minorUnitDigits}
          />
        ) : undefined
      }
      errorMessage={spinMessageOf}
    />
  );
}
