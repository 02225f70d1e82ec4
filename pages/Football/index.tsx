import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { FootballWindow } from '../../game-client/football/FootballWindow';
import { leaveFullScreen } from '../../game-client/frame';
import { footballApi } from '../../src/api/football';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import * as css from '../Play/Play.css';
import { useWindowSession } from '../Play/useWindowSession';

/** How the window opens its session: the studio's cookie, its codes. */
const footballSession = {
  open: footballApi.open,
  state: footballApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};
/** The verifier page for a match. */
const verifyHref = (matchId: string) => `/m/fairness?match=${encodeURIComponent(matchId)}`;
const serverNow = () => Date.now();

/**
 * The house virtual football window (/m/football/:gameCode?token=…), full screen (issue 23;
 * docs/virtual-football.md). It opens its session with the launch token, then resumes through the
 * studio's cookie; every stake and payout goes through the seamless-wallet API.
 */
export default function Football() {
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(footballSession);

  const back = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
    leaveFullScreen();
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate('/m/sport-games', { replace: true });
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
    <FootballWindow
      initial={state}
      api={{ state: () => footballApi.state(i18n.language), place: footballApi.place }}
      now={serverNow}
      onBack={back}
      errorMessage={messageOf}
      onBalance={() => void queryClient.invalidateQueries({ queryKey: walletKey })}
      verifyHref={verifyHref}
    />
  );
}
