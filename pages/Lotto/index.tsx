import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { leaveFullScreen } from '../../game-client/frame';
import { LotteryWindow } from '../../game-client/lottery/LotteryWindow';
import { lottoApi, lottoClock } from '../../src/api/lotto';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import * as css from '../Play/Play.css';
import { useWindowSession } from '../Play/useWindowSession';

/** How the window opens its lottery session. */
const lottoSession = {
  open: lottoApi.open,
  state: lottoApi.state,
  tokenUsed: 'lottery.token_used',
  expired: 'lottery.session_expired',
};
/** The verifier page for a draw (the fairness helper's /m/fairness). */
const verifyHref = (drawId: string) => `/m/fairness?draw=${encodeURIComponent(drawId)}`;

/**
 * The house lottery's game window (/m/lotto/:gameCode?token=…), full screen. It opens its session
 * with the launch token (then drops it from the address bar); a reload resumes through the vendor's
 * cookie. Bets and settlement go through the vendor, which pays through the seamless-wallet API.
 */
export default function Lotto() {
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(lottoSession);

  const back = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
    leaveFullScreen();
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(state?.game.gameType === 'LOTT' ? '/m/lott' : '/m/elott', { replace: true });
  }, [navigate, queryClient, state?.game.gameType]);

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
    <LotteryWindow
      initial={state}
      api={{ state: () => lottoApi.state(i18n.language), place: lottoApi.place, draws: lottoApi.draws }}
      now={lottoClock.now}
      onBack={back}
      errorMessage={messageOf}
      onBalance={() => void queryClient.invalidateQueries({ queryKey: walletKey })}
      verifyHref={verifyHref}
      onVerify={(id) => navigate(verifyHref(id))}
    />
  );
}
