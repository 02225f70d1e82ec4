/**
 * The house slot engine (issue 5, "First house games"): one config-driven engine for 5×3 video
 * slots with reel strips, paylines, a paytable, a wild that stands in for every symbol but the
 * scatter, and a scatter that pays anywhere and awards free spins (which can retrigger). Every
 * amount is an integer in minor units: a line pays its multiplier times the stake per line, the
 * scatter its multiplier times the total stake. The same `linePay` is what rtp.ts enumerates, so
 * the declared RTP is the RTP of this code.
 *
 * Provable fairness (issue 22, docs/fairness.md): a spin's only random input is one float in [0, 1)
 * per reel, `seedFloats(serverSeed, clientSeed, nonce, 5)` from src/rules/fairness.ts, and reel r
 * stops at `pick(floats[r], strip.length)` (`spinFromFloats`). This file is pure and shared by the
 * studio (server) and the verifier page (browser), so a player can replay any round exactly.
 */
import { pick, type RoundSeeds, seedFloats } from '../fairness';

export const REELS = 5;
export const ROWS = 3;
export const WILD = 'W';
export const SCATTER = 'S';

export interface SlotConfig {
  code: string;
  /** Each payline: the row (0 top, 1 middle, 2 bottom) it reads on each of the 5 reels. */
  paylines: readonly (readonly number[])[];
  /** Base-game reel strips; the window shows 3 consecutive stops (wrapping). */
  reels: readonly (readonly string[])[];
  /** Free-spin reel strips (the base strips when omitted). */
  freeReels?: readonly (readonly string[])[];
  /** Line multipliers by symbol: [3 of a kind, 4, 5], times the stake per line. */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatter multipliers of the total stake by count (3, 4, 5 anywhere). */
  scatterPays: Readonly<Record<number, number>>;
  /** Free spins awarded by scatter count. */
  freeSpins: Readonly<Record<number, number>>;
  /** Free-spin wins are multiplied by this. */
  freeMultiplier: number;
}

/** A uniform integer in [0, max). */
export type Rng = (max: number) => number;

export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  /** [reel, row] of each symbol that makes the win. */
  positions: [number, number][];
  amount: number;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row]. */
  grid: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterWin: number;
  freeSpinsAwarded: number;
  /** Line wins plus scatter win, times the free-spin multiplier on a free spin. */
  totalWin: number;
}

/**
 * What one payline of symbols pays, as a multiplier of the stake per line, and how many symbols
 * make it. Left to right from the first reel; a wild stands in for any symbol but the scatter; a
 * run of wilds alone pays as wilds when that pays more than the symbol they complete.
 */
export function linePay(
  symbols: readonly string[],
  pays: SlotConfig['pays'],
): { symbol: string; count: number; pay: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const wildPay = wilds >= 3 ? (pays[WILD]?.[wilds - 3] ?? 0) : 0;
  const target = symbols[wilds];
  let best = { symbol: WILD, count: wilds, pay: wildPay };
  if (target !== undefined && target !== SCATTER) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === WILD)) count += 1;
    const pay = count >= 3 ? (pays[target]?.[count - 3] ?? 0) : 0;
    if (pay > best.pay) best = { symbol: target, count, pay };
  }
  return best.pay > 0 ? best : { symbol: '', count: 0, pay: 0 };
}

export const windowOf = (strip: readonly string[], stop: number): string[] =>
  Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);

/** Evaluates the grid a set of stops shows. */
export function evaluate(
  config: SlotConfig,
  stops: readonly number[],
  stakePerLine: number,
  free: boolean,
): SpinResult {
  const strips = free ? (config.freeReels ?? config.reels) : config.reels;
  const grid = strips.map((strip, reel) => windowOf(strip, stops[reel]!));
  const multiplier = free ? config.freeMultiplier : 1;
  const lineWins: LineWin[] = [];
  config.paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]![row]!);
    const { symbol, count, pay } = linePay(symbols, config.pays);
    if (pay > 0) {
      lineWins.push({
        line,
        symbol,
        count,
        positions: rows.slice(0, count).map((row, reel) => [reel, row]),
        amount: pay * stakePerLine * multiplier,
      });
    }
  });
  const scatterCount = grid.flat().filter((s) => s === SCATTER).length;
  const totalStake = stakePerLine * config.paylines.length;
  const scatterWin = (config.scatterPays[scatterCount] ?? 0) * totalStake * multiplier;
  const totalWin = lineWins.reduce((sum, w) => sum + w.amount, 0) + scatterWin;
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: config.freeSpins[scatterCount] ?? 0,
    totalWin,
  };
}

/** The seeds of one player-started round (issue 22): the only randomness a spin has. */
export type { RoundSeeds };

/** A reel's stop from its float: ⌊f × strip length⌋. */
export function stopsFromFloats(config: SlotConfig, floats: readonly number[], free = false): number[] {
  const strips = free ? (config.freeReels ?? config.reels) : config.reels;
  if (floats.length < strips.length) throw new RangeError(`need ${strips.length} floats, got ${floats.length}`);
  return strips.map((strip, reel) => pick(floats[reel]!, strip.length));
}

/** One spin from its floats (one per reel, in [0, 1)), evaluated: what the studio plays and a verifier replays. */
export function spinFromFloats(
  config: SlotConfig,
  stakePerLine: number,
  floats: readonly number[],
  free = false,
): SpinResult {
  if (!Number.isSafeInteger(stakePerLine) || stakePerLine <= 0)
    throw new RangeError('stake per line must be a positive integer');
  return evaluate(config, stopsFromFloats(config, floats, free), stakePerLine, free);
}

/** The floats of one round: HMAC_SHA256(serverSeed, `clientSeed:nonce:0`), one per reel. */
export const roundFloats = (seeds: RoundSeeds) => seedFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, REELS);

/** One spin played from its seeds (async: Web Crypto). */
export async function spinFromSeeds(config: SlotConfig, stakePerLine: number, seeds: RoundSeeds, free = false) {
  const floats = await roundFloats(seeds);
  return { floats, result: spinFromFloats(config, stakePerLine, floats, free) };
}

/** One spin: a stop per reel from `rng` (simulations and RTP tests; the studio plays `spinFromFloats`), evaluated. `free` plays the free-spin strips and multiplier. */
export function spin(config: SlotConfig, stakePerLine: number, rng: Rng, free = false): SpinResult {
  if (!Number.isSafeInteger(stakePerLine) || stakePerLine <= 0)
    throw new RangeError('stake per line must be a positive integer');
  const strips = free ? (config.freeReels ?? config.reels) : config.reels;
  return evaluate(
    config,
    strips.map((strip) => rng(strip.length)),
    stakePerLine,
    free,
  );
}
