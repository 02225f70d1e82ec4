import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FootballWindow } from '../../game-client/football/FootballWindow';
import { footballApi } from '../../src/api/football';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { HouseWindowGate, useBackToLobby } from '../Play/HouseWindowGate';
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
  const { i18n } = useTranslation('games');
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(footballSession);

  const back = useBackToLobby('/m/sport-games');

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
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
