/**
 * Amounts staff type in the back office (adjustments): major units as text, turned into integer
 * minor units with string arithmetic only (never a float). "12.34" with 2 minor-unit digits is 1234;
 * more decimals than the currency has is refused, never rounded.
 */

export type StaffAmountError = 'required' | 'format' | 'decimals' | 'positive' | 'tooLarge';

export type StaffAmount = { ok: true; minor: number } | { ok: false; error: StaffAmountError };

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

export function parseStaffAmount(text: string, digits: number): StaffAmount {
  if (!Number.isInteger(digits) || digits < 0) throw new RangeError(`digits must be a whole number, got ${digits}`);
  // Grouping commas and spaces a person types ("1,000.50", "1 000") are dropped; nothing else is.
  const v = text.trim().replace(/[,\s]/g, '');
  if (!v) return { ok: false, error: 'required' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(v);
  if (!match || (!match[1] && !match[2])) return { ok: false, error: 'format' };
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false, error: 'decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0n) return { ok: false, error: 'positive' };
  if (minor > MAX) return { ok: false, error: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** A fresh uuid v4: one per submitted adjustment (the server's idempotency key for a double click). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context; a plain-http staff host still has getRandomValues.
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
