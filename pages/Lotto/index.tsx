import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { leaveFullScreen } from '../../game-client/frame';
import { LotteryWindow } from '../../game-client/lottery/LotteryWindow';
import type { LottoState } from '../../src/api/contract/lottery';
import { ApiError } from '../../src/api/errors';
import { lottoApi, lottoClock } from '../../src/api/lotto';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import * as css from '../Play/Play.css';

/** The verifier page for a draw (the fairness helper's /m/fairness). */
const verifyHref = (drawId: string) => `/m/fairness?draw=${encodeURIComponent(drawId)}`;

/**
 * The house lottery's game window (/m/lotto/:gameCode?token=…), full screen. It opens its session
 * with the launch token (then drops it from the address bar); a reload resumes through the vendor's
 * cookie. Bets and settlement go through the vendor, which pays through the seamless-wallet API.
 */
export default function Lotto() {
  const { t, i18n } = useTranslation('games');
  const { gameCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LottoState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const opening = useRef(false);

  useEffect(() => {
    if (opening.current) return;
    opening.current = true;
    const token = new URLSearchParams(location.search).get('token');
    const lang = i18n.language;
    const open = async () => {
      if (!token) return lottoApi.state(lang);
      try {
        return await lottoApi.open(gameCode, token, lang);
      } catch (err) {
        // A spent token (a reload, a second tab): the session it opened goes on.
        if (err instanceof ApiError && err.code === 'lottery.token_used') return lottoApi.state(lang);
        throw err;
      }
    };
    open()
      .then((s) => {
        if (s.game.code !== gameCode) throw new ApiError(409, 'lottery.session_expired', 'another game');
        setState(s);
        if (token) navigate(location.pathname, { replace: true, state: location.state });
      })
      .catch(setError);
  }, [gameCode, i18n.language, location.pathname, location.search, location.state, navigate]);

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
