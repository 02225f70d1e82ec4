import { ACCOUNT_LIMITS } from '../api/contract/accounts.constants';

/**
 * Field rules of the account forms (spec §5), shared by the browser and the server: each validator
 * answers null when the value is acceptable, else a stable message key that the client translates.
 * The server answers the same keys in `fields` of a 400 `request.invalid`.
 *
 * Empty values: a validator answers 'validation.required' for an empty value unless
 * `{ required: false }` is passed, in which case an empty value passes (spec §5: "optional empty
 * fields pass"). Values are checked as given, except the e-mail, which is trimmed first.
 */

export type ValidationKey =
  | 'validation.required'
  | 'validation.username'
  | 'validation.password'
  | 'validation.paymentPassword'
  | 'validation.mobile'
  | 'validation.smsCode'
  | 'validation.captcha'
  | 'validation.email'
  | 'validation.confirmMismatch'
  | 'validation.birthday'
  | 'validation.age';

export interface RuleOptions {
  /** Default true: an empty value answers 'validation.required'. False: an empty value passes. */
  required?: boolean;
}

/** The shortest mobile number accepted when the registration rules do not say otherwise. */
export const DEFAULT_MOBILE_MIN_LENGTH = 6;
/** The payment password is a numeric PIN of this length. */
export const PAYMENT_PASSWORD_LENGTH = 6;

const isEmpty = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

function check(
  value: string | null | undefined,
  opts: RuleOptions | undefined,
  rule: (v: string) => boolean,
  key: ValidationKey,
): ValidationKey | null {
  if (isEmpty(value)) return opts?.required === false ? null : 'validation.required';
  return rule(value) ? null : key;
}

const USERNAME = new RegExp(
  `^[A-Za-z][A-Za-z0-9]{${ACCOUNT_LIMITS.usernameMin - 1},${ACCOUNT_LIMITS.usernameMax - 1}}$`,
);
const DIGITS = /^[0-9]+$/;
/** Basic e-mail pattern: something@something.tld, no spaces, one @. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** loginUsername: 4-16 letters and digits, starting with a letter. */
export const validateUsername = (value: string | null | undefined, opts?: RuleOptions) =>
  check(value, opts, (v) => USERNAME.test(v), 'validation.username');

/** The password rule: 6-20 characters with at least one letter and one digit. */
export const validatePassword = (value: string | null | undefined, opts?: RuleOptions) =>
  check(
    value,
    opts,
    (v) =>
      v.length >= ACCOUNT_LIMITS.passwordMin &&
      v.length <= ACCOUNT_LIMITS.passwordMax &&
      /[A-Za-z]/.test(v) &&
      /[0-9]/.test(v),
    'validation.password',
  );

/** The payment password: a numeric PIN of exactly 6 digits. */
export const validatePaymentPassword = (value: string | null | undefined, opts?: RuleOptions) =>
  check(value, opts, (v) => DIGITS.test(v) && v.length === PAYMENT_PASSWORD_LENGTH, 'validation.paymentPassword');

/**
 * loginMobileNum: digits only, at most 20, at least `minLength` (the registration rules'
 * mobileMinLength; default 6). The country dialling code is a separate field.
 */
export const validateMobile = (
  value: string | null | undefined,
  opts?: RuleOptions & { minLength?: number },
): ValidationKey | null => {
  const min = opts?.minLength ?? DEFAULT_MOBILE_MIN_LENGTH;
  return check(
    value,
    opts,
    (v) => DIGITS.test(v) && v.length >= min && v.length <= ACCOUNT_LIMITS.mobileMax,
    'validation.mobile',
  );
};

/** verificationCode (SMS or e-mail code): digits only, at most 10. */
export const validateSmsCode = (value: string | null | undefined, opts?: RuleOptions) =>
  check(value, opts, (v) => DIGITS.test(v) && v.length <= ACCOUNT_LIMITS.smsCodeMax, 'validation.smsCode');

/** The log-in and registration captcha: exactly 6 digits. */
export const validateCaptcha = (value: string | null | undefined, opts?: RuleOptions) =>
  check(value, opts, (v) => DIGITS.test(v) && v.length === ACCOUNT_LIMITS.captchaLength, 'validation.captcha');

/** E-mail: trimmed, then a basic pattern and at most 100 characters ('validation.email' is the spec's in_email_incorrect). */
export const validateEmail = (value: string | null | undefined, opts?: RuleOptions) =>
  check(value?.trim(), opts, (v) => v.length <= ACCOUNT_LIMITS.emailMax && EMAIL.test(v), 'validation.email');

/** The confirmation is required and must equal the password. */
export const validateConfirm = (password: string | null | undefined, confirm: string | null | undefined) => {
  if (isEmpty(confirm)) return 'validation.required' as const;
  return confirm === (password ?? '') ? null : ('validation.confirmMismatch' as const);
};

/** Birthday as YYYY-MM-DD, a real date from 1900-01-01 to the end of the current year. */
export const validateBirthday = (value: string | null | undefined, opts?: RuleOptions & { now?: Date }) =>
  check(
    value,
    opts,
    (v) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      if (!m) return false;
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const date = new Date(Date.UTC(y, mo - 1, d));
      const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
      return real && y >= 1900 && y <= (opts?.now ?? new Date()).getUTCFullYear();
    },
    'validation.birthday',
  );

/** Age in whole years on `now` of someone born on `birthday` (YYYY-MM-DD, already valid). */
export function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** A valid birthday must make the person at least `ageLimit` (18, or 21 in some markets). */
export const validateAge = (birthday: string, ageLimit: number, now: Date = new Date()) =>
  ageOn(birthday, now) >= ageLimit ? null : ('validation.age' as const);

/**
 * The age gate (issue 19): a birthday is required, must be a real date (validateBirthday) and make
 * the person at least `ageLimit` on `today` (the brand's calendar day). The first failing key, or null.
 */
export const validateAgeGate = (birthday: string | null | undefined, ageLimit: number, today: Date) =>
  validateBirthday(birthday, { required: true, now: today }) ?? validateAge(birthday!, ageLimit, today);
