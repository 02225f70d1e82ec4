import { useQueryClient } from '@tanstack/react-query';
import { PokerWindow } from '../../game-client/cards/PokerWindow';
import { parseRememberedStake, stakeStorageKey } from '../../game-client/frame';
import { pokerApi } from '../../src/api/cards';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { isTrial } from '../../src/rules/customerType';
import { local } from '../../src/storage';
import { useSession } from '../../src/stores/session';
import { HouseWindowGate, useBackToLobby } from '../Play/HouseWindowGate';
import { useWindowSession } from '../Play/useWindowSession';

const pokerSession = {
  open: pokerApi.open,
  state: pokerApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};
const fairnessApi = { setClientSeed: studioApi.setClientSeed, rotate: studioApi.rotate };
const windowApi = { deal: pokerApi.deal, draw: pokerApi.draw };
/** A card round is verified on /m/fairness?card=<id>. */
export const verifyCardHref = (id: string) => `/m/fairness?card=${encodeURIComponent(id)}`;

/** The house video poker window (/m/poker/:gameCode?token=…), full screen (issue 23). */
export default function Poker() {
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const playMoney = useSession((s) => (s.info ? isTrial(s.info.type) : false));
  const { state, error } = useWindowSession(pokerSession);

  const back = useBackToLobby('/m/slot-games?gameClassify=VP');

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
  return (
    <PokerWindow
      initial={state}
      api={windowApi}
      onBack={back}
      playMoney={playMoney}
      rememberedStake={parseRememberedStake(local.get(stakeStorageKey(state.game.code)))}
      onStakeChange={(stake) => local.set(stakeStorageKey(state.game.code), String(stake))}
      onSettled={() => void queryClient.invalidateQueries({ queryKey: walletKey })}
      errorMessage={messageOf}
      fairnessApi={fairnessApi}
      verifyHref={verifyCardHref}
    />
  );
}
