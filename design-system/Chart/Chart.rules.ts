import { formatDate, formatDateTime, formatMonthDay, formatTime } from '../../src/i18n/dates';
import { exactDecimals, formatMinor } from '../Money/Money.format';

/** Colours a series can take; each is a colour token of the theme contract. */
export const chartTones = ['accent', 'positive', 'critical', 'info', 'caution', 'muted'] as const;
export type ChartTone = (typeof chartTones)[number];

export interface ChartSeries {
  key: string;
  /** Already translated; the legend, the summary and the data table show it. */
  label: string;
  /** One value per x; null where there is no value (a gap in a line, no bar). */
  values: readonly (number | null)[];
  tone?: ChartTone;
}

/**
 * How values are shown on the y axis, in the table and the summary.
 * money: integer MINOR units, formatted by the Money formatter (no floats; decimals only when the amount
 * has them, and on the axis when the step between ticks is a fraction of a major unit);
 * number: a plain count, or a measure in an Intl unit (e.g. millisecond).
 */
export type ChartValueFormat =
  | { kind: 'money'; minorUnitDigits: number; symbol?: string }
  | { kind: 'number'; unit?: 'millisecond' | 'second' | 'percent' };

/** day: the x values are days (axis "11-26", in full "2026-11-26"); time: moments ("11-26 14:05", "2026-11-26 14:05"). */
export type ChartTimeFormat = 'day' | 'time';

export interface ChartFormatters {
  value: (v: number) => string;
  /** x in epoch seconds, in full (table, summary, pointer readout). */
  x: (seconds: number) => string;
  /** The x axis ticks, kept short: a day, a time of day, or both on two lines. */
  xTicks: (splits: readonly number[]) => string[];
  /** The y axis ticks: money with as many decimals as the tick step needs, so no two read the same. */
  yTicks: (splits: readonly number[]) => string[];
  /**
   * The top of the y axis when nothing is above zero: one major unit of money (a fraction of a minor
   * unit would give ticks that round to the same amount), else 1.
   */
  emptyMax: number;
}

/** Formatters for the user's language; money goes through the Money formatter in minor units. */
export function chartFormatters(
  locale: string,
  value: ChartValueFormat = { kind: 'number' },
  time: ChartTimeFormat = 'day',
): ChartFormatters {
  // A day is stored as UTC midnight, so it is read in UTC; a moment in the reader's own time zone.
  const zone = time === 'day' ? { timeZone: 'UTC' } : {};
  const x = (seconds: number) =>
    time === 'day' ? formatDate(seconds * 1000, locale, zone) : formatDateTime(seconds * 1000, locale);
  const dayOnly = (d: Date) => formatMonthDay(d, locale, zone);
  const clock = (d: Date) => formatTime(d, locale);
  const clockSeconds = (d: Date) => formatTime(d, locale, { seconds: true });
  const xTicks = (splits: readonly number[]) => {
    const dates = splits.map((s) => new Date(s * 1000));
    if (time === 'day') return dates.map(dayOnly);
    const days = new Set(dates.map(dayOnly));
    // Ticks less than a minute apart need their seconds, or they all read the same.
    const step = splits.length > 1 ? (splits[1] as number) - (splits[0] as number) : 60;
    if (days.size === 1) return dates.map(step < 60 ? clockSeconds : clock);
    const daily = dates.every((d) => d.getHours() === 0 && d.getMinutes() === 0);
    return dates.map((d) => (daily ? dayOnly(d) : `${dayOnly(d)}\n${clock(d)}`));
  };
  if (value.kind === 'money') {
    const prefix = value.symbol ? `${value.symbol}` : '';
    const digits = value.minorUnitDigits;
    const money = (v: number, decimals: number) =>
      `${prefix}${formatMinor(Math.round(v), digits, locale, { decimals })}`;
    return {
      x,
      xTicks,
      emptyMax: 10 ** digits,
      value: (v) => money(v, exactDecimals(Math.round(v), digits)),
      yTicks: (splits) => {
        // Ticks a fraction of a major unit apart ($0.50, $1.00, ...) need the decimals, or they repeat.
        const step = splits.length > 1 ? Math.abs((splits[1] as number) - (splits[0] as number)) : 0;
        const decimals = step > 0 && step < 10 ** digits ? Math.min(digits, digits - Math.floor(Math.log10(step))) : 0;
        return splits.map((v) => money(v, decimals));
      },
    };
  }
  const number = new Intl.NumberFormat(
    locale,
    value.unit ? { style: 'unit', unit: value.unit, unitDisplay: 'short', maximumFractionDigits: 1 } : {},
  );
  const format = (v: number) => number.format(v);
  return { x, xTicks, emptyMax: 1, value: format, yTicks: (splits) => splits.map(format) };
}

/** The smallest step between consecutive x values (one bar slot); `fallback` for fewer than two. */
export function xStep(x: readonly number[], fallback = 86_400): number {
  let step = Number.POSITIVE_INFINITY;
  for (let i = 1; i < x.length; i++) {
    const d = (x[i] as number) - (x[i - 1] as number);
    if (d > 0 && d < step) step = d;
  }
  return Number.isFinite(step) ? step : fallback;
}

/** Share of a slot the group of bars of one x fills; the rest is the gap between days. */
export const BAR_GROUP_SHARE = 0.7;

/**
 * Grouped bars: series `index` of `count` sits side by side with the others inside one slot
 * centred on each x. Returns each bar's left edge and its width, in x units.
 */
export function groupedBar(x: readonly number[], index: number, count: number) {
  const group = xStep(x) * BAR_GROUP_SHARE;
  const width = group / Math.max(1, count);
  return { left: x.map((v) => v - group / 2 + index * width), width };
}

/** The x range that keeps the first and last bars whole: half a slot either side. */
export function barRange(x: readonly number[]): [number, number] {
  const half = xStep(x) / 2;
  if (x.length === 0) return [0, 1];
  return [(x[0] as number) - half, (x[x.length - 1] as number) + half];
}

/**
 * The x range of a line chart: from the first point to the last. A lone point gets half a step either
 * side, as a bar would (uPlot's own range for a single time would spread it over years of axis).
 */
export function lineRange(x: readonly number[]): [number, number] {
  if (x.length === 0) return [0, 1];
  const first = x[0] as number;
  const last = x[x.length - 1] as number;
  if (last > first) return [first, last];
  const half = xStep(x) / 2;
  return [first - half, first + half];
}

/** True when there is nothing to draw: no x, or every value null. */
export function isEmptyChart(x: readonly number[], series: readonly ChartSeries[]): boolean {
  return x.length === 0 || series.every((s) => s.values.every((v) => v == null));
}

export interface SeriesStats {
  key: string;
  label: string;
  total: number;
  /** The largest value and the x (epoch seconds) it falls on; null when the series has no value. */
  max: { value: number; at: number } | null;
  latest: number | null;
}

/** Per-series figures the spoken summary reads out. */
export function seriesStats(x: readonly number[], series: readonly ChartSeries[]): SeriesStats[] {
  return series.map((s) => {
    let total = 0;
    let max: SeriesStats['max'] = null;
    let latest: number | null = null;
    s.values.forEach((v, i) => {
      if (v == null) return;
      total += v;
      latest = v;
      if (!max || v > max.value) max = { value: v, at: x[i] as number };
    });
    return { key: s.key, label: s.label, total, max, latest };
  });
}

/** The custom-property name inside a token reference: `var(--color-text__1x2)` → `--color-text__1x2`. */
export function cssVarName(token: string): string {
  const m = /^var\((--[^,)]+)/.exec(token.trim());
  return m ? (m[1] as string) : token;
}

/** Milliseconds since the epoch → epoch seconds (uPlot's time unit). */
export const toSeconds = (ms: number) => Math.floor(ms / 1000);

/** UTC midnight of an ISO date `YYYY-MM-DD`, in epoch seconds. */
export const daySeconds = (isoDate: string) => toSeconds(Date.parse(`${isoDate}T00:00:00Z`));

/** A series given as its own (x, value) points, e.g. the runs of one job. */
export interface PointSeries extends Omit<ChartSeries, 'values'> {
  points: readonly (readonly [x: number, value: number | null])[];
}

/**
 * Series measured at different x (each job runs at its own times) on one shared, sorted x: a series
 * has null where it has no point. Two points of one series at the same x keep the last.
 */
export function alignSeries(list: readonly PointSeries[]): { x: number[]; series: ChartSeries[] } {
  const x = [...new Set(list.flatMap((s) => s.points.map(([at]) => at)))].sort((a, b) => a - b);
  const index = new Map(x.map((at, i) => [at, i]));
  const series = list.map(({ points, ...rest }) => {
    const values: (number | null)[] = x.map(() => null);
    for (const [at, v] of points) values[index.get(at) as number] = v;
    return { ...rest, values };
  });
  return { x, series };
}

/** A tone for the n-th of many series, cycling through the palette. */
export const toneAt = (i: number): ChartTone => chartTones[i % chartTones.length] as ChartTone;
