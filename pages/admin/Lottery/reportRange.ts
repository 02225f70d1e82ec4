/** The draw report covers at most this many days at once. */
export const REPORT_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** The last 7 days up to `today` (YYYY-MM-DD). */
export function defaultReportRange(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

/** What is wrong with a range, as a key under lottery.range: the end before the start, or too long. */
export function reportRangeProblem(from: string, to: string): 'order' | 'tooLong' | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (b < a) return 'order';
  if ((b - a) / DAY_MS + 1 > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}
