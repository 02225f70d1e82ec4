import symbolsUrl from '../../server/seed-assets/games/lumen-lucky-sevens-symbols.svg?url&no-inline';
import type { SpinOutcome, StudioState } from '../../src/api/contract/studio';
import { FREE_SPINS, PAYLINES, PAYTABLES, SCATTER_PAYS, STAKE_STEPS } from '../../src/api/contract/studio.constants';
import { DEFAULT_PACING } from '../../src/rules/pacing';
import { sessionId } from '../frame/fixtures';
import { brandGamePalette } from '../frame/theme.css';
import type { SlotApi } from './useSlotMachine';

// `no-inline`: the sprite is under Vite's 4 kB inlining limit, and <use href> cannot reach into a data: URL.
/**
 * Story fixtures: Lucky Sevens as the studio describes it (its real symbol sprite, and the studio's
 * own paylines, paytable and stakes from src/api/contract/studio.constants), a few outcomes, and a
 * fake studio API. The palette is the brand's stand-in game palette (frame/theme.css.ts).
 */
export const luckySevens: StudioState['game'] = {
  code: 'lumen-lucky-sevens',
  name: 'Lucky Sevens',
  rtp: 9550,
  volatility: 'low',
  theme: { ...brandGamePalette, motif: 'seven' },
  symbolsUrl: `${symbolsUrl}`,
  lines: 10,
  // The studio's own rules for a low-volatility 10-line game with a minimum stake of 10.
  paylines: PAYLINES.slice(0, 10).map((line) => [...line]),
  pays: Object.fromEntries(Object.entries(PAYTABLES.low.pays).map(([symbol, p]) => [symbol, [...p]])),
  scatterPays: { ...SCATTER_PAYS },
  freeSpins: { ...FREE_SPINS },
  freeMultiplier: PAYTABLES.low.freeMultiplier,
  stakes: STAKE_STEPS.map((k) => k * 10),
};

let serial = 0;
const spinOf = (o: Partial<SpinOutcome> & Pick<SpinOutcome, 'grid'>): SpinOutcome => {
  serial += 1;
  const n = String(serial).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    roundId: `LS-${n}`,
    free: false,
    stake: 10,
    lineWins: [],
    scatterCount: 0,
    scatterWin: 0,
    totalWin: 0,
    freeSpinsAwarded: 0,
    freeSpinsLeft: 0,
    time: '2026-11-20T12:34:56.000Z',
    ...o,
  };
};

const middle = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [from + i, 1] as [number, number]);

/** Three aces on the middle line: a return of exactly the stake (1×), which does not celebrate. */
export const lineWin = () =>
  spinOf({
    grid: [
      ['K', 'A', 'H1'],
      ['Q', 'A', 'J'],
      ['T', 'A', 'H3'],
      ['K', 'H4', 'Q'],
      ['J', 'T', 'S'],
    ],
    lineWins: [{ line: 0, symbol: 'A', count: 3, positions: middle(0, 2), amount: 10 }],
    totalWin: 10,
  });

/** Three tens on the top line: less than the stake back (0.4×). */
export const smallWin = () =>
  spinOf({
    grid: [
      ['T', 'K', 'H1'],
      ['T', 'A', 'J'],
      ['T', 'Q', 'H3'],
      ['K', 'H4', 'Q'],
      ['J', 'A', 'S'],
    ],
    lineWins: [
      {
        line: 1,
        symbol: 'T',
        count: 3,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        amount: 4,
      },
    ],
    totalWin: 4,
  });

/** Four aces across the middle: 3× the stake, a win that celebrates with a burst of coins. */
export const goodWin = () =>
  spinOf({
    grid: [
      ['K', 'A', 'H1'],
      ['Q', 'A', 'J'],
      ['T', 'A', 'H3'],
      ['J', 'A', 'Q'],
      ['H4', 'T', 'K'],
    ],
    lineWins: [{ line: 0, symbol: 'A', count: 4, positions: middle(0, 3), amount: 30 }],
    totalWin: 30,
  });

/** Two lines: three emblems across the middle and three kings along the top, 4× the stake. */
export const severalLines = () =>
  spinOf({
    grid: [
      ['K', 'H1', 'Q'],
      ['K', 'H1', 'J'],
      ['K', 'H1', 'T'],
      ['A', 'H4', 'Q'],
      ['J', 'T', 'S'],
    ],
    lineWins: [
      { line: 0, symbol: 'H1', count: 3, positions: middle(0, 2), amount: 30 },
      {
        line: 1,
        symbol: 'K',
        count: 3,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        amount: 10,
      },
    ],
    totalWin: 40,
  });

/** Four emblems across the middle: 10× the stake, a big win. */
export const bigWin = () =>
  spinOf({
    grid: [
      ['Q', 'H1', 'K'],
      ['J', 'H1', 'A'],
      ['T', 'H1', 'Q'],
      ['K', 'H1', 'J'],
      ['A', 'T', 'H2'],
    ],
    lineWins: [{ line: 0, symbol: 'H1', count: 4, positions: middle(0, 3), amount: 100 }],
    totalWin: 100,
  });

/** Five wilds across the middle: 100× the stake, a mega win. */
export const megaWin = () =>
  spinOf({
    grid: [
      ['K', 'W', 'H1'],
      ['Q', 'W', 'J'],
      ['T', 'W', 'H3'],
      ['K', 'W', 'Q'],
      ['J', 'W', 'H2'],
    ],
    lineWins: [{ line: 0, symbol: 'W', count: 5, positions: middle(0, 4), amount: 1000 }],
    totalWin: 1000,
  });

/** A free spin (no stake) with three emblems across the middle, doubled: 6× the stake that won it. */
export const freeSpinWin = (left = 7) =>
  spinOf({
    grid: [
      ['K', 'H1', 'Q'],
      ['J', 'H1', 'A'],
      ['T', 'H1', 'Q'],
      ['K', 'H4', 'J'],
      ['A', 'T', 'H2'],
    ],
    free: true,
    stake: 0,
    lineWins: [{ line: 0, symbol: 'H1', count: 3, positions: middle(0, 2), amount: 60 }],
    totalWin: 60,
    freeSpinsLeft: left,
  });

/** Three scatters: 2× the stake and 8 free spins. */
export const scatterWin = () =>
  spinOf({
    grid: [
      ['S', 'A', 'K'],
      ['Q', 'H2', 'J'],
      ['T', 'S', 'H3'],
      ['K', 'H4', 'Q'],
      ['J', 'T', 'S'],
    ],
    scatterCount: 3,
    scatterWin: 20,
    totalWin: 20,
    freeSpinsAwarded: 8,
    freeSpinsLeft: 8,
  });

export const noWin = () =>
  spinOf({
    grid: [
      ['H1', 'Q', 'K'],
      ['J', 'H2', 'T'],
      ['A', 'K', 'H4'],
      ['T', 'H3', 'J'],
      ['Q', 'A', 'W'],
    ],
  });

export function studioState(o: Partial<StudioState> = {}): StudioState {
  return {
    balance: 888_800,
    currency: 'CNY',
    currencySymbol: '¥',
    game: luckySevens,
    history: [],
    freeSpinsLeft: 0,
    pacing: DEFAULT_PACING,
    sessionId,
    ...o,
  };
}

/**
 * A studio that answers each spin with the next outcome (looping), after `delayMs`; `fail` refuses
 * every spin with that error, `hang` never answers (a spin that stays under way). A story resets it
 * before each render (`reset`), so a second render (the other colour mode) plays the same spins.
 */
export function fakeStudio(s: {
  balance: number;
  outcomes?: (() => SpinOutcome)[];
  delayMs?: number;
  fail?: unknown;
  hang?: boolean;
}): SlotApi<SpinOutcome> & { calls: number[]; reset: () => void } {
  let balance = s.balance;
  let i = 0;
  const calls: number[] = [];
  return {
    calls,
    /** Back to the first outcome and the starting balance: a story's args outlive one render. */
    reset: () => {
      balance = s.balance;
      i = 0;
      calls.length = 0;
    },
    spin: (stake) => {
      calls.push(stake);
      if (s.hang) return new Promise(() => undefined);
      if (s.fail) return Promise.reject(s.fail);
      const make = s.outcomes?.[i % s.outcomes.length] ?? noWin;
      i += 1;
      const made = make();
      // A free spin costs nothing; a paid one is played at the stake asked.
      const spin = made.free ? made : { ...made, stake };
      balance = balance - spin.stake + spin.totalWin;
      return new Promise((resolve) => setTimeout(() => resolve({ spin, balance }), s.delayMs ?? 0));
    },
    state: () => Promise.resolve({ balance, freeSpinsLeft: 0 }),
  };
}
