import { describe, expect, it } from 'vitest';
import { drawFloats } from '../fairness';
import { LOTTERY_FLOATS, lotteryResult, resultSummary, VN_PRIZES } from './draw';

describe('lottery results from floats', () => {
  it('reads five digits, three dice and five distinct balls', () => {
    expect(lotteryResult('5d', [0, 0.15, 0.5, 0.95, 0.999999])).toEqual({ family: '5d', digits: [0, 1, 5, 9, 9] });
    expect(lotteryResult('k3', [0, 0.5, 0.9999])).toEqual({ family: 'k3', dice: [1, 4, 6] });
    const balls = lotteryResult('11x5', [0.999, 0.999, 0, 0, 0]);
    expect(balls).toEqual({ family: '11x5', balls: [11, 1, 3, 4, 5] });
    expect(resultSummary(balls)).toBe('11 01 03 04 05');
  });

  it('lays a Vietnamese-style draw out as 27 numbers in 107 digits, special prize first', () => {
    expect(LOTTERY_FLOATS.vn).toBe(107);
    const floats = Array.from({ length: 107 }, (_, i) => (i % 10) / 10 + 0.01);
    const result = lotteryResult('vn', floats);
    if (result.family !== 'vn') throw new Error('family');
    expect(result.prizes.map((p) => p.prize)).toEqual(VN_PRIZES.map(([p]) => p));
    expect(result.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(result.prizes[0]!.numbers[0]).toBe('01234');
    expect(result.prizes[7]!.numbers.every((n) => n.length === 2)).toBe(true);
    expect(resultSummary(result)).toBe('01234');
  });

  it('refuses too few floats', () => {
    expect(() => lotteryResult('vn', [0.1])).toThrow(RangeError);
  });

  it('derives the same result from the same draw hash and salt, and another from a changed salt', async () => {
    const hash = '9'.repeat(64);
    const a = lotteryResult('11x5', await drawFloats(hash, 'salt-a', LOTTERY_FLOATS['11x5']));
    expect(lotteryResult('11x5', await drawFloats(hash, 'salt-a', 5))).toEqual(a);
    const vn = await drawFloats(hash, 'salt-a', LOTTERY_FLOATS.vn);
    const vn2 = await drawFloats(hash, 'salt-b', LOTTERY_FLOATS.vn);
    expect(lotteryResult('vn', vn2)).not.toEqual(lotteryResult('vn', vn));
  });
});
