import { describe, expect, it } from 'vitest';
import { type BetLine, betTypesFor, hitsOf, maxPayoutOf, payoutOf, validateSelection } from './bets';
import { LOTTERY_FAMILIES, type LotteryFamily, type LotteryResult, VN_PRIZES } from './draw';

const STAKE = 10_000;

/** Every selection worth checking of a bet type: every option, or a spread of valid number picks. */
function selectionsOf(family: LotteryFamily, code: string): string[][] {
  const type = betTypesFor(family).find((t) => t.code === code)!;
  if (type.pick.kind === 'option') return type.pick.options.map((o) => [o.value]);
  const { count, min, max } = type.pick;
  const out: string[][] = [];
  for (let start = min; start <= max && out.length < 3; start += 3) {
    let sel = Array.from({ length: count }, (_, i) => String(min + ((start - min + i * 3) % (max - min + 1))));
    if (code.endsWith('.box3')) sel = [String(start % 10), String(start % 10), String((start + 1) % 10)];
    const v = validateSelection(family, code, sel);
    if (v.ok) out.push(v.selection);
  }
  expect(out.length, code).toBeGreaterThan(0);
  return out;
}

/** The exact expected payout ÷ stake of a bet over a list of equally likely results. */
function rtpOver(results: LotteryResult[], family: LotteryFamily, code: string, selection: string[]): number {
  const v = validateSelection(family, code, selection);
  if (!v.ok) throw new Error(v.detail);
  const bet: BetLine = { betType: code, selection: v.selection, stake: STAKE, odds: v.odds };
  let total = 0;
  for (const r of results) total += payoutOf(bet, r);
  return (total / results.length / STAKE) * 100;
}

const product = (n: number, faces: number[]): number[][] =>
  n === 0 ? [[]] : product(n - 1, faces).flatMap((p) => faces.map((f) => [...p, f]));
const digits = Array.from({ length: 10 }, (_, i) => i);

function all5d(): LotteryResult[] {
  return product(5, digits).map((d) => ({ family: '5d', digits: d }));
}
function allK3(): LotteryResult[] {
  return product(3, [1, 2, 3, 4, 5, 6]).map((dice) => ({ family: 'k3', dice }));
}
function all11x5(): LotteryResult[] {
  const out: LotteryResult[] = [];
  const walk = (taken: number[]) => {
    if (taken.length === 5) {
      out.push({ family: '11x5', balls: [...taken] });
      return;
    }
    for (let b = 1; b <= 11; b++) if (!taken.includes(b)) walk([...taken, b]);
  };
  walk([]);
  return out;
}

describe('declared RTP, computed exactly (±0.2 percentage points)', () => {
  const outcomes: Record<Exclude<LotteryFamily, 'vn'>, () => LotteryResult[]> = {
    '5d': all5d,
    k3: allK3,
    '11x5': all11x5,
  };
  for (const family of ['5d', 'k3', '11x5'] as const) {
    it(`every ${family} bet type over all its ${family === '5d' ? '100,000' : family === 'k3' ? '216' : '55,440'} equally likely results`, () => {
      const results = outcomes[family]();
      for (const type of betTypesFor(family)) {
        for (const sel of selectionsOf(family, type.code)) {
          const rtp = rtpOver(results, family, type.code, sel);
          expect(Math.abs(rtp - type.rtp / 100), `${type.code} ${sel.join(',')}: ${rtp}`).toBeLessThanOrEqual(0.2);
        }
      }
    }, 120_000);
  }

  it('every vn bet type from the per-ending hit distribution of the 27 numbers', () => {
    // Every digit is drawn on its own, so each of the 27 numbers ends in a given pair with chance 1/100,
    // independently: the hits of a lô are Binomial(27, 1/100).
    const numbers = VN_PRIZES.reduce((n, [, count]) => n + count, 0);
    expect(numbers).toBe(27);
    expect(VN_PRIZES.every(([, , width]) => width >= 2)).toBe(true);
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return r;
    };
    const types = betTypesFor('vn');
    const lo = types.find((t) => t.code === 'lo')!;
    const odds = (t: (typeof types)[number]) => (t.pick.kind === 'numbers' ? t.pick.odds : 0);
    let expected = 0;
    for (let k = 0; k <= 27; k++) {
      const p = choose(27, k) * 0.01 ** k * 0.99 ** (27 - k);
      expected += p * k * Math.floor((STAKE * odds(lo)) / 100);
    }
    expect(Math.abs((expected / STAKE) * 100 - lo.rtp / 100)).toBeLessThanOrEqual(0.2);
    const de = types.find((t) => t.code === 'de')!;
    expect(Math.abs((0.01 * Math.floor((STAKE * odds(de)) / 100) * 100) / STAKE - de.rtp / 100)).toBeLessThanOrEqual(
      0.2,
    );
    const cang = types.find((t) => t.code === '3cang')!;
    expect(
      Math.abs((0.001 * Math.floor((STAKE * odds(cang)) / 100) * 100) / STAKE - cang.rtp / 100),
    ).toBeLessThanOrEqual(0.2);
  });

  it('every family has bet types, each with a declared RTP below 100%', () => {
    for (const family of LOTTERY_FAMILIES) {
      const types = betTypesFor(family);
      expect(types.length).toBeGreaterThan(2);
      for (const t of types) expect(t.rtp, t.code).toBeLessThan(10_000);
      expect(new Set(types.map((t) => t.code)).size).toBe(types.length);
    }
  });
});

const bet = (family: LotteryFamily, betType: string, selection: string[], stake = 1000): BetLine => {
  const v = validateSelection(family, betType, selection);
  if (!v.ok) throw new Error(v.detail);
  return { betType, selection: v.selection, stake, odds: v.odds };
};

describe('payoutOf, by hand', () => {
  const fiveD: LotteryResult = { family: '5d', digits: [3, 0, 7, 7, 1] }; // sum 18: small, even
  it('5d: sums, positions, straight and box', () => {
    expect(payoutOf(bet('5d', 'sum.bigSmall', ['small']), fiveD)).toBe(1960);
    expect(payoutOf(bet('5d', 'sum.bigSmall', ['big']), fiveD)).toBe(0);
    expect(payoutOf(bet('5d', 'sum.oddEven', ['even']), fiveD)).toBe(1960);
    expect(payoutOf(bet('5d', 'front3.sum', ['10']), fiveD)).toBe(15550);
    expect(payoutOf(bet('5d', 'pos3.digit', ['7']), fiveD)).toBe(9800);
    expect(payoutOf(bet('5d', 'pos1.bigSmall', ['small']), fiveD)).toBe(1960);
    expect(payoutOf(bet('5d', 'pos3.bigSmall', ['big']), fiveD)).toBe(1960);
    expect(payoutOf(bet('5d', 'pos5.oddEven', ['odd']), fiveD)).toBe(1960);
    expect(payoutOf(bet('5d', 'front3.straight', ['3', '0', '7']), fiveD)).toBe(980_000);
    expect(payoutOf(bet('5d', 'front3.straight', ['7', '0', '3']), fiveD)).toBe(0);
    expect(payoutOf(bet('5d', 'front3.box6', ['7', '3', '0']), fiveD)).toBe(163_330);
    // back three 7 7 1: a pair, so box-3 wins and box-6 cannot.
    expect(payoutOf(bet('5d', 'back3.box3', ['1', '7', '7']), fiveD)).toBe(326_660);
    expect(payoutOf(bet('5d', 'back3.box3', ['1', '1', '7']), fiveD)).toBe(0);
    expect(payoutOf(bet('5d', 'back3.straight', ['7', '7', '1']), fiveD)).toBe(980_000);
    // Floors: 3 × 1.96 = 5.88 → 5.
    expect(payoutOf(bet('5d', 'sum.bigSmall', ['small'], 3), fiveD)).toBe(5);
  });

  it('k3: triples lose big/small and odd/even; pairs count a triple', () => {
    const roll: LotteryResult = { family: 'k3', dice: [2, 5, 6] }; // 13: big, odd
    expect(payoutOf(bet('k3', 'sum.value', ['13']), roll)).toBe(9970);
    expect(payoutOf(bet('k3', 'sum.bigSmall', ['big']), roll)).toBe(2000);
    expect(payoutOf(bet('k3', 'sum.oddEven', ['odd']), roll)).toBe(2000);
    expect(payoutOf(bet('k3', 'pair', ['5']), roll)).toBe(0);
    const triple: LotteryResult = { family: 'k3', dice: [4, 4, 4] }; // 12
    expect(payoutOf(bet('k3', 'sum.bigSmall', ['big']), triple)).toBe(0);
    expect(payoutOf(bet('k3', 'sum.bigSmall', ['small']), triple)).toBe(0);
    expect(payoutOf(bet('k3', 'sum.oddEven', ['even']), triple)).toBe(0);
    expect(payoutOf(bet('k3', 'triple.any', ['any']), triple)).toBe(34_920);
    expect(payoutOf(bet('k3', 'triple.specific', ['4']), triple)).toBe(209_520);
    expect(payoutOf(bet('k3', 'triple.specific', ['3']), triple)).toBe(0);
    expect(payoutOf(bet('k3', 'pair', ['4']), triple)).toBe(13_090);
    expect(payoutOf(bet('k3', 'sum.value', ['12']), triple)).toBe(8380);
  });

  it('11x5: pick-N any order, pick 6–8 hold all five, first bets in order', () => {
    const r: LotteryResult = { family: '11x5', balls: [3, 11, 7, 1, 9] };
    expect(payoutOf(bet('11x5', 'pick1', ['09']), r)).toBe(2130);
    expect(payoutOf(bet('11x5', 'pick3', ['1', '3', '11']), r)).toBe(16_000);
    expect(payoutOf(bet('11x5', 'pick3', ['1', '3', '10']), r)).toBe(0);
    expect(payoutOf(bet('11x5', 'pick5', ['9', '7', '11', '3', '1']), r)).toBe(448_140);
    expect(payoutOf(bet('11x5', 'pick6', ['1', '2', '3', '7', '9', '11']), r)).toBe(74_680);
    expect(payoutOf(bet('11x5', 'pick6', ['1', '2', '3', '7', '9', '10']), r)).toBe(0);
    expect(payoutOf(bet('11x5', 'first1', ['03']), r)).toBe(10_670);
    expect(payoutOf(bet('11x5', 'first2.straight', ['03', '11']), r)).toBe(106_700);
    expect(payoutOf(bet('11x5', 'first2.straight', ['11', '03']), r)).toBe(0);
    expect(payoutOf(bet('11x5', 'first2.group', ['11', '03']), r)).toBe(53_350);
    expect(payoutOf(bet('11x5', 'first3.group', ['7', '3', '11']), r)).toBe(160_050);
  });

  it('vn: lô pays per occurrence (a double hit pays twice), đề and 3-càng read the special prize', () => {
    const prizes = VN_PRIZES.map(([prize, count, width]) => ({
      prize,
      numbers: Array.from({ length: count }, () => '0'.repeat(width)),
    }));
    prizes[0]!.numbers[0] = '12345'; // special: ends 45
    prizes[3]!.numbers[2] = '99945'; // third prize: 45 again
    prizes[7]!.numbers[1] = '17'; // seventh
    const r: LotteryResult = { family: 'vn', prizes };
    expect(hitsOf(bet('vn', 'lo', ['45']), r)).toBe(2);
    expect(payoutOf(bet('vn', 'lo', ['45']), r)).toBe(7040);
    expect(payoutOf(bet('vn', 'lo', ['17']), r)).toBe(3520);
    // 00 ends 24 of the other numbers.
    expect(payoutOf(bet('vn', 'lo', ['00'], 100), r)).toBe(352 * 24);
    expect(payoutOf(bet('vn', 'lo', ['46']), r)).toBe(0);
    expect(payoutOf(bet('vn', 'de', ['45']), r)).toBe(95_000);
    expect(payoutOf(bet('vn', 'de', ['17']), r)).toBe(0);
    expect(payoutOf(bet('vn', '3cang', ['3', '4', '5']), r)).toBe(950_000);
    expect(maxPayoutOf('vn', bet('vn', 'lo', ['45']))).toBe(3520 * 27);
  });
});

describe('validateSelection', () => {
  it('normalises and answers the odds', () => {
    expect(validateSelection('11x5', 'pick2', ['9', '03'])).toEqual({ ok: true, selection: ['03', '09'], odds: 533 });
    expect(validateSelection('vn', 'lo', ['7'])).toEqual({ ok: true, selection: ['07'], odds: 352 });
    expect(validateSelection('k3', 'sum.value', ['3'])).toEqual({ ok: true, selection: ['3'], odds: 20952 });
  });
  it.each([
    ['5d', 'nope', ['1'], 'lottery.bet_type_unknown'],
    ['5d', 'sum.bigSmall', ['huge'], 'lottery.selection_invalid'],
    ['5d', 'sum.bigSmall', ['big', 'small'], 'lottery.selection_invalid'],
    ['5d', 'front3.straight', ['1', '2'], 'lottery.selection_invalid'],
    ['5d', 'pos1.digit', ['10'], 'lottery.selection_invalid'],
    ['5d', 'front3.box6', ['1', '1', '2'], 'lottery.selection_invalid'],
    ['5d', 'front3.box3', ['1', '2', '3'], 'lottery.selection_invalid'],
    ['5d', 'front3.box3', ['1', '1', '1'], 'lottery.selection_invalid'],
    ['k3', 'sum.value', ['2'], 'lottery.selection_invalid'],
    ['k3', 'triple.specific', ['7'], 'lottery.selection_invalid'],
    ['11x5', 'pick2', ['03', '3'], 'lottery.selection_invalid'],
    ['11x5', 'pick1', ['12'], 'lottery.selection_invalid'],
    ['11x5', 'pick1', ['0'], 'lottery.selection_invalid'],
    ['11x5', 'first2.straight', ['1', '1'], 'lottery.selection_invalid'],
    ['vn', 'lo', ['100'], 'lottery.selection_invalid'],
    ['vn', 'de', ['-1'], 'lottery.selection_invalid'],
    ['vn', 'de', ['4.5'], 'lottery.selection_invalid'],
    ['k3', 'pos1.digit', ['1'], 'lottery.bet_type_unknown'],
  ] as const)('%s %s %j → %s', (family, code, selection, error) => {
    const v = validateSelection(family, code, selection);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.code).toBe(error);
  });
});
