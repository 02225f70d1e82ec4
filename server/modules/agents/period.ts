import { sql } from 'drizzle-orm';
import { VIP_TIME_ZONE } from '../../../src/api/contract/vip';
import { type KpiDays, type KpiPeriod, kpiDays } from '../../../src/rules/agent';
import { invalid } from '../../lib/errors';
import { localDay, midnight, offsetAt } from '../../lib/zoned-time';

/**
 * The agent area's periods (team overview, team PnL, team betting): the reader's zone, and a
 * period of the reader's calendar days as instants.
 */

/** The reader's zone, when the runtime knows it (400 request.invalid, fields.tz, when not). */
export function readerZone(tz: string | undefined): string {
  if (tz === undefined) return VIP_TIME_ZONE;
  try {
    offsetAt(0, tz);
    return tz;
  } catch {
    throw invalid('Unknown time zone', { tz: 'validation.timeZone' });
  }
}

/** The instants of a reader's calendar days first..last in `tz`. */
export function dayBounds(first: string, last: string, tz: string) {
  const [y1, m1, d1] = first.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = last.split('-').map(Number) as [number, number, number];
  return { start: midnight(y1, m1, d1, tz), end: midnight(y2, m2, d2 + 1, tz) };
}

/** A KPI period for the reader: its days, zone and instants (400 request.invalid for a bad custom one). */
export function readerPeriod(
  q: { period?: KpiPeriod; from?: string; to?: string; tz?: string },
  now: Date,
): KpiDays & { tz: string; start: Date; end: Date } {
  const tz = readerZone(q.tz);
  const period = kpiDays(q.period ?? 'today', localDay(now, tz), { from: q.from, to: q.to });
  if (!period) throw invalid('The period is not valid', { from: 'validation.period', to: 'validation.period' });
  return { ...period, tz, ...dayBounds(period.first, period.last, tz) };
}

/** An instant as a query parameter both drivers read the same way. */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
