import { linePay, REELS, SCATTER, type SlotConfig, WILD, windowOf } from './engine';

/**
 * The exact return to player of a slot config, by full enumeration of its outcome space.
 *
 * - Lines: a stop is uniform over a strip, so every row of a reel shows each symbol with the
 *   strip's frequency, and reels are independent. Every payline therefore has the same payout
 *   distribution: enumerate every combination of the distinct symbols of the 5 reels, weighted by
 *   how often each appears on its strip (exact, and ~10^5 combinations instead of L^5 stops).
 * - Scatters: enumerate each reel's stops for the number of scatters its window shows, and
 *   convolve the 5 reels.
 * - Free spins: a trigger awards N spins; each free spin awards r more on average, so a feature
 *   plays N / (1 − r) spins on average (r < 1), each returning the free-spin RTP.
 *
 * Returned as fractions of the total stake (0.96 = 96%).
 */
export interface RtpBreakdown {
  lines: number;
  scatter: number;
  freeSpins: number;
  total: number;
  /** Probability that a base spin triggers free spins. */
  triggerChance: number;
  /** Expected free spins a base spin awards, and one free spin retriggers. */
  awarded: number;
  retrigger: number;
}

function frequencies(strip: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, c]) => [s, c / strip.length]);
}

/** No symbol: pads a line whose outcome is already decided. */
const NONE = '\u0000';

/**
 * Expected line pay per unit of line stake. Once a reel breaks both the wild run and the symbol
 * run, the later reels cannot change the pay, so the walk stops there with that prefix's whole
 * probability: still every outcome, counted once.
 */
export function lineReturn(strips: readonly (readonly string[])[], pays: SlotConfig['pays']): number {
  const reels = strips.map(frequencies);
  const symbols: string[] = new Array(REELS).fill(NONE);
  let total = 0;
  const alive = (upTo: number) => {
    let target: string | undefined;
    for (let i = 0; i <= upTo; i++) {
      const s = symbols[i]!;
      if (s === WILD) continue;
      if (s === SCATTER) return false;
      if (target === undefined) target = s;
      else if (s !== target) return false;
    }
    return true;
  };
  const walk = (reel: number, p: number) => {
    if (reel === REELS) {
      total += p * linePay(symbols, pays).pay;
      return;
    }
    for (const [s, q] of reels[reel]!) {
      symbols[reel] = s;
      if (reel < REELS - 1 && !alive(reel)) {
        for (let i = reel + 1; i < REELS; i++) symbols[i] = NONE;
        total += p * q * linePay(symbols, pays).pay;
      } else {
        walk(reel + 1, p * q);
      }
    }
    symbols[reel] = NONE;
  };
  walk(0, 1);
  return total;
}

/** The distribution of the number of scatters in the 5×3 window. */
export function scatterDistribution(strips: readonly (readonly string[])[]): number[] {
  let dist = [1];
  for (const strip of strips) {
    const reel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      const k = windowOf(strip, stop).filter((s) => s === SCATTER).length;
      reel[k] = (reel[k] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    dist.forEach((p, a) => {
      reel.forEach((q, b) => {
        if (q) next[a + b] = (next[a + b] ?? 0) + p * q;
      });
    });
    dist = next;
  }
  return dist.map((p) => p ?? 0);
}

function sides(strips: readonly (readonly string[])[], config: SlotConfig) {
  const dist = scatterDistribution(strips);
  let scatter = 0;
  let awarded = 0;
  let trigger = 0;
  dist.forEach((p, k) => {
    scatter += p * (config.scatterPays[k] ?? 0);
    const spins = config.freeSpins[k] ?? 0;
    awarded += p * spins;
    if (spins > 0) trigger += p;
  });
  return { lines: lineReturn(strips, config.pays), scatter, awarded, trigger };
}

export function exactRtp(config: SlotConfig): RtpBreakdown {
  const base = sides(config.reels, config);
  const free = config.freeReels ? sides(config.freeReels, config) : base;
  if (free.awarded >= 1) throw new Error(`${config.code}: free spins retrigger without end (r = ${free.awarded})`);
  const perFreeSpin = config.freeMultiplier * (free.lines + free.scatter);
  const freeSpins = (base.awarded / (1 - free.awarded)) * perFreeSpin;
  return {
    lines: base.lines,
    scatter: base.scatter,
    freeSpins,
    total: base.lines + base.scatter + freeSpins,
    triggerChance: base.trigger,
    awarded: base.awarded,
    retrigger: free.awarded,
  };
}
