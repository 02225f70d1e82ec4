import { CUSTOMER_TYPES, type SessionInfoBody } from '../../../src/api/contract/accounts';
import type { Db } from '../../db';
import type { RequestContext } from './device';
import type { Members } from './members';
import type { Sessions } from './sessions';
import { type AccountsDeps, LIMITS, type Member } from './shared';

/** Trial accounts: a generated member with play money and a session, in one transaction. */
export function createTrial(
  { db, brand, now, hit }: AccountsDeps,
  parts: { members: Members; sessions: Sessions },
  opts: {
    /** Runs inside the sign-up's transaction, before the session starts (the wallet's play money). */
    onTrialCreated?: (member: Member, tx: Db) => Promise<unknown>;
  },
) {
  const { generatedUsername, insertMember, sessionInfo } = parts.members;
  const { startSession } = parts.sessions;

  return {
    async trial(ctx: RequestContext): Promise<{ token: string; info: SessionInfoBody }> {
      await hit(`trial:${ctx.ip}`, LIMITS.trialPerIp);
      const username = await generatedUsername('trial_');
      const t = now();
      // One transaction: the member, its play money and its session, or none of them (issue 14).
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const member = await insertMember(
          {
            brand,
            username,
            customerType: CUSTOMER_TYPES.trial,
            status: 'active',
            passwordHash: null,
            firstLogin: false,
            createdAt: t,
            updatedAt: t,
          },
          tx,
        );
        await opts.onTrialCreated?.(member, tx);
        const token = await startSession(member, ctx, 'trial', { firstVisit: true, q: tx });
        return { token, info: sessionInfo(member, true) };
      });
    },
  };
}
