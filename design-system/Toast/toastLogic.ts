/** Spec toast durations: short 3 s (the default), long 8 s. */
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 8000;
/** At most this many toasts show at once; the oldest goes first. */
export const TOAST_LIMIT = 3;
/** Time a dismissed toast takes to fade out before it leaves the store (matches vars.motion.base). */
export const TOAST_EXIT_MS = 200;

export const toastKinds = ['success', 'info', 'error', 'loading'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** `short` (3 s), `long` (8 s), or milliseconds (the spec also uses 1000, 1500 and 2000). Infinity persists. */
export type ToastDuration = 'short' | 'long' | number;

export interface ToastRecord {
  id: string;
  kind: ToastKind;
  message: string;
  description?: string;
  duration?: ToastDuration;
  /** Bumped by every update, so the auto-dismiss timer restarts. */
  version: number;
  /** Dismissed and fading out. */
  closing: boolean;
}

/**
 * How long a toast stays, in ms, or null when it stays until dismissed.
 * Loading toasts persist by default; an explicit duration still applies to them (the spec's 9999 ms
 * logout loader, 10 s feedback loader, and so on).
 */
export function resolveToastDuration(kind: ToastKind, duration?: ToastDuration): number | null {
  if (typeof duration === 'number') {
    if (Number.isNaN(duration)) return kind === 'loading' ? null : TOAST_SHORT_MS;
    return Number.isFinite(duration) ? Math.max(0, duration) : null;
  }
  if (duration === 'long') return TOAST_LONG_MS;
  if (duration === 'short') return TOAST_SHORT_MS;
  return kind === 'loading' ? null : TOAST_SHORT_MS;
}

/** Adds a toast at the end (newest last) and drops the oldest live ones beyond `limit`. */
export function pushToast(list: readonly ToastRecord[], toast: ToastRecord, limit = TOAST_LIMIT): ToastRecord[] {
  const next = [...list, toast];
  let live = next.filter((t) => !t.closing).length;
  return next.filter((t) => {
    if (live > limit && !t.closing && t.id !== toast.id) {
      live -= 1;
      return false;
    }
    return true;
  });
}

/** Time left on an auto-dismiss timer after it ran for `elapsed` ms (for pause on hover/focus). */
export function remainingAfter(remaining: number | null, elapsed: number): number | null {
  if (remaining === null) return null;
  return Math.max(0, remaining - Math.max(0, elapsed));
}
