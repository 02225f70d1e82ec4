/** Options for {@link formatMinor}. */
export interface FormatMinorOptions {
  /** Fraction digits to show. Balances show none (the spec: thousands separators, no decimals); jackpots show 2. */
  decimals?: number;
  /** Hidden by the player, or masked while refreshing: the figure becomes asterisks. */
  masked?: boolean;
}

/** What a masked amount shows instead of its figure. */
export const MASK = '****';

/**
 * Turns an integer amount in MINOR units into an exact decimal string, truncated (never rounded up,
 * so a balance never shows more than the player has) to `decimals` fraction digits.
 * `toDecimalString(1234567, 2, 0)` → "12345"; `toDecimalString(-5, 2, 2)` → "-0.05".
 * Pure integer arithmetic: no floats.
 */
export function toDecimalString(minor: bigint | number, digits: number, decimals: number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`minor units must be a safe integer, got ${minor}`);
  }
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`digits must be a whole number, got ${digits}`);
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a whole number, got ${decimals}`);
  }
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const fraction = abs
    .slice(abs.length - digits)
    .padEnd(decimals, '0')
    .slice(0, decimals);
  const isZero = /^0+$/.test(whole) && /^0*$/.test(fraction);
  const sign = negative && !isZero ? '-' : '';
  return `${sign}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * The fraction digits a MOVEMENT of money shows (a deposit, a withdrawal, a record's amount): none when
 * it is a whole number of units, else the currency's cents (at most 2). The no-decimals rule of the spec
 * (§9) is for balances; ¥0.50 paid out must not read as ¥0. `exactDecimals(50, 2)` → 2; `(1200, 2)` → 0.
 */
export function exactDecimals(minor: bigint | number, digits: number): number {
  if (digits <= 0) return 0;
  return BigInt(minor) % 10n ** BigInt(digits) === 0n ? 0 : Math.min(2, digits);
}

/**
 * Formats an integer MINOR-unit amount for display, with the locale's grouping separators.
 * `formatMinor(1234567, 2, 'en')` → "12,345"; with `{ decimals: 2 }` → "12,345.67";
 * with `{ masked: true }` → "****".
 */
export function formatMinor(
  minor: bigint | number,
  digits: number,
  locale: string,
  opts: FormatMinorOptions = {},
): string {
  if (opts.masked) return MASK;
  const decimals = opts.decimals ?? 0;
  const exact = toDecimalString(minor, digits, decimals);
  const format = new Intl.NumberFormat(locale, {
    useGrouping: true,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format as (value: string) => string;
  // Intl formats a decimal string exactly (no float conversion), so huge balances keep every digit.
  return format(exact);
}
