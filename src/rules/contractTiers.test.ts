import { describe, expect, it } from 'vitest';
import {
  checkTiers,
  contractPay,
  type DividendTier,
  type HourlyTier,
  netLoss,
  pickTier,
  type SalaryTier,
  share,
} from './contractTiers';

const salary: SalaryTier[] = [
  { minTurnover: 100_000, minActiveMembers: 3, pay: { kind: 'fixed', amount: 5_000 } },
  { minTurnover: 500_000, minActiveMembers: 5, pay: { kind: 'fixed', amount: 20_000 } },
  { minTurnover: 2_000_000, minActiveMembers: 10, pay: { kind: 'rate', basisPoints: 150 } },
];
const hourly: HourlyTier[] = [
  { minTurnover: 10_000, pay: { kind: 'fixed', amount: 100 } },
  { minTurnover: 50_000, pay: { kind: 'rate', basisPoints: 25 } },
];
const dividend: DividendTier[] = [
  { minNetLoss: 100_000, shareBasisPoints: 1_000 },
  { minNetLoss: 1_000_000, shareBasisPoints: 2_500 },
];

describe('contract tiers', () => {
  it('salary: the highest tier whose turnover AND active members are both met', () => {
    expect(pickTier('salary', salary, { turnover: 99_999, activeMembers: 50, netLoss: 0 })).toBeNull();
    expect(pickTier('salary', salary, { turnover: 100_000, activeMembers: 3, netLoss: 0 })).toBe(0);
    // Turnover of tier 3, members of tier 1 only.
    expect(pickTier('salary', salary, { turnover: 3_000_000, activeMembers: 4, netLoss: 0 })).toBe(0);
    expect(contractPay('salary', salary, { turnover: 600_000, activeMembers: 9, netLoss: 0 })).toEqual({
      tier: 1,
      amount: 20_000,
    });
    // 1.5% of 2 345 678 = 35 185.17 → 35 185 (rounded down).
    expect(contractPay('salary', salary, { turnover: 2_345_678, activeMembers: 10, netLoss: 0 })).toEqual({
      tier: 2,
      amount: 35_185,
    });
    expect(contractPay('salary', salary, { turnover: 0, activeMembers: 0, netLoss: 0 })).toEqual({
      tier: null,
      amount: 0,
    });
  });

  it('hourly: the hour turnover picks a fixed amount or a rate', () => {
    expect(contractPay('hourly', hourly, { turnover: 9_999, activeMembers: 1, netLoss: 0 }).amount).toBe(0);
    expect(contractPay('hourly', hourly, { turnover: 49_999, activeMembers: 0, netLoss: 0 })).toEqual({
      tier: 0,
      amount: 100,
    });
    // 0.25% of 77 777 = 194.44 → 194.
    expect(contractPay('hourly', hourly, { turnover: 77_777, activeMembers: 0, netLoss: 0 })).toEqual({
      tier: 1,
      amount: 194,
    });
  });

  it('dividend: a share of a positive net loss; a team that won earns nothing', () => {
    expect(netLoss(1_000_000, 600_000, 50_000)).toBe(350_000);
    expect(contractPay('dividend', dividend, { turnover: 0, activeMembers: 0, netLoss: 350_000 })).toEqual({
      tier: 0,
      amount: 35_000,
    });
    expect(contractPay('dividend', dividend, { turnover: 0, activeMembers: 0, netLoss: 1_234_567 })).toEqual({
      tier: 1,
      amount: 308_641,
    });
    expect(
      contractPay('dividend', [{ minNetLoss: 0, shareBasisPoints: 500 }], {
        turnover: 0,
        activeMembers: 0,
        netLoss: -5,
      }),
    ).toEqual({
      tier: null,
      amount: 0,
    });
  });

  it('share is exact on large amounts (no float rounding)', () => {
    expect(share(999_999_999_999_999, 3_333)).toBe(333_299_999_999_999);
    expect(share(1, 9_999)).toBe(0);
    expect(share(-100, 100)).toBe(0);
  });

  it('checks a tier list: ascending thresholds, positive pay, shares within 100%', () => {
    expect(checkTiers('salary', salary)).toEqual({});
    expect(checkTiers('dividend', dividend)).toEqual({});
    expect(checkTiers('hourly', [])).toEqual({ tiers: 'tiersEmpty' });
    expect(
      checkTiers('salary', [
        { minTurnover: 100, minActiveMembers: 5, pay: { kind: 'fixed', amount: 0 } },
        { minTurnover: 100, minActiveMembers: 4, pay: { kind: 'rate', basisPoints: 10_001 } },
      ]),
    ).toEqual({
      'tiers.0.pay': 'amountInvalid',
      'tiers.1.minTurnover': 'notAscending',
      'tiers.1.minActiveMembers': 'notAscending',
      'tiers.1.pay': 'shareInvalid',
    });
    expect(checkTiers('dividend', [{ minNetLoss: -1, shareBasisPoints: 0 }])).toEqual({
      'tiers.0.minNetLoss': 'amountInvalid',
      'tiers.0.shareBasisPoints': 'shareInvalid',
    });
  });
});
