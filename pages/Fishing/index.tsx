import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { FishingWindow } from '../../game-client/fishing/FishingWindow';
import { leaveFullScreen } from '../../game-client/frame';
import { fishingApi } from '../../src/api/bingofish';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import * as css from '../Play/Play.css';
import { useWindowSession } from '../Play/useWindowSession';

const fishingSession = {
  open: fishingApi.open,
  state: fishingApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};

/**
 * The house fishing window (/m/fishing/:gameCode?token=…; issue 23, docs/bingo-fishing.md), full screen.
 * It opens its session with the launch token (then drops it from the address); a reload resumes
 * through the studio's cookie. Money moves through the vendor, which pays through the wallet API.
 */
export default function Fishing() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(fishingSession);

  const back = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
    leaveFullScreen();
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate('/m/gameList?gameType=FISH&vassalage=LUMEN_FISH', { replace: true });
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
    <FishingWindow
      initial={state}
      api={fishingApi}
      onBack={back}
      errorMessage={messageOf}
      onBalance={() => void queryClient.invalidateQueries({ queryKey: walletKey })}
      fairnessApi={{ setClientSeed: studioApi.setClientSeed, rotate: studioApi.rotate }}
    />
  );
}
