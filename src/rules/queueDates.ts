import { addDays, startOfDay } from './recordRange';

/**
 * The back-office queues' date filter: an optional first and last day (local calendar days, kept in
 * the address as `YYYY-MM-DD`), with the transaction record's rules: the start never passes the end
 * (the other end follows the one that moved) and neither passes today. Unlike the player's record
 * there is no longest span: staff may look over years. The server takes instants: created at or
 * after the first day's 00:00, and before the day after the last.
 */
export interface QueueDates {
  /** `YYYY-MM-DD`, or '' for no bound. */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local day as `YYYY-MM-DD`. */
export const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local day a `YYYY-MM-DD` names, or null for anything else (an impossible date included). */
export function parseDayKey(key: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/**
 * Dates made valid: unreadable ones dropped, none after today, and when the start passes the end the
 * end that did not change (`changed`) follows the other.
 */
function settle(dates: QueueDates, today: Date, changed: 'from' | 'to'): QueueDates {
  const last = startOfDay(today);
  const clip = (key: string) => {
    const d = parseDayKey(key);
    return d ? dayKey(d > last ? last : d) : '';
  };
  let from = clip(dates.from);
  let to = clip(dates.to);
  // YYYY-MM-DD strings order as the days do.
  if (from && to && from > to) {
    if (changed === 'from') to = from;
    else from = to;
  }
  return { from, to };
}

/** Dates as read from the address: unreadable ones dropped, none after today, the start not after the end. */
export const normalizeQueueDates = (dates: QueueDates, today: Date) => settle(dates, today, 'to');

/** The dates after one end was picked: clipped to today, and the other end follows when they cross. */
export const pickQueueDate = (dates: QueueDates, changed: 'from' | 'to', picked: Date, today: Date) =>
  settle({ ...dates, [changed]: dayKey(picked) }, today, changed);

/** The instants the server filters on (ms since epoch): `from` inclusive, `to` exclusive (the next day's start). */
export function queueDateBounds(dates: QueueDates): { from?: number; to?: number } {
  const from = parseDayKey(dates.from);
  const to = parseDayKey(dates.to);
  return {
    ...(from ? { from: from.getTime() } : {}),
    ...(to ? { to: startOfDay(addDays(to, 1)).getTime() } : {}),
  };
}
