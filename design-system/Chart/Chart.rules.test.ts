import { describe, expect, it } from 'vitest';
import {
  alignSeries,
  barRange,
  chartFormatters,
  cssVarName,
  daySeconds,
  groupedBar,
  isEmptyChart,
  lineRange,
  seriesStats,
  toneAt,
  xStep,
} from './Chart.rules';

const day = 86_400;
const x = [daySeconds('2026-11-24'), daySeconds('2026-11-25'), daySeconds('2026-11-26')];

describe('chartFormatters', () => {
  it('formats money in minor units through the Money formatter (grouped, decimals only when it has them)', () => {
    const f = chartFormatters('en', { kind: 'money', minorUnitDigits: 2, symbol: '$' });
    expect(f.value(123456700)).toBe('$1,234,567');
    expect(f.value(123456789)).toBe('$1,234,567.89');
    expect(f.value(99)).toBe('$0.99');
    expect(chartFormatters('de', { kind: 'money', minorUnitDigits: 2 }).value(123456700)).toBe('1.234.567');
  });
  it('gives the y axis the decimals its step needs, so no two ticks read the same', () => {
    const f = chartFormatters('en', { kind: 'money', minorUnitDigits: 2, symbol: '¥' });
    expect(f.yTicks([0, 50, 100, 150, 200])).toEqual(['¥0.0', '¥0.5', '¥1.0', '¥1.5', '¥2.0']);
    expect(f.yTicks([0, 5, 10])).toEqual(['¥0.00', '¥0.05', '¥0.10']);
    expect(f.yTicks([0, 10_000, 20_000])).toEqual(['¥0', '¥100', '¥200']);
    expect(chartFormatters('en', { kind: 'money', minorUnitDigits: 0 }).yTicks([0, 1, 2])).toEqual(['0', '1', '2']);
    expect(chartFormatters('en').yTicks([0, 2.5, 5])).toEqual(['0', '2.5', '5']);
  });
  it('tops an axis with nothing above zero at one major unit of money, whose ticks all read differently', () => {
    const f = chartFormatters('en', { kind: 'money', minorUnitDigits: 2, symbol: '¥' });
    expect(f.emptyMax).toBe(100);
    const ticks = f.yTicks([0, 20, 40, 60, 80, 100]);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(chartFormatters('en', { kind: 'money', minorUnitDigits: 0 }).emptyMax).toBe(1);
    expect(chartFormatters('en').emptyMax).toBe(1);
  });
  it('writes a day as YYYY-MM-DD, read in UTC, in every language', () => {
    expect(chartFormatters('en').x(x[2]!)).toBe('2026-11-26');
    expect(chartFormatters('zh-CN').x(x[2]!)).toBe('2026-11-26');
  });
  it("writes a moment as a 24-hour date-time in the reader's zone", () => {
    const at = new Date(2026, 10, 26, 14, 5).getTime() / 1000;
    expect(chartFormatters('en', { kind: 'number' }, 'time').x(at)).toBe('2026-11-26 14:05');
  });
  it('keeps axis ticks short: the time alone within one day', () => {
    const f = chartFormatters('en', { kind: 'number' }, 'time');
    const at = (h: number) => new Date(2026, 10, 26, h).getTime() / 1000;
    expect(f.xTicks([at(2), at(14)])).toEqual(['02:00', '14:00']);
    expect(f.xTicks([at(0), at(24)])).toEqual(['11-26', '11-27']);
    expect(f.xTicks([at(12), at(36)])).toEqual(['11-26\n12:00', '11-27\n12:00']);
    expect(chartFormatters('en').xTicks(x)).toEqual(['11-24', '11-25', '11-26']);
    expect(chartFormatters('zh-CN').xTicks(x)).toEqual(['11-24', '11-25', '11-26']);
    expect(f.xTicks([at(2), at(2) + 10])).toEqual(['02:00:00', '02:00:10']);
  });
  it('formats a measure with its unit', () => {
    expect(chartFormatters('en', { kind: 'number', unit: 'millisecond' }).value(1430)).toBe('1,430 ms');
    expect(chartFormatters('en', { kind: 'number' }).value(12.5)).toBe('12.5');
  });
});

describe('bars', () => {
  it('steps by the smallest gap, a day when there is one point', () => {
    expect(xStep(x)).toBe(day);
    expect(xStep([x[0]!, x[2]!])).toBe(2 * day);
    expect(xStep([x[0]!])).toBe(day);
  });
  it('puts the series side by side inside a slot centred on each x', () => {
    const a = groupedBar(x, 0, 2);
    const b = groupedBar(x, 1, 2);
    expect(a.width).toBeCloseTo(day * 0.35);
    expect(a.left[0]).toBeCloseTo(x[0]! - day * 0.35);
    expect(b.left[0]).toBeCloseTo(x[0]!);
    expect(b.left[0]! + b.width - x[0]!).toBeCloseTo(x[0]! - a.left[0]!);
  });
  it('pads the range by half a slot', () => {
    expect(barRange(x)).toEqual([x[0]! - day / 2, x[2]! + day / 2]);
  });
});

describe('seriesStats and isEmptyChart', () => {
  const series = [
    { key: 'a', label: 'A', values: [5, null, 9] },
    { key: 'b', label: 'B', values: [null, null, null] },
  ];
  it('totals, finds the highest and the latest', () => {
    expect(seriesStats(x, series)).toEqual([
      { key: 'a', label: 'A', total: 14, max: { value: 9, at: x[2] }, latest: 9 },
      { key: 'b', label: 'B', total: 0, max: null, latest: null },
    ]);
  });
  it('is empty with no x or only nulls', () => {
    expect(isEmptyChart([], series)).toBe(true);
    expect(isEmptyChart(x, [series[1]!])).toBe(true);
    expect(isEmptyChart(x, series)).toBe(false);
    expect(isEmptyChart(x, [{ key: 'z', label: 'Z', values: [0, 0, 0] }])).toBe(false);
  });
});

it('reads the custom property out of a token reference', () => {
  expect(cssVarName('var(--color-text__a1b2)')).toBe('--color-text__a1b2');
  expect(cssVarName('var(--x, red)')).toBe('--x');
  expect(cssVarName('--plain')).toBe('--plain');
});

describe('alignSeries', () => {
  it('puts series measured at different x on one sorted x, null where a series has no point', () => {
    const { x: xs, series } = alignSeries([
      {
        key: 'a',
        label: 'A',
        points: [
          [30, 3],
          [10, 1],
        ],
      },
      {
        key: 'b',
        label: 'B',
        tone: 'info',
        points: [
          [20, 2],
          [30, null],
        ],
      },
    ]);
    expect(xs).toEqual([10, 20, 30]);
    expect(series).toEqual([
      { key: 'a', label: 'A', values: [1, null, 3] },
      { key: 'b', label: 'B', tone: 'info', values: [null, 2, null] },
    ]);
  });
  it('cycles tones', () => {
    expect(toneAt(0)).toBe('accent');
    expect(toneAt(6)).toBe('accent');
    expect(toneAt(1)).toBe('positive');
  });

  it('spans a line from its first point to its last, and gives a lone point half a step either side', () => {
    expect(lineRange([100, 160, 400])).toEqual([100, 400]);
    expect(lineRange([1_000])).toEqual([1_000 - 43_200, 1_000 + 43_200]);
    expect(lineRange([])).toEqual([0, 1]);
  });
});
