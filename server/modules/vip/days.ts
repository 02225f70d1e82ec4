/**
 * Brand-local days and months (VIP_TIME_ZONE) for rebates, turnover shares and the monthly job:
 * `2026-11-27` and `2026-11`, and the instants they start and end.
 */
import { localDay, midnight } from '../../lib/zoned-time';

export { localDay };

/** The day before a `YYYY-MM-DD` day. */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The instants a brand-local day starts and ends. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { start: midnight(y, m, d, timeZone), end: midnight(y, m, d + 1, timeZone) };
}

/** The brand-local month of `t`: `2026-11`. */
export const localMonth = (t: Date, timeZone: string) => localDay(t, timeZone).slice(0, 7);

/** The month before a `YYYY-MM` month, and its bounds. */
export function monthBefore(month: string, timeZone: string): { month: string; start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const prev = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  return { month: prev, start: midnight(y, m - 1, 1, timeZone), end: midnight(y, m, 1, timeZone) };
}

/** A valid `YYYY-MM-DD`. */
export const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
