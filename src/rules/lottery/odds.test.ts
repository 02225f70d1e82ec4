import { describe, expect, it } from 'vitest';
import { oddsSummary, oddsText, rtpText } from './odds';

describe('odds in words', () => {
  it('drops the decimals of a whole multiple and keeps two otherwise', () => {
    expect(oddsText(198)).toBe('1.98×');
    expect(oddsText(98_000)).toBe('980×');
    expect(oddsText(16_333)).toBe('163.33×');
    expect(rtpText(9800)).toBe('98.00%');
    expect(rtpText(9682)).toBe('96.82%');
  });

  it('sums a bet type up: one figure, two figures, or the range of many', () => {
    expect(oddsSummary({ kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: true, odds: 98_000 })).toBe(
      '980×',
    );
    const option = (odds: number[]) => ({
      kind: 'option' as const,
      options: odds.map((o, i) => ({ value: String(i), odds: o })),
    });
    expect(oddsSummary(option([196, 196]))).toBe('1.96×');
    expect(oddsSummary(option([200, 3492]))).toBe('2× / 34.92×');
    expect(oddsSummary(option([20_952, 776, 6984, 1306]))).toBe('7.76× – 209.52×');
  });
});
