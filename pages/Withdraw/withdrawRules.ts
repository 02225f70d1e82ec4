import type { WithdrawInfo } from '../../src/api/contract/withdrawals';
import { ApiError } from '../../src/api/errors';
import { PAYMENT_PASSWORD_LENGTH } from '../../src/rules/accountValidation';
import { parseMajorAmount } from '../../src/rules/withdrawal';

/**
 * A message as an i18n key of the wallet namespace (or the common one), translated at render time.
 * `amounts` are minor units the page formats as money; `time` a moment it formats as a short time;
 * `server` stands for the server's own message of the error.
 */
export type Message =
  | { key: string; values?: Record<string, unknown>; amounts?: Record<string, number>; time?: number; common?: boolean }
  | { server: true };

export interface WithdrawErrors {
  account?: Message;
  amount?: Message;
  paymentPassword?: Message;
}

type Limits = Pick<WithdrawInfo, 'cash' | 'limits'>;

/** What the member's daily amount allowance (the VIP level's) still lets them withdraw today. */
export const leftToday = (l: WithdrawInfo['limits']): number =>
  l.dailyAmount == null ? Number.POSITIVE_INFINITY : Math.max(0, l.dailyAmount - (l.usedAmountToday ?? 0));

const PIN = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);

/** What is wrong with a withdrawal as typed; the amount as integer minor units (parsed without floats). */
export function checkWithdraw(input: {
  hasAccount: boolean;
  amountText: string;
  pin: string;
  info: Limits;
  digits: number;
}): { errors: WithdrawErrors; minor: number | null } {
  const { limits, cash } = input.info;
  const errors: WithdrawErrors = {};
  if (!input.hasAccount) errors.account = { key: 'withdraw.errors.account' };
  const parsed = parseMajorAmount(input.amountText, input.digits);
  if (parsed.error === 'validation.required') errors.amount = { key: 'validation.required', common: true };
  else if (parsed.error) errors.amount = { key: 'withdraw.errors.format' };
  else if (parsed.minor < limits.min) errors.amount = { key: 'withdraw.errors.min', amounts: { min: limits.min } };
  else if (parsed.minor > limits.max) errors.amount = { key: 'withdraw.errors.max', amounts: { max: limits.max } };
  else if (parsed.minor > cash) errors.amount = { key: 'withdraw.errors.cash', amounts: { cash } };
  else if (limits.dailyAmount != null && parsed.minor > leftToday(limits)) {
    errors.amount = { key: 'withdraw.errors.dailyAmount', amounts: { amount: leftToday(limits) } };
  }
  if (!PIN.test(input.pin)) errors.paymentPassword = { key: 'withdraw.errors.pin' };
  return { errors, minor: parsed.minor };
}

export interface WithdrawFailure {
  /** On a field, when the refusal belongs to one. */
  fields: WithdrawErrors;
  /** Under the form otherwise. */
  form: Message | null;
  /** The page's figures are stale (balance, turnover, payment password): fetch them again. */
  refresh: boolean;
}

const wholeMinor = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : fallback;
};

/** A refused withdrawal in this page's words: on its field when it belongs to one, else under the form. */
export function withdrawFailure(err: unknown, info: Limits): WithdrawFailure {
  const none: WithdrawFailure = { fields: {}, form: { server: true }, refresh: false };
  if (!(err instanceof ApiError)) return none;
  const f = err.fields;
  const { limits } = info;
  switch (err.code) {
    case 'request.invalid': {
      const amount = f.amount ?? f['body.amount'];
      if (amount === 'validation.withdrawMin') {
        return {
          ...none,
          form: null,
          fields: { amount: { key: 'withdraw.errors.min', amounts: { min: wholeMinor(f.min, limits.min) } } },
        };
      }
      if (amount === 'validation.withdrawMax') {
        return {
          ...none,
          form: null,
          fields: { amount: { key: 'withdraw.errors.max', amounts: { max: wholeMinor(f.max, limits.max) } } },
        };
      }
      if (amount) return { ...none, form: null, fields: { amount: { key: 'withdraw.errors.format' } } };
      return none;
    }
    case 'withdraw.payment_password_invalid': {
      const count = Number(f.attemptsLeft);
      const message: Message = Number.isFinite(count)
        ? { key: 'withdraw.errors.pinWrong', values: { count } }
        : { server: true };
      return { ...none, form: null, fields: { paymentPassword: message } };
    }
    case 'withdraw.payment_password_locked':
      return { ...none, form: err.retryAt ? { key: 'withdraw.errors.locked', time: err.retryAt } : { server: true } };
    case 'withdraw.turnover_outstanding': {
      const remaining = Number(f.remaining);
      return {
        fields: {},
        form: Number.isSafeInteger(remaining)
          ? { key: 'withdraw.errors.turnover', amounts: { amount: remaining } }
          : { server: true },
        refresh: true,
      };
    }
    case 'withdraw.daily_limit':
      return { ...none, form: { key: 'withdraw.errors.daily', values: { count: limits.dailyCount } } };
    case 'withdraw.daily_amount': {
      const remaining = Number(f.remaining);
      return {
        ...none,
        form: null,
        fields: Number.isSafeInteger(remaining)
          ? { amount: { key: 'withdraw.errors.dailyAmount', amounts: { amount: remaining } } }
          : {},
        refresh: true,
      };
    }
    case 'wallet.insufficient_funds':
    case 'withdraw.payment_password_unset':
    case 'finance.not_found':
      return { ...none, refresh: true };
    default:
      return none;
  }
}

/** A wallet message as the form kit's key: the wallet namespace's keys carry their namespace. */
export const kitKey = (m: Exclude<Message, { server: true }>) => (m.common ? m.key : `wallet:${m.key}`);
