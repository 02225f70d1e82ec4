import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { guessGuards, rateCounters } from '../../db/schema';

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

/**
 * A rule of a guess guard (ADR 0010). A window opens at the first guess counted while nothing is
 * counted, and ends `windowMs` later (or when its lock ends); the count restarts with the next window.
 */
export interface GuessRule {
  /** At most this many guesses counted in a window: the wrong ones and those still being checked. */
  limit: number;
  windowMs: number;
  /** With a lock: the `limit`-th wrong guess of a window locks the key for this long. */
  lockMs?: number;
  /**
   * How long a guess may wait for a place while others are still being checked (they either free
   * their place by being right or lock the key). Without it a guess that finds no place is refused.
   */
  waitMs?: number;
}

/** A counted guess, to settle once it is checked. `epoch` is the window that counted it. */
export interface GuessTicket {
  key: string;
  epoch: number;
}

/** The state of a key: its count, its wrong guesses, its lock and when its window ends. */
export interface GuessState {
  counted: number;
  failures: number;
  lockedUntil: number | null;
  windowEndsAt: number | null;
}

export type Reservation = { ok: true; ticket: GuessTicket } | ({ ok: false } & GuessState);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Guess guards (ADR 0010): every guess at a secret is counted before it is checked, by one
 * conditional atomic statement on the key's row, so that however many requests arrive at once, no
 * more guesses are checked than the rule allows:
 *
 *     const r = await guard.reserve(key, rule);        // counted, or refused: nothing is checked
 *     if (!r.ok) throw locked(r.lockedUntil);
 *     const right = await verifyPassword(hash, given);
 *     const after = await guard.settle(r.ticket, right, rule);   // wrong: counted for good, may lock
 *
 * A right guess gives back only its own place; it forgives no other guess of the window (so an owner
 * who succeeds in the middle of someone else's burst opens no room for more of it). `release` gives
 * a place back for a guess that was never checked.
 */
export function createGuessGuard(db: Db, now: () => Date) {
  const g = guessGuards;

  function stateOf(
    row: { counted: number; failures: number; lockedUntil: Date | null; windowStart: Date } | undefined,
    rule: GuessRule,
  ): GuessState {
    const t = now().getTime();
    if (!row) return { counted: 0, failures: 0, lockedUntil: null, windowEndsAt: null };
    const lockedUntil = row.lockedUntil?.getTime() ?? null;
    if (lockedUntil !== null) {
      return lockedUntil > t
        ? { counted: row.counted, failures: row.failures, lockedUntil, windowEndsAt: lockedUntil }
        : { counted: 0, failures: 0, lockedUntil: null, windowEndsAt: null };
    }
    const windowEndsAt = row.windowStart.getTime() + rule.windowMs;
    if (windowEndsAt <= t || row.counted === 0)
      return { counted: 0, failures: 0, lockedUntil: null, windowEndsAt: null };
    return { counted: row.counted, failures: row.failures, lockedUntil: null, windowEndsAt };
  }

  async function state(key: string, rule: GuessRule): Promise<GuessState> {
    const [row] = await db.select().from(g).where(eq(g.key, key));
    return stateOf(row, rule);
  }

  /** One try at counting a guess: the single conditional statement. `limit: null` counts without a limit. */
  async function tryReserve(key: string, rule: GuessRule, limit: number | null): Promise<Reservation> {
    const t = now();
    const at = sql`${t.toISOString()}::timestamptz`;
    const windowEdge = sql`${new Date(t.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    // A new window: the lock is over, or (unlocked) the window is over or nothing is counted.
    const fresh = sql`((${g.lockedUntil} is not null and ${g.lockedUntil} <= ${at})
      or (${g.lockedUntil} is null and (${g.windowStart} <= ${windowEdge} or ${g.counted} = 0)))`;
    const room = limit === null ? sql`true` : sql`${g.counted} < ${limit}`;
    const [row] = await db
      .insert(g)
      .values({ key, epoch: 1, windowStart: t, counted: 1, failures: 0, lockedUntil: null, updatedAt: t })
      .onConflictDoUpdate({
        target: g.key,
        set: {
          epoch: sql`case when ${fresh} then ${g.epoch} + 1 else ${g.epoch} end`,
          windowStart: sql`case when ${fresh} then ${at} else ${g.windowStart} end`,
          counted: sql`case when ${fresh} then 1 else ${g.counted} + 1 end`,
          failures: sql`case when ${fresh} then 0 else ${g.failures} end`,
          lockedUntil: sql`case when ${fresh} then null else ${g.lockedUntil} end`,
          updatedAt: t,
        },
        setWhere: sql`${fresh} or (${g.lockedUntil} is null and ${room})`,
      })
      .returning({ epoch: g.epoch });
    if (row) return { ok: true, ticket: { key, epoch: row.epoch } };
    return { ok: false, ...(await state(key, rule)) };
  }

  return {
    state,

    /**
     * Counts one guess on `key`, or refuses it (locked, or the window's places are taken). While
     * other guesses are still being checked and the key is not locked, waits up to `rule.waitMs`
     * for them to settle.
     */
    async reserve(key: string, rule: GuessRule): Promise<Reservation> {
      const deadline = Date.now() + (rule.waitMs ?? 0);
      let pause = 10;
      let quick = 3;
      for (;;) {
        const r = await tryReserve(key, rule, rule.limit);
        if (r.ok || r.lockedUntil !== null) return r;
        // Every place taken by a wrong guess: none will be freed before the window ends.
        if (r.counted >= rule.limit && r.counted <= r.failures) return r;
        // The state is read after the refusal: places freed meanwhile are tried again at once.
        if (r.counted < rule.limit && quick-- > 0) continue;
        if (Date.now() + pause > deadline) return r;
        await sleep(pause);
        pause = Math.min(pause * 2, 100);
      }
    },

    /** Counts a guess with no limit (one that passed a captcha): refused only while the key is locked. */
    count(key: string, rule: GuessRule): Promise<Reservation> {
      return tryReserve(key, rule, null);
    },

    /**
     * Settles a counted guess. A wrong one stays counted and is added to the failures; the
     * `limit`-th failure of the window locks the key when the rule has a lock. A right one gives its
     * place back. Answers the key's state after (a window that ended meanwhile is left alone).
     */
    async settle(ticket: GuessTicket, right: boolean, rule: GuessRule): Promise<GuessState> {
      const t = now();
      const mine = and(eq(g.key, ticket.key), eq(g.epoch, ticket.epoch));
      let row: typeof g.$inferSelect | undefined;
      if (right) {
        [row] = await db
          .update(g)
          .set({ counted: sql`greatest(${g.counted} - 1, ${g.failures})`, updatedAt: t })
          .where(mine)
          .returning();
      } else {
        const lockUntil = rule.lockMs === undefined ? null : new Date(t.getTime() + rule.lockMs).toISOString();
        [row] = await db
          .update(g)
          .set({
            failures: sql`${g.failures} + 1`,
            lockedUntil:
              lockUntil === null
                ? sql`${g.lockedUntil}`
                : sql`case when ${g.lockedUntil} is null and ${g.failures} + 1 >= ${rule.limit} then ${lockUntil}::timestamptz else ${g.lockedUntil} end`,
            updatedAt: t,
          })
          .where(mine)
          .returning();
      }
      return row ? stateOf(row, rule) : state(ticket.key, rule);
    },

    /** Gives back the place of a guess that was never checked. */
    async release(ticket: GuessTicket): Promise<void> {
      await db
        .update(g)
        .set({ counted: sql`greatest(${g.counted} - 1, ${g.failures})`, updatedAt: now() })
        .where(and(eq(g.key, ticket.key), eq(g.epoch, ticket.epoch)));
    },

    /** Forgets `key` and every `key@...` (a scope's per-address keys): a new secret starts afresh. */
    async clear(key: string): Promise<void> {
      const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db.delete(g).where(or(eq(g.key, key), like(g.key, `${escaped}@%`)));
    },

    /** Deletes rows untouched since `before` whose lock (if any) is over. */
    async purge(before: Date): Promise<void> {
      await db
        .delete(g)
        .where(and(lt(g.updatedAt, before), or(sql`${g.lockedUntil} is null`, lt(g.lockedUntil, before))));
    },
  };
}

export type GuessGuard = ReturnType<typeof createGuessGuard>;
