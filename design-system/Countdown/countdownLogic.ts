/** The spec's countdown tick. */
export const COUNTDOWN_TICK_MS = 500;
/** The SMS code can be re-sent after this many seconds. */
export const SMS_RESEND_SECONDS = 60;

/** Whole seconds left until `expiresAt` (ms since epoch), rounded up, never negative. */
export function secondsLeft(expiresAt: number, now: number): number {
  if (!Number.isFinite(expiresAt) || !Number.isFinite(now)) return 0;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** The expiry timestamp for a countdown of `seconds` starting at `now`. */
export function expiresIn(seconds: number, now: number): number {
  return now + seconds * 1000;
}
