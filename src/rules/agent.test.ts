import { describe, expect, it } from 'vitest';
import { addDay, greetingFor, KPI_CUSTOM_MAX_DAYS, kpiDays } from './agent';

describe('greeting by local hour (spec §9)', () => {
  it('0–10 morning, above 10 to 14 early afternoon, above 14 to 18 late afternoon, above 18 evening', () => {
    const byHour = Array.from({ length: 24 }, (_, h) => greetingFor(h));
    expect(byHour.slice(0, 11)).toEqual(Array(11).fill('morning'));
    expect(byHour.slice(11, 15)).toEqual(Array(4).fill('earlyAfternoon'));
    expect(byHour.slice(15, 19)).toEqual(Array(4).fill('lateAfternoon'));
    expect(byHour.slice(19)).toEqual(Array(5).fill('evening'));
  });

  it('refuses what is not an hour', () => {
    for (const h of [-1, 24, 10.5, Number.NaN]) expect(() => greetingFor(h)).toThrow(RangeError);
  });
});

describe('team KPI periods as calendar days', () => {
  const today = '2026-03-01';
  it('today and yesterday are one day each, across a month end', () => {
    expect(kpiDays('today', today)).toEqual({ days: ['2026-03-01'], first: '2026-03-01', last: '2026-03-01' });
    expect(kpiDays('yesterday', today)).toEqual({ days: ['2026-02-28'], first: '2026-02-28', last: '2026-02-28' });
  });

  it('the last 7 and 30 days end today and include it', () => {
    const week = kpiDays('last7', today)!;
    expect(week.days).toHaveLength(7);
    expect(week.first).toBe('2026-02-23');
    expect(week.last).toBe(today);
    const month = kpiDays('last30', today)!;
    expect(month.days).toHaveLength(30);
    expect(month.first).toBe('2026-01-31');
  });

  it('a custom period is first..last inclusive, not after today, at most the maximum', () => {
    expect(kpiDays('custom', today, { from: '2026-02-27', to: '2026-03-01' })?.days).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(kpiDays('custom', today, { from: '2026-03-01', to: '2026-03-02' })).toBeNull();
    expect(kpiDays('custom', today, { from: '2026-03-01', to: '2026-02-28' })).toBeNull();
    expect(kpiDays('custom', today, { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(kpiDays('custom', today, { from: '2026-02-01' })).toBeNull();
    const longest = addDay(today, -(KPI_CUSTOM_MAX_DAYS - 1));
    expect(kpiDays('custom', today, { from: longest, to: today })?.days).toHaveLength(KPI_CUSTOM_MAX_DAYS);
    expect(kpiDays('custom', today, { from: addDay(longest, -1), to: today })).toBeNull();
  });

  it('refuses a today that is not a date', () => {
    expect(kpiDays('today', '2026-13-01')).toBeNull();
  });
});
