import { describe, expect, it } from 'vitest';
import { seedFloats } from '../fairness';
import {
  BALLS,
  BASE_BALLS,
  BINGO_RTP,
  bestPattern,
  bingoFloatCount,
  cardFromFloats,
  dealFromFloats,
  EXTRA_MARGIN,
  evaluate,
  exactRtp,
  extraBallPrice,
  FREE,
  LINES,
  nextBallEv,
  simulateBaseRtp,
} from './bingo';

const maskOf = (cells: number[]) => cells.reduce((m, c) => m | (1 << c), 1 << FREE);

describe('bingo deal (seeded)', () => {
  it('deals the fixed vector: one shuffle of 75 and 5×5 cards with a free centre', async () => {
    const floats = await seedFloats('a'.repeat(64), 'player-seed', 7, bingoFloatCount(2));
    const deal = dealFromFloats(floats, 2);
    expect(deal.order.slice(0, 10)).toEqual([41, 69, 30, 55, 74, 10, 53, 65, 68, 45]);
    expect(deal.order.slice(30, 34)).toEqual([12, 24, 37, 60]);
    expect(deal.cards[0]).toEqual([
      12, 16, 42, 47, 71, 14, 30, 35, 54, 70, 3, 24, 0, 53, 65, 7, 18, 40, 50, 69, 4, 28, 34, 57, 66,
    ]);
    expect(new Set(deal.order).size).toBe(BALLS);
    expect([...deal.order].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
  });

  it('a card takes 5 distinct numbers per column from its 15 (B 1–15 … O 61–75)', () => {
    for (let s = 0; s < 200; s++) {
      const floats = Array.from({ length: 25 }, (_, i) => ((s * 7919 + i * 104729) % 1000) / 1000);
      const card = cardFromFloats(floats);
      expect(card[FREE]).toBe(0);
      for (let c = 0; c < 5; c++) {
        const col = [0, 1, 2, 3, 4].map((r) => card[r * 5 + c] as number).filter((_, r) => !(c === 2 && r === 2));
        expect(new Set(col).size).toBe(col.length);
        for (const n of col) expect(n >= c * 15 + 1 && n <= c * 15 + 15).toBe(true);
      }
    }
  });

  it('refuses 0 or 5 cards and too few floats', () => {
    expect(() => dealFromFloats(new Array(200).fill(0.5), 0)).toThrow();
    expect(() => dealFromFloats(new Array(200).fill(0.5), 5)).toThrow();
    expect(() => dealFromFloats(new Array(10).fill(0.5), 1)).toThrow();
  });
});

describe('bingo patterns', () => {
  it('pays the best pattern of a card only', () => {
    expect(bestPattern(maskOf([]))).toBeNull();
    expect(bestPattern(maskOf([0, 1, 2, 3, 4]))?.id).toBe('oneLine');
    // the centre column needs only 4 daubs (free centre)
    expect(bestPattern(maskOf([2, 7, 17, 22]))?.id).toBe('oneLine');
    expect(bestPattern(maskOf([0, 4, 20, 24]))?.id).toBe('fourCorners');
    expect(bestPattern(maskOf([0, 1, 2, 3, 4, 20, 24]))?.id).toBe('fourCorners');
    expect(bestPattern(maskOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))?.id).toBe('twoLines');
    expect(bestPattern(maskOf([0, 6, 18, 24, 4, 8, 16, 20]))?.id).toBe('x');
    expect(bestPattern(maskOf([0, 1, 2, 3, 4, 20, 21, 22, 23, 24, 5, 10, 15, 9, 14, 19]))?.id).toBe('frame');
    expect(bestPattern((1 << 25) - 1)?.id).toBe('fullHouse');
    expect(LINES).toHaveLength(12);
  });

  it('evaluates cards against the balls: prizes are multiples of the card stake', () => {
    const card = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65];
    const r = evaluate([card], [1, 16, 31, 46, 61, 75], 100);
    expect(r.cards[0]).toMatchObject({ pattern: 'oneLine', pays: 4, win: 400 });
    expect(evaluate([card, card], [1, 61, 5, 65], 30).totalWin).toBe(2 * 8 * 30);
  });
});

describe('bingo extra balls', () => {
  it('prices the next ball at its expected win × (1 + margin), at least the minimum', () => {
    const card = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65];
    // One ball (61) from the top row: drawn 10 others. EV = 4×100 / 70 remaining balls… plus nothing else.
    const drawn = [1, 16, 31, 46, 70, 71, 72, 73, 74, 75];
    const ev = nextBallEv([card], drawn, 100);
    expect(ev).toBeCloseTo(400 / 65, 9);
    expect(extraBallPrice([card], drawn, 100)).toBe(Math.ceil((400 / 65) * (1 + EXTRA_MARGIN)));
    // nothing close: the minimum (5 % of a card's stake)
    expect(extraBallPrice([card], [70], 100)).toBe(5);
  });

  it('uses the next balls of the same shuffle (the deal is the whole order)', async () => {
    const floats = await seedFloats('b'.repeat(64), 'x', 0, bingoFloatCount(1));
    const a = dealFromFloats(floats, 1);
    const b = dealFromFloats(floats, 1);
    expect(a.order.slice(BASE_BALLS, BASE_BALLS + 10)).toEqual(b.order.slice(BASE_BALLS, BASE_BALLS + 10));
  });
});

describe('bingo RTP', () => {
  it('the base game RTP is exactly the declared one (enumeration of all 2²⁴ daub masks)', () => {
    expect(exactRtp(BASE_BALLS)).toBeCloseTo(BINGO_RTP, 4);
  });

  it('10⁶ simulated base rounds agree within ±0.2 pp (fixed seed)', () => {
    const rtp = simulateBaseRtp(1_000_000, 20261127);
    expect(Math.abs(rtp - BINGO_RTP)).toBeLessThan(0.002);
  });
});
