import { describe, expect, it } from 'vitest';
import { exactDecimals, formatMinor, MASK, toDecimalString } from './Money.format';

describe('toDecimalString', () => {
  it('splits minor units at the currency digits', () => {
    expect(toDecimalString(1234567, 2, 2)).toBe('12345.67');
    expect(toDecimalString(1234567, 0, 0)).toBe('1234567');
    expect(toDecimalString(1234567, 3, 3)).toBe('1234.567');
  });

  it('truncates instead of rounding up', () => {
    expect(toDecimalString(1299, 2, 0)).toBe('12');
    expect(toDecimalString(1999, 3, 2)).toBe('1.99');
  });

  it('pads amounts smaller than one major unit', () => {
    expect(toDecimalString(5, 2, 2)).toBe('0.05');
    expect(toDecimalString(0, 2, 2)).toBe('0.00');
    expect(toDecimalString(7, 2, 0)).toBe('0');
  });

  it('adds zeros when more decimals are asked than the currency has', () => {
    expect(toDecimalString(12, 0, 2)).toBe('12.00');
  });

  it('keeps the sign, but never shows a negative zero', () => {
    expect(toDecimalString(-1234567, 2, 2)).toBe('-12345.67');
    expect(toDecimalString(-5, 2, 2)).toBe('-0.05');
    expect(toDecimalString(-5, 2, 0)).toBe('0');
  });

  it('is exact for bigint amounts beyond float precision', () => {
    expect(toDecimalString(123456789012345678901234n, 2, 2)).toBe('1234567890123456789012.34');
  });

  it('rejects floats and bad digit counts', () => {
    expect(() => toDecimalString(12.5, 2, 0)).toThrow(RangeError);
    expect(() => toDecimalString(1, -1, 0)).toThrow(RangeError);
    expect(() => toDecimalString(1, 2, 1.5)).toThrow(RangeError);
  });
});

describe('formatMinor', () => {
  it('shows balances with thousands separators and no decimals', () => {
    expect(formatMinor(1234567, 2, 'en')).toBe('12,345');
    expect(formatMinor(123456789, 2, 'en')).toBe('1,234,567');
    expect(formatMinor(0, 2, 'en')).toBe('0');
  });

  it('shows two decimals when asked (jackpots)', () => {
    expect(formatMinor(1234567, 2, 'en', { decimals: 2 })).toBe('12,345.67');
    expect(formatMinor(1000, 2, 'en', { decimals: 2 })).toBe('10.00');
  });

  it('masks with asterisks', () => {
    expect(formatMinor(1234567, 2, 'en', { masked: true })).toBe('****');
    expect(MASK).toBe('****');
  });

  it('follows the locale', () => {
    expect(formatMinor(1234567, 2, 'zh-CN')).toBe('12,345');
    expect(formatMinor(1234567, 2, 'de')).toBe('12.345');
    expect(formatMinor(1234567, 2, 'de', { decimals: 2 })).toBe('12.345,67');
  });

  it('accepts bigint and keeps every digit', () => {
    expect(formatMinor(123456789012345678901234n, 2, 'en')).toBe('1,234,567,890,123,456,789,012');
  });

  it('formats losses with a minus sign', () => {
    expect(formatMinor(-250000, 2, 'en')).toBe('-2,500');
  });
});

describe('exactDecimals: a movement of money shows its cents, a whole amount none (issue 16: ¥0.50 read as ¥0)', () => {
  it('shows the cents of an amount under one unit and of one with cents, none of a whole amount', () => {
    expect(exactDecimals(50, 2)).toBe(2);
    expect(exactDecimals(-50, 2)).toBe(2);
    expect(exactDecimals(10_050, 2)).toBe(2);
    expect(exactDecimals(1_200, 2)).toBe(0);
    expect(exactDecimals(0, 2)).toBe(0);
    expect(exactDecimals(123n, 0)).toBe(0);
    expect(exactDecimals(5, 3)).toBe(2);
  });

  it('formats "−¥0.50" as 0.50, not 0', () => {
    expect(formatMinor(50, 2, 'en', { decimals: exactDecimals(50, 2) })).toBe('0.50');
    expect(formatMinor(123_456, 2, 'en', { decimals: exactDecimals(123_456, 2) })).toBe('1,234.56');
    expect(formatMinor(123_400, 2, 'en', { decimals: exactDecimals(123_400, 2) })).toBe('1,234');
  });
});
