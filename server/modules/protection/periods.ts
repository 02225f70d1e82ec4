import type { LimitPeriod } from '../../../src/api/contract/protection.constants';

/** The wall-clock offset of `timeZone` at `t`, in ms (wall clock − UTC). */
function offsetAt(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(t));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(t / 1000) * 1000;
}

/** The calendar date (year, month 1-12, day, weekday 1 = Monday … 7 = Sunday) of `t` in `timeZone`. */
function dateIn(t: Date, timeZone: string) {
  const wall = new Date(t.getTime() + offsetAt(t.getTime(), timeZone));
  const weekday = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate(), weekday };
}

/** The instant of 00:00 on a calendar date in `timeZone` (days and months may overflow, as Date.UTC). */
function midnight(y: number, m: number, d: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

/**
 * The calendar period holding `t` in `timeZone`: a day from 00:00, a week from Monday 00:00, a
 * month from the 1st at 00:00. `end` is the start of the next period (a limit's `resetsAt`).
 */
export function periodOf(t: Date, period: LimitPeriod, timeZone: string): { start: Date; end: Date } {
  const { y, m, d, weekday } = dateIn(t, timeZone);
  if (period === 'day') return { start: midnight(y, m, d, timeZone), end: midnight(y, m, d + 1, timeZone) };
  if (period === 'week') {
    const monday = d - (weekday - 1);
    return { start: midnight(y, m, monday, timeZone), end: midnight(y, m, monday + 7, timeZone) };
  }
  return { start: midnight(y, m, 1, timeZone), end: midnight(y, m + 1, 1, timeZone) };
}

/** `t` plus whole calendar months (UTC), for self-exclusion ends. */
export function addMonths(t: Date, months: number): Date {
  const r = new Date(t.getTime());
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}
