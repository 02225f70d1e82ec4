import {
  addDays,
  adjustCustom,
  customRange,
  presetRange,
  type Range,
  RECORD_PRESETS,
  type RecordPreset,
  startOfDay,
} from '../../src/rules/recordRange';

/**
 * The filter bar's periods: presets (today, yesterday, the last 7 or 30 days) and a custom range of
 * whole days, turned into the instants they cover in the reader's own time zone (the browser's
 * local days), so "today" means the user's today wherever the server is. The day arithmetic is
 * src/rules/recordRange's; this file is what the filter bar keeps and converts.
 */
export const PERIOD_PRESETS = RECORD_PRESETS;
export type PeriodPreset = RecordPreset;
export type { Range };

export interface Period {
  preset: PeriodPreset;
  /** The custom range's first and last day (each at 00:00 local), used when `preset` is custom. */
  custom: { start: Date; end: Date };
}

/** A period's first state: the preset, with a custom range of the 7 days ending on `now`'s day ready. */
export function initialPeriod(preset: PeriodPreset, now: Date): Period {
  const today = startOfDay(now);
  return { preset, custom: { start: addDays(today, -6), end: today } };
}

/** `{from, to}`: the instants the period covers, from its first day's 00:00 to its last's 23:59:59.999 local. */
export function periodRange(period: Period, now: Date): Range {
  return period.preset === 'custom'
    ? customRange(period.custom.start, period.custom.end)
    : presetRange(period.preset, now);
}

/** The period after one end of the custom range moved (the other follows; at most a year apart). */
export function moveCustom(period: Period, date: Date, end: 'start' | 'end'): Period {
  const { start, end: last } = period.custom;
  return {
    ...period,
    custom: end === 'start' ? adjustCustom(date, last, 'start') : adjustCustom(start, date, 'end'),
  };
}

/** The instants as ISO strings, as a query sends them. */
export const rangeToIso = (r: Range) => ({ from: r.from.toISOString(), to: r.to.toISOString() });
