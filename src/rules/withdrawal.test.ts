import { describe, expect, it } from 'vitest';
import {
  cleanPayeeName,
  compactDigits,
  maskAccountNumber,
  minorToMajorInput,
  newClientRequestId,
  parseMajorAmount,
  samePayee,
  validateAccountNumber,
  validateBankCode,
  validatePayeeName,
} from './withdrawal';

describe('bank account rules', () => {
  it('takes a bank of the currency’s list', () => {
    expect(validateBankCode('ICBC', 'CNY')).toBeNull();
    expect(validateBankCode('', 'CNY')).toBe('validation.required');
    expect(validateBankCode('NOPE', 'CNY')).toBe('validation.bankName');
    expect(validateBankCode('ICBC', 'PHP')).toBe('validation.bankName');
  });

  it('takes 10-30 digits as the account number, spaces between groups dropped first', () => {
    expect(validateAccountNumber('1234567890')).toBeNull();
    expect(validateAccountNumber('1'.repeat(30))).toBeNull();
    expect(validateAccountNumber('123456789')).toBe('validation.accountNumber');
    expect(validateAccountNumber('1'.repeat(31))).toBe('validation.accountNumber');
    expect(validateAccountNumber('12345abcde')).toBe('validation.accountNumber');
    expect(validateAccountNumber('')).toBe('validation.required');
    expect(compactDigits('6222 0200 1234-5678')).toBe('6222020012345678');
  });

  it('takes a name in letters of any script as the payee, and compares names loosely', () => {
    expect(validatePayeeName('张三')).toBeNull();
    expect(validatePayeeName('Zhang San')).toBeNull();
    expect(validatePayeeName('艾力·买买提')).toBeNull();
    expect(validatePayeeName("O'Brien-Smith")).toBeNull();
    expect(validatePayeeName('  ')).toBe('validation.required');
    expect(validatePayeeName('1234')).toBe('validation.payeeName');
    expect(validatePayeeName('a'.repeat(61))).toBe('validation.payeeName');
    expect(cleanPayeeName('  Zhang   San ')).toBe('Zhang San');
    expect(samePayee('zhang san', ' Zhang  San')).toBe(true);
    expect(samePayee('张三', '张 三')).toBe(false);
  });

  it('masks an account number down to its last four digits', () => {
    expect(maskAccountNumber('1234')).toBe('**** **** 1234');
  });
});

describe('amounts typed in major units', () => {
  it('become integer minor units, with at most two decimals', () => {
    expect(parseMajorAmount('100', 2)).toEqual({ minor: 10_000, error: null });
    expect(parseMajorAmount('100.5', 2)).toEqual({ minor: 10_050, error: null });
    expect(parseMajorAmount('1,000.25', 2)).toEqual({ minor: 100_025, error: null });
    expect(parseMajorAmount(' 0.01 ', 2)).toEqual({ minor: 1, error: null });
    expect(parseMajorAmount('100.', 2)).toEqual({ minor: 10_000, error: null });
    expect(parseMajorAmount('100', 0)).toEqual({ minor: 100, error: null });
  });

  it('refuse more decimals, signs, words, zero and nothing', () => {
    expect(parseMajorAmount('100.123', 2).error).toBe('validation.amount');
    expect(parseMajorAmount('100.5', 0).error).toBe('validation.amount');
    expect(parseMajorAmount('-5', 2).error).toBe('validation.amount');
    expect(parseMajorAmount('1e3', 2).error).toBe('validation.amount');
    expect(parseMajorAmount('0', 2).error).toBe('validation.amount');
    expect(parseMajorAmount('0.00', 2).error).toBe('validation.amount');
    expect(parseMajorAmount('', 2).error).toBe('validation.required');
    expect(parseMajorAmount('99999999999999999999', 2).error).toBe('validation.amount');
  });

  it('come back as the text a person types (withdraw all), truncated, never rounded up', () => {
    expect(minorToMajorInput(888_800, 2)).toBe('8888');
    expect(minorToMajorInput(12_345, 2)).toBe('123.45');
    expect(minorToMajorInput(12_340, 2)).toBe('123.4');
    expect(minorToMajorInput(5, 2)).toBe('0.05');
    expect(minorToMajorInput(12_345, 3)).toBe('12.34');
    expect(minorToMajorInput(700, 0)).toBe('700');
  });
});

describe('client request ids', () => {
  it('are fresh uuids', () => {
    const a = newClientRequestId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientRequestId()).not.toBe(a);
  });
});
