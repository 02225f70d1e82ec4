import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  clipDate,
  clipParts,
  columnsFor,
  compareParts,
  type DateParts,
  type DatePickerMode,
  DEFAULT_MAX,
  DEFAULT_MIN,
  daysInMonth,
  isLeapYear,
  optionsFor,
  type PickerBounds,
  partsOf,
  setPart,
  to12Hour,
  toDate,
} from './datePickerLogic';

const at = (year: number, month = 1, day = 1, hour = 0, minute = 0): DateParts => ({ year, month, day, hour, minute });
const bounds = (mode: DatePickerMode, over: Partial<PickerBounds> = {}): PickerBounds => ({
  mode,
  min: { ...DEFAULT_MIN },
  max: { ...DEFAULT_MAX },
  minuteStep: 1,
  ...over,
});
const span = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

describe('columns per mode', () => {
  it.each([
    ['datetime', false, ['year', 'month', 'day', 'hour', 'minute']],
    ['datetime', true, ['year', 'month', 'day', 'hour', 'minute', 'meridiem']],
    ['date', false, ['year', 'month', 'day']],
    ['date', true, ['year', 'month', 'day']],
    ['time', false, ['hour', 'minute']],
    ['time', true, ['hour', 'minute', 'meridiem']],
    ['month', false, ['year', 'month']],
    ['year', false, ['year']],
  ] as const)('%s (12-hour %s): %j', (mode, hour12, columns) => {
    expect(columnsFor(mode, hour12)).toEqual(columns);
  });
});

describe('calendar', () => {
  it('knows leap years: every 4th, not every 100th, every 400th', () => {
    expect([2000, 2004, 2024, 2028].every(isLeapYear)).toBe(true);
    expect([1900, 2001, 2023, 2100].some(isLeapYear)).toBe(false);
  });
  it('counts the days of each month, 29 in a leap February', () => {
    expect(span(1, 12).map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });
  it('round-trips local parts through Date', () => {
    const p = at(2024, 2, 29, 23, 59);
    expect(partsOf(toDate(p))).toEqual(p);
    expect(toDate(p).getSeconds()).toBe(0);
  });
  it('compares at a precision', () => {
    expect(compareParts(at(2024, 3, 1, 10), at(2024, 3, 1, 9), 'day')).toBe(0);
    expect(compareParts(at(2024, 3, 2), at(2024, 3, 1, 23, 59), 'day')).toBeGreaterThan(0);
    expect(compareParts(at(2024, 1), at(2024, 12), 'year')).toBe(0);
    expect(compareParts(at(2024, 1), at(2024, 12), 'month')).toBeLessThan(0);
  });
});

describe('defaults', () => {
  it('runs from 2000-01-01 00:00 to 2030-12-31 23:59 with a minute step of 1', () => {
    const b = boundsOf({ mode: 'datetime' });
    expect(b.min).toEqual(at(2000, 1, 1, 0, 0));
    expect(b.max).toEqual(at(2030, 12, 31, 23, 59));
    expect(b.minuteStep).toBe(1);
    expect(optionsFor('year', at(2015, 6, 15), b)).toEqual(span(2000, 2030));
    expect(optionsFor('minute', at(2015, 6, 15, 10), b)).toEqual(span(0, 59));
  });
  it('clips a date outside 2000–2030 to the edges', () => {
    expect(partsOf(clipDate(new Date(1999, 5, 1, 12, 0), { mode: 'datetime' }))).toEqual(at(2000, 1, 1, 0, 0));
    expect(partsOf(clipDate(new Date(2031, 0, 1), { mode: 'datetime' }))).toEqual(at(2030, 12, 31, 23, 59));
    expect(partsOf(clipDate(new Date(2031, 0, 1), { mode: 'date' }))).toEqual(at(2030, 12, 31));
  });
});

describe('options within min and max', () => {
  const b = bounds('datetime', { min: at(2020, 3, 15, 9, 30), max: at(2022, 10, 20, 18, 45) });

  it('offers the years from min to max', () => {
    expect(optionsFor('year', at(2021, 6, 1), b)).toEqual([2020, 2021, 2022]);
  });
  it('restricts months in the first and last year only', () => {
    expect(optionsFor('month', at(2020, 6, 1), b)).toEqual(span(3, 12));
    expect(optionsFor('month', at(2021, 6, 1), b)).toEqual(span(1, 12));
    expect(optionsFor('month', at(2022, 6, 1), b)).toEqual(span(1, 10));
  });
  it('offers the days of the month, restricted in the first and last month', () => {
    expect(optionsFor('day', at(2020, 3, 20), b)).toEqual(span(15, 31));
    expect(optionsFor('day', at(2020, 4, 20), b)).toEqual(span(1, 30));
    expect(optionsFor('day', at(2021, 2, 1), b)).toEqual(span(1, 28));
    expect(optionsFor('day', at(2022, 10, 1), b)).toEqual(span(1, 20));
    expect(optionsFor('day', at(2024, 2, 1), bounds('date'))).toEqual(span(1, 29));
  });
  it('restricts hours on the first and last day, and minutes in the first and last hour', () => {
    expect(optionsFor('hour', at(2020, 3, 15, 12), b)).toEqual(span(9, 23));
    expect(optionsFor('hour', at(2020, 3, 16, 12), b)).toEqual(span(0, 23));
    expect(optionsFor('hour', at(2022, 10, 20, 12), b)).toEqual(span(0, 18));
    expect(optionsFor('minute', at(2020, 3, 15, 9, 40), b)).toEqual(span(30, 59));
    expect(optionsFor('minute', at(2020, 3, 15, 10, 40), b)).toEqual(span(0, 59));
    expect(optionsFor('minute', at(2022, 10, 20, 18, 0), b)).toEqual(span(0, 45));
  });
  it('keeps min and max within one hour', () => {
    const tight = bounds('time', { min: at(2024, 5, 5, 10, 15), max: at(2024, 5, 5, 10, 20) });
    expect(optionsFor('hour', at(2024, 5, 5, 10, 17), tight)).toEqual([10]);
    expect(optionsFor('minute', at(2024, 5, 5, 10, 17), tight)).toEqual(span(15, 20));
  });
});

describe('minute step', () => {
  const b = bounds('datetime', { minuteStep: 15 });
  it('offers multiples of the step', () => {
    expect(optionsFor('minute', at(2024, 1, 1, 10), b)).toEqual([0, 15, 30, 45]);
  });
  it('snaps a value down to the step', () => {
    expect(clipParts(at(2024, 1, 1, 10, 44), b)).toEqual(at(2024, 1, 1, 10, 30));
  });
  it('starts at the first multiple after min, and ends at the last one before max', () => {
    const edged = bounds('datetime', { minuteStep: 15, min: at(2024, 1, 1, 10, 7), max: at(2024, 1, 1, 12, 50) });
    expect(optionsFor('minute', at(2024, 1, 1, 10, 15), edged)).toEqual([15, 30, 45]);
    expect(optionsFor('minute', at(2024, 1, 1, 12, 0), edged)).toEqual([0, 15, 30, 45]);
    expect(clipParts(at(2024, 1, 1, 10, 8), edged)).toEqual(at(2024, 1, 1, 10, 15));
    expect(clipParts(at(2023, 1, 1), edged)).toEqual(at(2024, 1, 1, 10, 15));
    expect(clipParts(at(2025, 1, 1), edged)).toEqual(at(2024, 1, 1, 12, 45));
  });
  it('offers the boundary minute when no multiple fits', () => {
    const odd = bounds('time', { minuteStep: 30, min: at(2024, 1, 1, 10, 50), max: at(2024, 1, 1, 10, 55) });
    expect(optionsFor('minute', at(2024, 1, 1, 10, 50), odd)).toEqual([50]);
    expect(clipParts(at(2024, 1, 1, 11, 0), odd)).toEqual(at(2024, 1, 1, 10, 50));
  });
});

describe('clipping', () => {
  const b = bounds('datetime', { min: at(2020, 3, 15, 9, 30), max: at(2022, 10, 20, 18, 45) });
  it('keeps a value inside the range', () => {
    expect(clipParts(at(2021, 7, 4, 12, 5), b)).toEqual(at(2021, 7, 4, 12, 5));
  });
  it('gives min below the range and max above it', () => {
    expect(clipParts(at(2020, 3, 15, 9, 29), b)).toEqual(at(2020, 3, 15, 9, 30));
    expect(clipParts(at(2019, 12, 31), b)).toEqual(at(2020, 3, 15, 9, 30));
    expect(clipParts(at(2022, 10, 20, 18, 46), b)).toEqual(at(2022, 10, 20, 18, 45));
  });
  it('compares at the mode precision and drops finer units', () => {
    const dates = bounds('date', { min: at(2020, 3, 15, 9, 30), max: at(2022, 10, 20, 18, 45) });
    // 15 March at midnight is the same day as min, so it is allowed in date mode.
    expect(clipParts(at(2020, 3, 15, 0, 0), dates)).toEqual(at(2020, 3, 15));
    expect(clipParts(at(2021, 5, 6, 13, 14), dates)).toEqual(at(2021, 5, 6));
    expect(clipParts(at(2023, 1, 1), dates)).toEqual(at(2022, 10, 20));
    const months = bounds('month', { min: at(2020, 3, 15), max: at(2022, 10, 20) });
    expect(clipParts(at(2020, 3, 2), months)).toEqual(at(2020, 3, 1));
    expect(clipParts(at(2020, 2, 28), months)).toEqual(at(2020, 3, 1));
    expect(clipParts(at(2022, 11, 1), months)).toEqual(at(2022, 10, 1));
    const years = bounds('year');
    expect(clipParts(at(2024, 7, 9, 10, 10), years)).toEqual(at(2024, 1, 1));
    expect(clipParts(at(1990, 7, 9), years)).toEqual(at(2000, 1, 1));
  });
  it('moves a day that does not exist to the end of its month', () => {
    expect(clipParts(at(2023, 2, 30), bounds('date'))).toEqual(at(2023, 2, 28));
    expect(clipParts(at(2024, 2, 31), bounds('date'))).toEqual(at(2024, 2, 29));
  });
  it('takes a max below min as min', () => {
    const upside = bounds('date', { min: at(2024, 5, 5), max: at(2020, 1, 1) });
    expect(clipParts(at(2030, 1, 1), upside)).toEqual(at(2024, 5, 5));
    expect(optionsFor('year', at(2024, 5, 5), upside)).toEqual([2024]);
  });
});

describe('changing a column', () => {
  const b = bounds('datetime', { min: at(2020, 3, 15, 9, 30), max: at(2022, 10, 20, 18, 45) });
  it('keeps a valid day when the month gets shorter (31 March → February)', () => {
    expect(setPart(at(2021, 3, 31, 10, 0), 'month', 2, b)).toEqual(at(2021, 2, 28, 10, 0));
    expect(setPart(at(2024, 1, 31), 'month', 2, bounds('date'))).toEqual(at(2024, 2, 29));
    expect(setPart(at(2024, 2, 29), 'year', 2023, bounds('date'))).toEqual(at(2023, 2, 28));
  });
  it('clips into the range when a column moves outside it', () => {
    expect(setPart(at(2021, 1, 10, 8, 0), 'year', 2020, b)).toEqual(at(2020, 3, 15, 9, 30));
    expect(setPart(at(2021, 12, 25, 20, 0), 'year', 2022, b)).toEqual(at(2022, 10, 20, 18, 45));
  });
  it('switches AM and PM on the same clock face', () => {
    const day = bounds('datetime');
    expect(setPart(at(2024, 1, 1, 9, 5), 'meridiem', 1, day)).toEqual(at(2024, 1, 1, 21, 5));
    expect(setPart(at(2024, 1, 1, 12, 0), 'meridiem', 0, day)).toEqual(at(2024, 1, 1, 0, 0));
  });
});

describe('12-hour clock', () => {
  it('maps hours to the clock face', () => {
    expect([0, 1, 11, 12, 13, 23].map(to12Hour)).toEqual([
      { hour: 12, pm: false },
      { hour: 1, pm: false },
      { hour: 11, pm: false },
      { hour: 12, pm: true },
      { hour: 1, pm: true },
      { hour: 11, pm: true },
    ]);
  });
  it('offers the hours of the current half, and only the halves within the range', () => {
    const b = bounds('time', { min: at(2024, 1, 1, 14, 0), max: at(2024, 1, 1, 23, 59) });
    expect(optionsFor('meridiem', at(2024, 1, 1, 15), b)).toEqual([1]);
    expect(optionsFor('hour', at(2024, 1, 1, 15), b, true)).toEqual(span(14, 23));
    const all = bounds('time');
    expect(optionsFor('meridiem', at(2024, 1, 1, 9), all)).toEqual([0, 1]);
    expect(optionsFor('hour', at(2024, 1, 1, 9), all, true)).toEqual(span(0, 11));
    expect(optionsFor('hour', at(2024, 1, 1, 12), all, true)).toEqual(span(12, 23));
  });
});
