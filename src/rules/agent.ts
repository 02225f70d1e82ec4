/**
 * The agent area's pure rules (issue 21, spec §2 Agent home, §9): the greeting by local hour, and
 * the team KPI periods as calendar days. The server turns days into instants in the reader's time
 * zone; nothing here knows about zones.
 */

export const GREETINGS = ['morning', 'earlyAfternoon', 'lateAfternoon', 'evening'] as const;
export type Greeting = (typeof GREETINGS)[number];

/**
 * Spec §9: local hour 0–10 morning; above 10 to 14 early afternoon; above 14 to 18 late afternoon;
 * above 18 evening. The hour is the whole local hour (0–23), so 10:59 is still morning.
 */
export function greetingFor(hour: number): Greeting {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`not an hour: ${hour}`);
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

export const KPI_PERIODS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];
/** The longest custom period, in days (first and last included): the filter bar's year (CUSTOM_RANGE_MAX_DAYS + 1). */
export const KPI_CUSTOM_MAX_DAYS = 365;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` as a UTC midnight (calendar arithmetic only), or null when not a real date. */
function parseDay(day: string): number | null {
  if (!DAY.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? null : t;
}
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `day` moved by `n` calendar days. */
export const addDay = (day: string, n: number) => dayOf((parseDay(day) ?? Number.NaN) + n * DAY_MS);

export interface KpiDays {
  /** Every calendar day of the period, oldest first (the chart's buckets). */
  days: string[];
  first: string;
  last: string;
}

/**
 * The calendar days a KPI period covers, given the reader's `today`: today; yesterday; the last 7
 * or 30 days ending today; or a custom first..last (not after today, at most
 * {@link KPI_CUSTOM_MAX_DAYS} days). Null for a custom period that is not valid.
 */
export function kpiDays(period: KpiPeriod, today: string, custom?: { from?: string; to?: string }): KpiDays | null {
  const t = parseDay(today);
  if (t === null) return null;
  let first: number;
  let last: number;
  switch (period) {
    case 'today':
      first = last = t;
      break;
    case 'yesterday':
      first = last = t - DAY_MS;
      break;
    case 'last7':
      first = t - 6 * DAY_MS;
      last = t;
      break;
    case 'last30':
      first = t - 29 * DAY_MS;
      last = t;
      break;
    case 'custom': {
      const f = custom?.from ? parseDay(custom.from) : null;
      const l = custom?.to ? parseDay(custom.to) : null;
      if (f === null || l === null || f > l || l > t) return null;
      if ((l - f) / DAY_MS + 1 > KPI_CUSTOM_MAX_DAYS) return null;
      first = f;
      last = l;
      break;
    }
  }
  const days: string[] = [];
  for (let d = first; d <= last; d += DAY_MS) days.push(dayOf(d));
  return { days, first: dayOf(first), last: dayOf(last) };
}

/** The overview's KPIs, in the order the page shows them. */
export const TEAM_KPIS = [
  'registrations',
  'firstDeposits',
  'deposits',
  'withdrawals',
  'activeBettors',
  'turnover',
  'wins',
  'net',
] as const;
export type TeamKpi = (typeof TEAM_KPIS)[number];
/** KPIs that are amounts (minor units); the others are head counts. */
export const MONEY_KPIS: readonly TeamKpi[] = ['deposits', 'withdrawals', 'turnover', 'wins', 'net'];

/** Team manage's page size (spec: 25 a page, like the lobby lists). */
export const TEAM_PAGE_SIZE = 25;
