import { SMS_CODE_TTL_SECONDS } from '../../../src/api/contract/accounts';
import type { Db } from '../../db';
import type { members } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { createLimits } from './limits';
import { GUESS_RULES, type SecretGuards } from './secret-guards';

// What the parts of the accounts service (service.ts) share: limits, types, helpers and errors.

// ---------------------------------------------------------------------------------------------------
// Limits (docs/api.md, Accounts)
// ---------------------------------------------------------------------------------------------------

export const LIMITS = {
  captchaTtlMs: 5 * 60_000,
  captchaPerIp: { limit: 60, windowMs: 10 * 60_000 },
  /** Failed log-ins for an account or an address in an hour before a captcha is required (secret-guards.ts). */
  captchaAfterFailures: GUESS_RULES.withoutCaptcha.limit,
  /** Failed log-ins for an account from one address before that pair (only) is locked, and for how long. */
  lockAfterFailures: GUESS_RULES.pair.limit,
  lockMs: GUESS_RULES.pair.lockMs,
  loginPerIp: { limit: 30, windowMs: 10 * 60_000 },
  smsPerMobile: { limit: 5, windowMs: 60 * 60_000 },
  smsPerIp: { limit: 20, windowMs: 60 * 60_000 },
  /** Registration codes asked for from one address before each further one needs a captcha. */
  smsRegisterFreePerIp: { limit: 3, windowMs: 60 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /** Accounts one agent opens under itself (/m/agentRegister) per hour. */
  openAccountPerAgent: { limit: 60, windowMs: 60 * 60_000 },
  trialPerIp: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerIp: { limit: 10, windowMs: 60 * 60_000 },
  emailCodePerMember: { limit: 10, windowMs: 60 * 60_000 },
  smsTtlMs: SMS_CODE_TTL_SECONDS * 1000,
  /** The e-mail binding code: resend after 60 s like SMS, valid for 10 minutes. */
  emailBindTtlMs: 10 * 60_000,
  /** The password-reset e-mail code: valid for 30 minutes. */
  emailResetTtlMs: 30 * 60_000,
  /** A session's last-seen time is written at most this often. */
  touchEveryMs: 30_000,
} as const;

export type Member = typeof members.$inferSelect;

export interface Session {
  id: string;
  member: Member;
  /** The account's first session (sessions.first_visit): the site greets it as a first visit. */
  firstVisit: boolean;
}

/**
 * The dependencies every part of the accounts service takes. `brand` is the one brand every query is
 * scoped to; keep it a single explicit value here, so how it is chosen can change in one place.
 */
export interface AccountsDeps {
  db: Db;
  brand: string;
  now: () => Date;
  limits: ReturnType<typeof createLimits>;
  guards: SecretGuards;
  /** Counts one request against a limit; throws 429 rate.limited past it. */
  hit: (key: string, rule: { limit: number; windowMs: number }) => Promise<void>;
  /** Verified against for unknown users, so the answer takes as long as for a real one. */
  dummyHash: string;
}

const rateLimited = (retryAt: number) =>
  new AppError(429, 'rate.limited', 'Too many requests; retry later', undefined, { retryAt });

export function rateGate(limits: ReturnType<typeof createLimits>): AccountsDeps['hit'] {
  return async (key, rule) => {
    const r = await limits.hit(key, rule.limit, rule.windowMs);
    if (!r.allowed) throw rateLimited(r.retryAt);
  };
}

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const smsTarget = (dial: string, mobile: string) => `${dial}${mobile}`;

export const smsInvalid = () =>
  new AppError(400, 'sms.code_invalid', 'The verification code is wrong, used or expired');
export const emailInvalid = () =>
  new AppError(400, 'email.code_invalid', 'The verification code is wrong, used or expired');
export const usernameTaken = () => new AppError(409, 'account.username_taken', 'The username is taken');
export const mobileTaken = () =>
  new AppError(409, 'account.mobile_taken', 'The mobile number belongs to another account');
export const notOffered = (field: string) =>
  invalid('The brand does not offer this method', { [field]: 'validation.method' });
export const trialRefused = () =>
  new AppError(403, 'auth.trial_refused', 'A trial account cannot do this; register a real account');
