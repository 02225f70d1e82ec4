import { describe, expect, it } from 'vitest';
import {
  contributionOf,
  contributionPercent,
  conversionOf,
  payOf,
  splitStake,
  splitWin,
  wageringMet,
  wageringRequired,
} from './terms';

const contributions = { default: 50, RNG: 100, LIVE: 10 };
const match = { percent: 120, fixedAmount: null, maxAmount: 300_000n, minDeposit: 10_000n, maxDeposit: 1_000_000n };

describe('the bonus arithmetic (ADR 0022)', () => {
  it('takes cash first and the grant only for the shortfall', () => {
    expect(splitStake(1_000n, 5_000n, 9_000n)).toEqual({ cash: 1_000n, bonus: 0n });
    expect(splitStake(15_000n, 10_000n, 20_000n)).toEqual({ cash: 10_000n, bonus: 5_000n });
    expect(splitStake(500n, 0n, 500n)).toEqual({ cash: 0n, bonus: 500n });
    expect(splitStake(501n, 0n, 500n)).toBeNull();
    expect(splitStake(100n, 60n, 39n)).toBeNull();
    expect(() => splitStake(0n, 1n, 1n)).toThrow(RangeError);
  });

  it('settles a win in the stake proportions, the odd unit to cash', () => {
    expect(splitWin(30_000n, 15_000n, 5_000n)).toEqual({ cash: 20_000n, bonus: 10_000n });
    expect(splitWin(100n, 3n, 1n)).toEqual({ cash: 67n, bonus: 33n });
    expect(splitWin(999n, 1_000n, 0n)).toEqual({ cash: 999n, bonus: 0n });
    expect(splitWin(999n, 1_000n, 1_000n)).toEqual({ cash: 0n, bonus: 999n });
    expect(splitWin(0n, 1_000n, 500n)).toEqual({ cash: 0n, bonus: 0n });
  });

  it('counts a stake by its category, the rest at the default, rounded down', () => {
    expect(contributionPercent(contributions, 'RNG')).toBe(100);
    expect(contributionPercent(contributions, 'LIVE')).toBe(10);
    expect(contributionPercent(contributions, 'SPORTS')).toBe(50);
    expect(contributionOf(1_999n, contributions, 'LIVE')).toBe(199n);
    expect(contributionOf(5_000n, contributions, 'RNG')).toBe(5_000n);
    expect(contributionPercent({ default: 150 }, 'X')).toBe(100);
  });

  it('asks a multiple of the bonus, or of bonus and deposit', () => {
    expect(wageringRequired(10, 'bonus', 12_000n, 10_000n)).toBe(120_000n);
    expect(wageringRequired(5, 'bonus_deposit', 12_000n, 10_000n)).toBe(110_000n);
    expect(wageringRequired(5, 'bonus_deposit', 12_000n, null)).toBe(60_000n);
    expect(wageringMet(119_999n, 120_000n)).toBe(false);
    expect(wageringMet(120_000n, 120_000n)).toBe(true);
  });

  it('pays a deposit match within its range, capped: the demo welcome is 120 % up to 3,000', () => {
    expect(payOf(match, 50_000n)).toBe(60_000n);
    expect(payOf(match, 250_000n)).toBe(300_000n);
    expect(payOf(match, 900_000n)).toBe(300_000n);
    expect(payOf(match, 9_999n)).toBeNull();
    expect(payOf(match, 1_000_001n)).toBeNull();
    expect(payOf(match, null)).toBeNull();
    expect(payOf({ ...match, percent: null, fixedAmount: 888n }, null)).toBe(888n);
    expect(payOf({ ...match, percent: null, fixedAmount: 888n, maxAmount: 500n }, null)).toBe(500n);
    expect(payOf({ ...match, percent: null, fixedAmount: null }, 50_000n)).toBeNull();
  });

  it('converts up to the cap and forfeits the rest', () => {
    expect(conversionOf(20_000n, 12_000n)).toEqual({ toCash: 12_000n, forfeited: 8_000n });
    expect(conversionOf(10_000n, 12_000n)).toEqual({ toCash: 10_000n, forfeited: 0n });
    expect(conversionOf(10_000n, null)).toEqual({ toCash: 10_000n, forfeited: 0n });
    expect(conversionOf(0n, 5n)).toEqual({ toCash: 0n, forfeited: 0n });
  });
});
