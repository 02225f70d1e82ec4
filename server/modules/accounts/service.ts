import { randomBytes } from 'node:crypto';
import { lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Avatar } from '../../../src/api/contract/accounts';
import type { Db } from '../../db';
import { captchas, rateCounters, sessions, verificationCodes } from '../../db/schema';
import { createCaptchas } from './captcha';
import { createCodes } from './codes';
import { createLimits } from './limits';
import { createLogin } from './login';
import { createMembers, memberInfo } from './members';
import { createPasswordFlows } from './password-flows';
import { hashPassword } from './passwords';
import type { EmailProvider, SmsProvider } from './providers';
import { createRegisterRules } from './register-rules';
import { createRegistration } from './registration';
import { createSecretGuards } from './secret-guards';
import { createSecurityCentre } from './security-centre';
import { createSessions } from './sessions';
import { type AccountsDeps, type Member, rateGate } from './shared';
import { createSmsCodes } from './sms-codes';
import { createSocialLogin } from './social-login';
import { createTrial } from './trial';

export { DEFAULT_DIALING_CODES, DEFAULT_MOBILE_MIN, DEFAULT_REGISTER_FIELDS } from './register-rules';
export { LIMITS, type Member, type Session, trialRefused } from './shared';
export { TAKEN_NOTICE } from './sms-codes';

export interface AccountsServiceOptions {
  db: Db;
  brand: string;
  now: () => Date;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Outside production only (loadConfig refuses it in production): this captcha answer always passes. */
  captchaFixed?: string;
  sms: SmsProvider;
  email: EmailProvider;
  /**
   * Runs when a trial account is created, before its session starts, inside the sign-up's
   * transaction (`tx`): the wallet credits its play money there, so a failure leaves nothing behind.
   */
  onTrialCreated?: (member: Member, tx: Db) => Promise<unknown>;
  /**
   * Runs when a real member registers (by form or by a social sign-up), inside the sign-up's
   * transaction: the bonus engine's sign-up trigger (docs/bonuses.md).
   */
  onMemberCreated?: (member: Member, tx: Db) => Promise<unknown>;
}

/** 400 request.invalid with per-field message keys from a zod error. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'request';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Rules of the accounts domain: members, sessions, captcha, codes, passwords. Knows nothing about HTTP.
 * Assembled from one factory a concern, each given the shared dependencies (`AccountsDeps`, shared.ts)
 * and the building blocks it uses, explicitly:
 * - building blocks: members.ts, codes.ts (SMS and e-mail codes), captcha.ts, register-rules.ts, sessions.ts;
 * - flows: login.ts, registration.ts, social-login.ts, trial.ts, sms-codes.ts, password-flows.ts,
 *   security-centre.ts.
 */
export async function createAccountsService(opts: AccountsServiceOptions) {
  const { db, brand, now } = opts;
  const limits = createLimits(db, now);
  const deps: AccountsDeps = {
    db,
    brand,
    now,
    limits,
    guards: createSecretGuards(db, now),
    hit: rateGate(limits),
    dummyHash: await hashPassword(randomBytes(16).toString('hex')),
  };
  const { guards } = deps;
  const ms = () => now().getTime();

  const members = createMembers(deps);
  const codes = createCodes(deps);
  const captchaPart = createCaptchas(deps, opts);
  const rules = createRegisterRules(deps);
  const sessionPart = createSessions(deps, opts);
  const parts = { members, codes, captchas: captchaPart, rules, sessions: sessionPart };

  return {
    brand,
    registerRules: rules.registerRules,
    captcha: captchaPart.captcha,

    /**
     * Throws 400 captcha.required (no answer) or captcha.invalid (wrong, used or expired), with
     * `captchaRequired: true`; uses the captcha up when it is right. The staff log-in's captcha step.
     */
    requireCaptcha: (answer: { id: string; answer: string } | undefined) => captchaPart.requireCaptcha(answer, true),

    resolveSession: sessionPart.resolveSession,
    logout: sessionPart.logout,
    ...createLogin(deps, parts),
    ...createRegistration(deps, parts, opts),
    ...createSocialLogin(deps, parts, opts),
    ...createTrial(deps, parts, opts),
    memberInfo,
    /** The member picks a head icon; answers what /me now shows. */
    setAvatar: async (memberId: string, avatar: Avatar) => memberInfo(await members.setAvatar(memberId, avatar)),
    ...createSmsCodes(deps, parts, opts),
    ...createPasswordFlows(deps, parts, opts),
    ...createSecurityCentre(deps, parts, opts),
    memberById: members.memberById,

    /**
     * Deletes what can no longer matter: captchas and codes a day past expiry, sessions a week
     * past their end, stale counters. Idempotent, so any node may run it, twice.
     */
    async purgeExpired() {
      const t = ms();
      const day = new Date(t - 24 * 3_600_000);
      const week = new Date(t - 7 * 24 * 3_600_000);
      await db.delete(captchas).where(lt(captchas.expiresAt, day));
      await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, day));
      await db.delete(sessions).where(or(lt(sessions.expiresAt, week), lt(sessions.revokedAt, week)));
      await db.delete(rateCounters).where(lt(rateCounters.windowStart, day));
      await guards.purge(day);
    },
  };
}

export type AccountsService = Awaited<ReturnType<typeof createAccountsService>>;
