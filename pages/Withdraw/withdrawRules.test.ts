import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { checkWithdraw, leftToday, withdrawFailure } from './withdrawRules';

const info = {
  cash: 50_000,
  limits: { min: 10_000, max: 5_000_000, dailyCount: 5, usedToday: 0, dailyAmount: null, usedAmountToday: 0 },
};
const check = (amountText: string, pin = '246801', hasAccount = true) =>
  checkWithdraw({ hasAccount, amountText, pin, info, digits: 2 });

describe('checkWithdraw', () => {
  it('parses the amount to integer minor units', () => {
    expect(check('100')).toEqual({ errors: {}, minor: 10_000 });
    expect(check('123.45')).toEqual({ errors: {}, minor: 12_345 });
  });

  it('names each problem with its numbers', () => {
    expect(check('', '246801', false).errors).toEqual({
      account: { key: 'withdraw.errors.account' },
      amount: { key: 'validation.required', common: true },
    });
    expect(check('1.234').errors.amount).toEqual({ key: 'withdraw.errors.format' });
    expect(check('50').errors.amount).toEqual({ key: 'withdraw.errors.min', amounts: { min: 10_000 } });
    expect(check('60000').errors.amount).toEqual({ key: 'withdraw.errors.max', amounts: { max: 5_000_000 } });
    expect(check('600').errors.amount).toEqual({ key: 'withdraw.errors.cash', amounts: { cash: 50_000 } });
    expect(check('100', '12345').errors.paymentPassword).toEqual({ key: 'withdraw.errors.pin' });
    expect(check('100', '12a456').errors.paymentPassword).toEqual({ key: 'withdraw.errors.pin' });
  });

  it("holds the amount to what is left of a VIP level's daily allowance", () => {
    const vip = { ...info, limits: { ...info.limits, dailyAmount: 30_000, usedAmountToday: 12_000 } };
    const withVip = (amountText: string) =>
      checkWithdraw({ hasAccount: true, amountText, pin: '246801', info: vip, digits: 2 });
    expect(withVip('180').errors).toEqual({});
    expect(withVip('180.01').errors.amount).toEqual({
      key: 'withdraw.errors.dailyAmount',
      amounts: { amount: 18_000 },
    });
    expect(leftToday(vip.limits)).toBe(18_000);
    expect(leftToday(info.limits)).toBe(Number.POSITIVE_INFINITY);
  });
});

const refused = (code: string, fields: Record<string, string> = {}, retryAt?: number) =>
  withdrawFailure(new ApiError(400, code, code, fields, false, retryAt), info);

describe('withdrawFailure', () => {
  it('puts amount refusals on the amount', () => {
    expect(refused('request.invalid', { amount: 'validation.withdrawMin', min: '20000' })).toEqual({
      fields: { amount: { key: 'withdraw.errors.min', amounts: { min: 20_000 } } },
      form: null,
      refresh: false,
    });
    expect(refused('request.invalid', { 'body.amount': 'validation.withdrawMax' }).fields.amount).toEqual({
      key: 'withdraw.errors.max',
      amounts: { max: 5_000_000 },
    });
    expect(refused('request.invalid', { amount: 'validation.amount' }).fields.amount).toEqual({
      key: 'withdraw.errors.format',
    });
    expect(refused('request.invalid', { other: 'x' })).toEqual({ fields: {}, form: { server: true }, refresh: false });
  });

  it('puts a wrong payment password on its field with the tries left', () => {
    expect(refused('withdraw.payment_password_invalid', { attemptsLeft: '4' }).fields).toEqual({
      paymentPassword: { key: 'withdraw.errors.pinWrong', values: { count: 4 } },
    });
    expect(refused('withdraw.payment_password_invalid').fields.paymentPassword).toEqual({ server: true });
  });

  it('says the rest under the form, and asks for fresh figures when they changed', () => {
    expect(refused('withdraw.payment_password_locked', {}, 1_800_000_000_000).form).toEqual({
      key: 'withdraw.errors.locked',
      time: 1_800_000_000_000,
    });
    expect(refused('withdraw.turnover_outstanding', { remaining: '20000' })).toEqual({
      fields: {},
      form: { key: 'withdraw.errors.turnover', amounts: { amount: 20_000 } },
      refresh: true,
    });
    expect(refused('withdraw.daily_amount', { remaining: '5000' })).toEqual({
      fields: { amount: { key: 'withdraw.errors.dailyAmount', amounts: { amount: 5_000 } } },
      form: null,
      refresh: true,
    });
    expect(refused('withdraw.daily_limit').form).toEqual({ key: 'withdraw.errors.daily', values: { count: 5 } });
    expect(refused('wallet.insufficient_funds')).toEqual({ fields: {}, form: { server: true }, refresh: true });
    expect(withdrawFailure(new Error('offline'), info)).toEqual({ fields: {}, form: { server: true }, refresh: false });
  });
});
