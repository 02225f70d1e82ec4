import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCodeField } from '../../design-system/CodeField';
import { FormDateField } from '../../design-system/DatePicker';
import { FormPasswordField, FormTextField } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { FormPhoneField } from '../../design-system/PhoneField';
import type { RegisterRules } from '../../src/api/contract/accounts';
import { ACCOUNT_LIMITS, type RegisterMethod } from '../../src/api/contract/accounts.constants';
import * as css from '../Login/Login.css';
import { fieldRule, PROFILE_FIELDS } from './registerRules';

/** Birthday range (spec §9): 1900 to the end of the current year; the wheel opens on 2000-01-01. */
const BIRTHDAY = { min: new Date(1900, 0, 1), start: new Date(2000, 0, 1) };
const endOfYear = () => new Date(new Date().getFullYear(), 11, 31);
const maxLengthOf = (f: string) =>
  f === 'nickname' ? ACCOUNT_LIMITS.nicknameMax : f === 'affiliateCode' ? ACCOUNT_LIMITS.affiliateCodeMax : 100;

/** The profile fields the operator enabled, in the spec's order. */
export function ProfileFields({ rules }: { rules: RegisterRules }) {
  const { t } = useTranslation('accounts');
  return PROFILE_FIELDS.filter((f) => fieldRule(rules, f).enabled).map((f) => {
    const required = fieldRule(rules, f).required;
    const common = { name: f, label: t(`register.fields.${f}`), optional: !required, required };
    if (f === 'paymentPassword')
      return (
        <FormPasswordField
          {...common}
          key={f}
          hint={t('register.paymentPasswordHint')}
          inputMode="numeric"
          maxLength={6}
          transform={(v) => v.replace(/\D/g, '')}
        />
      );
    if (f === 'birthday')
      return (
        <FormDateField {...common} key={f} min={BIRTHDAY.min} max={endOfYear()} placeholderValue={BIRTHDAY.start} />
      );
    if (f === 'email')
      return (
        <FormTextField {...common} key={f} type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.emailMax} />
      );
    return <FormTextField {...common} key={f} maxLength={maxLengthOf(f)} />;
  });
}

/** The method's own fields: a username, or the mobile number with its SMS code (and a captcha the code needs). */
export function MethodFields({
  method,
  rules,
  onSend,
  codeCaptcha,
}: {
  method: RegisterMethod;
  rules: RegisterRules;
  onSend: () => Promise<number | null>;
  codeCaptcha: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  if (method === 'username')
    return (
      <FormTextField
        name="username"
        label={t('register.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={ACCOUNT_LIMITS.usernameMax}
        required
      />
    );
  return (
    <Stack gap="md">
      <FormPhoneField
        dialCodes={rules.countryDialingCodes}
        dialName="countryDialingCode"
        name="mobileNum"
        label={t('register.fields.mobileNum')}
        required
      />
      <FormCodeField
        name="verificationCode"
        label={t('register.fields.verificationCode')}
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        onSend={onSend}
        required
      />
      {codeCaptcha}
    </Stack>
  );
}

/** "Have an account? Log in now". */
export function LoginLink({ href, onLogin }: { href: string; onLogin: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div className={css.links}>
      <span>{t('register.haveAccount')}</span>
      <a
        className={css.link}
        href={href}
        onClick={(e) => {
          e.preventDefault();
          onLogin();
        }}
      >
        {t('register.loginNow')}
      </a>
    </div>
  );
}
