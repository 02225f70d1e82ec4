import { SMS_CODE_TTL_SECONDS, type SmsCodeRequest, type SmsPurpose } from '../../../src/api/contract/accounts';
import { validateMobile } from '../../../src/rules/accountValidation';
import { isTrial } from '../../../src/rules/customerType';
import { AppError, invalid } from '../../lib/errors';
import type { Captchas } from './captcha';
import type { Codes } from './codes';
import type { RequestContext } from './device';
import type { Members } from './members';
import type { SmsProvider } from './providers';
import type { RegisterRulesService } from './register-rules';
import { type AccountsDeps, LIMITS, notOffered, type Session, smsTarget, trialRefused } from './shared';

/**
 * What the owner of a number that already has an account receives instead of a code, when someone
 * asks for a registration or binding code for it. It holds no code.
 */
export const TAKEN_NOTICE = {
  register:
    'Someone tried to register a new account with this number. It already has an account: log in, or reset your password if you forgot it. If this was not you, ignore this message.',
  bind: 'Someone tried to link this number to another account. It already belongs to an account, so it was not linked. If this was not you, ignore this message.',
} as const;

/** Sending SMS codes for registration, log-in, reset and binding. */
export function createSmsCodes(
  { now, limits, hit }: AccountsDeps,
  parts: { members: Members; codes: Codes; captchas: Captchas; rules: RegisterRulesService },
  opts: { sms: SmsProvider },
) {
  const ms = () => now().getTime();
  const { memberByMobile } = parts.members;
  const { issueCode, latestCode } = parts.codes;
  const { requireCaptcha } = parts.captchas;
  const { offers, registerRules } = parts.rules;

  return {
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
  };
}
