import { describe, expect, it } from 'vitest';
import { formatValue, optionLabel } from './datePickerFormat';

const d = new Date(2024, 2, 15, 21, 5);

describe('formatting the value', () => {
  it('is the site date format (YYYY-MM-DD, 24-hour) in every mode and language', () => {
    for (const lang of ['en', 'zh-CN']) {
      expect(formatValue(d, 'date', lang)).toBe('2024-03-15');
      expect(formatValue(d, 'datetime', lang)).toBe('2024-03-15 21:05');
      expect(formatValue(d, 'month', lang)).toBe('2024-03');
      expect(formatValue(d, 'year', lang)).toBe('2024');
      expect(formatValue(d, 'time', lang)).toBe('21:05');
    }
  });
  it('names the half of the day on the 12-hour option, in the language', () => {
    expect(formatValue(d, 'time', 'en', true)).toBe('9:05 PM');
    expect(formatValue(d, 'time', 'zh-CN', true)).toBe('下午9:05');
    expect(formatValue(d, 'datetime', 'en', true)).toBe('2024-03-15 9:05 PM');
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
