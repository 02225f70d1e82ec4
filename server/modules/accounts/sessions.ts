import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { LoginHistoryEntry } from '../../../src/api/contract/accounts';
import type { Db } from '../../db';
import { loginHistory, members, protectionSettings, sessions } from '../../db/schema';
import { newToken, sha256 } from './crypto';
import type { RequestContext } from './device';
import { type AccountsDeps, LIMITS, type Member, type Session } from './shared';

/** Member sessions: started (with a log-in history row), resolved from a token, revoked. */
export function createSessions(
  { db, brand, now }: Pick<AccountsDeps, 'db' | 'brand' | 'now'>,
  opts: { sessionIdleMs: number; sessionMaxMs: number },
) {
  const ms = () => now().getTime();
  /**
   * The session of a token hash, with its member: asked on every member request, so prepared once
   * (drizzle's query building was a quarter of a wallet request's CPU under load, issue 17).
   */
  const byTokenHash = db
    .select({ session: sessions, member: members, sessionLimitMinutes: protectionSettings.sessionLimitMinutes })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    // The player's session time limit (docs/player-protection.md): the session ends when it is reached.
    .leftJoin(protectionSettings, eq(protectionSettings.memberId, sessions.memberId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');

  /**
   * `firstVisit`: the account's first session (its sign-up, a trial, the first log-in of an account
   * made for the member). `q`: the caller's transaction, when the session is part of a larger unit (sign-up).
   */
  async function startSession(
    m: Member,
    ctx: RequestContext,
    method: LoginHistoryEntry['method'],
    { firstVisit, q = db }: { firstVisit: boolean; q?: Db },
  ) {
    const token = newToken();
    const t = now();
    await q.insert(sessions).values({
      tokenHash: sha256(token),
      memberId: m.id,
      firstVisit,
      createdAt: t,
      lastSeenAt: t,
      expiresAt: new Date(t.getTime() + opts.sessionMaxMs),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await q
      .insert(loginHistory)
      .values({ memberId: m.id, at: t, ip: ctx.ip, device: ctx.device, userAgent: ctx.userAgent, method });
    return token;
  }

  async function revokeAll(memberId: string, exceptSessionId?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      );
  }

  return {
    startSession,
    revokeAll,

    /** The member of a session token, or null when it is unknown, revoked or expired (idle or absolute). */
    async resolveSession(token: string | undefined, check: { touch?: boolean } = {}): Promise<Session | null> {
      if (!token || token.length > 128) return null;
      const rows = await byTokenHash.execute({ tokenHash: sha256(token) });
      const row = rows[0];
      if (!row) return null;
      const t = ms();
      const { session, member } = row;
      if (session.revokedAt) return null;
      if (session.expiresAt.getTime() <= t) return null;
      if (session.lastSeenAt.getTime() + opts.sessionIdleMs <= t) return null;
      if (member.brand !== brand || member.status !== 'active') return null;
      const limit = row.sessionLimitMinutes;
      if (limit !== null && session.createdAt.getTime() + limit * 60_000 <= t) {
        // Ended by the server, as a log-out: the live channel's re-check closes the socket too.
        await db
          .update(sessions)
          .set({ revokedAt: new Date(t) })
          .where(eq(sessions.id, session.id));
        return null;
      }
      if (check.touch !== false && t - session.lastSeenAt.getTime() >= LIMITS.touchEveryMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, session.id));
      }
      return { id: session.id, member, firstVisit: session.firstVisit };
    },

    async logout(session: Session | null) {
      if (session) await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.id));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
