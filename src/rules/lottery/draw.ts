import { drawDistinct, pick } from '../fairness';

/**
 * What a house lottery draw is (issue 22): each family's result, derived only from the draw's floats
 * (`drawFloats(drawHash, salt, LOTTERY_FLOATS[family])` in ../fairness), so the server that draws
 * and the browser that verifies compute the same thing.
 *
 * - `5d`: five digits 0–9, one float each (positions 1–5, left to right).
 * - `k3`: three dice 1–6, one float each.
 * - `11x5`: five distinct balls of 1–11, in drawn order (a partial Fisher–Yates, one float per ball).
 * - `vn`: the house's daily Vietnamese-style draw, laid out as the northern draw's 27 prizes: the
 *   special prize and prizes one to seven, `VN_PRIZES` long, every digit drawn on its own, in the
 *   order listed (special first, then first, second … seventh, each number left to right).
 */

export const LOTTERY_FAMILIES = ['5d', 'k3', '11x5', 'vn'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/** The northern layout: [prize, how many numbers, digits each]. 27 numbers, 107 digits. */
export const VN_PRIZES = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
] as const;
export type VnPrize = (typeof VN_PRIZES)[number][0];

const VN_DIGITS = VN_PRIZES.reduce((sum, [, count, digits]) => sum + count * digits, 0);

/** How many floats a draw of each family takes. */
export const LOTTERY_FLOATS: Record<LotteryFamily, number> = { '5d': 5, k3: 3, '11x5': 5, vn: VN_DIGITS };

export type LotteryResult =
  | { family: '5d'; digits: number[] }
  | { family: 'k3'; dice: number[] }
  | { family: '11x5'; balls: number[] }
  | { family: 'vn'; prizes: { prize: VnPrize; numbers: string[] }[] };

const BALLS_11 = Array.from({ length: 11 }, (_, i) => i + 1);

/** A draw's result from its floats (at least `LOTTERY_FLOATS[family]` of them). */
export function lotteryResult(family: LotteryFamily, floats: readonly number[]): LotteryResult {
  const need = LOTTERY_FLOATS[family];
  if (floats.length < need) throw new RangeError(`a ${family} draw needs ${need} floats, got ${floats.length}`);
  switch (family) {
    case '5d':
      return { family, digits: floats.slice(0, 5).map((f) => pick(f, 10)) };
    case 'k3':
      return { family, dice: floats.slice(0, 3).map((f) => pick(f, 6) + 1) };
    case '11x5':
      return { family, balls: drawDistinct(floats, BALLS_11, 5) };
    case 'vn': {
      let at = 0;
      const prizes = VN_PRIZES.map(([prize, count, digits]) => ({
        prize,
        numbers: Array.from({ length: count }, () => {
          let n = '';
          for (let d = 0; d < digits; d++) n += String(pick(floats[at++] ?? 0, 10));
          return n;
        }),
      }));
      return { family, prizes };
    }
  }
}

/** The result as one line a person reads and compares: "3 0 7 7 1", "2 5 6", "03 11 07 01 09", or the special prize. */
export function resultSummary(result: LotteryResult): string {
  switch (result.family) {
    case '5d':
      return result.digits.join(' ');
    case 'k3':
      return result.dice.join(' ');
    case '11x5':
      return result.balls.map((b) => String(b).padStart(2, '0')).join(' ');
    case 'vn':
      return result.prizes[0]?.numbers[0] ?? '';
  }
}

/** Lô and đề read the last two digits of each number. */
export const lastTwo = (n: string) => n.slice(-2);
