import { describe, expect, it } from 'vitest';
import { RECORDS_MAX_RANGE_DAYS } from '../api/contract/records.constants';
import { adjustCustom, CUSTOM_RANGE_MAX_DAYS, customRange, daysBetween, presetRange } from './recordRange';

const now = new Date(2026, 2, 1, 15, 30); // 1 March 2026, 15:30 local
const local = (r: { from: Date; to: Date }) => [r.from.toString(), r.to.toString()];

describe('record period presets', () => {
  it('covers whole local days ending today', () => {
    expect(local(presetRange('today', now))).toEqual(
      local({ from: new Date(2026, 2, 1), to: new Date(2026, 2, 1, 23, 59, 59, 999) }),
    );
    expect(presetRange('today', now).to.getMilliseconds()).toBe(999);
  });
  it('yesterday is the day before, across a month end', () => {
    expect(local(presetRange('yesterday', now))).toEqual(
      local({ from: new Date(2026, 1, 28), to: new Date(2026, 1, 28, 23, 59, 59, 999) }),
    );
  });
  it('the last 7 and 30 days include today', () => {
    expect(presetRange('last7', now).from).toEqual(new Date(2026, 1, 23));
    expect(presetRange('last30', now).from).toEqual(new Date(2026, 0, 31));
    expect(presetRange('last30', now).to).toEqual(new Date(2026, 2, 1, 23, 59, 59, 999));
  });
});

describe('custom range', () => {
  it('counts calendar days', () => {
    expect(daysBetween(new Date(2024, 0, 1, 23), new Date(2024, 0, 2, 1))).toBe(1);
    expect(daysBetween(new Date(2024, 0, 1), new Date(2024, 11, 31))).toBe(365);
  });
  it('moves the end with a start that passes it, and the start with an end that passes it', () => {
    expect(adjustCustom(new Date(2024, 5, 10), new Date(2024, 5, 5), 'start')).toEqual({
      start: new Date(2024, 5, 10),
      end: new Date(2024, 5, 10),
    });
    expect(adjustCustom(new Date(2024, 5, 10), new Date(2024, 5, 5), 'end')).toEqual({
      start: new Date(2024, 5, 5),
      end: new Date(2024, 5, 5),
    });
  });
  it('keeps the span within the limit by moving the other end', () => {
    expect(adjustCustom(new Date(2022, 0, 1), new Date(2024, 0, 1), 'start')).toEqual({
      start: new Date(2022, 0, 1),
      end: new Date(2022, 11, 31),
    });
    expect(adjustCustom(new Date(2022, 0, 1), new Date(2024, 0, 1), 'end').start).toEqual(new Date(2023, 0, 2));
  });
  it('leaves a valid range alone, as whole days', () => {
    expect(adjustCustom(new Date(2024, 0, 1, 9), new Date(2024, 0, 3, 18), 'end')).toEqual({
      start: new Date(2024, 0, 1),
      end: new Date(2024, 0, 3),
    });
  });
  it('the longest custom range fits the server limit', () => {
    const { from, to } = customRange(new Date(2024, 0, 1), new Date(2024, 0, 1 + CUSTOM_RANGE_MAX_DAYS));
    expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(RECORDS_MAX_RANGE_DAYS * 86_400_000);
    expect(from).toEqual(new Date(2024, 0, 1));
  });
});
