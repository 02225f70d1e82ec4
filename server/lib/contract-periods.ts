import type { PeriodKind } from '../../src/rules/contractTiers';
import { offsetAt } from './zoned-time';

/**
 * Agent contracts' periods (ADR 0026) in the brand's time zone: the day (salary), the hour (hourly),
 * the half-month (1st–15th, 16th–end) and the month (dividend), each with a stable key
 * (`2026-11-26`, `2026-11-26T13`, `2026-11-H1`, `2026-11`) that a settlement is unique by.
 */

/** The instant of a wall-clock time in `timeZone` (fields may overflow, as Date.UTC). */
function instant(y: number, m: number, d: number, h: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d, h);
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
}

function wallOf(t: Date, timeZone: string) {
  const w = new Date(t.getTime() + offsetAt(t.getTime(), timeZone));
  return { y: w.getUTCFullYear(), m: w.getUTCMonth() + 1, d: w.getUTCDate(), h: w.getUTCHours() };
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface Period {
  /** `2026-11-26` (day), `2026-11-26T13` (hour), `2026-11-H1` / `2026-11-H2` (half-month), `2026-11` (month). */
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The period of `kind` that contains `t`, in `timeZone`. */
export function periodAt(kind: PeriodKind, t: Date, timeZone: string): Period {
  const { y, m, d, h } = wallOf(t, timeZone);
  return periodOf(kind, y, m, d, h, timeZone);
}

function periodOf(kind: PeriodKind, y: number, m: number, d: number, h: number, timeZone: string): Period {
  switch (kind) {
    case 'hour':
      return {
        key: `${y}-${pad(m)}-${pad(d)}T${pad(h)}`,
        start: instant(y, m, d, h, timeZone),
        end: instant(y, m, d, h + 1, timeZone),
      };
    case 'day':
      return {
        key: `${y}-${pad(m)}-${pad(d)}`,
        start: instant(y, m, d, 0, timeZone),
        end: instant(y, m, d + 1, 0, timeZone),
      };
    case 'month':
      return { key: `${y}-${pad(m)}`, start: instant(y, m, 1, 0, timeZone), end: instant(y, m + 1, 1, 0, timeZone) };
    case 'half_month':
      return d <= 15
        ? { key: `${y}-${pad(m)}-H1`, start: instant(y, m, 1, 0, timeZone), end: instant(y, m, 16, 0, timeZone) }
        : { key: `${y}-${pad(m)}-H2`, start: instant(y, m, 16, 0, timeZone), end: instant(y, m + 1, 1, 0, timeZone) };
  }
}

/** The period of `kind` that ended last before `t` (the one a settlement job pays). */
export function previousPeriod(kind: PeriodKind, t: Date, timeZone: string): Period {
  const current = periodAt(kind, t, timeZone);
  return periodAt(kind, new Date(current.start.getTime() - 1), timeZone);
}

const KEY_SHAPES: Record<PeriodKind, RegExp> = {
  hour: /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/,
  day: /^(\d{4})-(\d{2})-(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
  half_month: /^(\d{4})-(\d{2})-H([12])$/,
};

/** The period a key names, or null when the key is not one of `kind` (a re-run's input). */
export function periodFromKey(kind: PeriodKind, key: string, timeZone: string): Period | null {
  const match = KEY_SHAPES[kind].exec(key);
  if (!match) return null;
  const [y, m, a = 1, h = 0] = match.slice(1).map(Number) as [number, number, number?, number?];
  if (m < 1 || m > 12) return null;
  const d = kind === 'half_month' ? (a === 1 ? 1 : 16) : kind === 'month' ? 1 : a;
  if (d < 1 || d > 31 || h > 23) return null;
  const p = periodAt(kind, instant(y, m, d, kind === 'hour' ? h : 0, timeZone), timeZone);
  return p.key === key ? p : null;
}
