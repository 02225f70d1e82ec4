import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../design-system/Toast';
import type { SpinOutcome, StudioState } from '../../../src/api/contract/studio';
import { ApiError } from '../../../src/api/errors';
import { DEFAULT_PACING, celebrates as paysMoreThanStake, sessionSeconds } from '../../../src/rules/pacing';
import type { FairnessSeedsApi } from '../../frame/FairnessPanel';
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
  /**
   * Where the session shown in the top bar (pacing.showNetPosition) starts: when it began (ms since
   * the epoch; default: when the window opened) and the net position so far (default 0).
   */
  session?: { startedAt: number; net: number };
  /** The clock in ms (stories fix it); Date.now by default. */
  clock?: () => number;
  /** The wagering progress of the bonus this play feeds, under the top bar (the page keeps it live). */
  bonus?: ReactNode;
  /** Changes the player's seed pair from the fairness panel (issue 22); without it the seeds are read-only. */
  fairnessApi?: FairnessSeedsApi;
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
  session,
  clock = Date.now,
  bonus,
  fairnessApi,
}: SlotWindowProps) {
  const { t } = useTranslation('games');
  const game = initial.game;
  // The brand's game pacing (issue 19). This window offers no autoplay and no turbo control at all,
  // so `pacing.autoplay` and `pacing.turbo` can never be broken here: none can appear.
  const pacing = initial.pacing ?? DEFAULT_PACING;
  const [waiting, setWaiting] = useState(false);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(waitTimer.current), []);
  /** The spin button waits `ms` (the brand's pacing), then is ready again. */
  const waitFor = (ms: number) => {
    if (ms <= 0) return;
    setWaiting(true);
    clearTimeout(waitTimer.current);
    waitTimer.current = setTimeout(() => setWaiting(false), ms);
  };
  const [startedAt] = useState(() => session?.startedAt ?? clock());
  const [net, setNet] = useState(() => session?.net ?? 0);
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!pacing.showNetPosition) return;
    const tick = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(tick);
  }, [pacing.showNetPosition, clock]);
  const [stake, setStake] = useState(() => initialStake(game.stakes, rememberedStake));
  // The player's seed pair (issue 22): each settled spin used its next nonce.
  const [seeds, setSeeds] = useState(initial.seeds ?? null);
  // The spin settled in this window (its win counts up and may celebrate), and the one whose celebration ended.
  const [fresh, setFresh] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const { state, spin } = useSlotMachine(initial, api, {
    settled: (s) => {
      setFresh(s.id);
      if (s.nonce !== undefined) setSeeds((pair) => (pair ? { ...pair, nonce: s.nonce! + 1 } : pair));
      setNet((n) => n + s.totalWin - s.stake);
      onSettled?.(s);
    },
    failed: (err) => {
      // The studio keeps the pacing across the player's windows: wait until it says the next may start.
      if (err instanceof ApiError && err.code === 'studio.too_fast' && err.retryAt !== undefined) {
        waitFor(err.retryAt - clock());
      }
      toast.error(errorMessage(err));
    },
  });
  const spinning = isSpinning(state);
  const block = spinBlock({ spinning, balance: state.balance, stake, freeSpinsLeft: state.freeSpinsLeft });
  const settled = state.last && !spinning ? state.last : null;
  const win = useMemo(() => (settled ? reelsWin(settled, game.paylines) : null), [settled, game.paylines]);
  // A free spin's win is measured against the stake of the paid spin that won it.
  const against = settled ? referenceStake(settled, state.history, stake) : stake;
  const tier = settled ? winTier(settled.totalWin, against) : 'none';
  const live = settled !== null && settled.id === fresh && settled.id !== ended;
  // With celebrateOnlyRealWins a return of at most the spin's own stake is no win: no fanfare.
  const plainReturn =
    pacing.celebrateOnlyRealWins &&
    settled !== null &&
    settled.totalWin > 0 &&
    !paysMoreThanStake(settled.totalWin, settled.stake, pacing);

  const doSpin = () => {
    if (block === 'funds') {
      toast.error(t('play.lowBalance'));
      return;
    }
    if (block || waiting) return;
    // The next spin may start minSpinMs after this one starts (the studio refuses it sooner too).
    if (pacing.minSpinMs > 0) waitFor(pacing.minSpinMs);
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
      banner={bonus}
      stake={{
        stakes: game.stakes,
        value: stake,
        disabled: spinning,
        onChange: (next) => {
          setStake(next);
          onStakeChange?.(next);
        },
      }}
      action={
        <SpinButton
          free={state.freeSpinsLeft > 0}
          blocked={block !== null}
          busy={spinning}
          waiting={waiting}
          onSpin={doSpin}
        />
      }
      rulesTitle={t('play.paytable')}
      rules={<Paytable game={game} stake={stake} currencySymbol={initial.currencySymbol} />}
      history={state.history.map((s) => ({ id: s.id, time: s.time, stake: s.stake, free: s.free, win: s.totalWin }))}
      freeLabel={t('play.freeSpin')}
      fairness={{
        sessionId: initial.sessionId,
        roundId: state.history[0]?.roundId ?? null,
        lastSpinId: state.history[0]?.nonce !== undefined ? state.history[0].id : null,
        seeds,
        onSeedsChange: setSeeds,
        api: fairnessApi,
        errorMessage,
      }}
      session={pacing.showNetPosition ? { seconds: sessionSeconds(startedAt, now), net } : undefined}
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
          live && settled && celebrates(tier) && !plainReturn ? (
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
      <WinDisplay
        spin={settled}
        currencySymbol={initial.currencySymbol}
        stake={against}
        finished={!live}
        plainReturn={plainReturn}
      />
    </GameFrame>
  );
}
