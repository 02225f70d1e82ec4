import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { authFailures, rateCounters } from '../../db/schema';

/**
 * Abuse limits kept in the database, so every API node sees the same counts (ARCHITECTURE:
 * "shared rate-limit counters"). Fixed windows; the clock is the service's, so tests can move it.
 */
export function createLimits(db: Db, now: () => Date) {
  return {
    /**
     * Counts one hit on `key` in a window of `windowMs`. Over `limit` hits in the window answers
     * `{ allowed: false, retryAt }` (when the window ends).
     */
    async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAt: number }> {
      const t = now();
      const expired = new Date(t.getTime() - windowMs);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart: t, count: 1 })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${rateCounters.windowStart} <= ${expired.toISOString()}::timestamptz then 1 else ${rateCounters.count} + 1 end`,
            windowStart: sql`case when ${rateCounters.windowStart} <= ${expired.toISOString()}::timestamptz then ${t.toISOString()}::timestamptz else ${rateCounters.windowStart} end`,
          },
        })
        .returning({ count: rateCounters.count, windowStart: rateCounters.windowStart });
      const count = row?.count ?? 1;
      const retryAt = (row?.windowStart ?? t).getTime() + windowMs;
      return { allowed: count <= limit, retryAt };
    },
  };
}

/** Failed log-ins: how many recently, and whether the key is locked. */
export interface FailureState {
  failures: number;
  lockedUntil: number | null;
}

/** Failures older than this are forgotten. */
const FAILURE_WINDOW_MS = 60 * 60_000;

export function createFailures(db: Db, now: () => Date) {
  return {
    async get(key: string): Promise<FailureState> {
      const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
      const t = now().getTime();
      if (!row || row.lastFailureAt.getTime() < t - FAILURE_WINDOW_MS) return { failures: 0, lockedUntil: null };
      const locked = row.lockedUntil && row.lockedUntil.getTime() > t ? row.lockedUntil.getTime() : null;
      return { failures: row.failures, lockedUntil: locked };
    },

    /**
     * Records one failure. At `lockAfter` failures the key is locked for `lockMs`; the count then
     * restarts at `keepAfterLock`, so a captcha is still asked for once the lock ends.
     */
    async record(key: string, opts: { lockAfter?: number; lockMs?: number; keepAfterLock?: number } = {}) {
      const t = now();
      const stale = new Date(t.getTime() - FAILURE_WINDOW_MS).toISOString();
      const [row] = await db
        .insert(authFailures)
        .values({ key, failures: 1, lastFailureAt: t })
        .onConflictDoUpdate({
          target: authFailures.key,
          set: {
            failures: sql`case when ${authFailures.lastFailureAt} < ${stale}::timestamptz then 1 else ${authFailures.failures} + 1 end`,
            lastFailureAt: t,
          },
        })
        .returning({ failures: authFailures.failures });
      const failures = row?.failures ?? 1;
      if (opts.lockAfter !== undefined && opts.lockMs !== undefined && failures >= opts.lockAfter) {
        const lockedUntil = new Date(t.getTime() + opts.lockMs);
        await db
          .update(authFailures)
          .set({ lockedUntil, failures: opts.keepAfterLock ?? 0 })
          .where(eq(authFailures.key, key));
        return { failures, lockedUntil: lockedUntil.getTime() };
      }
      return { failures, lockedUntil: null };
    },

    async clear(key: string) {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
  };
}
