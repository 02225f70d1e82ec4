import { eq } from 'drizzle-orm';
import { type AgeConfirmation, CUSTOMER_TYPES, type SessionInfoBody } from '../../../src/api/contract/accounts';
import { validateAgeGate } from '../../../src/rules/accountValidation';
import type { Db } from '../../db';
import { members } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { RequestContext } from './device';
import type { Members } from './members';
import { brandToday, type RegisterRulesService } from './register-rules';
import type { Sessions } from './sessions';
import { type AccountsDeps, LIMITS, type Member } from './shared';

/** Trial accounts: a generated member with play money and a session, in one transaction. */
export function createTrial(
  { db, brand, now, hit }: AccountsDeps,
  parts: { members: Members; sessions: Sessions; rules: RegisterRulesService },
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

    /**
     * The age gate of free play (issue 19): before its first game a trial account confirms its age,
     * by a birthday checked like the registration's, or by an explicit "I am {ageLimit} or older".
     * Recorded on the member (ageConfirmedAt, and the birthday when given); the launch reads it.
     * A real account confirmed its age at registration: confirming again changes nothing.
     */
    async confirmAge(member: Member, body: AgeConfirmation): Promise<{ ageConfirmed: true }> {
      if (member.ageConfirmedAt !== null) return { ageConfirmed: true };
      const { ageLimit } = await parts.rules.registerRules();
      const birthday = 'birthday' in body ? body.birthday : undefined;
      if (birthday !== undefined) {
        const key = validateAgeGate(birthday, ageLimit, brandToday(now()));
        if (key) throw invalid('The birthday does not confirm the age', { birthday: key });
      } else if ('ageLimit' in body && body.ageLimit !== ageLimit) {
        // The confirmation must be of the brand's own limit ("I am 21 or older" where it is 21).
        throw invalid('Confirm the age limit the site shows', { ageLimit: 'validation.age' });
      }
      const t = now();
      await db
        .update(members)
        .set({ ageConfirmedAt: t, birthday: birthday ?? member.birthday, updatedAt: t })
        .where(eq(members.id, member.id));
      return { ageConfirmed: true };
    },
  };
}
