import type { FieldRules } from '../../design-system/Form';
import type { RegisterPayload, RegisterRules } from '../../src/api/contract/accounts';
import type { RegisterField, RegisterMethod } from '../../src/api/contract/accounts.constants';
import { detectPlatform } from '../../src/platform';
import {
  validateAgeGate,
  validateCaptcha,
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePassword,
  validatePaymentPassword,
  validateSmsCode,
  validateUsername,
} from '../../src/rules/accountValidation';

/** The optional profile fields, in the spec's order; each shows only when the operator enables it. */
export const PROFILE_FIELDS = [
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
] as const satisfies readonly RegisterField[];

/** The form's values: every register field as text, and the age confirmation. */
export type RegisterValues = Record<RegisterField, string> & { age: boolean };

export const emptyValues = (dial: string | undefined): RegisterValues => ({
  ...(Object.fromEntries(
    [
      'countryDialingCode',
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'captcha',
      ...PROFILE_FIELDS,
    ].map((f) => [f, '']),
  ) as Record<RegisterField, string>),
  countryDialingCode: dial ?? '',
  age: false,
});

/** Server codes that belong to one field; any other shows at form level. */
export const SERVER_CODES = {
  'account.username_taken': 'username',
  'account.mobile_taken': 'mobileNum',
  'sms.code_invalid': 'verificationCode',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
  'affiliate.invalid': 'affiliateCode',
} as const satisfies Record<string, keyof RegisterValues>;

export const fieldRule = (rules: RegisterRules, f: RegisterField) =>
  // The age gate (issue 19): the birthday is always asked for and required, as the server checks it.
  f === 'birthday' ? { enabled: true, required: true } : (rules.fields[f] ?? { enabled: false, required: false });

/** The rules the form checks for this method and the operator's settings (spec §5). */
export function registerFieldRules(rules: RegisterRules, method: RegisterMethod, captchaOn: boolean) {
  const out: FieldRules<RegisterValues> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (method === 'username') out.username = (v) => validateUsername(text(v));
  else {
    out.mobileNum = (v) => validateMobile(text(v), { minLength: rules.mobileMinLength });
    out.verificationCode = (v) => validateSmsCode(text(v));
  }
  out.password = (v) => validatePassword(text(v));
  out.confirmPassword = (v, all) => validateConfirm(all.password, text(v));
  for (const f of PROFILE_FIELDS) {
    const { enabled, required } = fieldRule(rules, f);
    if (!enabled) continue;
    if (f === 'email') out[f] = (v) => validateEmail(text(v), { required });
    else if (f === 'paymentPassword') out[f] = (v) => validatePaymentPassword(text(v), { required });
    else if (f === 'birthday') out[f] = (v) => validateAgeGate(text(v), rules.ageLimit, new Date());
    else if (required) out[f] = (v) => (text(v).trim() ? null : 'validation.required');
  }
  if (captchaOn) out.captcha = (v) => validateCaptcha(text(v));
  out.age = (v) => (v === true ? null : 'accounts:register.ageRequired');
  return out;
}

/** Spec §3 registerMethod: APP in the operator's app, WEBCLIP for an iOS home-screen app, PWA, else H5. */
function registerChannel(): RegisterPayload['registerMethod'] {
  const p = detectPlatform();
  if (p.inApp) return 'APP';
  if (p.standalone) return p.ios ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

/** The registration body from the form's values. */
export function registerPayload(
  v: RegisterValues,
  o: { rules: RegisterRules; method: RegisterMethod; captcha: { id: string } | null; captchaOn: boolean },
): RegisterPayload {
  const profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
  for (const f of PROFILE_FIELDS) {
    const value = v[f]?.trim();
    if (fieldRule(o.rules, f).enabled && value) profile[f] = value;
  }
  return {
    method: o.method,
    password: v.password,
    confirmPassword: v.confirmPassword,
    ...(o.method === 'username'
      ? { username: v.username }
      : { countryDialingCode: v.countryDialingCode, mobileNum: v.mobileNum, verificationCode: v.verificationCode }),
    ...profile,
    ...(o.captchaOn && o.captcha ? { captcha: { id: o.captcha.id, answer: v.captcha } } : {}),
    ageConfirmed: true,
    termsAccepted: true,
    registerUrl: window.location.origin,
    registerMethod: registerChannel(),
    domain: window.location.host,
    type: 0,
  };
}
