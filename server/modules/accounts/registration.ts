import type { CustomerType, RegisterField, RegisterPayload, SessionInfoBody } from '../../../src/api/contract/accounts';
import { CUSTOMER_TYPES, REGISTER_FIELDS } from '../../../src/api/contract/accounts';
import {
  validateAgeGate,
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePassword,
  validatePaymentPassword,
  validateSmsCode,
  validateUsername,
} from '../../../src/rules/accountValidation';
import type { Db } from '../../db';
import { AppError, invalid } from '../../lib/errors';
import type { Captchas } from './captcha';
import type { Codes } from './codes';
import type { RequestContext } from './device';
import type { Members } from './members';
import { hashPassword } from './passwords';
import { brandToday, type RegisterRulesService, ruleFor } from './register-rules';
import type { Sessions } from './sessions';
import {
  type AccountsDeps,
  isBlank,
  LIMITS,
  type Member,
  mobileTaken,
  smsInvalid,
  smsTarget,
  usernameTaken,
} from './shared';

/** Registration by the form (username or mobile method), and the invitation-code check. */
export function createRegistration(
  { db, brand, now, hit }: AccountsDeps,
  parts: { members: Members; codes: Codes; captchas: Captchas; rules: RegisterRulesService; sessions: Sessions },
  hooks: { onMemberCreated?: (member: Member, tx: Db) => Promise<unknown> } = {},
) {
  const { affiliateOwner, generatedUsername, insertMember, memberByMobile, memberByUsername, sessionInfo } =
    parts.members;
  const { checkCode, spendCode } = parts.codes;
  const { requireCaptcha } = parts.captchas;
  const { registerRules } = parts.rules;
  const { startSession } = parts.sessions;

  return {
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
      // The age gate (issue 19): every method needs a birthday that makes the person at least the
      // brand's ageLimit on the brand's calendar day (the rules force the field on and required).
      if (!fields.birthday) {
        const key = validateAgeGate(values.birthday, rules.ageLimit, brandToday(now()));
        if (key) fields.birthday = key;
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
            ageConfirmedAt: t,
            deviceId: ctx.deviceId,
            createdAt: t,
            updatedAt: t,
          },
          tx,
        );
        await hooks.onMemberCreated?.(member, tx);
        const token = await startSession(member, ctx, 'register', { firstVisit: true, q: tx });
        return { token, info: sessionInfo(member, true) };
      });
    },

    /**
     * An agent opens an account directly under itself (/m/agentRegister, issue 21): a player or a
     * sub-agent, validated like registration (spec messages), written with its agent-tree rows and the
     * sign-up hooks in one transaction. No session starts: the new member logs in themselves.
     */
    async openAccount(
      agent: Member,
      input: { username: string; password: string; confirmPassword: string; type: CustomerType },
      ctx: RequestContext,
    ): Promise<Member> {
      await hit(`open-account:${agent.id}`, LIMITS.openAccountPerAgent);
      const fields: Record<string, string> = {};
      const check = (field: string, key: string | null) => {
        if (key && !fields[field]) fields[field] = key;
      };
      check('username', validateUsername(input.username));
      check('password', validatePassword(input.password));
      check('confirmPassword', validateConfirm(input.password, input.confirmPassword));
      if (Object.keys(fields).length > 0) throw invalid('The account form has errors', fields);
      const username = input.username.trim().toLowerCase();
      if (await memberByUsername(username)) throw usernameTaken();
      const passwordHash = await hashPassword(input.password);
      const t = now();
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const member = await insertMember(
          {
            brand,
            username,
            customerType: input.type,
            status: 'active',
            passwordHash,
            parentId: agent.id,
            referrerCode: agent.affiliateCode,
            // The member has not logged in yet: the first log-in greets them as a first visit.
            firstLogin: true,
            registerChannel: 'AGENT',
            deviceId: ctx.deviceId,
            createdAt: t,
            updatedAt: t,
          },
          tx,
        );
        await hooks.onMemberCreated?.(member, tx);
        return member;
      });
    },

    async checkAffiliate(code: string): Promise<boolean> {
      if (isBlank(code)) return false;
      return (await affiliateOwner(code)) !== null;
    },
  };
}
