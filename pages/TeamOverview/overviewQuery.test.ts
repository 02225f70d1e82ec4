import { describe, expect, it } from 'vitest';
import { overviewQuery } from '.';

describe('the overview query from the filter bar', () => {
  it('sends a preset as is, and a custom range as the reader’s own first and last day', () => {
    const custom = { start: new Date(2026, 10, 1), end: new Date(2026, 10, 27) };
    expect(overviewQuery({ preset: 'last7', custom })).toEqual({ period: 'last7' });
    expect(overviewQuery({ preset: 'custom', custom })).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-27',
    });
  });
});
