/**
 * Money as a person types it, turned into integer minor units with string arithmetic only (never a
 * float): "1,234.5" with 2 minor-unit digits is 123450. More decimals than allowed, a sign, letters
 * or an amount over MONEY_MAX_MINOR are refused, never rounded or clamped.
 */

/** The largest amount the wallet takes (ADR 0011): the server's MONEY_MAX_MINOR default and hard ceiling, 10^15. */
export const MONEY_MAX_MINOR = 1_000_000_000_000_000;

export type MoneyError = 'required' | 'format' | 'decimals' | 'negative' | 'zero' | 'tooLarge';

export type ParsedMoney = { ok: true; minor: number } | { ok: false; error: MoneyError };

export interface MoneyOptions {
  /** Minor-unit digits of the currency (2 for cents). At most 2 are accepted from the user. Default 2. */
  digits?: number;
  /** The largest amount in minor units. Default MONEY_MAX_MINOR. */
  maxMinor?: number;
  /** Accept 0. Default false: an amount is above zero. */
  allowZero?: boolean;
}

/** Whole part with optional correct thousands grouping, then an optional fraction. */
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

export function parseMoney(
  text: string,
  { digits = 2, maxMinor = MONEY_MAX_MINOR, allowZero = false }: MoneyOptions = {},
): ParsedMoney {
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`digits must be a whole number, got ${digits}`);
  // A decimal comma (a pt-BR, vi or id phone's decimal keypad has only ","): digits, one comma and
  // one or two digits. Three digits after a comma are grouping ("1,234").
  const v = text.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  if (v === '') return { ok: false, error: 'required' };
  if (/^[-−]/.test(v)) return { ok: false, error: 'negative' };
  const match = AMOUNT.exec(v);
  if (!match || (!match[1] && !match[2])) return { ok: false, error: 'format' };
  const whole = (match[1] ?? '').replace(/,/g, '') || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > Math.min(2, digits)) return { ok: false, error: 'decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(maxMinor)) return { ok: false, error: 'tooLarge' };
  if (minor === 0n && !allowZero) return { ok: false, error: 'zero' };
  return { ok: true, minor: Number(minor) };
}

/** The i18n key for a money error (common's validation keys, and the kit's own). */
export function moneyErrorKey(error: MoneyError): string {
  switch (error) {
    case 'required':
      return 'validation.required';
    case 'format':
    case 'decimals':
      return 'validation.amount';
    case 'negative':
    case 'zero':
      return 'dsForms:money.positive';
    case 'tooLarge':
      return 'dsForms:money.tooLarge';
  }
}

/** Keeps only what can be part of an amount while typing: digits, one dot, grouping commas. */
export const amountChars = (v: string) => v.replace(/[^\d.,]/g, '');
