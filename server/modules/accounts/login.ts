import { eq } from 'drizzle-orm';
import type { LoginPayload, SessionInfoBody } from '../../../src/api/contract/accounts';
import { validateMobile } from '../../../src/rules/accountValidation';
import { members } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import type { Captchas } from './captcha';
import type { Codes } from './codes';
import type { RequestContext } from './device';
import type { Members } from './members';
import { verifyPassword } from './passwords';
import type { RegisterRulesService } from './register-rules';
import type { Sessions } from './sessions';
import { type AccountsDeps, LIMITS, type Member, notOffered, smsTarget } from './shared';

/** The log-in by password or SMS code. */
export function createLogin(
  { db, brand, guards, hit, dummyHash }: AccountsDeps,
  parts: { members: Members; codes: Codes; captchas: Captchas; rules: RegisterRulesService; sessions: Sessions },
) {
  const { memberByMobile, memberByUsername, sessionInfo } = parts.members;
  const { consumeCode } = parts.codes;
  const { requireCaptcha } = parts.captchas;
  const { offers } = parts.rules;
  const { startSession } = parts.sessions;

  return {
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
      const token = await startSession(member, ctx, p.type === 'sms' ? 'sms' : 'password', {
        firstVisit: member.firstLogin,
      });
      if (member.firstLogin) await db.update(members).set({ firstLogin: false }).where(eq(members.id, member.id));
      return { token, info: sessionInfo(member, member.firstLogin) };
    },
  };
}
