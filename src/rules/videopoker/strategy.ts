import { type Card, DECK } from './cards';
import { categoryIndex, HAND_CATEGORIES } from './hand';
import type { Paytable } from './paytables';

/**
 * Optimal play by exact expected value (issue 23; docs/video-poker-baccarat.md).
 *
 * A hold is a 5-bit mask (bit i = keep card i). `holdValues` gives the expected return of all 32
 * holds of one hand by brute force: every draw of 5 − k cards from the 47 unseen (C(47, 5 − k)
 * final hands per hold, 2,598,960 evaluations in all). The best hold maximises it.
 *
 * The exact RTP of optimal play needs that for every one of the 2,598,960 deals, which brute force
 * cannot do in a test. `exactRtp` uses two standard reductions:
 *
 * 1. **Subset sums with inclusion–exclusion.** One pass over the 2,598,960 five-card hands adds each
 *    hand's pay to every one of its 32 subsets (sums[S] = the total pay of all final hands that
 *    contain the set S, |S| ≤ 5, indexed by the combinatorial number system). The total pay of the
 *    final hands that keep the held set H of a deal D and contain none of its discards is then
 *    Σ over T ⊆ D∖H of (−1)^|T| · sums[H ∪ T] — at most 32 look-ups instead of up to 1.5 M
 *    evaluations; dividing by C(47, 5 − |H|) gives the hold's expected return.
 * 2. **Suit symmetry.** Renaming suits changes nothing, so a deal is reduced to the sorted list of
 *    its four suits' rank masks; the 2,598,960 deals fall into 134,459 such classes, each evaluated
 *    once and weighted by how many deals it has.
 */

export type HoldMask = number;

const BIN: number[][] = Array.from({ length: 53 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= 5; k++) row[k] = k > n ? 0 : ((row[k - 1] as number) * (n - k + 1)) / k;
  return row;
});
export const choose = (n: number, k: number): number => (k < 0 || k > 5 || n < 0 ? 0 : (BIN[n]?.[k] ?? 0));

/** Index offsets of each subset size: sizes 0, 1, … 5 follow one another. */
const OFFSET = [0, 1, 53, 1379, 23479, 294204, 2893164];
const SUBSETS = OFFSET[6] as number;

/** Each hold's expected return (index = hold mask), by brute force over every draw. */
export function holdValues(hand: readonly Card[], paytable: Paytable): number[] {
  if (hand.length !== 5 || new Set(hand).size !== 5) throw new RangeError('a hand is five distinct cards');
  const pays = HAND_CATEGORIES.map((c) => paytable[c]);
  const rest = DECK.filter((c) => !hand.includes(c));
  const values: number[] = [];
  for (let hold = 0; hold < 32; hold++) {
    const kept = hand.filter((_, i) => hold & (1 << i));
    const need = 5 - kept.length;
    let total = 0;
    let count = 0;
    const picked: Card[] = [];
    const walk = (from: number) => {
      if (picked.length === need) {
        const h = [...kept, ...picked] as [Card, Card, Card, Card, Card];
        total += pays[categoryIndex(...h)] as number;
        count++;
        return;
      }
      for (let i = from; i <= rest.length - (need - picked.length); i++) {
        picked.push(rest[i] as Card);
        walk(i + 1);
        picked.pop();
      }
    };
    walk(0);
    values.push(total / count);
  }
  return values;
}

/** The best hold of a hand and its expected return (ties: the hold that keeps fewer cards, then the lower mask). */
export function bestHold(values: readonly number[]): { hold: HoldMask; value: number } {
  let hold = 0;
  for (let m = 1; m < 32; m++) if ((values[m] as number) > (values[hold] as number) + 1e-12) hold = m;
  return { hold, value: values[hold] as number };
}

export const maskToFlags = (mask: HoldMask): boolean[] => [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0);
export const flagsToMask = (flags: readonly boolean[]): HoldMask =>
  flags.reduce((m, f, i) => (f ? m | (1 << i) : m), 0);

/** The subset sums for some paytables (one Float64Array of SUBSETS entries per paytable). */
export function subsetSums(paytables: readonly Paytable[]): Float64Array[] {
  const pays = paytables.map((p) => HAND_CATEGORIES.map((c) => p[c]));
  const sums = paytables.map(() => new Float64Array(SUBSETS));
  const cards = [0, 0, 0, 0, 0];
  const idx = new Int32Array(32);
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            cards[0] = a;
            cards[1] = b;
            cards[2] = c;
            cards[3] = d;
            cards[4] = e;
            subsetIndices(cards, idx);
            const cat = categoryIndex(a, b, c, d, e);
            for (let t = 0; t < sums.length; t++) {
              const pay = (pays[t] as number[])[cat] as number;
              if (pay === 0) continue;
              const s = sums[t] as Float64Array;
              for (let m = 0; m < 32; m++) {
                const at = idx[m] as number;
                s[at] = (s[at] as number) + pay;
              }
            }
          }
  return sums;
}

/** The combinatorial-number-system index of each of the 32 subsets of five ascending cards. */
function subsetIndices(sorted: readonly number[], out: Int32Array): void {
  for (let m = 0; m < 32; m++) {
    let k = 0;
    let i = 0;
    for (let j = 0; j < 5; j++) {
      if (m & (1 << j)) {
        k++;
        i += (BIN[sorted[j] as number] as number[])[k] as number;
      }
    }
    out[m] = i + (OFFSET[k] as number);
  }
}

const POPCOUNT = Array.from({ length: 32 }, (_, m) => [0, 1, 2, 3, 4].filter((i) => m & (1 << i)).length);

/** Each hold's expected return from the subset sums (the fast path; equals holdValues). */
export function holdValuesFromSums(hand: readonly Card[], sums: Float64Array): number[] {
  const order = [0, 1, 2, 3, 4].sort((x, y) => (hand[x] as number) - (hand[y] as number));
  const sorted = order.map((i) => hand[i] as number);
  const idx = new Int32Array(32);
  subsetIndices(sorted, idx);
  // Map a hold over the hand's positions to the mask over the sorted cards.
  const values: number[] = [];
  for (let hold = 0; hold < 32; hold++) {
    let h = 0;
    for (let j = 0; j < 5; j++) if (hold & (1 << (order[j] as number))) h |= 1 << j;
    values.push(valueOfSortedHold(h, idx, sums));
  }
  return values;
}

function valueOfSortedHold(h: number, idx: Int32Array, sums: Float64Array): number {
  const free = 31 & ~h;
  let total = 0;
  // Every T ⊆ free, including the empty set.
  for (let t = free; ; t = (t - 1) & free) {
    const v = sums[idx[h | t] as number] as number;
    total += POPCOUNT[t]! & 1 ? -v : v;
    if (t === 0) break;
  }
  return total / choose(47, 5 - (POPCOUNT[h] as number));
}

/**
 * The exact return of optimal play for each paytable, over all 2,598,960 deals (see the top of the
 * file). Takes a few seconds.
 */
export function exactRtp(paytables: readonly Paytable[]): number[] {
  const sums = subsetSums(paytables);
  // Suit classes: the sorted four suit masks, packed in 52 bits.
  const classes = new Map<number, number>();
  const masks = [0, 0, 0, 0];
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) {
            masks[0] = masks[1] = masks[2] = masks[3] = 0;
            for (const x of [a, b, c, d, e]) masks[x & 3]! |= 1 << (x >> 2);
            masks.sort((p, q) => q - p);
            const key = ((masks[0]! * 8192 + masks[1]!) * 8192 + masks[2]!) * 8192 + masks[3]!;
            classes.set(key, (classes.get(key) ?? 0) + 1);
          }
  const totals = paytables.map(() => 0);
  const idx = new Int32Array(32);
  const cards: number[] = [];
  for (const [key, weight] of classes) {
    cards.length = 0;
    let k = key;
    for (let s = 3; s >= 0; s--) {
      const m = k % 8192;
      k = Math.floor(k / 8192);
      for (let r = 0; r < 13; r++) if (m & (1 << r)) cards.push(r * 4 + s);
    }
    cards.sort((p, q) => p - q);
    subsetIndices(cards, idx);
    for (let t = 0; t < paytables.length; t++) {
      let best = 0;
      for (let h = 0; h < 32; h++) {
        const v = valueOfSortedHold(h, idx, sums[t] as Float64Array);
        if (v > best) best = v;
      }
      totals[t]! += best * weight;
    }
  }
  return totals.map((t) => t / choose(52, 5));
}

export const SUIT_CLASSES = 134_459;
