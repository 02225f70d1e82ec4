import { useQueryClient } from '@tanstack/react-query';
import { BaccaratWindow } from '../../game-client/cards/BaccaratWindow';
import { baccaratApi } from '../../src/api/cards';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { isTrial } from '../../src/rules/customerType';
import { useSession } from '../../src/stores/session';
import { HouseWindowGate, useBackToLobby } from '../Play/HouseWindowGate';
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
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const playMoney = useSession((s) => (s.info ? isTrial(s.info.type) : false));
  const { state, error } = useWindowSession(baccaratSession);

  const back = useBackToLobby('/m/poker-games');

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
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
