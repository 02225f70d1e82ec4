/**
 * The slot's rules as plain functions: when a spin may start, the state machine of one spin, which
 * cells a win lights, and how long the reels turn. The window (SlotWindow) only runs these.
 */

/** The slot has five reels of three rows. */
export const REELS = 5;
export const ROWS = 3;

export type SpinBlock = 'spinning' | 'funds' | null;

/** Why a spin cannot start now, or null: a free spin needs no balance; a paid one needs the stake. */
export function spinBlock(s: { spinning: boolean; balance: number; stake: number; freeSpinsLeft: number }): SpinBlock {
  if (s.spinning) return 'spinning';
  if (s.freeSpinsLeft > 0) return null;
  return s.balance < s.stake ? 'funds' : null;
}

/** A cell of the grid: [reel, row]. */
export type Cell = readonly [number, number];

/** One paying line as the reels draw it: the whole payline (a row per reel) and the cells that paid. */
export interface WinLineShape {
  /** The payline's index in the game's paylines (0-based, as the outcome gives it). */
  line: number;
  /** The payline's row on each of the five reels. */
  rows: readonly number[];
  /** The cells of the run that paid, left to right. */
  cells: readonly Cell[];
}

/** What the reels highlight for a settled spin: each paying line, and the scatters when they paid. */
export interface ReelsWin {
  lines: readonly WinLineShape[];
  scatters: readonly Cell[];
}

/**
 * The highlight of a spin: each line win with its whole payline from the game's paylines (a line the
 * game does not list follows the cells that paid, then stays on the last row), and every scatter on
 * the grid when the scatters paid.
 */
export function reelsWin(
  spin: {
    grid: readonly (readonly string[])[];
    lineWins: readonly { line: number; positions: readonly Cell[] }[];
    scatterWin: number;
  },
  paylines: readonly (readonly number[])[],
): ReelsWin {
  const lines = spin.lineWins.map((w) => {
    const known = paylines[w.line];
    const fromCells = w.positions.map(([, row]) => row);
    const rows =
      known && known.length === REELS
        ? known
        : Array.from({ length: REELS }, (_, reel) => fromCells[reel] ?? fromCells.at(-1) ?? 1);
    return { line: w.line, rows, cells: w.positions };
  });
  const scatters: Cell[] = [];
  if (spin.scatterWin > 0) {
    spin.grid.forEach((reel, r) => {
      reel.forEach((symbol, row) => {
        if (symbol === 'S') scatters.push([r, row]);
      });
    });
  }
  return { lines, scatters };
}

/** "reel:row" keys of the cells a highlight lifts: those of the line shown (all lines when null), and the paying scatters. */
export function liftedCells(win: ReelsWin, shown: number | null = null): Set<string> {
  const cells = new Set<string>();
  win.lines.forEach((l, i) => {
    if (shown === null || shown === i) for (const [reel, row] of l.cells) cells.add(`${reel}:${row}`);
  });
  for (const [reel, row] of win.scatters) cells.add(`${reel}:${row}`);
  return cells;
}

/** The cells of every paying line and paying scatter. */
export const winningCells = (spin: Parameters<typeof reelsWin>[0]) => liftedCells(reelsWin(spin, []));

/** The reels turn at least this long, then stop left to right this far apart; none under reduced motion. */
export const SPIN_MIN_MS = 600;
export const REEL_STOP_GAP_MS = 140;
export const reelStopDelay = (reel: number, reducedMotion: boolean) =>
  reducedMotion ? 0 : SPIN_MIN_MS + reel * REEL_STOP_GAP_MS;

/** The least a spin outcome carries for the machine (the studio's SpinOutcome has more). */
export interface SpinResult {
  grid: readonly (readonly string[])[];
  totalWin: number;
  freeSpinsLeft: number;
}

/**
 * One spin, start to end:
 * - `idle`: the last outcome (if any) shows with its win; a spin may start.
 * - `waiting`: the stake has left the balance (not for a free spin); every reel turns; the server is asked.
 * - `stopping`: the server answered; the reels show the new grid and stop left to right.
 * Then `settled` brings it back to `idle` with the server's balance. `failed` (the server refused or
 * could not be reached) stops the reels at once; the window then asks the server for the balance it
 * holds (`refreshed`), since nothing was taken.
 */
export interface SpinState<S extends SpinResult> {
  phase: 'idle' | 'waiting' | 'stopping';
  balance: number;
  freeSpinsLeft: number;
  /** The outcome on the reels: the last settled one, or the one stopping. */
  last: S | null;
  /** Newest first, at most HISTORY_SIZE. */
  history: readonly S[];
  /** Reels still turning, left to right. */
  turning: readonly boolean[];
  /** The balance the server gave with the outcome that is stopping, shown once it settles. */
  pendingBalance: number | null;
}

export const HISTORY_SIZE = 20;

export type SpinEvent<S extends SpinResult> =
  | { type: 'start'; stake: number }
  | { type: 'answered'; spin: S; balance: number }
  | { type: 'reelStopped'; reel: number }
  | { type: 'settled' }
  | { type: 'failed' }
  | { type: 'refreshed'; balance: number; freeSpinsLeft: number };

const still = (): boolean[] => Array.from({ length: REELS }, () => false);

export function initialSpinState<S extends SpinResult>(s: {
  balance: number;
  freeSpinsLeft: number;
  history: readonly S[];
}): SpinState<S> {
  return {
    phase: 'idle',
    balance: s.balance,
    freeSpinsLeft: s.freeSpinsLeft,
    last: s.history[0] ?? null,
    history: s.history,
    turning: still(),
    pendingBalance: null,
  };
}

export function spinReducer<S extends SpinResult>(state: SpinState<S>, event: SpinEvent<S>): SpinState<S> {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'idle') return state;
      return {
        ...state,
        phase: 'waiting',
        // The stake leaves the balance at once, as it does in the wallet (a free spin costs nothing).
        balance: state.freeSpinsLeft === 0 ? state.balance - event.stake : state.balance,
        turning: still().map(() => true),
      };
    case 'answered':
      if (state.phase !== 'waiting') return state;
      return { ...state, phase: 'stopping', last: event.spin, pendingBalance: event.balance };
    case 'reelStopped':
      if (state.phase !== 'stopping') return state;
      return { ...state, turning: state.turning.map((v, i) => (i === event.reel ? false : v)) };
    case 'settled': {
      if (state.phase !== 'stopping' || !state.last) return state;
      const spin = state.last;
      return {
        ...state,
        phase: 'idle',
        balance: state.pendingBalance ?? state.balance,
        pendingBalance: null,
        freeSpinsLeft: spin.freeSpinsLeft,
        history: [spin, ...state.history].slice(0, HISTORY_SIZE),
        turning: still(),
      };
    }
    case 'failed':
      if (state.phase !== 'waiting') return state;
      return { ...state, phase: 'idle', turning: still() };
    case 'refreshed':
      return { ...state, balance: event.balance, freeSpinsLeft: event.freeSpinsLeft };
  }
}

/** What the window shows of a state: whether it spins, and the win of the outcome on the reels. */
export const isSpinning = (s: SpinState<SpinResult>) => s.phase !== 'idle';
export const shownWin = (s: SpinState<SpinResult>) => (s.last && s.phase === 'idle' ? s.last.totalWin : 0);
