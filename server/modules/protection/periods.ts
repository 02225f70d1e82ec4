import type { LimitPeriod } from '../../../src/api/contract/protection.constants';
import { dateIn, midnight } from '../../lib/zoned-time';

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
