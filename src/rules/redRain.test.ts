import { describe, expect, it } from 'vitest';
import { checkRainPlan, rainPhase, splitBudget } from './redRain';

/** A seeded pseudo-random integer source, so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('red-envelope rain plan', () => {
  it('holds when count × min ≤ budget ≤ count × max', () => {
    expect(checkRainPlan({ budget: 10_000, count: 10, minAmount: 100, maxAmount: 2_000 })).toEqual({});
    expect(checkRainPlan({ budget: 999, count: 10, minAmount: 100, maxAmount: 2_000 })).toEqual({
      budget: 'budgetBelowMin',
    });
    expect(checkRainPlan({ budget: 20_001, count: 10, minAmount: 100, maxAmount: 2_000 })).toEqual({
      budget: 'budgetAboveMax',
    });
    expect(checkRainPlan({ budget: 1_000, count: 0, minAmount: 100, maxAmount: 50 })).toEqual({
      count: 'countRange',
      maxAmount: 'maxBelowMin',
    });
    expect(checkRainPlan({ budget: 1_000, count: 1001, minAmount: 1, maxAmount: 50 }).count).toBe('countRange');
  });
});

describe('splitting a budget into envelopes', () => {
  const plans = [
    { budget: 10_000, count: 10, minAmount: 100, maxAmount: 2_000 },
    { budget: 1_000, count: 10, minAmount: 100, maxAmount: 2_000 },
    { budget: 20_000, count: 10, minAmount: 100, maxAmount: 2_000 },
    { budget: 12_345, count: 150, minAmount: 50, maxAmount: 500 },
    { budget: 7, count: 1, minAmount: 1, maxAmount: 7 },
    { budget: 999_999, count: 1000, minAmount: 1, maxAmount: 999_999 },
    { budget: 300, count: 3, minAmount: 100, maxAmount: 100 },
  ];
  for (const plan of plans) {
    it(`${plan.count} envelopes of ${plan.minAmount}…${plan.maxAmount} from ${plan.budget}: each within, the sum exact`, () => {
      for (let seed = 1; seed <= 200; seed++) {
        const amounts = splitBudget(plan, seeded(seed));
        expect(amounts).toHaveLength(plan.count);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(plan.budget);
        const outside = amounts.filter((a) => !Number.isInteger(a) || a < plan.minAmount || a > plan.maxAmount);
        expect(outside).toEqual([]);
      }
    });
  }
  it('is not one big envelope and many minimums: amounts vary', () => {
    const amounts = splitBudget({ budget: 10_000, count: 10, minAmount: 100, maxAmount: 2_000 }, seeded(7));
    expect(new Set(amounts).size).toBeGreaterThan(3);
    expect(Math.max(...amounts)).toBeLessThan(5_000);
  });
  it('refuses a plan that does not hold', () => {
    expect(() => splitBudget({ budget: 10, count: 10, minAmount: 2, maxAmount: 3 }, seeded(1))).toThrow();
  });
});

describe('rain phase', () => {
  const rain = { startsAt: '2026-11-27T10:00:00Z', endsAt: '2026-11-27T10:05:00Z' };
  it('is upcoming before the start, live in the window, ended from its end', () => {
    expect(rainPhase(rain, new Date('2026-11-27T09:59:59.999Z'))).toBe('upcoming');
    expect(rainPhase(rain, new Date('2026-11-27T10:00:00Z'))).toBe('live');
    expect(rainPhase(rain, new Date('2026-11-27T10:04:59Z'))).toBe('live');
    expect(rainPhase(rain, new Date('2026-11-27T10:05:00Z'))).toBe('ended');
  });
});

describe('countdown text', () => {
  it('is m:ss under an hour and h:mm:ss from an hour', async () => {
    const { formatCountdown } = await import('./redRain');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
