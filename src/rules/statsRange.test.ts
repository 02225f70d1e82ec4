import { describe, expect, it } from 'vitest';
import { lastDays, statsRangeProblem } from './statsRange';

describe('dashboard and report ranges', () => {
  it('counts the last days back across a month end', () => {
    expect(lastDays('2026-03-02', 7)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(lastDays('2026-03-02', 1)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });
  it('refuses an end before the start and more than 366 days', () => {
    expect(statsRangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(statsRangeProblem('2026-01-02', '2026-01-01')).toBe('order');
    expect(statsRangeProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(statsRangeProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
  });
});
