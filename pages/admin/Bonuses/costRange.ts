import { COST_MAX_DAYS } from '../../../src/api/contract/adminBonus';

/** The cost report's default: the last 30 days, today included. */
export const COST_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const dayMs = (value: string) => Date.parse(`${value}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The default range ending on `today` (YYYY-MM-DD, UTC days as the report counts them). */
export function defaultCostRange(today: string): { from: string; to: string } {
  return { from: iso(dayMs(today) - (COST_DEFAULT_DAYS - 1) * DAY_MS), to: today };
}

/** Days in a range, both ends included; 0 when the end is before the start or a day is not one. */
export function rangeDays(from: string, to: string): number {
  const a = dayMs(from);
  const b = dayMs(to);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return 0;
  return Math.round((b - a) / DAY_MS) + 1;
}

/** Why a range cannot be asked for, or null: `range` (end before start), `tooLong` (over 92 days). */
export function rangeProblem(from: string, to: string): 'range' | 'tooLong' | null {
  const days = rangeDays(from, to);
  if (days === 0) return 'range';
  return days > COST_MAX_DAYS ? 'tooLong' : null;
}

/** Every day of the range in order, each with its figures or zeros: the report sends only days with activity. */
export function fillDays<D extends { day: string }>(
  days: readonly D[],
  from: string,
  to: string,
  zero: (day: string) => D,
): D[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const n = rangeDays(from, to);
  const start = dayMs(from);
  return Array.from({ length: n }, (_, i) => {
    const day = iso(start + i * DAY_MS);
    return byDay.get(day) ?? zero(day);
  });
}
