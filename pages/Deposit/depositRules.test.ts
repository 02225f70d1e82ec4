import { describe, expect, it } from 'vitest';
import { checkDeposit, depositServerErrors } from './depositRules';

const channel = { minAmount: 10_000, maxAmount: 5_000_000 };
const check = (amountText: string, reference = '', manual = false) =>
  checkDeposit({ amountText, reference, manual, channel, digits: 2 });

describe('checkDeposit', () => {
  it('parses the amount to integer minor units', () => {
    expect(check('100')).toEqual({ errors: {}, minor: 10_000 });
    expect(check('1,234.5')).toEqual({ errors: {}, minor: 123_450 });
    expect(check('100.01')).toEqual({ errors: {}, minor: 10_001 });
  });

  it('asks for an amount, refuses what is not one, and keeps the channel range', () => {
    expect(check('').errors.amount).toEqual({ key: 'validation.required', common: true });
    expect(check('12.345').errors.amount).toEqual({ key: 'deposit.errors.amountFormat' });
    expect(check('abc').errors.amount).toEqual({ key: 'deposit.errors.amountFormat' });
    expect(check('50').errors.amount).toEqual({ key: 'deposit.errors.amountMin', amounts: { min: 10_000 } });
    expect(check('50000.01').errors.amount).toEqual({ key: 'deposit.errors.amountMax', amounts: { max: 5_000_000 } });
  });

  it('asks a bank transfer for a reference of the right length', () => {
    expect(check('100', '', true).errors.reference).toEqual({ key: 'validation.required', common: true });
    expect(check('100', '  ', true).errors.reference?.key).toBe('validation.required');
    expect(check('100', 'ab', true).errors.reference?.key).toBe('deposit.errors.reference');
    expect(check('100', 'CMB-20260101-7781', true).errors).toEqual({});
    expect(check('100', '', false).errors).toEqual({});
  });
});

describe('depositServerErrors', () => {
  it('maps the server field keys to the page messages', () => {
    expect(depositServerErrors({ amount: 'validation.amountMin' }, channel).amount?.key).toBe(
      'deposit.errors.amountMin',
    );
    expect(depositServerErrors({ 'body.amount': 'validation.amountMax' }, channel).amount?.key).toBe(
      'deposit.errors.amountMax',
    );
    expect(depositServerErrors({ amount: 'validation.amount' }, channel).amount?.key).toBe(
      'deposit.errors.amountFormat',
    );
    expect(depositServerErrors({ reference: 'validation.reference' }, channel).reference?.key).toBe(
      'deposit.errors.reference',
    );
    expect(depositServerErrors({}, channel)).toEqual({});
  });
});
