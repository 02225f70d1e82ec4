/**
 * The date picker's rules (spec §4): modes datetime, date, time, month and year; values clipped to
 * min and max; a 2000–2030 default range; a minute step of 1 by default; a 12-hour option.
 *
 * Everything works on local calendar parts (what the person sees on the wheels), never on
 * timestamps, so a leap day or a month end is a matter of arithmetic on parts. `toDate`/`partsOf`
 * cross to and from `Date` in the browser's time zone.
 */

export const DATE_PICKER_MODES = ['datetime', 'date', 'time', 'month', 'year'] as const;
export type DatePickerMode = (typeof DATE_PICKER_MODES)[number];

/** A column of the picker. `meridiem` (AM/PM) only with the 12-hour option. */
export type DatePart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'meridiem';

/** Local calendar parts. `month` is 1–12, `hour` 0–23. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The spec's default range: 2000-01-01 00:00 to 2030-12-31 23:59. */
export const DEFAULT_MIN: Readonly<DateParts> = { year: 2000, month: 1, day: 1, hour: 0, minute: 0 };
export const DEFAULT_MAX: Readonly<DateParts> = { year: 2030, month: 12, day: 31, hour: 23, minute: 59 };
export const DEFAULT_MINUTE_STEP = 1;

export interface PickerBounds {
  min: DateParts;
  max: DateParts;
  mode: DatePickerMode;
  /** Minutes offered: multiples of this (1–30); the boundary minute itself when no multiple fits. */
  minuteStep: number;
}

const ORDER = ['year', 'month', 'day', 'hour', 'minute'] as const;
type Unit = (typeof ORDER)[number];

/** The finest unit a mode edits: values are compared and kept at this precision. */
export const GRAIN: Record<DatePickerMode, Unit> = {
  year: 'year',
  month: 'month',
  date: 'day',
  datetime: 'minute',
  time: 'minute',
};

/** The columns of a mode, in order. A `time` picker keeps the date of its value. */
export function columnsFor(mode: DatePickerMode, hour12 = false): DatePart[] {
  const date: DatePart[] =
    mode === 'year' ? ['year'] : mode === 'month' ? ['year', 'month'] : mode === 'time' ? [] : ['year', 'month', 'day'];
  const time: DatePart[] =
    mode === 'datetime' || mode === 'time' ? ['hour', 'minute', ...(hour12 ? (['meridiem'] as const) : [])] : [];
  return [...date, ...time];
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

export function partsOf(date: Date): DateParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

export function toDate(p: DateParts): Date {
  const d = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, 0, 0);
  // Years 0–99 would map to 1900–1999.
  if (p.year >= 0 && p.year < 100) d.setFullYear(p.year);
  return d;
}

/** Compares two values down to `grain` (coarser units only): negative, zero or positive. */
export function compareParts(a: DateParts, b: DateParts, grain: Unit = 'minute'): number {
  for (const unit of ORDER) {
    const diff = a[unit] - b[unit];
    if (diff !== 0) return diff;
    if (unit === grain) break;
  }
  return 0;
}

/** Drops the units finer than `grain`: the first of the month, midnight, the top of the hour. */
export function truncate(p: DateParts, grain: Unit): DateParts {
  const keep = ORDER.indexOf(grain);
  const floor: DateParts = { year: p.year, month: 1, day: 1, hour: 0, minute: 0 };
  const out = { ...p };
  for (const [i, unit] of ORDER.entries()) if (i > keep) out[unit] = floor[unit];
  return out;
}

const clampInt = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.trunc(n) || 0));

/** Parts within the calendar: month 1–12, a day that exists in that month, hour 0–23, minute 0–59. */
function wellFormed(p: DateParts): DateParts {
  const month = clampInt(p.month, 1, 12);
  return {
    year: Math.trunc(p.year) || 0,
    month,
    day: clampInt(p.day, 1, daysInMonth(p.year, month)),
    hour: clampInt(p.hour, 0, 23),
    minute: clampInt(p.minute, 0, 59),
  };
}

/** min and max at the mode's precision; a max below min is taken as min. */
function range(bounds: PickerBounds) {
  const grain = GRAIN[bounds.mode];
  const lo = truncate(wellFormed(bounds.min), grain);
  const hiRaw = truncate(wellFormed(bounds.max), grain);
  const hi = compareParts(hiRaw, lo, grain) < 0 ? lo : hiRaw;
  return { lo, hi, grain };
}

const span = (lo: number, hi: number) => Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
const sameUpTo = (a: DateParts, b: DateParts, unit: Unit) => compareParts(a, b, unit) === 0;
const stepOf = (bounds: PickerBounds) => clampInt(bounds.minuteStep, 1, 30);

/** The hours allowed on the value's day (all 24 unless the day is min's or max's). */
function hoursFor(current: DateParts, lo: DateParts, hi: DateParts): number[] {
  return span(sameUpTo(current, lo, 'day') ? lo.hour : 0, sameUpTo(current, hi, 'day') ? hi.hour : 23);
}

/**
 * The values a column offers for the current value within the bounds: years from min to max; months,
 * days, hours and minutes restricted where the value sits on min's or max's year, month, day or hour;
 * the days of that month (29 in a leap February); minutes in steps. In 12-hour mode the hour column
 * offers the hours (0–23) of the current half of the day, and `meridiem` offers 0 (AM) and/or 1 (PM).
 * `current` should already be clipped (see {@link clipParts}).
 */
export function optionsFor(part: DatePart, current: DateParts, bounds: PickerBounds, hour12 = false): number[] {
  const { lo, hi } = range(bounds);
  switch (part) {
    case 'year':
      return span(lo.year, hi.year);
    case 'month':
      return span(current.year === lo.year ? lo.month : 1, current.year === hi.year ? hi.month : 12);
    case 'day':
      return span(
        sameUpTo(current, lo, 'month') ? lo.day : 1,
        sameUpTo(current, hi, 'month') ? hi.day : daysInMonth(current.year, current.month),
      );
    case 'hour': {
      const hours = hoursFor(current, lo, hi);
      return hour12 ? hours.filter((h) => h >= 12 === current.hour >= 12) : hours;
    }
    case 'meridiem': {
      const hours = hoursFor(current, lo, hi);
      return [0, 1].filter((half) => hours.some((h) => h >= 12 === (half === 1)));
    }
    case 'minute': {
      const from = sameUpTo(current, lo, 'hour') ? lo.minute : 0;
      const to = sameUpTo(current, hi, 'hour') ? hi.minute : 59;
      const step = stepOf(bounds);
      const stepped = span(from, to).filter((m) => m % step === 0);
      return stepped.length > 0 ? stepped : span(from, Math.min(from, to));
    }
  }
}

/**
 * A value clipped into [min, max] at the mode's precision: below min gives min, above max gives max,
 * the finer units dropped (a date at midnight, a month on its first day), a day that does not exist
 * in its month moved to the month's last day, and the minute snapped down to the step (up at min).
 */
export function clipParts(value: DateParts, bounds: PickerBounds): DateParts {
  const { lo, hi, grain } = range(bounds);
  const p = truncate(wellFormed(value), grain);
  let out: DateParts;
  let edge: 'lo' | 'hi' | null = null;
  if (compareParts(p, lo, grain) < 0) {
    out = { ...lo };
    edge = 'lo';
  } else if (compareParts(p, hi, grain) > 0) {
    out = { ...hi };
    edge = 'hi';
  } else {
    out = p;
  }
  if (grain !== 'minute') return out;
  const minutes = optionsFor('minute', out, bounds);
  if (edge === 'lo') return { ...out, minute: minutes[0] ?? out.minute };
  if (edge === 'hi') return { ...out, minute: minutes.at(-1) ?? out.minute };
  const below = minutes.filter((m) => m <= out.minute);
  return { ...out, minute: below.at(-1) ?? minutes[0] ?? out.minute };
}

/** A `Date` clipped into [min, max] (see {@link clipParts}); the defaults are 2000–2030, step 1. */
export function clipDate(
  value: Date,
  opts: { mode: DatePickerMode; min?: Date; max?: Date; minuteStep?: number },
): Date {
  return toDate(clipParts(partsOf(value), boundsOf(opts)));
}

/** The bounds for a picker's props, with the spec's defaults. */
export function boundsOf(opts: { mode: DatePickerMode; min?: Date; max?: Date; minuteStep?: number }): PickerBounds {
  return {
    mode: opts.mode,
    min: opts.min ? partsOf(opts.min) : { ...DEFAULT_MIN },
    max: opts.max ? partsOf(opts.max) : { ...DEFAULT_MAX },
    minuteStep: opts.minuteStep ?? DEFAULT_MINUTE_STEP,
  };
}

/**
 * The value after one column changed: switching AM/PM keeps the hour on the clock face, a day past
 * the new month's end becomes its last day (31 March → February gives the 28th or 29th), and the
 * result is clipped into the bounds.
 */
export function setPart(current: DateParts, part: DatePart, value: number, bounds: PickerBounds): DateParts {
  const next = { ...current };
  if (part === 'meridiem') next.hour = (next.hour % 12) + (value === 1 ? 12 : 0);
  else next[part] = value;
  next.day = Math.min(next.day, daysInMonth(next.year, next.month));
  return clipParts(next, bounds);
}

/** An hour on a 12-hour clock: 0 is 12 AM, 13 is 1 PM. */
export function to12Hour(hour: number): { hour: number; pm: boolean } {
  return { hour: hour % 12 === 0 ? 12 : hour % 12, pm: hour >= 12 };
}
