import { type Card, rankOf, suitOf } from './cards';

/**
 * Jacks or Better hand ranking (issue 23). `evaluate` ranks any five distinct cards; the categories
 * run from the best (royal flush) to `nothing`. A straight may be A-2-3-4-5 (the wheel) or T-J-Q-K-A;
 * no wrap-around. A pair pays only if it is jacks or better (J, Q, K or A).
 */
export const HAND_CATEGORIES = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
  'nothing',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** The index in HAND_CATEGORIES (0 = royal flush … 9 = nothing): what the fast paths use. */
export const CATEGORY_INDEX: Record<HandCategory, number> = Object.fromEntries(
  HAND_CATEGORIES.map((c, i) => [c, i]),
) as Record<HandCategory, number>;

const WHEEL = 0b1000000001111; // A 5 4 3 2
const BROADWAY = 0b1111100000000; // A K Q J T
const JACK = 9;

/** The category index of five cards given as numbers (no checks: the enumeration's hot path). */
export function categoryIndex(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const ra = a >> 2;
  const rb = b >> 2;
  const rc = c >> 2;
  const rd = d >> 2;
  const re = e >> 2;
  const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  const flush = (a & 3) === (b & 3) && (a & 3) === (c & 3) && (a & 3) === (d & 3) && (a & 3) === (e & 3);
  let distinct = 0;
  for (let m = mask; m; m &= m - 1) distinct++;
  if (distinct === 5) {
    const low = mask & -mask;
    const straight = mask === low * 31 || mask === WHEEL;
    if (straight && flush) return mask === BROADWAY ? 0 : 1;
    if (flush) return 4;
    if (straight) return 5;
    return 9;
  }
  // Count each rank's copies.
  const counts = new Uint8Array(13);
  counts[ra] = (counts[ra] as number) + 1;
  counts[rb] = (counts[rb] as number) + 1;
  counts[rc] = (counts[rc] as number) + 1;
  counts[rd] = (counts[rd] as number) + 1;
  counts[re] = (counts[re] as number) + 1;
  let max = 0;
  let pairRank = -1;
  for (let r = 0; r < 13; r++) {
    const n = counts[r] as number;
    if (n > max) max = n;
    if (n === 2) pairRank = r;
  }
  if (distinct === 2) return max === 4 ? 2 : 3;
  if (distinct === 3) return max === 3 ? 6 : 7;
  return pairRank >= JACK ? 8 : 9;
}

export function evaluate(cards: readonly Card[]): HandCategory {
  if (cards.length !== 5 || new Set(cards).size !== 5 || cards.some((c) => !Number.isInteger(c) || c < 0 || c > 51)) {
    throw new RangeError('a hand is five distinct cards');
  }
  const [a, b, c, d, e] = cards as [Card, Card, Card, Card, Card];
  return HAND_CATEGORIES[categoryIndex(a, b, c, d, e)] as HandCategory;
}

/**
 * Which of the five cards make the paying combination (for the window to light them): all five for
 * a straight or better except four of a kind, the matched ranks for quads, trips, two pair and a
 * high pair; none for nothing.
 */
export function winningCards(cards: readonly Card[]): boolean[] {
  const category = evaluate(cards);
  if (category === 'nothing') return cards.map(() => false);
  if (['royalFlush', 'straightFlush', 'fullHouse', 'flush', 'straight'].includes(category))
    return cards.map(() => true);
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  return cards.map((c) => (counts.get(rankOf(c)) ?? 0) >= 2);
}

export { rankOf, suitOf };
