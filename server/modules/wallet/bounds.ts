import { COUNTER_CEILING, MONEY_CEILING_MINOR } from '../../db/schema/columns';
import { AppError } from '../../lib/errors';
import { pgError } from '../../lib/pg-error';

/**
 * Money bounds (issue 13, ADR 0011). Every amount one movement carries, and every balance a member
 * account may reach, is at most MONEY_MAX_MINOR (config; default and hard ceiling 10^15 minor
 * units). System accounts, round totals and stored amounts stay within the ceiling, which the
 * database checks too (migration 0012). So every value a read path turns into a JSON number is
 * exact, and so is any sum of up to nine of them.
 */
export { COUNTER_CEILING, MONEY_CEILING_MINOR };

/** 400: one amount is larger than the maximum; `fields[field]` says the maximum. Nothing moved. */
export const amountTooLarge = (max: bigint, field = 'amount') =>
  new AppError(400, 'amount.too_large', `Amounts are at most ${max} minor units`, { [field]: `at most ${max}` });

/** 409: the movement would take a balance past its bound. Nothing moved. */
export const balanceLimit = () =>
  new AppError(409, 'ledger.balance_limit', 'This would take a balance past the largest amount the wallet holds');

/** The configured maximum as a bigint, never above the ceiling. */
export const maxMinorOf = (configured: number | bigint | undefined): bigint => {
  const max = configured === undefined ? MONEY_CEILING_MINOR : BigInt(configured);
  return max > MONEY_CEILING_MINOR ? MONEY_CEILING_MINOR : max;
};

/** Throws amount.too_large when `amount` (minor units) is above `max`. */
export function checkAmount(amount: bigint | number, max: bigint, field = 'amount'): void {
  if (BigInt(amount) > max) throw amountTooLarge(max, field);
}

/** True for a database error that one of migration 0012's bound checks raised. */
export const isBoundViolation = (err: unknown): boolean => {
  const e = pgError(err);
  return e?.code === '23514' && (e.constraint?.endsWith('_bound') ?? false);
};
