import { describe, expect, it } from 'vitest';
import { aboveLimit, bpShare, bpToPercent, childrenAbove, differential, percentToBp } from './agentRebate';

describe('agent rebate rules', () => {
  it('takes basis points of an amount, rounded down, never a float', () => {
    expect(bpShare(10_000n, 150)).toBe(150n);
    expect(bpShare(199n, 50)).toBe(0n);
    expect(bpShare(12_345n, 25)).toBe(30n);
    expect(bpShare(0n, 100)).toBe(0n);
    expect(bpShare(1_000n, 0)).toBe(0n);
  });

  it('pays each level the difference between its rate and its child’s (3-level chain)', () => {
    // Player 50 bp under sub-agent 120 bp under agent 200 bp; turnover 1,000,000 minor units.
    const lines = differential(
      [
        { id: 'player', rate: 50 },
        { id: 'sub', rate: 120 },
        { id: 'top', rate: 200 },
      ],
      1_000_000n,
    );
    expect(lines).toEqual([
      { earnerId: 'player', rateDiff: 50, amount: 5_000n },
      { earnerId: 'sub', rateDiff: 70, amount: 7_000n },
      { earnerId: 'top', rateDiff: 80, amount: 8_000n },
    ]);
    // Together they pay exactly the top rate.
    expect(lines.reduce((s, l) => s + l.amount, 0n)).toBe(20_000n);
  });

  it('floors every line on its own and leaves out lines of 0', () => {
    const lines = differential(
      [
        { id: 'p', rate: 0 },
        { id: 'a', rate: 33 },
        { id: 'b', rate: 33 },
        { id: 'c', rate: 100 },
      ],
      999n,
    );
    // 999 × 33 / 10000 = 3.29 → 3; b earns nothing (same rate); 999 × 67 / 10000 = 6.69 → 6.
    expect(lines).toEqual([
      { earnerId: 'a', rateDiff: 33, amount: 3n },
      { earnerId: 'c', rateDiff: 67, amount: 6n },
    ]);
  });

  it('a child left above its upline (after a move) takes nothing from it', () => {
    const lines = differential(
      [
        { id: 'p', rate: 150 },
        { id: 'a', rate: 100 },
        { id: 'b', rate: 200 },
      ],
      10_000n,
    );
    expect(lines).toEqual([
      { earnerId: 'p', rateDiff: 150, amount: 150n },
      { earnerId: 'b', rateDiff: 50, amount: 50n },
    ]);
  });

  it('refuses a rate above its limit, naming each category with the limit', () => {
    expect(aboveLimit({ RNG: 100, LIVE: 50 }, { RNG: 100, LIVE: 80 })).toEqual({});
    expect(aboveLimit({ RNG: 101, FISH: 1 }, { RNG: 100 })).toEqual({ RNG: 100, FISH: 0 });
  });

  it('counts the children a lowered rate would leave above it', () => {
    const kids = [{ RNG: 80 }, { RNG: 50, LIVE: 10 }, {}];
    expect(childrenAbove({ RNG: 80, LIVE: 10 }, kids)).toEqual({});
    expect(childrenAbove({ RNG: 60, LIVE: 0 }, kids)).toEqual({ RNG: 1, LIVE: 1 });
    expect(childrenAbove({ RNG: 40 }, kids)).toEqual({ RNG: 2, LIVE: 1 });
  });

  it('reads a typed percentage as basis points and shows basis points as a percentage, without floats', () => {
    expect(['1.5', '0.25', '2', '0', '1,05', ' 0.1 '].map(percentToBp)).toEqual([150, 25, 200, 0, 105, 10]);
    expect(['', 'abc', '1.234', '-1', '1e2'].map(percentToBp)).toEqual([null, null, null, null, null]);
    expect([150, 25, 200, 0, 105, 10].map(bpToPercent)).toEqual(['1.5', '0.25', '2', '0', '1.05', '0.1']);
  });
});
