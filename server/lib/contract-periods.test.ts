import { describe, expect, it } from 'vitest';
import { periodAt, periodFromKey, previousPeriod } from './contract-periods';

const TZ = 'Asia/Shanghai';

describe('contract periods (Asia/Shanghai, UTC+8)', () => {
  // 2026-11-16 00:30 in Shanghai.
  const t = new Date('2026-11-15T16:30:00Z');

  it('names the day, hour, half-month and month a moment falls in', () => {
    expect(periodAt('day', t, TZ)).toEqual({
      key: '2026-11-16',
      start: new Date('2026-11-15T16:00:00Z'),
      end: new Date('2026-11-16T16:00:00Z'),
    });
    expect(periodAt('hour', t, TZ)).toEqual({
      key: '2026-11-16T00',
      start: new Date('2026-11-15T16:00:00Z'),
      end: new Date('2026-11-15T17:00:00Z'),
    });
    expect(periodAt('half_month', t, TZ)).toEqual({
      key: '2026-11-H2',
      start: new Date('2026-11-15T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
    expect(periodAt('month', t, TZ)).toEqual({
      key: '2026-11',
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });

  it('the previous period is the one a job settles', () => {
    expect(previousPeriod('day', t, TZ).key).toBe('2026-11-15');
    expect(previousPeriod('hour', t, TZ).key).toBe('2026-11-15T23');
    expect(previousPeriod('half_month', t, TZ)).toMatchObject({
      key: '2026-11-H1',
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-15T16:00:00Z'),
    });
    expect(previousPeriod('month', t, TZ).key).toBe('2026-10');
    // Across a year and February's end.
    expect(previousPeriod('half_month', new Date('2027-01-01T00:00:00Z'), TZ).key).toBe('2026-12-H2');
    expect(periodAt('half_month', new Date('2028-02-29T12:00:00Z'), TZ).end).toEqual(new Date('2028-02-29T16:00:00Z'));
  });

  it('reads a key back, and refuses a key of another kind or an impossible date', () => {
    expect(periodFromKey('day', '2026-11-15', TZ)).toEqual(periodAt('day', new Date('2026-11-15T04:00:00Z'), TZ));
    expect(periodFromKey('hour', '2026-11-15T23', TZ)?.start).toEqual(new Date('2026-11-15T15:00:00Z'));
    expect(periodFromKey('half_month', '2026-11-H2', TZ)?.key).toBe('2026-11-H2');
    expect(periodFromKey('month', '2026-11', TZ)?.start).toEqual(new Date('2026-10-31T16:00:00Z'));
    expect(periodFromKey('day', '2026-02-30', TZ)).toBeNull();
    expect(periodFromKey('day', '2026-11', TZ)).toBeNull();
    expect(periodFromKey('half_month', '2026-11-H3', TZ)).toBeNull();
    expect(periodFromKey('hour', '2026-11-15T24', TZ)).toBeNull();
  });
});
