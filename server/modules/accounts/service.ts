import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  type BindEmail,
  type BindMobile,
  type Captcha,
  type ChangePassword,
  CUSTOMER_TYPES,
  type CustomerType,
  type EmailPasswordReset,
  type FieldRule,
  type LoginHistoryEntry,
  type LoginPayload,
  type MemberInfo,
  type PaymentPasswordChange,
  type phonePasswordPayloadSchema,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterPayload,
  type RegisterRules,
  type SessionInfoBody,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  type SmsCodeRequest,
  type SmsPurpose,
  SOCIAL_FEATURE_FLAGS,
} from '../../../src/api/contract/accounts';
import {
  validateAge,
  validateBirthday,
  validateCaptcha,
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePassword,
  validatePaymentPassword,
  validateSmsCode,
  validateUsername,
} from '../../../src/rules/accountValidation';
import { customerType, isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import {
  captchas,
  loginHistory,
  members,
  rateCounters,
  sessions,
  socialLogins,
  verificationCodes,
} from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-error';
import { readBrand } from '../system/service';
import { captchaDataUrl } from './captcha-image';
import { hashCode, newId, newToken, randomDigits, safeEqual, sha256 } from './crypto';
import type { RequestContext } from './device';
import { createLimits } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import type { EmailProvider, SmsProvider } from './providers';
import { createSecretGuards, GUESS_RULES, paymentPasswordLocked } from './secret-guards';
import { isSocialProviderId, SocialCredentialError, type SocialIdentity, type SocialProviders } from './social';

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

// ---------------------------------------------------------------------------------------------------
// Registration rules (defaults; the brand's settings.registration overrides per field)
// ---------------------------------------------------------------------------------------------------

const on = (required = false): FieldRule => ({ enabled: true, required });
const off: FieldRule = { enabled: false, required: false };

export const DEFAULT_REGISTER_FIELDS: Record<RegisterField, FieldRule> = {
  countryDialingCode: on(),
  username: on(true),
  password: on(true),
  confirmPassword: on(true),
  affiliateCode: on(),
  paymentPassword: off,
  recommenderId: off,
  nickname: off,
  payeeName: off,
  email: on(),
  mobileNum: on(),
  idNumber: off,
  qqNum: off,
  facebook: off,
  wechat: off,
  line: off,
  whatsapp: off,
  zalo: off,
  birthday: off,
  captcha: on(true),
  verificationCode: on(),
};

/** Fields a method always needs, whatever the brand's flags say. */
const FORCED: Record<RegisterPayload['method'], RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['countryDialingCode', 'mobileNum', 'verificationCode', 'password', 'confirmPassword'],
};

/**
 * What the owner of a number that already has an account receives instead of a code, when someone
 * asks for a registration or binding code for it. It holds no code.
 */
export const TAKEN_NOTICE = {
  register:
    'Someone tried to register a new account with this number. It already has an account: log in, or reset your password if you forgot it. If this was not you, ignore this message.',
  bind: 'Someone tried to link this number to another account. It already belongs to an account, so it was not linked. If this was not you, ignore this message.',
} as const;

export const DEFAULT_DIALING_CODES = ['+86'];
export const DEFAULT_MOBILE_MIN = 6;

type Member = typeof members.$inferSelect;

export interface Session {
  id: string;
  member: Member;
}

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
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** 400 request.invalid with per-field message keys from a zod error. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'request';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Rules of the accounts domain: members, sessions, captcha, codes, passwords. Knows nothing about HTTP. */
export async function createAccountsService(opts: AccountsServiceOptions) {
  const { db, brand, now } = opts;
  const limits = createLimits(db, now);
  const guards = createSecretGuards(db, now);
  /** Verified against for unknown users, so the answer takes as long as for a real one. */
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'));

  const ms = () => now().getTime();
  const rateLimited = (retryAt: number) =>
    new AppError(429, 'rate.limited', 'Too many requests; retry later', undefined, { retryAt });
  const hit = async (key: string, rule: { limit: number; windowMs: number }) => {
    const r = await limits.hit(key, rule.limit, rule.windowMs);
    if (!r.allowed) throw rateLimited(r.retryAt);
  };
  const smsTarget = (dial: string, mobile: string) => `${dial}${mobile}`;

  // -------------------------------------------------------------------------------------------------
  // Members
  // -------------------------------------------------------------------------------------------------

  async function memberByUsername(username: string): Promise<Member | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.username, username.trim().toLowerCase())));
    return rows[0] ?? null;
  }

  /** By mobile; without a dialling code, only when exactly one member has that number. */
  async function memberByMobile(mobile: string, dial?: string, q: Db = db): Promise<Member | null> {
    const rows = await q
      .select()
      .from(members)
      .where(
        and(
          eq(members.brand, brand),
          eq(members.mobile, mobile),
          dial ? eq(members.countryDialingCode, dial) : undefined,
        ),
      )
      .limit(2);
    return rows.length === 1 ? rows[0]! : null;
  }

  async function memberById(id: string): Promise<Member | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.id, id)));
    return rows[0] ?? null;
  }

  const sessionInfo = (m: Member, firstTimeLogin: boolean): SessionInfoBody => ({
    userName: m.username,
    merchantCode: brand,
    type: customerType(m.customerType),
    firstTimeLogin,
  });

  // -------------------------------------------------------------------------------------------------
  // Sessions
  // -------------------------------------------------------------------------------------------------

  /** `q`: the caller's transaction, when the session is part of a larger unit (sign-up). */
  async function startSession(m: Member, ctx: RequestContext, method: LoginHistoryEntry['method'], q: Db = db) {
    const token = newToken();
    const t = now();
    await q.insert(sessions).values({
      tokenHash: sha256(token),
      memberId: m.id,
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

  // -------------------------------------------------------------------------------------------------
  // Captcha
  // -------------------------------------------------------------------------------------------------

  /** Checks and uses up a captcha answer. CAPTCHA_FIXED (never in production) always passes. */
  async function verifyCaptcha(answer: { id: string; answer: string } | undefined): Promise<boolean> {
    if (!answer) return false;
    if (opts.captchaFixed !== undefined && safeEqual(answer.answer, opts.captchaFixed)) return true;
    if (validateCaptcha(answer.answer) !== null) return false;
    const [row] = await db
      .update(captchas)
      .set({ usedAt: now() })
      .where(and(eq(captchas.id, answer.id), isNull(captchas.usedAt), gt(captchas.expiresAt, now())))
      .returning({ answerHash: captchas.answerHash });
    return !!row && safeEqual(row.answerHash, hashCode(answer.id, answer.answer));
  }

  async function requireCaptcha(answer: { id: string; answer: string } | undefined, captchaRequired?: boolean) {
    const extra = captchaRequired ? { captchaRequired: true } : undefined;
    if (!answer || isBlank(answer.answer)) {
      throw new AppError(400, 'captcha.required', 'A captcha is required', undefined, extra);
    }
    if (!(await verifyCaptcha(answer))) {
      throw new AppError(400, 'captcha.invalid', 'The captcha is wrong, used or expired', undefined, extra);
    }
  }

  // -------------------------------------------------------------------------------------------------
  // Codes (SMS and e-mail)
  // -------------------------------------------------------------------------------------------------

  type Channel = 'sms' | 'email';

  async function latestCode(channel: Channel, purpose: string, target: string) {
    const rows = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brand, brand),
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return rows[0] ?? null;
  }

  async function issueCode(input: {
    channel: Channel;
    purpose: string;
    target: string;
    ttlMs: number;
    memberId?: string | null;
    /** Stored already used: it counts for the resend wait but can never be entered (nobody is sent it). */
    dead?: boolean;
  }) {
    const code = randomDigits(6);
    const id = randomUUID();
    const t = now();
    await db.insert(verificationCodes).values({
      id,
      brand,
      channel: input.channel,
      purpose: input.purpose,
      target: input.target,
      memberId: input.memberId ?? null,
      codeHash: hashCode(id, code),
      createdAt: t,
      expiresAt: new Date(t.getTime() + input.ttlMs),
      consumedAt: input.dead ? t : null,
    });
    return { code, createdAt: t.getTime() };
  }

  /**
   * Checks a code against the newest live one for this target and uses it up when right. Every try
   * counts; after SMS_CODE_MAX_ATTEMPTS wrong ones the code is dead.
   */
  async function consumeCode(input: {
    channel: Channel;
    purpose: string;
    target: string;
    code: string;
    memberId?: string;
  }): Promise<boolean> {
    const id = await checkCode(input);
    return id !== null && (await spendCode(id));
  }

  /**
   * The guess half of consumeCode: counts the try (committed at once, so a rolled-back sign-up
   * cannot give a guess back) and answers the live code's id when the code is right, or null.
   */
  async function checkCode(input: {
    channel: Channel;
    purpose: string;
    target: string;
    code: string;
    memberId?: string;
  }): Promise<string | null> {
    if (validateSmsCode(input.code) !== null) return null;
    const t = now();
    const [live] = await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brand, brand),
          eq(verificationCodes.channel, input.channel),
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.target, input.target),
          input.memberId ? eq(verificationCodes.memberId, input.memberId) : undefined,
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, t),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (!live) return null;
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, live.id),
          isNull(verificationCodes.consumedAt),
          sql`${verificationCodes.attempts} < ${SMS_CODE_MAX_ATTEMPTS}`,
        ),
      )
      .returning({ codeHash: verificationCodes.codeHash });
    if (!counted || !safeEqual(counted.codeHash, hashCode(live.id, input.code))) return null;
    return live.id;
  }

  /** Uses up a checked code; false when another request used it first. `q`: the caller's transaction. */
  async function spendCode(id: string, q: Db = db): Promise<boolean> {
    const [used] = await q
      .update(verificationCodes)
      .set({ consumedAt: now() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return !!used;
  }

  const smsInvalid = () => new AppError(400, 'sms.code_invalid', 'The verification code is wrong, used or expired');
  const emailInvalid = () => new AppError(400, 'email.code_invalid', 'The verification code is wrong, used or expired');

  // -------------------------------------------------------------------------------------------------
  // Registration rules
  // -------------------------------------------------------------------------------------------------

  async function registerRules(): Promise<RegisterRules> {
    const row = await readBrand(db, brand);
    if (!row) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
    const { features, registration, ageLimit } = row.settings;
    const methods: RegisterRules['methods'] = [];
    if (features.usernameRegistration) methods.push('username');
    if (features.mobileRegistration) methods.push('mobile');
    if (methods.length === 0) methods.push('username');
    const fields = { ...DEFAULT_REGISTER_FIELDS, ...(registration?.fields ?? {}) };
    // Passwords are always asked for.
    fields.password = on(true);
    fields.confirmPassword = on(true);
    return {
      methods,
      defaultMethod: features.mobileRegistration && !features.usernameRegistration ? 'mobile' : 'username',
      fields,
      ageLimit,
      mobileMinLength: registration?.mobileMinLength ?? DEFAULT_MOBILE_MIN,
      countryDialingCodes: registration?.countryDialingCodes ?? DEFAULT_DIALING_CODES,
      jackpot: registration?.jackpot ?? { min: 8_000_000, max: 9_000_000 },
    };
  }

  /** Which optional account flows the brand offers (features.smsLogin, passwordReset; absent means on). */
  async function offers() {
    const row = await readBrand(db, brand);
    if (!row) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
    const { features, passwordReset } = row.settings;
    return {
      smsLogin: features.smsLogin,
      resetByPhone: passwordReset?.byPhone ?? true,
      resetByMail: passwordReset?.byMail ?? true,
    };
  }
  const notOffered = (field: string) =>
    invalid('The brand does not offer this method', { [field]: 'validation.method' });

  /** The rule of one field for one method: the method's own fields are always on and required. */
  const ruleFor = (rules: RegisterRules, method: RegisterPayload['method'], field: RegisterField): FieldRule => {
    if (FORCED[method].includes(field)) return on(true);
    // With the username method the code is asked for only when a mobile number is given (below).
    if (method === 'username' && field === 'verificationCode') return { enabled: true, required: false };
    if (method === 'mobile' && field === 'username') return { enabled: rules.fields.username.enabled, required: false };
    return rules.fields[field];
  };

  async function affiliateOwner(code: string): Promise<Member | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.brand, brand), eq(members.affiliateCode, code.trim().toUpperCase())));
    const m = rows[0];
    return m && m.status === 'active' ? m : null;
  }

  async function generatedUsername(prefix: string): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const name = `${prefix}${randomBytes(6)
        .toString('hex')
        .slice(0, prefix === 'trial_' ? 6 : 9)}`;
      if (!(await memberByUsername(name))) return name;
    }
    throw new Error('could not generate a free username');
  }

  async function insertMember(values: typeof members.$inferInsert, q: Db = db): Promise<Member> {
    try {
      const [row] = await q.insert(members).values(values).returning();
      return row!;
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === null) throw err;
      if (constraint.includes('mobile')) throw mobileTaken();
      throw usernameTaken();
    }
  }
  const usernameTaken = () => new AppError(409, 'account.username_taken', 'The username is taken');
  const mobileTaken = () => new AppError(409, 'account.mobile_taken', 'The mobile number belongs to another account');

  async function setPassword(memberId: string, password: string) {
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(password), updatedAt: now() })
      .where(eq(members.id, memberId));
  }

  // -------------------------------------------------------------------------------------------------
  // Social log-in (docs/social-login.md)
  // -------------------------------------------------------------------------------------------------

  const socialUnavailable = () =>
    new AppError(404, 'auth.social_unavailable', 'This social log-in is not offered by this site');

  async function socialLinked(provider: string, subject: string): Promise<Member | null> {
    const rows = await db
      .select({ member: members })
      .from(socialLogins)
      .innerJoin(members, eq(members.id, socialLogins.memberId))
      .where(
        and(eq(socialLogins.brand, brand), eq(socialLogins.provider, provider), eq(socialLogins.subject, subject)),
      );
    return rows[0]?.member ?? null;
  }

  /**
   * Whether a social sign-up can satisfy a registration field the brand requires: the provider's
   * identity stands for the username, the password and the captcha; the mobile-only fields are only
   * asked with a mobile number; the e-mail and nickname come from the provider when it has them.
   */
  const socialFills = (field: RegisterField, identity: SocialIdentity): boolean => {
    switch (field) {
      case 'username':
      case 'password':
      case 'confirmPassword':
      case 'captcha':
      case 'verificationCode':
      case 'countryDialingCode':
        return true;
      case 'email':
        return identity.email !== undefined;
      case 'nickname':
        return identity.name !== undefined;
      default:
        return false;
    }
  };

  /**
   * A first social sign-in: registers a player (type 0) with a generated username and links the
   * identity, in one transaction. The brand's registration rules apply as far as they can: the
   * username method must be offered (a mobile-only brand wants a verified number first), and no
   * field the provider cannot fill may be required. Counted against the registration limit per address.
   */
  async function socialSignUp(provider: string, identity: SocialIdentity, ctx: RequestContext): Promise<Member> {
    const rules = await registerRules();
    const unmet = REGISTER_FIELDS.filter((f) => rules.fields[f].enabled && rules.fields[f].required).filter(
      (f) => !socialFills(f, identity),
    );
    if (!rules.methods.includes('username') || unmet.length > 0) {
      throw new AppError(
        403,
        'auth.social_signup_unavailable',
        'No account is linked to this sign-in, and registration here needs the form',
      );
    }
    await hit(`register:${ctx.ip}`, LIMITS.registerPerIp);
    const email = identity.email?.trim().toLowerCase();
    const t = now();
    const values: typeof members.$inferInsert = {
      brand,
      username: await generatedUsername('m'),
      email: email && validateEmail(email) === null ? email : null,
      nickname: identity.name?.slice(0, ACCOUNT_LIMITS.nicknameMax) ?? null,
      customerType: CUSTOMER_TYPES.player,
      status: 'active',
      passwordHash: null,
      firstLogin: false,
      createdAt: t,
      updatedAt: t,
    };
    try {
      return await db.transaction(async (tx) => {
        const [member] = await tx.insert(members).values(values).returning();
        await tx.insert(socialLogins).values({
          brand,
          provider,
          subject: identity.subject,
          memberId: member!.id,
          email: values.email,
          createdAt: t,
          lastUsedAt: t,
        });
        return member!;
      });
    } catch (err) {
      // The same identity signed up at the same moment on another request: use that account.
      const constraint = uniqueViolation(err);
      if (constraint?.startsWith('social_logins')) {
        const linked = await socialLinked(provider, identity.subject);
        if (linked) return linked;
      }
      if (constraint !== null) throw usernameTaken();
      throw err;
    }
  }

  // -------------------------------------------------------------------------------------------------
  // The service
  // -------------------------------------------------------------------------------------------------

  return {
    brand,
    registerRules,

    async captcha(ctx: RequestContext): Promise<Captcha> {
      await hit(`captcha:${ctx.ip}`, LIMITS.captchaPerIp);
      const id = newId();
      const answer = randomDigits(ACCOUNT_LIMITS.captchaLength);
      const expiresAt = ms() + LIMITS.captchaTtlMs;
      await db.insert(captchas).values({ id, answerHash: hashCode(id, answer), expiresAt: new Date(expiresAt) });
      return { id, image: captchaDataUrl(answer), length: answer.length, expiresAt };
    },

    /**
     * Throws 400 captcha.required (no answer) or captcha.invalid (wrong, used or expired), with
     * `captchaRequired: true`; uses the captcha up when it is right. The staff log-in's captcha step.
     */
    requireCaptcha: (answer: { id: string; answer: string } | undefined) => requireCaptcha(answer, true),

    /**
     * The member of a session token, or null when it is unknown, revoked or expired (idle or absolute).
     * `touch: false` checks without counting as activity (the live channel's periodic re-check).
     */
    async resolveSession(token: string | undefined, check: { touch?: boolean } = {}): Promise<Session | null> {
      if (!token || token.length > 128) return null;
      const rows = await db
        .select({ session: sessions, member: members })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, sha256(token)));
      const row = rows[0];
      if (!row) return null;
      const t = ms();
      const { session, member } = row;
      if (session.revokedAt) return null;
      if (session.expiresAt.getTime() <= t) return null;
      if (session.lastSeenAt.getTime() + opts.sessionIdleMs <= t) return null;
      if (member.brand !== brand || member.status !== 'active') return null;
      if (check.touch !== false && t - session.lastSeenAt.getTime() >= LIMITS.touchEveryMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, session.id));
      }
      return { id: session.id, member };
    },

    async logout(session: Session | null) {
      if (session) await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.id));
    },

    async login(p: LoginPayload, ctx: RequestContext): Promise<{ token: string; info: SessionInfoBody }> {
      await hit(`login:${ctx.ip}`, LIMITS.loginPerIp);
      const identifier = p.username.trim();
      let member: Member | null = null;
      if (p.type === 'sms') {
        if (!(await offers()).smsLogin) throw notOffered('type');
        if (!p.countryDialingCode)
          throw invalid('countryDialingCode is required', { countryDialingCode: 'validation.required' });
        if (validateMobile(identifier, { minLength: 1 }) === null)
          member = await memberByMobile(identifier, p.countryDialingCode);
      } else if (/^[0-9]+$/.test(identifier)) {
        // Log-in with the mobile number as the username (after a phone password reset, spec §4).
        member = await memberByMobile(identifier, p.countryDialingCode);
      } else {
        member = await memberByUsername(identifier);
      }
      // Counted before it is checked (secret-guards.ts): the pair's lock, then the captcha step.
      const account = member ? member.id : `${brand}:${p.type}:${identifier.toLowerCase()}`;
      const outcome = await guards.password.guess(
        { scope: 'pw', account, ip: ctx.ip, gateAddress: true, captcha: () => requireCaptcha(p.captcha, true) },
        async () => {
          if (p.type === 'sms') {
            return (
              member !== null &&
              member.countryDialingCode !== null &&
              (await consumeCode({
                channel: 'sms',
                purpose: 'login',
                target: smsTarget(member.countryDialingCode, identifier),
                code: p.password,
              }))
            );
          }
          const verified = await verifyPassword(member?.passwordHash ?? dummyHash, p.password);
          return verified && member !== null && member.passwordHash !== null;
        },
      );
      if (!outcome.right || !member) {
        throw new AppError(401, 'auth.invalid_credentials', 'Wrong username or password', undefined, {
          captchaRequired: outcome.captchaRequired,
        });
      }
      if (member.status !== 'active') {
        throw new AppError(403, 'auth.account_disabled', 'The account is disabled');
      }
      const token = await startSession(member, ctx, p.type === 'sms' ? 'sms' : 'password');
      if (member.firstLogin) await db.update(members).set({ firstLogin: false }).where(eq(members.id, member.id));
      return { token, info: sessionInfo(member, member.firstLogin) };
    },

    async register(p: RegisterPayload, ctx: RequestContext): Promise<{ token: string; info: SessionInfoBody }> {
      await hit(`register:${ctx.ip}`, LIMITS.registerPerIp);
      const rules = await registerRules();
      if (!rules.methods.includes(p.method)) {
        throw invalid('This registration method is not offered', { method: 'validation.method' });
      }
      // Keep the enabled fields only; a disabled field is ignored.
      const values: Partial<Record<RegisterField, string>> = {};
      const fields: Record<string, string> = {};
      for (const field of REGISTER_FIELDS) {
        if (field === 'captcha') continue;
        const rule = ruleFor(rules, p.method, field);
        if (!rule.enabled) continue;
        const raw = p[field];
        const value = typeof raw === 'string' ? (field === 'email' ? raw.trim() : raw) : undefined;
        if (isBlank(value)) {
          if (rule.required) fields[field] = 'validation.required';
          continue;
        }
        values[field] = value;
      }
      const check = (field: RegisterField, key: string | null) => {
        if (key && values[field] !== undefined && !fields[field]) fields[field] = key;
      };
      // A mobile number is only ever stored verified: with the username method too, a number
      // needs its SMS code, so nobody can claim somebody else's number.
      if (values.mobileNum !== undefined && values.verificationCode === undefined && !fields.verificationCode) {
        fields.verificationCode = 'validation.required';
      }
      check('username', validateUsername(values.username));
      check('password', validatePassword(values.password));
      if (values.password !== undefined && values.confirmPassword !== undefined) {
        check('confirmPassword', validateConfirm(values.password, values.confirmPassword));
      }
      check('mobileNum', validateMobile(values.mobileNum, { minLength: rules.mobileMinLength }));
      if (values.countryDialingCode !== undefined && !rules.countryDialingCodes.includes(values.countryDialingCode)) {
        check('countryDialingCode', 'validation.countryDialingCode');
      }
      check('verificationCode', validateSmsCode(values.verificationCode));
      check('email', validateEmail(values.email));
      check('paymentPassword', validatePaymentPassword(values.paymentPassword));
      check('birthday', validateBirthday(values.birthday, { now: now() }));
      if (values.birthday !== undefined && !fields.birthday) {
        check('birthday', validateAge(values.birthday, rules.ageLimit, now()));
      }
      if (Object.keys(fields).length > 0) throw invalid('The registration form has errors', fields);

      if (rules.fields.captcha.enabled) await requireCaptcha(p.captcha);

      let parentId: string | null = null;
      if (values.affiliateCode !== undefined) {
        const owner = await affiliateOwner(values.affiliateCode);
        if (!owner) throw new AppError(400, 'affiliate.invalid', 'The invitation code is not valid');
        parentId = owner.id;
      }
      if (values.username !== undefined && (await memberByUsername(values.username))) throw usernameTaken();
      if (values.mobileNum !== undefined && values.countryDialingCode === undefined) {
        throw invalid('A mobile number needs its country dialling code', {
          countryDialingCode: 'validation.required',
        });
      }
      // The guess is counted (and committed) first; the code is used up in the sign-up's transaction.
      let codeId: string | null = null;
      if (values.mobileNum !== undefined) {
        codeId = await checkCode({
          channel: 'sms',
          purpose: 'register',
          target: smsTarget(values.countryDialingCode!, values.mobileNum!),
          code: values.verificationCode!,
        });
        if (codeId === null) throw smsInvalid();
      }
      const username = (values.username ?? (await generatedUsername('m'))).toLowerCase();
      const passwordHash = await hashPassword(values.password!);
      const paymentPasswordHash = values.paymentPassword ? await hashPassword(values.paymentPassword) : null;
      const t = now();
      // One transaction: use the code, insert the member, start the session. A failure half-way
      // leaves no member, no used code and no session behind (issue 14).
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        if (codeId !== null) {
          // The code first: only someone who proved they hold the number may learn it is taken (issue 13).
          if (!(await spendCode(codeId, tx))) throw smsInvalid();
          if (await memberByMobile(values.mobileNum!, values.countryDialingCode, tx)) throw mobileTaken();
        }
        const member = await insertMember(
          {
            brand,
            username,
            countryDialingCode: values.mobileNum !== undefined ? values.countryDialingCode : null,
            mobile: values.mobileNum ?? null,
            email: values.email?.toLowerCase() ?? null,
            nickname: values.nickname ?? null,
            payeeName: values.payeeName ?? null,
            idNumber: values.idNumber ?? null,
            birthday: values.birthday ?? null,
            qq: values.qqNum ?? null,
            facebook: values.facebook ?? null,
            wechat: values.wechat ?? null,
            line: values.line ?? null,
            whatsapp: values.whatsapp ?? null,
            zalo: values.zalo ?? null,
            referrerCode: values.affiliateCode?.trim().toUpperCase() ?? null,
            recommenderId: values.recommenderId ?? null,
            customerType: CUSTOMER_TYPES.player,
            status: 'active',
            passwordHash,
            paymentPasswordHash,
            parentId,
            firstLogin: false,
            registerChannel: p.registerMethod,
            registerUrl: p.registerUrl,
            createdAt: t,
            updatedAt: t,
          },
          tx,
        );
        const token = await startSession(member, ctx, 'register', tx);
        return { token, info: sessionInfo(member, true) };
      });
    },

    /**
     * One-click social log-in: the provider checks the credential; a linked identity signs its
     * member in, a new one registers a player first. Refused like the password log-in for a disabled
     * or self-excluded member. `providers` are the configured ones (the route plugin's registry).
     */
    async socialLogin(
      providers: SocialProviders,
      providerId: string,
      credential: string,
      ctx: RequestContext,
    ): Promise<{ token: string; info: SessionInfoBody; created: boolean }> {
      const provider = isSocialProviderId(providerId) ? providers.get(providerId) : undefined;
      if (!provider) throw socialUnavailable();
      const row = await readBrand(db, brand);
      if (!row) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
      if (!row.settings.features[SOCIAL_FEATURE_FLAGS[provider.id]]) throw socialUnavailable();
      await hit(`login:${ctx.ip}`, LIMITS.loginPerIp);
      let identity: SocialIdentity;
      try {
        identity = await provider.verify(credential);
      } catch (err) {
        if (err instanceof SocialCredentialError) {
          throw new AppError(401, 'auth.social_invalid', 'The provider did not accept the sign-in');
        }
        const reason = err instanceof Error ? err.message : String(err);
        throw new AppError(503, 'auth.social_unreachable', `${provider.id} could not check the sign-in: ${reason}`);
      }
      let member = await socialLinked(provider.id, identity.subject);
      const created = member === null;
      member ??= await socialSignUp(provider.id, identity, ctx);
      if (member.status !== 'active') {
        throw new AppError(403, 'auth.account_disabled', 'The account is disabled');
      }
      if (!created) {
        await db
          .update(socialLogins)
          .set({ lastUsedAt: now() })
          .where(
            and(
              eq(socialLogins.brand, brand),
              eq(socialLogins.provider, provider.id),
              eq(socialLogins.subject, identity.subject),
            ),
          );
      }
      const token = await startSession(member, ctx, 'social');
      const first = created || member.firstLogin;
      if (member.firstLogin) await db.update(members).set({ firstLogin: false }).where(eq(members.id, member.id));
      return { token, info: sessionInfo(member, first), created };
    },

    async checkAffiliate(code: string): Promise<boolean> {
      if (isBlank(code)) return false;
      return (await affiliateOwner(code)) !== null;
    },

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
        const token = await startSession(member, ctx, 'trial', tx);
        return { token, info: sessionInfo(member, true) };
      });
    },

    memberInfo(m: Member): MemberInfo {
      return {
        id: m.id,
        account: m.username,
        nickname: m.nickname,
        type: customerType(m.customerType) as CustomerType,
        clubLabel: { labelName: m.vipLabel },
        mobile:
          m.mobile && m.countryDialingCode ? { countryDialingCode: m.countryDialingCode, number: m.mobile } : null,
        email: m.email,
        hasPaymentPassword: m.paymentPasswordHash !== null,
        createdAt: m.createdAt.getTime(),
      };
    },

    /**
     * Sends a code (docs/api.md, SMS codes). Nothing here may tell whether a number has an account
     * (issue 13): every limit and the captcha come before the look-up, and a number that belongs to an
     * account gets the same answer, the same stored (dead) code and one message, a notice to its owner
     * instead of a code, so a resend is refused the same way and the work done is the same.
     */
    async sendSmsCode(
      r: SmsCodeRequest,
      ctx: RequestContext,
      session: Session | null,
    ): Promise<{ expirationTime: number }> {
      const rules = await registerRules();
      const mobileProblem = validateMobile(r.mobileNum, { minLength: rules.mobileMinLength });
      if (mobileProblem) throw invalid('The mobile number is not valid', { mobileNum: mobileProblem });
      const purpose: SmsPurpose = r.purpose;
      if (purpose === 'login' || purpose === 'reset') {
        const offered = await offers();
        if (purpose === 'login' ? !offered.smsLogin : !offered.resetByPhone) throw notOffered('purpose');
      }
      if (purpose === 'bind') {
        if (!session) throw new AppError(401, 'auth.required', 'Log in first');
        if (isTrial(session.member.customerType)) throw trialRefused();
      }
      // A few registration codes an hour from one address go without a captcha; then each needs one.
      // Every request counts, so a refused one does not reset the allowance.
      const free =
        purpose === 'register'
          ? (
              await limits.hit(
                `sms-register-ip:${ctx.ip}`,
                LIMITS.smsRegisterFreePerIp.limit,
                LIMITS.smsRegisterFreePerIp.windowMs,
              )
            ).allowed
          : true;
      if (!free || r.captcha) await requireCaptcha(r.captcha, !free);
      const target = smsTarget(r.countryDialingCode, r.mobileNum);
      await hit(`sms-ip:${ctx.ip}`, LIMITS.smsPerIp);
      await hit(`sms:${target}`, LIMITS.smsPerMobile);
      const last = await latestCode('sms', purpose, target);
      if (last && last.createdAt.getTime() + LIMITS.smsTtlMs > ms()) {
        throw new AppError(429, 'sms.too_soon', 'A code was sent less than 60 s ago', undefined, {
          retryAt: last.createdAt.getTime() + LIMITS.smsTtlMs,
        });
      }
      const owner = await memberByMobile(r.mobileNum, r.countryDialingCode);
      // Register and bind: a number that already has an account (another one, for bind) gets no code.
      const taken =
        (purpose === 'register' && owner !== null) ||
        (purpose === 'bind' && owner !== null && owner.id !== session?.member.id);
      const { code, createdAt } = await issueCode({
        channel: 'sms',
        purpose,
        target,
        ttlMs: LIMITS.smsTtlMs,
        dead: taken,
      });
      if (taken) {
        await opts.sms.send({
          to: target,
          purpose: `${purpose}-notice`,
          body: TAKEN_NOTICE[purpose as 'register' | 'bind'],
        });
      } else if (purpose === 'register' || purpose === 'bind' || owner) {
        // Log-in and reset codes go only to numbers that have an account; the answer is the same either way.
        await opts.sms.send({
          to: target,
          purpose,
          body: `Your verification code is ${code}. It expires in ${SMS_CODE_TTL_SECONDS} seconds. Never share it.`,
        });
      }
      return { expirationTime: createdAt + LIMITS.smsTtlMs };
    },

    async changePassword(session: Session, body: ChangePassword, ctx: RequestContext) {
      const fields: Record<string, string> = {};
      if (isBlank(body.oldPassword)) fields.oldPassword = 'validation.required';
      const rule = validatePassword(body.newPassword);
      if (rule) fields.newPassword = rule;
      const confirm = validateConfirm(body.newPassword, body.confirmNewPassword);
      if (confirm) fields.confirmNewPassword = confirm;
      if (Object.keys(fields).length > 0) throw invalid('The password form has errors', fields);
      if (body.newPassword === body.oldPassword) {
        throw new AppError(400, 'password.same_as_old', 'The new password must differ from the old one');
      }
      const m = session.member;
      // The same count and pair lock as the log-in (no captcha on this form: past the log-in's
      // captcha step it is 429 auth.locked until the window ends).
      const outcome = await guards.password.guess(
        { scope: 'pw', account: m.id, ip: ctx.ip, gateAddress: false },
        async () => (await verifyPassword(m.passwordHash ?? dummyHash, body.oldPassword)) && m.passwordHash !== null,
      );
      if (!outcome.right) {
        throw new AppError(401, 'auth.invalid_credentials', 'The old password is wrong');
      }
      await setPassword(m.id, body.newPassword);
      await revokeAll(m.id, session.id);
    },

    /** Always succeeds from the caller's view; mails a reset code only when username and e-mail match. */
    async forgotPassword(body: { username: string; email: string }, ctx: RequestContext) {
      const r = await limits.hit(`forgot:${ctx.ip}`, LIMITS.forgotPerIp.limit, LIMITS.forgotPerIp.windowMs);
      if (!r.allowed || validateEmail(body.email) !== null || isBlank(body.username)) return;
      if (!(await offers()).resetByMail) return;
      const m = await memberByUsername(body.username);
      const email = body.email.trim().toLowerCase();
      if (m?.status !== 'active' || isTrial(m.customerType) || m.email === null || m.email !== email) return;
      const last = await latestCode('email', 'reset', email);
      if (last && last.createdAt.getTime() + LIMITS.smsTtlMs > ms()) return;
      const { code } = await issueCode({
        channel: 'email',
        purpose: 'reset',
        target: email,
        ttlMs: LIMITS.emailResetTtlMs,
        memberId: m.id,
      });
      const link = `/m/forget?username=${encodeURIComponent(m.username)}&code=${code}`;
      await opts.email.send({
        to: email,
        purpose: 'reset',
        subject: 'Reset your password',
        body: `Your password reset code is ${code}. It expires in 30 minutes and works once.\nOr open ${link}\nIf you did not ask for this, ignore this e-mail.`,
      });
    },

    async resetPasswordByEmail(body: EmailPasswordReset) {
      const rule = validatePassword(body.newPassword);
      if (rule) throw invalid('The new password is not valid', { newPassword: rule });
      if (!(await offers()).resetByMail) throw notOffered('method');
      const m = await memberByUsername(body.username);
      if (!m || m.email === null) throw emailInvalid();
      const used = await consumeCode({
        channel: 'email',
        purpose: 'reset',
        target: m.email,
        code: body.code,
        memberId: m.id,
      });
      if (!used) throw emailInvalid();
      await setPassword(m.id, body.newPassword);
      await revokeAll(m.id);
      await guards.password.clear('pw', m.id);
    },

    async resetPasswordByPhone(p: z.infer<typeof phonePasswordPayloadSchema>) {
      const fields: Record<string, string> = {};
      const mobile = validateMobile(p.mobileNum, { minLength: 1 });
      if (mobile) fields.mobileNum = mobile;
      const code = validateSmsCode(p.verificationCode);
      if (code) fields.verificationCode = code;
      const rule = validatePassword(p.newPassword);
      if (rule) fields.newPassword = rule;
      if (Object.keys(fields).length > 0) throw invalid('The form has errors', fields);
      if (!(await offers()).resetByPhone) throw notOffered('method');
      const used = await consumeCode({
        channel: 'sms',
        purpose: 'reset',
        target: smsTarget(p.countryDialingCode, p.mobileNum),
        code: p.verificationCode,
      });
      const m = await memberByMobile(p.mobileNum, p.countryDialingCode);
      if (!used || !m) throw smsInvalid();
      await setPassword(m.id, p.newPassword);
      await revokeAll(m.id);
      await guards.password.clear('pw', m.id);
    },

    // Security centre --------------------------------------------------------------------------------

    async bindMobile(session: Session, body: BindMobile) {
      const rules = await registerRules();
      const fields: Record<string, string> = {};
      const mobile = validateMobile(body.mobileNum, { minLength: rules.mobileMinLength });
      if (mobile) fields.mobileNum = mobile;
      const code = validateSmsCode(body.verificationCode);
      if (code) fields.verificationCode = code;
      if (Object.keys(fields).length > 0) throw invalid('The form has errors', fields);
      // The code first: only someone who proved they hold the number may learn it is taken (issue 13).
      const used = await consumeCode({
        channel: 'sms',
        purpose: 'bind',
        target: smsTarget(body.countryDialingCode, body.mobileNum),
        code: body.verificationCode,
      });
      if (!used) throw smsInvalid();
      const owner = await memberByMobile(body.mobileNum, body.countryDialingCode);
      if (owner && owner.id !== session.member.id) throw mobileTaken();
      try {
        await db
          .update(members)
          .set({ countryDialingCode: body.countryDialingCode, mobile: body.mobileNum, updatedAt: now() })
          .where(eq(members.id, session.member.id));
      } catch (err) {
        if (uniqueViolation(err) !== null) throw mobileTaken();
        throw err;
      }
    },

    async sendEmailCode(session: Session, rawEmail: string): Promise<{ expirationTime: number }> {
      const problem = validateEmail(rawEmail);
      if (problem) throw invalid('The e-mail is not valid', { email: problem });
      const email = rawEmail.trim().toLowerCase();
      const last = await latestCode('email', 'bind', email);
      if (last && last.createdAt.getTime() + LIMITS.smsTtlMs > ms()) {
        throw new AppError(429, 'email.too_soon', 'A code was sent less than 60 s ago', undefined, {
          retryAt: last.createdAt.getTime() + LIMITS.smsTtlMs,
        });
      }
      await hit(`email-code:${session.member.id}`, LIMITS.emailCodePerMember);
      const { code, createdAt } = await issueCode({
        channel: 'email',
        purpose: 'bind',
        target: email,
        ttlMs: LIMITS.emailBindTtlMs,
        memberId: session.member.id,
      });
      await opts.email.send({
        to: email,
        purpose: 'bind',
        subject: 'Confirm your e-mail address',
        body: `Your verification code is ${code}. It expires in 10 minutes. Never share it.`,
      });
      return { expirationTime: createdAt + LIMITS.smsTtlMs };
    },

    async bindEmail(session: Session, body: BindEmail) {
      const fields: Record<string, string> = {};
      const problem = validateEmail(body.email);
      if (problem) fields.email = problem;
      const code = validateSmsCode(body.verificationCode);
      if (code) fields.verificationCode = code;
      if (Object.keys(fields).length > 0) throw invalid('The form has errors', fields);
      const email = body.email.trim().toLowerCase();
      const used = await consumeCode({
        channel: 'email',
        purpose: 'bind',
        target: email,
        code: body.verificationCode,
        memberId: session.member.id,
      });
      if (!used) throw emailInvalid();
      await db.update(members).set({ email, updatedAt: now() }).where(eq(members.id, session.member.id));
    },

    async setPaymentPassword(session: Session, body: PaymentPasswordChange, ctx: RequestContext) {
      const m = session.member;
      const fields: Record<string, string> = {};
      const rule = validatePaymentPassword(body.newPaymentPassword);
      if (rule) fields.newPaymentPassword = rule;
      const confirm = validateConfirm(body.newPaymentPassword, body.confirmPaymentPassword);
      if (confirm) fields.confirmPaymentPassword = confirm;
      const proofField = m.paymentPasswordHash ? 'oldPaymentPassword' : 'password';
      const proof = m.paymentPasswordHash ? body.oldPaymentPassword : body.password;
      if (isBlank(proof)) fields[proofField] = 'validation.required';
      if (Object.keys(fields).length > 0) throw invalid('The form has errors', fields);
      const wrongProof = () => new AppError(401, 'auth.invalid_credentials', `The ${proofField} is wrong`);
      if (m.paymentPasswordHash !== null) {
        // The old payment password: the same count and lock as withdrawals.
        const hash = m.paymentPasswordHash;
        const guessed = await guards.paymentPassword.guess(m.id, () => verifyPassword(hash, proof!));
        if ('refused' in guessed) throw paymentPasswordLocked(guessed.retryAt);
        if (!guessed.right) {
          if (guessed.after.lockedUntil) throw paymentPasswordLocked(guessed.after.lockedUntil);
          throw wrongProof();
        }
      } else {
        // The first one is set with the log-in password: the log-in password's count and lock.
        const outcome = await guards.password.guess(
          { scope: 'pw', account: m.id, ip: ctx.ip, gateAddress: false },
          async () => (await verifyPassword(m.passwordHash ?? dummyHash, proof!)) && m.passwordHash !== null,
        );
        if (!outcome.right) throw wrongProof();
      }
      await db
        .update(members)
        .set({ paymentPasswordHash: await hashPassword(body.newPaymentPassword), updatedAt: now() })
        .where(eq(members.id, m.id));
    },

    async loginHistory(session: Session, limit = 20): Promise<LoginHistoryEntry[]> {
      const rows = await db
        .select()
        .from(loginHistory)
        .where(eq(loginHistory.memberId, session.member.id))
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .limit(limit);
      return rows.map((r) => ({
        at: r.at.getTime(),
        ip: r.ip,
        device: r.device,
        method: r.method as LoginHistoryEntry['method'],
      }));
    },

    memberById,

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

export const trialRefused = () =>
  new AppError(403, 'auth.trial_refused', 'A trial account cannot do this; register a real account');

export type AccountsService = Awaited<ReturnType<typeof createAccountsService>>;
export type { Member };
