import { afterEach, describe, expect, it } from 'vitest';
import { initialPeriod, moveCustom, periodRange, rangeToIso } from './period';

/** Runs `fn` with the process in time zone `tz` (Node re-reads TZ when it changes). */
function inZone<T>(tz: string, fn: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    return fn();
  } finally {
    process.env.TZ = before;
  }
}

afterEach(() => {
  delete process.env.TZ;
});

describe('periodRange', () => {
  it('today in Shanghai is the Shanghai day, as UTC instants', () =>
    inZone('Asia/Shanghai', () => {
      const now = new Date('2026-11-26T01:30:00Z'); // 09:30 in Shanghai
      expect(rangeToIso(periodRange(initialPeriod('today', now), now))).toEqual({
        from: '2026-11-25T16:00:00.000Z',
        to: '2026-11-26T15:59:59.999Z',
      });
    }));

  it('the same instant is still yesterday in New York', () =>
    inZone('America/New_York', () => {
      const now = new Date('2026-11-26T01:30:00Z'); // 20:30 on the 25th in New York
      expect(rangeToIso(periodRange(initialPeriod('today', now), now))).toEqual({
        from: '2026-11-25T05:00:00.000Z',
        to: '2026-11-26T04:59:59.999Z',
      });
    }));

  it('yesterday and the last 7 and 30 days end today', () =>
    inZone('Asia/Shanghai', () => {
      const now = new Date('2026-03-01T04:00:00Z');
      expect(rangeToIso(periodRange({ ...initialPeriod('yesterday', now) }, now))).toEqual({
        from: '2026-02-27T16:00:00.000Z',
        to: '2026-02-28T15:59:59.999Z',
      });
      expect(periodRange(initialPeriod('last7', now), now).from.toISOString()).toBe('2026-02-22T16:00:00.000Z');
      expect(periodRange(initialPeriod('last30', now), now).from.toISOString()).toBe('2026-01-30T16:00:00.000Z');
    }));

  it('the last 7 days across a daylight-saving change start at local midnight', () =>
    inZone('America/New_York', () => {
      const now = new Date('2026-03-10T15:00:00Z'); // DST began on 8 March
      const r = periodRange(initialPeriod('last7', now), now);
      expect(r.from.toISOString()).toBe('2026-03-04T05:00:00.000Z'); // EST midnight
      expect(r.to.toISOString()).toBe('2026-03-11T03:59:59.999Z'); // EDT end of day
    }));

  it('a custom range covers whole days from the first to the last', () =>
    inZone('Asia/Shanghai', () => {
      const now = new Date('2026-11-26T01:30:00Z');
      const p = { preset: 'custom' as const, custom: { start: new Date(2026, 10, 1), end: new Date(2026, 10, 3) } };
      expect(rangeToIso(periodRange(p, now))).toEqual({
        from: '2026-10-31T16:00:00.000Z',
        to: '2026-11-03T15:59:59.999Z',
      });
    }));
});

describe('initialPeriod and moveCustom', () => {
  it('starts with the 7 days ending today ready for custom', () =>
    inZone('Asia/Shanghai', () => {
      const now = new Date(2026, 10, 26, 9, 30);
      expect(initialPeriod('last7', now).custom).toEqual({
        start: new Date(2026, 10, 20),
        end: new Date(2026, 10, 26),
      });
    }));

  it('a start after the end drags the end along; an end before the start drags the start', () => {
    const p = { preset: 'custom' as const, custom: { start: new Date(2026, 10, 10), end: new Date(2026, 10, 12) } };
    expect(moveCustom(p, new Date(2026, 10, 15), 'start').custom).toEqual({
      start: new Date(2026, 10, 15),
      end: new Date(2026, 10, 15),
    });
    expect(moveCustom(p, new Date(2026, 10, 5), 'end').custom).toEqual({
      start: new Date(2026, 10, 5),
      end: new Date(2026, 10, 5),
    });
  });

  it('keeps the range within a year', () => {
    const p = { preset: 'custom' as const, custom: { start: new Date(2026, 0, 1), end: new Date(2026, 0, 2) } };
    const moved = moveCustom(p, new Date(2027, 5, 1), 'end');
    expect(moved.custom.end).toEqual(new Date(2027, 5, 1));
    expect(moved.custom.start).toEqual(new Date(2026, 5, 2));
  });
});
