/**
 * House bingo (issue 23): a quick 75-ball game against the house. Pure and isomorphic: the server
 * draws with it, the browser's verifier recomputes with it, the RTP tests enumerate it.
 *
 * A round plays the player's seed pair at one nonce: `seedFloats(serverSeed, clientSeed, nonce,
 * bingoFloatCount(cards))` gives 74 floats for ONE shuffle of the 75 balls (Fisher–Yates, `shuffle`
 * in src/rules/fairness.ts), then 25 floats per card (5 per column: a partial shuffle of the
 * column's 15 numbers takes 5). The centre cell is free. The first BASE_BALLS balls of the shuffle
 * are the base draw; every extra ball is the next ball of the same shuffle.
 *
 * Each card pays its best pattern only, as a multiple of the card's stake.
 */
import { drawDistinct, shuffle } from '../fairness';

export const BALLS = 75;
export const BASE_BALLS = 30;
export const MAX_EXTRA_BALLS = 10;
export const MAX_CARDS = 4;
/** The declared RTP of the base game (exact: `exactBaseRtp`, test and docs). */
export const BINGO_RTP = 0.9605;
/** Extra balls: price = ⌈EV of the next ball × (1 + margin)⌉, at least MIN_EXTRA_SHARE of one card's stake. */
export const EXTRA_MARGIN = 0.04;
export const MIN_EXTRA_SHARE = 0.05;

/** Cell index = row × 5 + column; the centre (12) is free. A card is 25 numbers, 0 for the free cell. */
export type Card = number[];
export const FREE = 12;

export type PatternId = 'fullHouse' | 'frame' | 'x' | 'twoLines' | 'fourCorners' | 'oneLine';

export interface Pattern {
  id: PatternId;
  /** Prize as a multiple of the card's stake. */
  pays: number;
}

/** The prize table, best first; a card pays the first pattern it has. */
export const PATTERNS: readonly Pattern[] = [
  { id: 'fullHouse', pays: 1000 },
  { id: 'frame', pays: 500 },
  { id: 'x', pays: 125 },
  { id: 'twoLines', pays: 22 },
  { id: 'fourCorners', pays: 8 },
  { id: 'oneLine', pays: 4 },
];

const bit = (cell: number) => 1 << cell;
const maskOf = (cells: number[]) => cells.reduce((m, c) => m | bit(c), 0);

/** The 12 lines: 5 rows, 5 columns, 2 diagonals (as cell masks, the free centre included). */
export const LINES: readonly number[] = [
  ...[0, 1, 2, 3, 4].map((r) => maskOf([0, 1, 2, 3, 4].map((c) => r * 5 + c))),
  ...[0, 1, 2, 3, 4].map((c) => maskOf([0, 1, 2, 3, 4].map((r) => r * 5 + c))),
  maskOf([0, 6, 12, 18, 24]),
  maskOf([4, 8, 12, 16, 20]),
];
const CORNERS = maskOf([0, 4, 20, 24]);
const X = (LINES[10] as number) | (LINES[11] as number);
const FRAME = maskOf([0, 1, 2, 3, 4, 20, 21, 22, 23, 24, 5, 10, 15, 9, 14, 19]);
const FULL = (1 << 25) - 1;

/** The pattern shapes (cell masks) a card display may highlight. */
export const PATTERN_MASKS: Record<Exclude<PatternId, 'oneLine' | 'twoLines'>, number> = {
  fullHouse: FULL,
  frame: FRAME,
  x: X,
  fourCorners: CORNERS,
};

/** The best pattern of a daub mask (bit per cell, the centre set), or null. */
export function bestPattern(mask: number): Pattern | null {
  const m = mask | bit(FREE);
  if ((m & FULL) === FULL) return PATTERNS[0] as Pattern;
  if ((m & FRAME) === FRAME) return PATTERNS[1] as Pattern;
  if ((m & X) === X) return PATTERNS[2] as Pattern;
  let lines = 0;
  for (const l of LINES) if ((m & l) === l) lines++;
  if (lines >= 2) return PATTERNS[3] as Pattern;
  if ((m & CORNERS) === CORNERS) return PATTERNS[4] as Pattern;
  if (lines === 1) return PATTERNS[5] as Pattern;
  return null;
}

/** The multiplier of a daub mask (0 without a pattern). */
export const maskPays = (mask: number): number => bestPattern(mask)?.pays ?? 0;

/** How many floats a round of `cards` cards needs. */
export const bingoFloatCount = (cards: number) => BALLS - 1 + 25 * cards;

const NUMBERS = Array.from({ length: BALLS }, (_, i) => i + 1);

/** One card from 25 floats: column c takes 5 of c·15+1 … c·15+15 (partial shuffle), the centre free. */
export function cardFromFloats(floats: readonly number[]): Card {
  const card = new Array<number>(25).fill(0);
  for (let c = 0; c < 5; c++) {
    const column = NUMBERS.slice(c * 15, c * 15 + 15);
    const picked = drawDistinct(floats.slice(c * 5, c * 5 + 5), column, 5);
    for (let r = 0; r < 5; r++) card[r * 5 + c] = picked[r] as number;
  }
  card[FREE] = 0;
  return card;
}

export interface BingoDeal {
  /** All 75 balls in drawn order: the first BASE_BALLS are the base draw, extras follow. */
  order: number[];
  cards: Card[];
}

/** A round's deal from its floats (`bingoFloatCount(cards)` of them). */
export function dealFromFloats(floats: readonly number[], cards: number): BingoDeal {
  if (!Number.isInteger(cards) || cards < 1 || cards > MAX_CARDS) throw new RangeError('1–4 cards');
  if (floats.length < bingoFloatCount(cards)) throw new RangeError('not enough floats');
  const order = shuffle(floats.slice(0, BALLS - 1), NUMBERS);
  const list: Card[] = [];
  for (let k = 0; k < cards; k++) {
    const from = BALLS - 1 + 25 * k;
    list.push(cardFromFloats(floats.slice(from, from + 25)));
  }
  return { order, cards: list };
}

/** The daub mask of a card given the balls drawn (a set or a list). */
export function daubMask(card: Card, drawn: ReadonlySet<number>): number {
  let m = bit(FREE);
  for (let i = 0; i < 25; i++) if (i !== FREE && drawn.has(card[i] as number)) m |= bit(i);
  return m;
}

export interface CardResult {
  mask: number;
  pattern: PatternId | null;
  pays: number;
  win: number;
}

/** Every card's result for the balls drawn, at `stake` per card (minor units; prizes are integers). */
export function evaluate(cards: readonly Card[], drawn: readonly number[], stake: number) {
  const set = new Set(drawn);
  const results: CardResult[] = cards.map((card) => {
    const mask = daubMask(card, set);
    const p = bestPattern(mask);
    return { mask, pattern: p?.id ?? null, pays: p?.pays ?? 0, win: (p?.pays ?? 0) * stake };
  });
  return { cards: results, totalWin: results.reduce((s, r) => s + r.win, 0) };
}

/**
 * The expected win of the next ball, in minor units: the next ball is any of the balls not yet
 * drawn, each as likely (the seed decides which, but nobody knows it in advance). The increase of
 * the total win averaged over them.
 */
export function nextBallEv(cards: readonly Card[], drawn: readonly number[], stake: number): number {
  const set = new Set(drawn);
  const now = evaluate(cards, drawn, stake).totalWin;
  let sum = 0;
  let n = 0;
  for (let b = 1; b <= BALLS; b++) {
    if (set.has(b)) continue;
    n++;
    sum += evaluate(cards, [...drawn, b], stake).totalWin - now;
  }
  return n === 0 ? 0 : sum / n;
}

/** The price of the next extra ball (integer minor units): ⌈EV × (1 + margin)⌉, at least the minimum. */
export function extraBallPrice(cards: readonly Card[], drawn: readonly number[], stake: number): number {
  const ev = nextBallEv(cards, drawn, stake);
  const min = Math.max(1, Math.ceil(stake * MIN_EXTRA_SHARE));
  return Math.max(min, Math.ceil(ev * (1 + EXTRA_MARGIN)));
}

// ---- Exact RTP of the base game -------------------------------------------------------------

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

/**
 * The exact RTP of one card with `balls` balls drawn: the card's 24 numbers are a fixed set, so
 * the number of them drawn is hypergeometric, and given k drawn the daubed cells are any k-subset
 * of the 24 cells, each as likely. Enumerates all 2²⁴ daub masks once (about a second).
 */
export function exactRtp(balls: number, patterns: readonly Pattern[] = PATTERNS): number {
  const sumByK = payByDaubCount(patterns);
  let rtp = 0;
  for (let k = 0; k <= 24; k++) {
    const pk = (choose(24, k) * choose(BALLS - 24, balls - k)) / choose(BALLS, balls);
    rtp += (pk * (sumByK[k] as number)) / choose(24, k);
  }
  return rtp;
}

let cache: { patterns: readonly Pattern[]; sums: number[] } | undefined;
/** For k = 0…24: the sum of the multipliers of every daub mask with k of the 24 numbered cells. */
export function payByDaubCount(patterns: readonly Pattern[] = PATTERNS): number[] {
  if (cache?.patterns === patterns) return cache.sums;
  const pays = Object.fromEntries(patterns.map((p) => [p.id, p.pays])) as Record<PatternId, number>;
  const sums = new Array<number>(25).fill(0);
  const lo = bit(FREE) - 1; // cells 0–11
  for (let m24 = 0; m24 < 1 << 24; m24++) {
    // cells 0–11 are bits 0–11; cells 13–24 are bits 12–23 shifted up one past the centre.
    const mask = (m24 & lo) | ((m24 & ~lo) << 1) | bit(FREE);
    const p = bestPattern(mask);
    if (!p) continue;
    let k = m24 - ((m24 >>> 1) & 0x55555555);
    k = (k & 0x33333333) + ((k >>> 2) & 0x33333333);
    k = (((k + (k >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    sums[k] = (sums[k] as number) + pays[p.id];
  }
  cache = { patterns, sums };
  return sums;
}

/**
 * A fast simulator (not the seeded one: a small PRNG) of `rounds` one-card base rounds: the mean
 * multiplier, for the RTP test and `npm run bingo:rtp`. Same rules: a random card of 24 numbers
 * and BASE_BALLS balls of a uniform shuffle.
 */
export function simulateBaseRtp(rounds: number, seed: number, balls = BASE_BALLS): number {
  let s = seed >>> 0 || 1;
  const rand = () => {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
  const deck = Array.from({ length: BALLS }, (_, i) => i);
  // Which cell each ball sits on for the current card (-1: not on it). By symmetry the card may be
  // fixed and the balls shuffled: the first 24 balls of `deck` index 0..23 are the card's numbers.
  let total = 0;
  const lo = bit(FREE) - 1;
  for (let r = 0; r < rounds; r++) {
    let m24 = 0;
    for (let i = 0; i < balls; i++) {
      const j = i + Math.floor(rand() * (BALLS - i));
      const t = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = t;
      const b = deck[i] as number;
      if (b < 24) m24 |= 1 << b;
    }
    total += maskPays((m24 & lo) | ((m24 & ~lo) << 1));
  }
  return total / rounds;
}
