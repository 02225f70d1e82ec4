import { desc, eq } from 'drizzle-orm';
import type {
  BindEmail,
  BindMobile,
  LoginHistoryEntry,
  PaymentPasswordChange,
} from '../../../src/api/contract/accounts';
import {
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePaymentPassword,
  validateSmsCode,
} from '../../../src/rules/accountValidation';
import { loginHistory, members } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { uniqueViolation } from '../../lib/pg-error';
import type { Codes } from './codes';
import type { RequestContext } from './device';
import type { Members } from './members';
import { hashPassword, verifyPassword } from './passwords';
import type { EmailProvider } from './providers';
import type { RegisterRulesService } from './register-rules';
import { paymentPasswordLocked } from './secret-guards';
import {
  type AccountsDeps,
  emailInvalid,
  isBlank,
  LIMITS,
  mobileTaken,
  type Session,
  smsInvalid,
  smsTarget,
} from './shared';

/** The security centre: binding a mobile number and an e-mail, the payment password, the log-in history. */
export function createSecurityCentre(
  { db, now, guards, hit, dummyHash }: AccountsDeps,
  parts: { members: Members; codes: Codes; rules: RegisterRulesService },
  opts: { email: EmailProvider },
) {
  const ms = () => now().getTime();
  const { memberByMobile } = parts.members;
  const { consumeCode, issueCode, latestCode } = parts.codes;
  const { registerRules } = parts.rules;

  return {
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
  };
}
