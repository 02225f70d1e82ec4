import { useQueryClient } from '@tanstack/react-query';
import { FishingWindow } from '../../game-client/fishing/FishingWindow';
import { fishingApi } from '../../src/api/bingofish';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { HouseWindowGate, useBackToLobby } from '../Play/HouseWindowGate';
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
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(fishingSession);

  const back = useBackToLobby('/m/gameList?gameType=FISH&vassalage=LUMEN_FISH');

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
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
