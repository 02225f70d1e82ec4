/**
 * Reality checks and the session time limit (issue 19; MGA PPD, UKGC RTS 13; docs/player-protection.md).
 * A check is due every `minutes` after the log-in (at log-in + N, + 2N, ...), not after the page
 * loaded, so a reload or a second tab keeps the same rhythm. While a check is open no other is
 * scheduled; Continue schedules the next one due after that moment. When the session limit ends
 * the session, the player is logged out.
 */

const MINUTE = 60_000;
/** Timers longer than this are re-armed in steps (setTimeout overflows at about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The first reality check due strictly after `after` (ms), or null when checks are off. */
export function nextCheckAt(since: number, minutes: number | null, after: number): number | null {
  if (!minutes || minutes <= 0) return null;
  const step = minutes * MINUTE;
  const k = Math.max(1, Math.floor((after - since) / step) + 1);
  return since + k * step;
}

export interface RealityCheckTimers {
  now(): number;
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: RealityCheckTimers = {
  now: () => Date.now(),
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface RealityCheckPlan {
  /** Log-in time (ISO). */
  since: string;
  minutes: number | null;
  /** When the session limit ends the session (ISO), or null. */
  endsAt: string | null;
}

export interface RealityCheckScheduler {
  /** The player answered the open check (Continue): the next one is due after now. */
  acknowledge(): void;
  stop(): void;
}

/**
 * Runs the plan: `onCheck` at each due check, `onSessionEnd` once when the session limit is
 * reached (a session already past its end ends at once).
 */
export function scheduleRealityChecks(
  plan: RealityCheckPlan,
  handlers: { onCheck: () => void; onSessionEnd: () => void },
  timers: RealityCheckTimers = realTimers,
): RealityCheckScheduler {
  const since = Date.parse(plan.since);
  const endsAt = plan.endsAt ? Date.parse(plan.endsAt) : null;
  let checkTimer: unknown = null;
  let endTimer: unknown = null;
  let stopped = false;

  const armAt = (at: number, fire: () => void, keep: (h: unknown) => void) => {
    const wait = at - timers.now();
    if (wait <= 0) return fire();
    keep(timers.set(() => armAt(at, fire, keep), Math.min(wait, MAX_TIMER_MS)));
  };

  const end = () => {
    if (stopped) return;
    stop();
    handlers.onSessionEnd();
  };
  const armCheck = () => {
    const at = nextCheckAt(since, plan.minutes, timers.now());
    // A check due at or after the session's end never shows: the log-out does.
    if (at === null || (endsAt !== null && at >= endsAt)) return;
    armAt(
      at,
      () => {
        checkTimer = null;
        if (!stopped) handlers.onCheck();
      },
      (h) => {
        checkTimer = h;
      },
    );
  };
  function stop() {
    stopped = true;
    if (checkTimer !== null) timers.clear(checkTimer);
    if (endTimer !== null) timers.clear(endTimer);
    checkTimer = endTimer = null;
  }

  if (endsAt !== null) {
    armAt(endsAt, end, (h) => {
      endTimer = h;
    });
  }
  if (!stopped) armCheck();
  return {
    acknowledge: () => {
      if (stopped) return;
      if (checkTimer !== null) timers.clear(checkTimer);
      checkTimer = null;
      armCheck();
    },
    stop,
  };
}

/** Whole minutes since the log-in, for "You have been playing for …". */
export const minutesSince = (since: string, now: number) => Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE));
