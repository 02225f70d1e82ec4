import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LotteryWindow } from '../../game-client/lottery/LotteryWindow';
import { lottoApi, lottoClock } from '../../src/api/lotto';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { HouseWindowGate, useBackToLobby } from '../Play/HouseWindowGate';
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
  const { i18n } = useTranslation('games');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(lottoSession);

  const back = useBackToLobby(state?.game.gameType === 'LOTT' ? '/m/lott' : '/m/elott');

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
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
