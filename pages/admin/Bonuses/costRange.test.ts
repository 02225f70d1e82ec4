import { describe, expect, it } from 'vitest';
import { defaultCostRange, fillDays, rangeDays, rangeProblem } from './costRange';

describe('the cost report range', () => {
  it('defaults to the last 30 days, today included, across a month end', () => {
    expect(defaultCostRange('2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(rangeDays('2026-10-29', '2026-11-27')).toBe(30);
    expect(defaultCostRange('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('allows 1 to 92 days and refuses an end before the start or more than 92 days', () => {
    expect(rangeProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(rangeProblem('2026-09-01', '2026-12-01')).toBeNull();
    expect(rangeDays('2026-09-01', '2026-12-01')).toBe(92);
    expect(rangeProblem('2026-09-01', '2026-12-02')).toBe('tooLong');
    expect(rangeProblem('2026-11-27', '2026-11-26')).toBe('range');
    expect(rangeProblem('x', '2026-11-26')).toBe('range');
  });

  it('fills the days without activity with zeros, in order, across a month end', () => {
    const zero = (day: string) => ({ day, granted: '0' });
    expect(fillDays([{ day: '2026-12-01', granted: '800' }], '2026-11-29', '2026-12-02', zero)).toEqual([
      { day: '2026-11-29', granted: '0' },
      { day: '2026-11-30', granted: '0' },
      { day: '2026-12-01', granted: '800' },
      { day: '2026-12-02', granted: '0' },
    ]);
  });
});
