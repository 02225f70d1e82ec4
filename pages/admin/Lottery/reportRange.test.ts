import { describe, expect, it } from 'vitest';
import { defaultReportRange, REPORT_MAX_DAYS, reportRangeProblem } from './reportRange';

describe('the draw report range', () => {
  it('defaults to the last 7 days, today included, across a month end', () => {
    expect(defaultReportRange('2026-12-03')).toEqual({ from: '2026-11-27', to: '2026-12-03' });
  });
  it('refuses an end before the start and more than 92 days', () => {
    expect(reportRangeProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(reportRangeProblem('2026-11-28', '2026-11-27')).toBe('order');
    expect(REPORT_MAX_DAYS).toBe(92);
    expect(reportRangeProblem('2026-01-01', '2026-04-02')).toBeNull(); // 92 days
    expect(reportRangeProblem('2026-01-01', '2026-04-03')).toBe('tooLong');
  });
});
