import { BANK_ACCOUNT_LIMITS, banksFor } from '../api/contract/withdrawals.constants';

/**
 * Rules of the withdrawal forms, shared by the browser and the server: each validator answers null
 * when the value is acceptable, else a stable `validation.*` key the client translates (the server
 * answers the same keys in `fields` of a 400 `request.invalid`).
 */

export type WithdrawalValidationKey =
  | 'validation.required'
  | 'validation.bankName'
  | 'validation.accountNumber'
  | 'validation.payeeName'
  | 'validation.amount';

/** A bank of the currency's list. */
export function validateBankCode(
  code: string | null | undefined,
  currencyCode: string,
): WithdrawalValidationKey | null {
  if (!code) return 'validation.required';
  return banksFor(currencyCode).some((b) => b.code === code) ? null : 'validation.bankName';
}

/** Digits only, 10-30 of them (spaces a person types between groups are dropped first: see compactDigits). */
export function validateAccountNumber(value: string | null | undefined): WithdrawalValidationKey | null {
  if (!value) return 'validation.required';
  const { numberMin, numberMax } = BANK_ACCOUNT_LIMITS;
  return /^[0-9]+$/.test(value) && value.length >= numberMin && value.length <= numberMax
    ? null
    : 'validation.accountNumber';
}

/** An account number as typed, without the spaces between groups. */
export const compactDigits = (value: string) => value.replace(/[\s-]/g, '');

const PAYEE = /^[\p{L}\p{M}][\p{L}\p{M} .·'’-]*$/u;

/** A person's name: letters in any script, with spaces, dots, middle dots, apostrophes and hyphens. */
export function validatePayeeName(value: string | null | undefined): WithdrawalValidationKey | null {
  const v = value?.trim() ?? '';
  if (!v) return 'validation.required';
  return v.length <= BANK_ACCOUNT_LIMITS.payeeMax && PAYEE.test(v) ? null : 'validation.payeeName';
}

/** The payee name as stored: trimmed, inner runs of spaces made one. */
export const cleanPayeeName = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ');

/** Whether two payee names are the same person's: compared cleaned and case-insensitively. */
export const samePayee = (a: string, b: string) =>
  cleanPayeeName(a).toLocaleLowerCase('en') === cleanPayeeName(b).toLocaleLowerCase('en');

/** What screens show of an account number: `**** **** 1234` (never more than the last four digits). */
export const maskAccountNumber = (last4: string) => `**** **** ${last4}`;

/**
 * An amount typed in major units ("100", "100.5", "1,000.25") as integer minor units, with at most
 * two decimals (and never more than the currency has). Null with the key when it is not an amount.
 * Pure string arithmetic: no floats.
 */
export function parseMajorAmount(
  text: string,
  digits: number,
): { minor: number; error: null } | { minor: null; error: WithdrawalValidationKey } {
  const v = text.trim().replace(/,/g, '');
  if (!v) return { minor: null, error: 'validation.required' };
  const places = Math.min(2, digits);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(v);
  if (!match) return { minor: null, error: 'validation.amount' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > places) return { minor: null, error: 'validation.amount' };
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) return { minor: null, error: 'validation.amount' };
  return { minor: Number(minor), error: null };
}

/**
 * Minor units as the text a person would type in major units, truncated to two decimals and without
 * trailing zeros: 888800 with 2 digits is "8888", 12345 is "123.45", 12340 is "123.4".
 */
export function minorToMajorInput(minor: number, digits: number): string {
  const abs = BigInt(Math.trunc(Math.abs(minor)))
    .toString()
    .padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const fraction = abs
    .slice(abs.length - digits)
    .slice(0, Math.min(2, digits))
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A fresh id for one withdrawal attempt (the server's idempotency key for a double submit). */
export function newClientRequestId(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context; a plain-http test host still has getRandomValues.
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
