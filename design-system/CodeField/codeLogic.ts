import { expiresIn, SMS_RESEND_SECONDS } from '../Countdown/countdownLogic';

/** The spec's resend interval for SMS and e-mail codes (spec §4: "Resend in 60 s"). */
export const CODE_RESEND_SECONDS = SMS_RESEND_SECONDS;

/**
 * What a send answered: a timestamp (ms since epoch) until which "Send" stays disabled, nothing
 * (use the resend interval), or null (nothing was sent: the page refused, e.g. a bad number).
 */
export type SendResult = number | null | undefined;

/** When the next send may happen after a successful send, or null for "no countdown". */
export function resendAt(result: SendResult, now: number, seconds = CODE_RESEND_SECONDS): number | null {
  if (result === null) return null;
  if (typeof result === 'number' && Number.isFinite(result)) return result;
  return expiresIn(seconds, now);
}

/** A refused send's `retryAt` (the server's "too soon": wait until then), else null. */
export function retryAtOf(err: unknown): number | null {
  if (!err || typeof err !== 'object' || !('retryAt' in err)) return null;
  const at = (err as { retryAt: unknown }).retryAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** The i18n key for a failed send: `errors.<code>` when it has a code, else `errors.unknown`. */
export function sendErrorKey(err: unknown): string {
  const code = err && typeof err === 'object' && 'code' in err ? (err as { code: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? `errors.${code}` : 'errors.unknown';
}

/** Digits only: codes and captchas are numeric. */
export const digitsOnly = (v: string) => v.replace(/\D/g, '');
