import { useQueryClient } from '@tanstack/react-query';
import { BingoWindow } from '../../game-client/bingo/BingoWindow';
import { bingoApi } from '../../src/api/bingofish';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { HouseWindowGate, useBackToLobby } from '../Play/HouseWindowGate';
import { useWindowSession } from '../Play/useWindowSession';

const bingoSession = {
  open: bingoApi.open,
  state: bingoApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};

/**
 * The house bingo window (/m/bingo/:gameCode?token=…; issue 23, docs/bingo-fishing.md), full screen.
 * It opens its session with the launch token (then drops it from the address); a reload resumes
 * through the studio's cookie. Money moves through the vendor, which pays through the wallet API.
 */
export default function Bingo() {
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const { state, error } = useWindowSession(bingoSession);

  const back = useBackToLobby('/m/slot-games?gameClassify=BG');

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
  return (
    <BingoWindow
      initial={state}
      api={bingoApi}
      onBack={back}
      errorMessage={messageOf}
      onBalance={() => void queryClient.invalidateQueries({ queryKey: walletKey })}
      fairnessApi={{ setClientSeed: studioApi.setClientSeed, rotate: studioApi.rotate }}
    />
  );
}
