import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../design-system/Toast';
import type { SpinOutcome, StudioState } from '../../../src/api/contract/studio';
import { GameFrame } from '../../frame/GameFrame';
import { initialStake } from '../../frame/stake';
import { Paytable } from '../Paytable';
import { Reels } from '../Reels';
import { SpinButton } from '../SpinButton';
import { isSpinning, shownWin, spinBlock, winningCells } from '../spin';
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
}: SlotWindowProps) {
  const { t } = useTranslation('games');
  const game = initial.game;
  const [stake, setStake] = useState(() => initialStake(game.stakes, rememberedStake));
  const { state, spin } = useSlotMachine(initial, api, {
    settled: (s) => {
      onSettled?.(s);
      if (s.freeSpinsAwarded > 0) toast.success(t('play.freeSpinsWon', { count: s.freeSpinsAwarded }));
    },
    failed: (err) => toast.error(errorMessage(err)),
  });
  const spinning = isSpinning(state);
  const block = spinBlock({ spinning, balance: state.balance, stake, freeSpinsLeft: state.freeSpinsLeft });
  const settled = state.last && !spinning ? state.last : null;
  const lit = useMemo(() => (settled ? winningCells(settled) : new Set<string>()), [settled]);

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
      note={t('play.rtp', { rtp: (game.rtp / 100).toFixed(2), lines: game.lines })}
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
        lit={lit}
      />
      <WinDisplay
        spin={settled}
        currencySymbol={initial.currencySymbol}
        freeSpinsLeft={state.freeSpinsLeft}
        freeMultiplier={game.freeMultiplier}
      />
    </GameFrame>
  );
}
