import { describe, expect, it } from 'vitest';
import { JACKPOT_DELAYS_MS, jackpotStart, jackpotTick } from './jackpotLogic';

const fixed = (v: number) => () => v;

describe('jackpot counter (spec §2)', () => {
  it('starts between the configured bounds, both ends reachable', () => {
    expect(jackpotStart(1_000_000, 2_000_000, fixed(0))).toBe(1_000_000);
    expect(jackpotStart(1_000_000, 2_000_000, fixed(0.999999999))).toBe(2_000_000);
    expect(jackpotStart(2_000_000, 1_000_000, fixed(0))).toBe(1_000_000);
    for (let i = 0; i < 200; i++) {
      const v = jackpotStart(500, 800);
      expect(v).toBeGreaterThanOrEqual(500);
      expect(v).toBeLessThanOrEqual(800);
    }
  });

  it('rises by 100 to 500 every 3, 4 or 5 s', () => {
    expect(jackpotTick(fixed(0))).toEqual({ delayMs: 3000, increment: 100 });
    expect(jackpotTick(fixed(0.999999999))).toEqual({ delayMs: 5000, increment: 500 });
    const delays = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const { delayMs, increment } = jackpotTick();
      delays.add(delayMs);
      expect(JACKPOT_DELAYS_MS).toContain(delayMs);
      expect(increment).toBeGreaterThanOrEqual(100);
      expect(increment).toBeLessThanOrEqual(500);
      expect(Number.isInteger(increment)).toBe(true);
    }
    expect([...delays].sort()).toEqual([3000, 4000, 5000]);
  });
});
