import { describe, expect, it } from 'vitest';
import type { BetType } from '../../src/api/contract/lottery';
import {
  addLine,
  checkSlip,
  numberDisabled,
  oddsOf,
  pickMode,
  potentialWin,
  quickStakes,
  type SlipLine,
  stepStake,
  tapNumber,
} from './slip';

const bigSmall: BetType = {
  code: 'sum.bigSmall',
  group: 'sum',
  pick: {
    kind: 'option',
    options: [
      { value: 'big', odds: 198 },
      { value: 'small', odds: 198 },
    ],
  },
  rtp: 9900,
  maxStake: 500_000,
};
const box: BetType = {
  code: 'front3.box6',
  group: 'box',
  pick: { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: false, odds: 16_000 },
  rtp: 9600,
  maxStake: 10_000,
};
const straight = { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: true, odds: 98_000 } as const;

describe('potential win', () => {
  it('is ⌊stake × odds ÷ 100⌋ in integers', () => {
    expect(potentialWin(1_000, 198)).toBe(1_980);
    expect(potentialWin(333, 198)).toBe(659); // 659.34
    expect(potentialWin(1, 199)).toBe(1); // 1.99
    expect(potentialWin(9_007_199_254_740, 98_000)).toBe(8_827_055_269_645_200);
  });
});

describe('picking numbers', () => {
  const pick = box.pick as Extract<BetType['pick'], { kind: 'numbers' }>;
  const toggles = { slots: false, repeats: false };
  const slotsRepeat = { slots: true, repeats: true };
  it('toggles distinct numbers, sorted, up to the count', () => {
    let p = tapNumber(pick, toggles, [], 7);
    p = tapNumber(pick, toggles, p, 2);
    p = tapNumber(pick, toggles, p, 5);
    expect(p).toEqual([2, 5, 7]);
    expect(tapNumber(pick, toggles, p, 9)).toEqual([2, 5, 7]);
    expect(tapNumber(pick, toggles, p, 5)).toEqual([2, 7]);
  });
  it('disables the rest once the count is reached, not the picked ones', () => {
    expect(numberDisabled(pick, toggles, [2, 5], 9)).toBe(false);
    expect(numberDisabled(pick, toggles, [2, 5, 7], 9)).toBe(true);
    expect(numberDisabled(pick, toggles, [2, 5, 7], 5)).toBe(false);
  });
  it('fills positions in order for a straight, repeats allowed', () => {
    let p = tapNumber(straight, slotsRepeat, [], 3);
    p = tapNumber(straight, slotsRepeat, p, 3);
    p = tapNumber(straight, slotsRepeat, p, 0);
    expect(p).toEqual([3, 3, 0]);
    expect(tapNumber(straight, slotsRepeat, p, 1)).toEqual([3, 3, 0]);
    expect(numberDisabled(straight, slotsRepeat, p, 3)).toBe(true);
  });
  it('knows which picks fill positions and which may repeat', () => {
    const t = (code: string, ordered: boolean) => ({ code, pick: { ...straight, ordered } });
    expect(pickMode(t('front3.straight', true), '5d')).toEqual({ slots: true, repeats: true });
    expect(pickMode(t('front3.box6', false), '5d')).toEqual({ slots: false, repeats: false });
    expect(pickMode(t('front3.box3', false), '5d')).toEqual({ slots: true, repeats: true });
    expect(pickMode(t('first2.straight', true), '11x5')).toEqual({ slots: true, repeats: false });
    expect(pickMode(bigSmall, '5d')).toEqual({ slots: false, repeats: false });
    expect(pickMode({ code: 'de', pick: { ...straight, count: 1 } }, 'vn')).toEqual({ slots: false, repeats: false });
  });
  it('keeps 11×5 balls different in positions', () => {
    const first2 = { ...straight, count: 2, min: 1, max: 11, width: 2 as const };
    const mode = { slots: true, repeats: false };
    expect(tapNumber(first2, mode, [7], 7)).toEqual([7]);
    expect(numberDisabled(first2, mode, [7], 7)).toBe(true);
    expect(numberDisabled(first2, mode, [7], 8)).toBe(false);
    expect(tapNumber(first2, mode, [7], 8)).toEqual([7, 8]);
  });
});

describe('odds of a selection', () => {
  it('are the option’s own, or the type’s once the count is picked', () => {
    expect(oddsOf(bigSmall, ['big'])).toBe(198);
    expect(oddsOf(bigSmall, ['huge'])).toBeNull();
    expect(oddsOf(box, ['1', '2'])).toBeNull();
    expect(oddsOf(box, ['1', '2', '3'])).toBe(16_000);
  });
});

describe('the slip', () => {
  const line = (betType: string, selection: string[], odds: number, stake: number): Omit<SlipLine, 'key'> => ({
    betType,
    selection,
    odds,
    stake,
  });
  const limits = {
    minStake: 100,
    maxStake: (code: string) => ({ 'sum.bigSmall': 500_000, 'front3.box6': 10_000 })[code],
    balance: 20_000,
  };
  it('adds a bet once, up to the slip’s size', () => {
    let lines = addLine([], line('sum.bigSmall', ['big'], 198, 100), 2);
    lines = addLine(lines, line('sum.bigSmall', ['big'], 198, 500), 2);
    expect(lines).toHaveLength(1);
    lines = addLine(lines, line('sum.bigSmall', ['small'], 198, 100), 2);
    lines = addLine(lines, line('front3.box6', ['1', '2', '3'], 16_000, 100), 2);
    expect(lines.map((l) => l.key)).toEqual(['sum.bigSmall:big', 'sum.bigSmall:small']);
  });
  it('totals the stakes and the largest possible win', () => {
    const lines = [
      addLine([], line('sum.bigSmall', ['big'], 198, 1_000), 20)[0],
      addLine([], line('front3.box6', ['1', '2', '3'], 16_000, 200), 20)[0],
    ] as SlipLine[];
    const c = checkSlip(lines, limits);
    expect(c).toMatchObject({ total: 1_200, potential: 1_980 + 32_000, ok: true, slip: null, lines: {} });
  });
  it('refuses a stake under the minimum or over the type’s maximum, on that line', () => {
    const lines = [
      addLine([], line('sum.bigSmall', ['big'], 198, 50), 20)[0],
      addLine([], line('front3.box6', ['1', '2', '3'], 16_000, 10_001), 20)[0],
    ] as SlipLine[];
    const c = checkSlip(lines, limits);
    expect(c.ok).toBe(false);
    expect(c.lines).toEqual({
      'sum.bigSmall:big': { code: 'min', amount: 100 },
      'front3.box6:1,2,3': { code: 'max', amount: 10_000 },
    });
  });
  it('refuses a total above the balance, and an empty slip', () => {
    const lines = addLine([], line('sum.bigSmall', ['big'], 198, 20_001), 20);
    expect(checkSlip(lines, limits).slip).toEqual({ code: 'funds', balance: 20_000, total: 20_001 });
    expect(checkSlip(addLine([], line('sum.bigSmall', ['big'], 198, 20_000), 20), limits).ok).toBe(true);
    expect(checkSlip([], limits).slip).toEqual({ code: 'empty' });
  });
  it('offers quick stakes within the maximum and steps within min..max', () => {
    expect(quickStakes(100, 10_000)).toEqual([100, 500, 1_000, 5_000, 10_000]);
    expect(quickStakes(100, 2_000)).toEqual([100, 500, 1_000]);
    expect(stepStake(100, -1, 100, 1_000)).toBe(100);
    expect(stepStake(100, 1, 100, 1_000)).toBe(200);
    expect(stepStake(1_000, 1, 100, 1_000)).toBe(1_000);
  });
});
