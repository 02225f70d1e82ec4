/**
 * The transaction record's periods: presets (today, yesterday, the last 7 or 30 days) and a custom
 * range of whole local days. The browser sends the bounds of its own days as instants, so "today"
 * means the player's today wherever the server is.
 */
export const RECORD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type RecordPreset = (typeof RECORD_PRESETS)[number];

/**
 * The longest custom range, in whole days from the first day to the last, kept under the server's
 * 366-day limit even across a daylight-saving change.
 */
export const CUSTOM_RANGE_MAX_DAYS = 364;

export interface Range {
  from: Date;
  to: Date;
}

export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
/** The same time of day `days` calendar days later (earlier when negative), across DST changes. */
export const addDays = (d: Date, days: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, d.getHours(), d.getMinutes());

/** The instants a preset covers on the day `now` falls on: from the first day's 00:00 to the last's 23:59:59.999. */
export function presetRange(preset: Exclude<RecordPreset, 'custom'>, now: Date): Range {
  switch (preset) {
    case 'today':
      return { from: startOfDay(now), to: endOfDay(now) };
    case 'yesterday': {
      const y = addDays(now, -1);
      return { from: startOfDay(y), to: endOfDay(y) };
    }
    case 'last7':
      return { from: startOfDay(addDays(now, -6)), to: endOfDay(now) };
    case 'last30':
      return { from: startOfDay(addDays(now, -29)), to: endOfDay(now) };
  }
}

/** Whole calendar days from a to b (b later is positive), ignoring the time of day and DST. */
export function daysBetween(a: Date, b: Date): number {
  return Math.round(
    (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
      86_400_000,
  );
}

/**
 * A custom range after one end changed: the start never passes the end (the other end follows the
 * one that moved) and the span stays within {@link CUSTOM_RANGE_MAX_DAYS}; both ends are whole days.
 */
export function adjustCustom(start: Date, end: Date, changed: 'start' | 'end'): { start: Date; end: Date } {
  let s = startOfDay(start);
  let e = startOfDay(end);
  if (changed === 'start') {
    if (s > e) e = s;
    if (daysBetween(s, e) > CUSTOM_RANGE_MAX_DAYS) e = addDays(s, CUSTOM_RANGE_MAX_DAYS);
  } else {
    if (e < s) s = e;
    if (daysBetween(s, e) > CUSTOM_RANGE_MAX_DAYS) s = addDays(e, -CUSTOM_RANGE_MAX_DAYS);
  }
  return { start: s, end: e };
}

/** The instants a custom range of days covers. */
export const customRange = (start: Date, end: Date): Range => ({ from: startOfDay(start), to: endOfDay(end) });
