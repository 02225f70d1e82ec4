import { describe, expect, it } from 'vitest';
import type { MoneyDay } from '../../../src/api/contract/adminFinance';
import { moneyTotals } from './moneyDays';

/** `n` days, oldest first, the i-th with these amounts. */
const days = (n: number, at: (i: number) => [deposits: number, withdrawals: number]): MoneyDay[] =>
  Array.from({ length: n }, (_, i) => {
    const [deposits, withdrawals] = at(i);
    return {
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      deposits,
      depositCount: deposits > 0 ? 1 : 0,
      withdrawals,
      withdrawalCount: withdrawals > 0 ? 1 : 0,
    };
  });

describe('moneyTotals', () => {
  it('sums 14 days and compares the last 7 with the 7 before, in minor units', () => {
    // Days 0-6: 100 in, 30 out each; days 7-13: 250 in, 400 out each.
    const totals = moneyTotals(days(14, (i) => (i < 7 ? [100, 30] : [250, 400])));
    expect(totals.deposits).toEqual({ total: 2450, recent: { current: 1750, previous: 700 } });
    expect(totals.withdrawals).toEqual({ total: 3010, recent: { current: 2800, previous: 210 } });
    expect(totals.net).toEqual({ total: -560, recent: { current: -1050, previous: 490 } });
  });

  it('gives totals without a comparison when the data is shorter than two spans', () => {
    const totals = moneyTotals(days(10, () => [5, 1]));
    expect(totals.deposits).toEqual({ total: 50, recent: null });
    expect(totals.net).toEqual({ total: 40, recent: null });
  });

  it('keeps amounts past 2^31 exact (integers, no rounding)', () => {
    const big = 900_000_000_001;
    const totals = moneyTotals(days(14, () => [big, 0]));
    expect(totals.deposits.total).toBe(big * 14);
    expect(Number.isSafeInteger(totals.deposits.total)).toBe(true);
  });

  it('is zero for no days', () => {
    expect(moneyTotals([]).deposits).toEqual({ total: 0, recent: null });
  });
});
