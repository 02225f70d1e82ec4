/**
 * The house game window's rules (pages/Play), as plain functions: the stake selector, when a spin
 * may start, which cells a win lights, and how long the reels turn.
 */

/** The stake one step up or down the game's list; it stays put at either end. */
export function stepStake(stakes: readonly number[], current: number, step: 1 | -1): number {
  const i = stakes.indexOf(current);
  if (i < 0) return stakes[0] ?? current;
  return stakes[Math.min(stakes.length - 1, Math.max(0, i + step))] ?? current;
}

/** The stake to start with: the last one chosen if the game still offers it, else the smallest. */
export const initialStake = (stakes: readonly number[], remembered?: number | null) =>
  remembered !== undefined && remembered !== null && stakes.includes(remembered) ? remembered : (stakes[0] ?? 0);

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
