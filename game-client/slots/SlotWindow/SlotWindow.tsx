import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../design-system/Toast';
import type { SpinOutcome, StudioState } from '../../../src/api/contract/studio';
import { GameFrame } from '../../frame/GameFrame';
import { initialStake } from '../../frame/stake';
import { Celebration } from '../Celebration';
import { celebrates, referenceStake, winTier } from '../celebration';
import { FreeSpinsBanner } from '../FreeSpinsBanner';
import { Paytable } from '../Paytable';
import { Reels } from '../Reels';
import { SpinButton } from '../SpinButton';
import { isSpinning, reelsWin, shownWin, spinBlock } from '../spin';
import { DEFAULT_GRID } from '../symbols';
import { type SlotApi, useSlotMachine } from '../useSlotMachine';
import { WinDisplay } from '../WinDisplay';

export interface SlotWindowProps {
  /** The open session as the studio answered it. */
  initial: StudioState;
  api: SlotApi<SpinOutcome>;
  onBack: () => void;
  /** A trial account plays with play money. */
  playMoney?: boolean;
  /** The stake last chosen in this game, if remembered; `onStakeChange` hears each choice. */
  rememberedStake?: number | null;
  onStakeChange?: (stake: number) => void;
  /** After each settled spin (the page refreshes the wallet). */
  onSettled?: (spin: SpinOutcome) => void;
  /** A failed call in the player's words. */
  errorMessage: (err: unknown) => string;
  /** Keep a celebration until it is tapped (stories and screenshots); it otherwise ends by itself. */
  holdCelebration?: boolean;
}

/** The house slot in the game frame: reels, win display and spin button, paytable as its rules. */
export function SlotWindow({
  initial,
  api,
  onBack,
  playMoney,
  rememberedStake,
  onStakeChange,
  onSettled,
  errorMessage,
  holdCelebration = false,
}: SlotWindowProps) {
  const { t } = useTranslation('games');
  const game = initial.game;
  const [stake, setStake] = useState(() => initialStake(game.stakes, rememberedStake));
  // The spin settled in this window (its win counts up and may celebrate), and the one whose celebration ended.
  const [fresh, setFresh] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const { state, spin } = useSlotMachine(initial, api, {
    settled: (s) => {
      setFresh(s.id);
      onSettled?.(s);
    },
    failed: (err) => toast.error(errorMessage(err)),
  });
  const spinning = isSpinning(state);
  const block = spinBlock({ spinning, balance: state.balance, stake, freeSpinsLeft: state.freeSpinsLeft });
  const settled = state.last && !spinning ? state.last : null;
  const win = useMemo(() => (settled ? reelsWin(settled, game.paylines) : null), [settled, game.paylines]);
  // A free spin's win is measured against the stake of the paid spin that won it.
  const against = settled ? referenceStake(settled, state.history, stake) : stake;
  const tier = settled ? winTier(settled.totalWin, against) : 'none';
  const live = settled !== null && settled.id === fresh && settled.id !== ended;

  const doSpin = () => {
    if (block === 'funds') {
      toast.error(t('play.lowBalance'));
      return;
    }
    if (block) return;
    void spin(stake);
  };

  return (
    <GameFrame
      title={game.name}
      palette={game.theme}
      currencySymbol={initial.currencySymbol}
      balance={state.balance}
      win={shownWin(state)}
      playMoney={playMoney}
      onBack={onBack}
      stake={{
        stakes: game.stakes,
        value: stake,
        disabled: spinning,
        onChange: (next) => {
          setStake(next);
          onStakeChange?.(next);
        },
      }}
      action={<SpinButton free={state.freeSpinsLeft > 0} blocked={block !== null} busy={spinning} onSpin={doSpin} />}
      rulesTitle={t('play.paytable')}
      rules={<Paytable game={game} stake={stake} currencySymbol={initial.currencySymbol} />}
      history={state.history.map((s) => ({ id: s.id, time: s.time, stake: s.stake, free: s.free, win: s.totalWin }))}
      freeLabel={t('play.freeSpin')}
      fairness={{ sessionId: initial.sessionId, roundId: state.history[0]?.roundId ?? null }}
    >
      <Reels
        grid={state.last?.grid ?? DEFAULT_GRID}
        sprite={game.symbolsUrl}
        spinning={spinning}
        turning={state.turning}
        win={win}
        tier={tier}
        header={
          <FreeSpinsBanner
            awarded={settled && settled.id === fresh ? settled.freeSpinsAwarded : 0}
            left={state.freeSpinsLeft}
            multiplier={game.freeMultiplier}
            fallback={t('play.rtp', { rtp: (game.rtp / 100).toFixed(2), lines: game.lines })}
          />
        }
        overlay={
          live && settled && celebrates(tier) ? (
            <Celebration
              key={settled.id}
              tier={tier}
              amount={settled.totalWin}
              stake={against}
              currencySymbol={initial.currencySymbol}
              hold={holdCelebration}
              onDone={() => setEnded(settled.id)}
            />
          ) : null
        }
      />
      <WinDisplay spin={settled} currencySymbol={initial.currencySymbol} stake={against} finished={!live} />
    </GameFrame>
  );
}
