import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { BaccaratWindow } from '../../game-client/cards/BaccaratWindow';
import { leaveFullScreen } from '../../game-client/frame';
import { baccaratApi } from '../../src/api/cards';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { isTrial } from '../../src/rules/customerType';
import { useSession } from '../../src/stores/session';
import * as css from '../Play/Play.css';
import { useWindowSession } from '../Play/useWindowSession';
import { verifyCardHref } from '../Poker';

const baccaratSession = {
  open: baccaratApi.open,
  state: baccaratApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};
const fairnessApi = { setClientSeed: studioApi.setClientSeed, rotate: studioApi.rotate };
const windowApi = { deal: baccaratApi.deal };

/** The house baccarat table (/m/baccarat/:gameCode?token=…), full screen (issue 23). */
export default function Baccarat() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const playMoney = useSession((s) => (s.info ? isTrial(s.info.type) : false));
  const { state, error } = useWindowSession(baccaratSession);

  const back = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
    leaveFullScreen();
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate('/m/poker-games', { replace: true });
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
    <BaccaratWindow
      initial={state}
      api={windowApi}
      onBack={back}
      playMoney={playMoney}
      onSettled={() => void queryClient.invalidateQueries({ queryKey: walletKey })}
      errorMessage={messageOf}
      fairnessApi={fairnessApi}
      verifyHref={verifyCardHref}
    />
  );
}
