import { describe, expect, it } from 'vitest';
import { amountChars, MONEY_MAX_MINOR, moneyErrorKey, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.01', 1],
    ['1,234.5', 123450],
    ['1,234,567.89', 123456789],
    ['  7 ', 700],
    ['.5', 50],
    ['12.', 1200],
    ['0012', 1200],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseMoney(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['12a', 'format'],
    ['1,2345', 'format'],
    ['1.2.3', 'format'],
    ['.', 'format'],
    ['1e3', 'format'],
    ['12.345', 'decimals'],
    ['-1', 'negative'],
    ['0', 'zero'],
    ['0.00', 'zero'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseMoney(text)).toEqual({ ok: false, error });
  });

  it('takes 0 when asked to', () => {
    expect(parseMoney('0', { allowZero: true })).toEqual({ ok: true, minor: 0 });
  });

  it('refuses amounts over MONEY_MAX_MINOR without floats', () => {
    expect(MONEY_MAX_MINOR).toBe(10 ** 15);
    expect(parseMoney('10000000000000')).toEqual({ ok: true, minor: MONEY_MAX_MINOR });
    expect(parseMoney('10000000000000.01')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseMoney('99999999999999999999999999')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseMoney('100.01', { maxMinor: 10_000 })).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('is exact where floats are not (0.1 + 0.2, 1.005)', () => {
    expect(parseMoney('0.3')).toEqual({ ok: true, minor: 30 });
    expect(parseMoney('1.01')).toEqual({ ok: true, minor: 101 });
    expect(parseMoney('4.35')).toEqual({ ok: true, minor: 435 });
  });

  it('follows the currency digits: none for a whole-unit currency, at most 2 typed for 3', () => {
    expect(parseMoney('12', { digits: 0 })).toEqual({ ok: true, minor: 12 });
    expect(parseMoney('12.5', { digits: 0 })).toEqual({ ok: false, error: 'decimals' });
    expect(parseMoney('1.25', { digits: 3 })).toEqual({ ok: true, minor: 1250 });
    expect(parseMoney('1.255', { digits: 3 })).toEqual({ ok: false, error: 'decimals' });
    expect(() => parseMoney('1', { digits: -1 })).toThrow(RangeError);
  });
});

describe('moneyErrorKey', () => {
  it('maps every error to a key', () => {
    expect(moneyErrorKey('required')).toBe('validation.required');
    expect(moneyErrorKey('decimals')).toBe('validation.amount');
    expect(moneyErrorKey('format')).toBe('validation.amount');
    expect(moneyErrorKey('negative')).toBe('dsForms:money.positive');
    expect(moneyErrorKey('zero')).toBe('dsForms:money.positive');
    expect(moneyErrorKey('tooLarge')).toBe('dsForms:money.tooLarge');
  });
});

describe('amountChars', () => {
  it('keeps digits, dots and commas', () => {
    expect(amountChars('¥1,2a34.5-')).toBe('1,234.5');
  });
});

describe('a decimal comma, as a pt-BR, vi or id decimal keypad types it (issue 25)', () => {
  it('reads one comma with one or two digits after it as the decimal point', () => {
    expect(parseMoney('100,5')).toEqual({ ok: true, minor: 10050 });
    expect(parseMoney('100,50')).toEqual({ ok: true, minor: 10050 });
    expect(parseMoney('0,01')).toEqual({ ok: true, minor: 1 });
  });
  it('keeps three digits after a comma as grouping, and refuses what is neither', () => {
    expect(parseMoney('1,234')).toEqual({ ok: true, minor: 123400 });
    expect(parseMoney('1,234,56')).toEqual({ ok: false, error: 'format' });
    expect(parseMoney('100,505')).toEqual({ ok: true, minor: 10050500 });
    expect(parseMoney('1,23.4')).toEqual({ ok: false, error: 'format' });
    expect(parseMoney('1,234.5')).toEqual({ ok: true, minor: 123450 });
  });
});
