import { describe, expect, it } from 'vitest';
import { formatValue, optionLabel } from './datePickerFormat';

const d = new Date(2024, 2, 15, 21, 5);

describe('formatting the value', () => {
  it('is numeric in the field, so it fits in any language', () => {
    expect(formatValue(d, 'date', 'en')).toBe('03/15/2024');
    expect(formatValue(d, 'date', 'zh-CN')).toBe('2024/03/15');
    expect(formatValue(d, 'datetime', 'en')).toBe('03/15/2024, 21:05');
    expect(formatValue(d, 'month', 'en')).toBe('Mar 2024');
    expect(formatValue(d, 'year', 'en')).toBe('2024');
    expect(formatValue(d, 'time', 'en')).toBe('21:05');
    expect(formatValue(d, 'time', 'en', true)).toMatch(/^9:05\sPM$/);
  });
  it('is spelled out in the sheet, in the language', () => {
    expect(formatValue(d, 'date', 'en', false, 'long')).toBe('Mar 15, 2024');
    expect(formatValue(d, 'month', 'en', false, 'long')).toBe('March 2024');
    expect(formatValue(d, 'month', 'zh-CN', false, 'long')).toBe('2024年3月');
    expect(formatValue(d, 'datetime', 'en', true, 'long')).toMatch(/^Mar 15, 2024, 9:05\sPM$/);
  });
});

describe('option labels', () => {
  it('names months, days and halves of the day in the language', () => {
    expect(optionLabel('month', 3, 'en')).toBe('Mar');
    expect(optionLabel('month', 3, 'zh-CN')).toBe('3月');
    expect(optionLabel('day', 9, 'en')).toBe('9');
    expect(optionLabel('year', 2024, 'en')).toBe('2024');
    expect(optionLabel('meridiem', 0, 'en')).toBe('AM');
    expect(optionLabel('meridiem', 1, 'zh-CN')).toBe('下午');
  });
  it('pads a 24-hour clock and shows 12 for noon and midnight on a 12-hour one', () => {
    expect(optionLabel('hour', 7, 'en')).toBe('07');
    expect(optionLabel('hour', 0, 'en', true)).toBe('12');
    expect(optionLabel('hour', 13, 'en', true)).toBe('1');
    expect(optionLabel('minute', 5, 'en')).toBe('05');
  });
});
