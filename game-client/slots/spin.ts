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

/** "reel:row" keys of every cell in a winning line (and every scatter when the scatters paid). */
export function winningCells(spin: {
  grid: readonly (readonly string[])[];
  lineWins: readonly { positions: readonly (readonly [number, number])[] }[];
  scatterWin: number;
}): Set<string> {
  const cells = new Set<string>();
  for (const w of spin.lineWins) for (const [reel, row] of w.positions) cells.add(`${reel}:${row}`);
  if (spin.scatterWin > 0) {
    spin.grid.forEach((reel, r) => {
      reel.forEach((symbol, row) => {
        if (symbol === 'S') cells.add(`${r}:${row}`);
      });
    });
  }
  return cells;
}

/** The reels turn at least this long, then stop left to right this far apart; none under reduced motion. */
export const SPIN_MIN_MS = 600;
export const REEL_STOP_GAP_MS = 140;
export const reelStopDelay = (reel: number, reducedMotion: boolean) =>
  reducedMotion ? 0 : SPIN_MIN_MS + reel * REEL_STOP_GAP_MS;

/** A win at least this many times the stake is announced as a big win. */
export const BIG_WIN_TIMES = 20;
export const isBigWin = (win: number, stake: number) => stake > 0 && win >= stake * BIG_WIN_TIMES;

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
