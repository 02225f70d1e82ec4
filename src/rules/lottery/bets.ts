import type { BetType } from '../../api/contract/lottery';
import { type LotteryFamily, type LotteryResult, lastTwo } from './draw';

/**
 * The house lottery's bet types (issue 22; docs/lottery.md), as data the game window draws its bet
 * slip from, with their odds and declared RTP, the check of a selection, and what a bet pays on a
 * result. Isomorphic: the server settles with `payoutOf` and the client shows the same numbers.
 *
 * Odds are the payout per unit staked, stake included, in hundredths (196 = 1.96×); a winning bet
 * pays ⌊stake × odds ÷ 100⌋ (lô: that per hit). Each bet type's odds were chosen for its declared
 * RTP (`rtp`, hundredths of a percent); bets.test.ts computes every RTP exactly.
 */

/** What a bet type is, before a brand's max stake is applied. */
export type BetTypeDef = Omit<BetType, 'maxStake'>;

/** The largest stake of one bet when a brand sets nothing lower (10,000.00 in a 2-digit currency). */
export const DEFAULT_MAX_STAKE = 1_000_000;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const options = (pairs: [string, number][]) => ({
  kind: 'option' as const,
  options: pairs.map(([value, odds]) => ({ value, odds })),
});
const numbers = (count: number, min: number, max: number, width: 1 | 2, ordered: boolean, odds: number) => ({
  kind: 'numbers' as const,
  count,
  min,
  max,
  width,
  ordered,
  odds,
});

// 5D: five digits. Target 98%.
/** Odds of a front-three sum value s: ⌊98000 ÷ (ways to make s with three digits)⌋. */
const FRONT3_SUM_ODDS = [
  98000, 32666, 16333, 9800, 6533, 4666, 3500, 2722, 2177, 1781, 1555, 1420, 1342, 1306, 1306, 1342, 1420, 1555, 1781,
  2177, 2722, 3500, 4666, 6533, 9800, 16333, 32666, 98000,
];
const FIVE_D: BetTypeDef[] = [
  {
    code: 'sum.bigSmall',
    group: 'sum',
    rtp: 9800,
    pick: options([
      ['big', 196],
      ['small', 196],
    ]),
  },
  {
    code: 'sum.oddEven',
    group: 'sum',
    rtp: 9800,
    pick: options([
      ['odd', 196],
      ['even', 196],
    ]),
  },
  {
    code: 'front3.sum',
    group: 'sum',
    rtp: 9800,
    pick: options(FRONT3_SUM_ODDS.map((odds, s) => [String(s), odds])),
  },
  ...range(1, 5).flatMap((p): BetTypeDef[] => [
    {
      code: `pos${p}.bigSmall`,
      group: 'position',
      rtp: 9800,
      pick: options([
        ['big', 196],
        ['small', 196],
      ]),
    },
    {
      code: `pos${p}.oddEven`,
      group: 'position',
      rtp: 9800,
      pick: options([
        ['odd', 196],
        ['even', 196],
      ]),
    },
    { code: `pos${p}.digit`, group: 'position', rtp: 9800, pick: numbers(1, 0, 9, 1, true, 980) },
  ]),
  { code: 'front3.straight', group: 'straight', rtp: 9800, pick: numbers(3, 0, 9, 1, true, 98000) },
  { code: 'back3.straight', group: 'straight', rtp: 9800, pick: numbers(3, 0, 9, 1, true, 98000) },
  { code: 'front3.box6', group: 'box', rtp: 9800, pick: numbers(3, 0, 9, 1, false, 16333) },
  { code: 'front3.box3', group: 'box', rtp: 9800, pick: numbers(3, 0, 9, 1, false, 32666) },
  { code: 'back3.box6', group: 'box', rtp: 9800, pick: numbers(3, 0, 9, 1, false, 16333) },
  { code: 'back3.box3', group: 'box', rtp: 9800, pick: numbers(3, 0, 9, 1, false, 32666) },
];

// K3: three dice. Target 97%.
/** Odds of a dice sum s (3–18): ⌊97 × 216 ÷ (ways to roll s)⌋. */
const K3_SUM_ODDS: Record<number, number> = {
  3: 20952,
  4: 6984,
  5: 3492,
  6: 2095,
  7: 1396,
  8: 997,
  9: 838,
  10: 776,
  11: 776,
  12: 838,
  13: 997,
  14: 1396,
  15: 2095,
  16: 3492,
  17: 6984,
  18: 20952,
};
const K3: BetTypeDef[] = [
  {
    code: 'sum.value',
    group: 'sum',
    rtp: 9700,
    pick: options(range(3, 18).map((s) => [String(s), K3_SUM_ODDS[s]!])),
  },
  // Triples lose big/small and odd/even: 105 of 216 rolls win each side.
  {
    code: 'sum.bigSmall',
    group: 'sum',
    rtp: 9722,
    pick: options([
      ['big', 200],
      ['small', 200],
    ]),
  },
  {
    code: 'sum.oddEven',
    group: 'sum',
    rtp: 9722,
    pick: options([
      ['odd', 200],
      ['even', 200],
    ]),
  },
  { code: 'triple.any', group: 'triple', rtp: 9700, pick: options([['any', 3492]]) },
  {
    code: 'triple.specific',
    group: 'triple',
    rtp: 9700,
    pick: options(range(1, 6).map((f) => [String(f), 20952])),
  },
  // At least two of the face (a triple counts): 16 of 216.
  { code: 'pair', group: 'pair', rtp: 9696, pick: options(range(1, 6).map((f) => [String(f), 1309])) },
];

// 11x5: five distinct balls of 1–11. Target 97%.
const ELEVEN_FIVE: BetTypeDef[] = [
  { code: 'pick1', group: 'pick', rtp: 9682, pick: numbers(1, 1, 11, 2, false, 213) },
  { code: 'pick2', group: 'pick', rtp: 9691, pick: numbers(2, 1, 11, 2, false, 533) },
  { code: 'pick3', group: 'pick', rtp: 9697, pick: numbers(3, 1, 11, 2, false, 1600) },
  { code: 'pick4', group: 'pick', rtp: 9700, pick: numbers(4, 1, 11, 2, false, 6402) },
  { code: 'pick5', group: 'pick', rtp: 9700, pick: numbers(5, 1, 11, 2, false, 44814) },
  { code: 'pick6', group: 'pick', rtp: 9699, pick: numbers(6, 1, 11, 2, false, 7468) },
  { code: 'pick7', group: 'pick', rtp: 9700, pick: numbers(7, 1, 11, 2, false, 2134) },
  { code: 'pick8', group: 'pick', rtp: 9697, pick: numbers(8, 1, 11, 2, false, 800) },
  { code: 'first1', group: 'first', rtp: 9700, pick: numbers(1, 1, 11, 2, true, 1067) },
  { code: 'first2.straight', group: 'first', rtp: 9700, pick: numbers(2, 1, 11, 2, true, 10670) },
  { code: 'first2.group', group: 'first', rtp: 9700, pick: numbers(2, 1, 11, 2, false, 5335) },
  { code: 'first3.straight', group: 'first', rtp: 9700, pick: numbers(3, 1, 11, 2, true, 96030) },
  { code: 'first3.group', group: 'first', rtp: 9700, pick: numbers(3, 1, 11, 2, false, 16005) },
];

// VN: the house's daily draw, 27 numbers. Target 95%.
const VN: BetTypeDef[] = [
  // Pays per occurrence of the ending among the 27 numbers: 0.27 hits expected.
  { code: 'lo', group: 'lo', rtp: 9504, pick: numbers(1, 0, 99, 2, true, 352) },
  { code: 'de', group: 'de', rtp: 9500, pick: numbers(1, 0, 99, 2, true, 9500) },
  { code: '3cang', group: 'de', rtp: 9500, pick: numbers(3, 0, 9, 1, true, 95000) },
];

const DEFS: Record<LotteryFamily, BetTypeDef[]> = { '5d': FIVE_D, k3: K3, '11x5': ELEVEN_FIVE, vn: VN };

/** Every bet type of a family, with each type's max stake (a brand's limits; `DEFAULT_MAX_STAKE` when none). */
export function betTypesFor(
  family: LotteryFamily,
  maxStake: (code: string) => number = () => DEFAULT_MAX_STAKE,
): BetType[] {
  return DEFS[family].map((d) => ({ ...d, pick: structuredClone(d.pick), maxStake: maxStake(d.code) }));
}

export function betTypeOf(family: LotteryFamily, code: string): BetTypeDef | undefined {
  return DEFS[family].find((d) => d.code === code);
}

/** Why a selection was refused (a stable code the API answers, with what was wrong). */
export type SelectionError =
  | { code: 'lottery.bet_type_unknown'; detail: string }
  | { code: 'lottery.selection_invalid'; detail: string };

export type ValidSelection = { ok: true; selection: string[]; odds: number } | ({ ok: false } & SelectionError);

const invalid = (detail: string): ValidSelection => ({ ok: false, code: 'lottery.selection_invalid', detail });

/**
 * Checks a selection against the bet type and answers it normalised (numbers padded to the type's
 * width, unordered picks sorted) with its odds. Option bets take exactly one option value; number
 * bets `count` whole numbers in range (distinct unless ordered; a box-3 is one pair and a third).
 */
export function validateSelection(family: LotteryFamily, code: string, selection: readonly string[]): ValidSelection {
  const def = betTypeOf(family, code);
  if (!def) return { ok: false, code: 'lottery.bet_type_unknown', detail: `no bet type ${code}` };
  const pick = def.pick;
  if (pick.kind === 'option') {
    if (selection.length !== 1) return invalid('choose one option');
    const option = pick.options.find((o) => o.value === selection[0]);
    if (!option) return invalid(`${selection[0]} is not an option`);
    return { ok: true, selection: [option.value], odds: option.odds };
  }
  if (selection.length !== pick.count) return invalid(`choose ${pick.count} number${pick.count > 1 ? 's' : ''}`);
  const values: number[] = [];
  for (const s of selection) {
    if (!/^\d{1,2}$/.test(s)) return invalid(`${s} is not a number`);
    const n = Number(s);
    if (n < pick.min || n > pick.max) return invalid(`${s} is outside ${pick.min}–${pick.max}`);
    values.push(n);
  }
  const distinct = new Set(values).size;
  if (code.endsWith('.box3')) {
    if (distinct !== 2) return invalid('a box-3 is a pair and another digit');
  } else if (!pick.ordered || family === '11x5') {
    if (distinct !== values.length) return invalid('pick different numbers');
  }
  const ordered = pick.ordered ? values : [...values].sort((a, b) => a - b);
  return { ok: true, selection: ordered.map((n) => String(n).padStart(pick.width, '0')), odds: pick.odds };
}

/** A placed bet, as settlement reads it: its type, normalised selection, stake and odds. */
export interface BetLine {
  betType: string;
  selection: readonly string[];
  stake: number;
  odds: number;
}

/** The most a bet can pay on one draw (lô: every one of the 27 numbers ending in its pair). */
export function maxPayoutOf(family: LotteryFamily, bet: BetLine): number {
  const once = Math.floor((bet.stake * bet.odds) / 100);
  return family === 'vn' && bet.betType === 'lo' ? once * 27 : once;
}

const sortedKey = (values: readonly (string | number)[]) =>
  values
    .map(Number)
    .sort((a, b) => a - b)
    .join(',');
const bigSmall = (n: number, bigFrom: number) => (n >= bigFrom ? 'big' : 'small');
const oddEven = (n: number) => (n % 2 === 1 ? 'odd' : 'even');

/** How many times a bet wins on a result (0: it lost; lô may win several times). */
export function hitsOf(bet: Pick<BetLine, 'betType' | 'selection'>, result: LotteryResult): number {
  const sel = bet.selection;
  const code = bet.betType;
  const yes = (b: boolean) => (b ? 1 : 0);
  switch (result.family) {
    case '5d': {
      const d = result.digits;
      const sum = d.reduce((a, b) => a + b, 0);
      if (code === 'sum.bigSmall') return yes(bigSmall(sum, 23) === sel[0]);
      if (code === 'sum.oddEven') return yes(oddEven(sum) === sel[0]);
      if (code === 'front3.sum') return yes(d[0]! + d[1]! + d[2]! === Number(sel[0]));
      const pos = /^pos([1-5])\.(\w+)$/.exec(code);
      if (pos) {
        const digit = d[Number(pos[1]) - 1]!;
        if (pos[2] === 'bigSmall') return yes(bigSmall(digit, 5) === sel[0]);
        if (pos[2] === 'oddEven') return yes(oddEven(digit) === sel[0]);
        return yes(digit === Number(sel[0]));
      }
      const three = code.startsWith('front3') ? d.slice(0, 3) : d.slice(2, 5);
      if (code.endsWith('.straight')) return yes(three.every((x, i) => x === Number(sel[i])));
      const distinct = new Set(three).size;
      if (code.endsWith('.box6')) return yes(distinct === 3 && sortedKey(three) === sortedKey(sel));
      if (code.endsWith('.box3')) return yes(distinct === 2 && sortedKey(three) === sortedKey(sel));
      return 0;
    }
    case 'k3': {
      const dice = result.dice;
      const sum = dice.reduce((a, b) => a + b, 0);
      const triple = dice[0] === dice[1] && dice[1] === dice[2];
      if (code === 'sum.value') return yes(sum === Number(sel[0]));
      if (code === 'sum.bigSmall') return yes(!triple && bigSmall(sum, 11) === sel[0]);
      if (code === 'sum.oddEven') return yes(!triple && oddEven(sum) === sel[0]);
      if (code === 'triple.any') return yes(triple);
      if (code === 'triple.specific') return yes(triple && dice[0] === Number(sel[0]));
      if (code === 'pair') return yes(dice.filter((x) => x === Number(sel[0])).length >= 2);
      return 0;
    }
    case '11x5': {
      const balls = result.balls;
      const picked = sel.map(Number);
      const pickN = /^pick(\d)$/.exec(code);
      if (pickN) {
        const n = Number(pickN[1]);
        return n <= 5 ? yes(picked.every((b) => balls.includes(b))) : yes(balls.every((b) => picked.includes(b)));
      }
      const first = /^first(\d)(?:\.(straight|group))?$/.exec(code);
      if (first) {
        const head = balls.slice(0, Number(first[1]));
        if (first[2] === 'group') return yes(sortedKey(head) === sortedKey(picked));
        return yes(head.every((b, i) => b === picked[i]));
      }
      return 0;
    }
    case 'vn': {
      const special = result.prizes[0]?.numbers[0] ?? '';
      if (code === 'de') return yes(lastTwo(special) === sel[0]);
      if (code === '3cang') return yes(special.slice(-3) === sel.join(''));
      if (code === 'lo') return result.prizes.flatMap((p) => p.numbers).filter((n) => lastTwo(n) === sel[0]).length;
      return 0;
    }
  }
}

/** What a bet pays on a result, in minor units: ⌊stake × odds ÷ 100⌋ per hit (0 when it lost). */
export function payoutOf(bet: BetLine, result: LotteryResult): number {
  return Math.floor((bet.stake * bet.odds) / 100) * hitsOf(bet, result);
}
