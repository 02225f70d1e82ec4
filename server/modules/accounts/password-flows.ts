import type { z } from 'zod';
import type {
  ChangePassword,
  EmailPasswordReset,
  phonePasswordPayloadSchema,
} from '../../../src/api/contract/accounts';
import {
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePassword,
  validateSmsCode,
} from '../../../src/rules/accountValidation';
import { isTrial } from '../../../src/rules/customerType';
import { AppError, invalid } from '../../lib/errors';
import type { Codes } from './codes';
import type { RequestContext } from './device';
import type { Members } from './members';
import { verifyPassword } from './passwords';
import type { EmailProvider, SmsProvider } from './providers';
import type { RegisterRulesService } from './register-rules';
import type { Sessions } from './sessions';
import {
  type AccountsDeps,
  emailInvalid,
  isBlank,
  LIMITS,
  notOffered,
  type Session,
  smsInvalid,
  smsTarget,
} from './shared';

/** Changing the log-in password, and resetting a forgotten one by e-mail or by SMS. */
export function createPasswordFlows(
  { now, limits, guards, dummyHash }: AccountsDeps,
  parts: { members: Members; codes: Codes; rules: RegisterRulesService; sessions: Sessions },
  opts: { email: EmailProvider; sms: SmsProvider },
) {
  const ms = () => now().getTime();
  const { memberByMobile, memberByUsername, setPassword } = parts.members;
  const { consumeCode, issueCode, latestCode } = parts.codes;
  const { offers } = parts.rules;
  const { revokeAll } = parts.sessions;

  return {
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

    /**
     * The back office's password reset (docs/admin.md "Members"): sends the member a reset code by
     * e-mail when one is bound, else by SMS to the mobile number; the member then resets it on the
     * forgotten-password page as usual. Answers where it went (never the code), or null with neither.
     */
    async sendStaffResetCode(memberId: string): Promise<'sms' | 'email' | null> {
      const m = await parts.members.memberById(memberId);
      if (!m || isTrial(m.customerType)) return null;
      if (m.email) {
        const { code } = await issueCode({
          channel: 'email',
          purpose: 'reset',
          target: m.email,
          ttlMs: LIMITS.emailResetTtlMs,
          memberId: m.id,
        });
        await opts.email.send({
          to: m.email,
          purpose: 'reset',
          subject: 'Reset your password',
          body: `Customer service started a password reset for your account. Your reset code is ${code}. It expires in 30 minutes and works once.\nOpen /m/forget?username=${encodeURIComponent(m.username)}&code=${code}`,
        });
        return 'email';
      }
      if (m.mobile && m.countryDialingCode) {
        const target = smsTarget(m.countryDialingCode, m.mobile);
        const { code } = await issueCode({ channel: 'sms', purpose: 'reset', target, ttlMs: LIMITS.smsTtlMs });
        await opts.sms.send({
          to: target,
          purpose: 'reset',
          body: `Customer service started a password reset for your account. Your code is ${code}. Never share it.`,
        });
        return 'sms';
      }
      return null;
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
  };
}
