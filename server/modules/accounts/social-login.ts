import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_LIMITS,
  CUSTOMER_TYPES,
  REGISTER_FIELDS,
  type RegisterField,
  type SessionInfoBody,
  SOCIAL_FEATURE_FLAGS,
} from '../../../src/api/contract/accounts';
import { validateAgeGate, validateEmail } from '../../../src/rules/accountValidation';
import type { Db } from '../../db';
import { members, socialLogins } from '../../db/schema';
import { linkMember } from '../../lib/agent-tree';
import { AppError, invalid } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-error';
import { readBrand } from '../system';
import type { RequestContext } from './device';
import type { Members } from './members';
import { brandToday, type RegisterRulesService } from './register-rules';
import type { Sessions } from './sessions';
import { type AccountsDeps, LIMITS, type Member, usernameTaken } from './shared';
import { isSocialProviderId, SocialCredentialError, type SocialIdentity, type SocialProviders } from './social';

/** One-click social log-in and the sign-up it makes for a new identity (docs/social-login.md). */
export function createSocialLogin(
  { db, brand, now, hit }: AccountsDeps,
  parts: { members: Members; rules: RegisterRulesService; sessions: Sessions },
  hooks: { onMemberCreated?: (member: Member, tx: Db) => Promise<unknown> } = {},
) {
  const { generatedUsername, sessionInfo } = parts.members;
  const { registerRules } = parts.rules;
  const { startSession } = parts.sessions;

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
  async function socialSignUp(
    provider: string,
    identity: SocialIdentity,
    ctx: RequestContext,
    birthday: string | undefined,
  ): Promise<Member> {
    const rules = await registerRules();
    // The birthday comes from the player (the provider does not give it): the age gate below.
    const unmet = REGISTER_FIELDS.filter((f) => rules.fields[f].enabled && rules.fields[f].required).filter(
      (f) => f !== 'birthday' && !socialFills(f, identity),
    );
    if (!rules.methods.includes('username') || unmet.length > 0) {
      throw new AppError(
        403,
        'auth.social_signup_unavailable',
        'No account is linked to this sign-in, and registration here needs the form',
      );
    }
    // The age gate (issue 19), as for the form: no account without a birthday of age on the brand's day.
    const ageKey = validateAgeGate(birthday, rules.ageLimit, brandToday(now()));
    if (ageKey) throw invalid('A first social sign-in needs a birthday of age', { birthday: ageKey });
    await hit(`register:${ctx.ip}`, LIMITS.registerPerIp);
    const email = identity.email?.trim().toLowerCase();
    const t = now();
    const values: typeof members.$inferInsert = {
      brand,
      username: await generatedUsername('m'),
      email: email && validateEmail(email) === null ? email : null,
      nickname: identity.name?.slice(0, ACCOUNT_LIMITS.nicknameMax) ?? null,
      birthday: birthday!,
      ageConfirmedAt: t,
      deviceId: ctx.deviceId,
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
        await linkMember(tx, member!);
        await hooks.onMemberCreated?.(member!, tx as unknown as Db);
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

  return {
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
      birthday?: string,
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
      member ??= await socialSignUp(provider.id, identity, ctx, birthday);
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
      const first = created || member.firstLogin;
      const token = await startSession(member, ctx, 'social', { firstVisit: first });
      if (member.firstLogin) await db.update(members).set({ firstLogin: false }).where(eq(members.id, member.id));
      return { token, info: sessionInfo(member, first), created };
    },
  };
}
