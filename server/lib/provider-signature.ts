import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_CLOCK_SKEW_MS } from '../../src/api/contract/provider';

/** Hex HMAC-SHA256 of `timestamp + "." + rawBody` with the vendor's secret (docs/provider-wallet.md). */
export function signProviderBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'clock_skew' | 'mismatch' };

/**
 * Checks a call's headers: the timestamp is epoch milliseconds within ±5 minutes of `now`, and the
 * signature matches the raw body (compared in constant time).
 */
export function verifyProviderSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return { ok: false, reason: 'missing' };
  if (Math.abs(input.now.getTime() - Number(timestamp)) > PROVIDER_CLOCK_SKEW_MS)
    return { ok: false, reason: 'clock_skew' };
  if (!/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: 'mismatch' };
  const expected = Buffer.from(signProviderBody(input.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
