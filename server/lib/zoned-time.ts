/**
 * Wall-clock arithmetic in a time zone, with Intl only: the offset of a zone at an instant, the
 * calendar date an instant falls on there, and the instant of a date's midnight there. Player
 * protection's periods, the VIP and rebate days and months, and anything else that counts per
 * brand-local day build on these.
 */

/** The wall-clock offset of `timeZone` at `t` (epoch ms), in ms (wall clock − UTC). */
export function offsetAt(t: number, timeZone: string): number {
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
export function dateIn(t: Date, timeZone: string) {
  const wall = new Date(t.getTime() + offsetAt(t.getTime(), timeZone));
  const weekday = wall.getUTCDay() === 0 ? 7 : wall.getUTCDay();
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate(), weekday };
}

/** The instant of 00:00 on a calendar date in `timeZone` (days and months may overflow, as Date.UTC). */
export function midnight(y: number, m: number, d: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of `t` in `timeZone`, as `YYYY-MM-DD`. */
export function localDay(t: Date, timeZone: string): string {
  const { y, m, d } = dateIn(t, timeZone);
  return `${y}-${pad(m)}-${pad(d)}`;
}
