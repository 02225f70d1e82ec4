import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BonusProgress } from '../../design-system/BonusProgress';
import { parseRememberedStake, stakeStorageKey } from '../../game-client/frame';
import { SlotWindow } from '../../game-client/slots/SlotWindow';
import { bonusApi, bonusKeys } from '../../src/api/bonus';
import { gamesKeys, studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import { isTrial } from '../../src/rules/customerType';
import { lobbyPathOf } from '../../src/rules/lobby';
import { local } from '../../src/storage';
import { useSession } from '../../src/stores/session';
import { HouseWindowGate, useBackToLobby } from './HouseWindowGate';
import { useSpinErrorMessage } from './protectionMessage';
import { useWindowSession } from './useWindowSession';

/** How the slot window reaches the studio. */
const slotApi = { spin: (stake: number) => studioApi.spin(stake), state: () => studioApi.state() };
/** How the window opens its studio session (the studio names the game in the player's language). */
const studioSession = {
  open: studioApi.open,
  state: studioApi.state,
  tokenUsed: 'studio.token_used',
  expired: 'studio.session_expired',
};
/** How the fairness panel changes the player's seed pair (issue 22). */
const fairnessApi = { setClientSeed: studioApi.setClientSeed, rotate: studioApi.rotate };

/**
 * The house studio's game window (/m/play/:gameCode?token=…), full screen. It opens its session with
 * the single-use launch token (a reload resumes it through the studio cookie), then every spin goes
 * to the studio server, which settles it through the seamless-wallet API like any vendor. The window
 * itself is the game-client module (docs/adr/0017-game-client-module.md).
 */
/** What Back refreshes besides the balance: the winner board a win may be on. */
const REFRESH_ON_BACK = [gamesKeys.winnersAll];

export default function Play() {
  const _messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const playMoney = useSession((s) => (s.info ? isTrial(s.info.type) : false));
  const { state, error } = useWindowSession(studioSession);
  // The bonus this play feeds (the one that expires first), its progress refetched after each spin
  // and by the live channel. Trial accounts have none.
  const grants = useQuery({
    queryKey: bonusKeys.grants,
    queryFn: bonusApi.grants,
    enabled: !playMoney && state !== null,
  });
  const wagering = grants.data?.active.find((g) => g.status === 'active');
  // A spin refused by a loss or wager limit says which, what is left and when it resets.
  const spinMessageOf = useSpinErrorMessage(state?.currencySymbol ?? '');

  const back = useBackToLobby(lobbyPathOf('RNG'), REFRESH_ON_BACK);

  if (error || !state) return <HouseWindowGate error={error} onBack={back} />;
  return (
    <SlotWindow
      initial={state}
      api={slotApi}
      fairnessApi={fairnessApi}
      onBack={back}
      playMoney={playMoney}
      rememberedStake={parseRememberedStake(local.get(stakeStorageKey(state.game.code)))}
      onStakeChange={(stake) => local.set(stakeStorageKey(state.game.code), String(stake))}
      onSettled={() => {
        void queryClient.invalidateQueries({ queryKey: walletKey });
        if (wagering) void queryClient.invalidateQueries({ queryKey: bonusKeys.grants });
      }}
      bonus={
        wagering && grants.data ? (
          <BonusProgress
            compact
            grant={wagering}
            currencySymbol={grants.data.currencySymbol}
            digits={grants.data.minorUnitDigits}
          />
        ) : undefined
      }
      errorMessage={spinMessageOf}
    />
  );
}
