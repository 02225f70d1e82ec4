import { describe, expect, it } from 'vitest';
import {
  DATE_PATTERNS,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthDay,
  formatTime,
  parseDateValue,
  patternsFor,
  toDateValue,
} from './dates';
import { availableLanguages } from './languages';

// 2026-11-25 13:05:09 UTC: 21:05 in Shanghai, 08:05 in New York, the next day at 02:05 in Auckland.
const instant = new Date(Date.UTC(2026, 10, 25, 13, 5, 9));
const shanghai = { timeZone: 'Asia/Shanghai' };

describe('one date and one date-time format per language (spec §9: YYYY-MM-DD)', () => {
  it('gives every language of the switcher an explicit entry', () => {
    expect(Object.keys(DATE_PATTERNS).sort()).toEqual(availableLanguages.map((l) => l.code).sort());
  });

  it.each(availableLanguages.map((l) => l.code))(
    '%s writes a day as YYYY-MM-DD and a moment on a 24-hour clock',
    (lang) => {
      expect(formatDate(instant, lang, shanghai)).toBe('2026-11-25');
      expect(formatDateTime(instant, lang, shanghai)).toBe('2026-11-25 21:05');
      expect(formatDateTime(instant, lang, { ...shanghai, seconds: true })).toBe('2026-11-25 21:05:09');
      expect(formatTime(instant, lang, shanghai)).toBe('21:05');
      expect(formatTime(instant, lang, { ...shanghai, seconds: true })).toBe('21:05:09');
      expect(formatMonth(instant, lang, shanghai)).toBe('2026-11');
      expect(formatMonthDay(instant, lang, shanghai)).toBe('11-25');
    },
  );

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    expect(formatDateTime('2026-11-25T13:05:09.000Z', 'en', shanghai)).toBe('2026-11-25 21:05');
    expect(formatDateTime(instant.getTime(), 'en', shanghai)).toBe('2026-11-25 21:05');
  });

  it('falls back to English for a language it has no entry for, and never writes "Invalid Date"', () => {
    expect(patternsFor('fr-FR')).toBe(DATE_PATTERNS.en);
    expect(patternsFor(undefined)).toBe(DATE_PATTERNS.en);
    expect(formatDateTime(instant, 'fr', shanghai)).toBe('2026-11-25 21:05');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('time zones', () => {
  it('reads the instant in the zone it is given, across a day boundary', () => {
    expect(formatDateTime(instant, 'en', { timeZone: 'UTC' })).toBe('2026-11-25 13:05');
    expect(formatDateTime(instant, 'en', { timeZone: 'America/New_York' })).toBe('2026-11-25 08:05');
    expect(formatDateTime(instant, 'en', { timeZone: 'Pacific/Auckland' })).toBe('2026-11-26 02:05');
    expect(formatDate(Date.UTC(2026, 0, 1, 2), 'en', { timeZone: 'America/Los_Angeles' })).toBe('2025-12-31');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 0), 'en', { timeZone: 'UTC' })).toBe('00:00');
  });

  it('uses the reader’s own zone by default (the wall clock of Date)', () => {
    const local = new Date(2026, 10, 25, 7, 3, 4);
    expect(formatDateTime(local, 'en', { seconds: true })).toBe('2026-11-25 07:03:04');
    expect(formatDate(local, 'zh-CN')).toBe('2026-11-25');
  });
});

describe('the 12-hour option of the DatePicker', () => {
  it('names the half of the day in the language', () => {
    expect(formatTime(instant, 'en', { ...shanghai, hour12: true })).toBe('9:05 PM');
    expect(formatTime(instant, 'zh-CN', { ...shanghai, hour12: true })).toBe('下午9:05');
    expect(formatTime(Date.UTC(2026, 0, 1, 0, 30), 'en', { timeZone: 'UTC', hour12: true })).toBe('12:30 AM');
    expect(formatTime(Date.UTC(2026, 0, 1, 12, 0), 'en', { timeZone: 'UTC', hour12: true })).toBe('12:00 PM');
  });
});

describe('a day as a form stores it (the birthday)', () => {
  it('is YYYY-MM-DD in both directions', () => {
    expect(toDateValue(new Date(1990, 4, 7, 23, 59))).toBe('1990-05-07');
    const day = parseDateValue('1990-05-07');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([1990, 4, 7, 0]);
    expect(toDateValue(parseDateValue('1900-01-01') as Date)).toBe('1900-01-01');
  });

  it('refuses what is not a real day or not in that shape', () => {
    expect(parseDateValue('2001-02-29')).toBeNull();
    expect(parseDateValue('2024-02-29')).not.toBeNull();
    expect(parseDateValue('2000-13-01')).toBeNull();
    expect(parseDateValue('05/07/1990')).toBeNull();
    expect(parseDateValue('1990-5-7')).toBeNull();
    expect(parseDateValue('')).toBeNull();
    expect(parseDateValue(null)).toBeNull();
  });
});
