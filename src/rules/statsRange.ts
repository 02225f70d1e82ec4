import { STATS_MAX_DAYS } from '../api/contract/adminStats';

const DAY_MS = 86_400_000;

/** The `days` days up to `today` (YYYY-MM-DD), both included. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/**
 * What is wrong with a dashboard or report range (the server's `stats.range_invalid` rule), as a key
 * under `reports.range`: the end before the start, or more than STATS_MAX_DAYS days.
 */
export function statsRangeProblem(from: string, to: string): 'order' | 'tooLong' | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (b < a) return 'order';
  if ((b - a) / DAY_MS + 1 > STATS_MAX_DAYS) return 'tooLong';
  return null;
}
