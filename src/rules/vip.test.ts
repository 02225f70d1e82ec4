import { describe, expect, it } from 'vitest';
import { bpOf, maskAccount, progressTo, targetRank } from './vip';

const ladder = [
  { rank: 0, minTurnover: 0n, minDeposits: 0n },
  { rank: 1, minTurnover: 1_000n, minDeposits: 0n },
  { rank: 2, minTurnover: 10_000n, minDeposits: 500n },
];

describe('VIP rules', () => {
  it('reaches the highest level whose turnover and deposits are both met', () => {
    expect(targetRank(ladder, 999n, 0n)).toBe(0);
    expect(targetRank(ladder, 1_000n, 0n)).toBe(1);
    expect(targetRank(ladder, 50_000n, 499n)).toBe(1);
    expect(targetRank(ladder, 10_000n, 500n)).toBe(2);
  });

  it('takes basis points of an amount rounded down, never a float', () => {
    expect(bpOf(4_500n, 100)).toBe(45n);
    expect(bpOf(199n, 50)).toBe(0n);
    expect(bpOf(10n ** 15n, 10_000)).toBe(10n ** 15n);
    expect(bpOf(-5n, 100)).toBe(0n);
  });

  it('measures progress by the lesser of turnover and deposits', () => {
    expect(progressTo(ladder[2]!, 5_000n, 500n)).toEqual({ percent: 50, turnoverToNext: 5_000n, depositsToNext: 0n });
    expect(progressTo(ladder[2]!, 10_000n, 100n).percent).toBe(20);
    expect(progressTo(null, 1n, 1n)).toEqual({ percent: 100, turnoverToNext: 0n, depositsToNext: 0n });
    expect(progressTo(ladder[1]!, 999n, 0n).percent).toBe(99);
  });

  it('masks an invitee account', () => {
    expect(maskAccount('player123')).toBe('pl***3');
    expect(maskAccount('ab')).toBe('a***');
  });
});
