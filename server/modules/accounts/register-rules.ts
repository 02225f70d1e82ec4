import type { FieldRule, RegisterField, RegisterPayload, RegisterRules } from '../../../src/api/contract/accounts';
import { WITHDRAWAL_DAY_TIME_ZONE } from '../../../src/api/contract/withdrawals.constants';
import { AppError } from '../../lib/errors';
import { readBrand } from '../system';
import type { AccountsDeps } from './shared';

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

/** The calendar day of `now` in `timeZone`, as UTC midnight of that day (what validateAge reads). */
export function calendarDayIn(now: Date, timeZone: string): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return new Date(`${day}T00:00:00Z`);
}

/**
 * The brand's calendar day (its business day, as for withdrawals and announcements): the day an age
 * is counted on, so a player turns 18 at the brand's midnight, not the server's.
 */
export const AGE_TIME_ZONE = WITHDRAWAL_DAY_TIME_ZONE;
export const brandToday = (t: Date) => calendarDayIn(t, AGE_TIME_ZONE);

/** Fields a method always needs, whatever the brand's flags say. */
const FORCED: Record<RegisterPayload['method'], RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword', 'birthday'],
  mobile: ['countryDialingCode', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'birthday'],
};

export const DEFAULT_DIALING_CODES = ['+86'];
export const DEFAULT_MOBILE_MIN = 6;

/** The rule of one field for one method: the method's own fields are always on and required. */
export const ruleFor = (rules: RegisterRules, method: RegisterPayload['method'], field: RegisterField): FieldRule => {
  if (FORCED[method].includes(field)) return on(true);
  // With the username method the code is asked for only when a mobile number is given (below).
  if (method === 'username' && field === 'verificationCode') return { enabled: true, required: false };
  if (method === 'mobile' && field === 'username') return { enabled: rules.fields.username.enabled, required: false };
  return rules.fields[field];
};

/** The brand's registration rules and which optional account flows it offers (its settings). */
export function createRegisterRules({ db, brand }: Pick<AccountsDeps, 'db' | 'brand'>) {
  async function registerRules(): Promise<RegisterRules> {
    const row = await readBrand(db, brand);
    if (!row) throw new AppError(404, 'brand.not_found', `Brand "${brand}" is not configured`);
    const { features, registration, ageLimit } = row.settings;
    const methods: RegisterRules['methods'] = [];
    if (features.usernameRegistration) methods.push('username');
    if (features.mobileRegistration) methods.push('mobile');
    if (methods.length === 0) methods.push('username');
    const fields = { ...DEFAULT_REGISTER_FIELDS, ...(registration?.fields ?? {}) };
    // Passwords are always asked for, and the birthday: the age gate (issue 19) checks it on the server.
    fields.password = on(true);
    fields.confirmPassword = on(true);
    fields.birthday = on(true);
    return {
      methods,
      defaultMethod:
        registration?.defaultMethod && methods.includes(registration.defaultMethod)
          ? registration.defaultMethod
          : features.mobileRegistration && !features.usernameRegistration
            ? 'mobile'
            : 'username',
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

  return { registerRules, offers };
}

export type RegisterRulesService = ReturnType<typeof createRegisterRules>;
