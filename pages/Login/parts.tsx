import { useTranslation } from 'react-i18next';
import { FormCodeField } from '../../design-system/CodeField';
import { FormPasswordField, FormTextField } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { FormPhoneField } from '../../design-system/PhoneField';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { detectPlatform } from '../../src/platform';
import * as css from './Login.css';

/** A standalone iOS home-screen app sends `Device: OTHERS` (spec §7). */
export const standaloneIos = () => {
  const p = detectPlatform();
  return p.ios && p.standalone;
};

/** The log-in form's values; `mobile`/`dial`/`code` belong to the SMS tab. */
export type LoginValues = {
  username: string;
  password: string;
  dial: string;
  mobile: string;
  code: string;
  captcha: string;
  remember: boolean;
};

export function UsernameFields() {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="md">
      <FormTextField
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={ACCOUNT_LIMITS.usernameMax}
        required
      />
      <FormPasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.passwordMax}
        required
      />
    </Stack>
  );
}

export function SmsFields({
  dialCodes,
  onSend,
}: {
  dialCodes: readonly string[];
  onSend: () => Promise<number | null>;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="md">
      <FormPhoneField dialCodes={dialCodes} dialName="dial" name="mobile" required />
      <FormCodeField
        name="code"
        label={t('login.smsCode')}
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        onSend={onSend}
        required
      />
    </Stack>
  );
}

/** "Forgot password" and "Register" under the form (paths from the route table, passed in). */
export function LoginLinks({ forgot, register, go }: { forgot: string; register: string; go: (to: string) => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div className={css.links}>
      {(
        [
          [forgot, t('login.forgot')],
          [register, t('login.register')],
        ] as const
      ).map(([to, text]) => (
        <a
          key={to}
          className={css.link}
          href={to}
          onClick={(e) => {
            e.preventDefault();
            go(to);
          }}
        >
          {text}
        </a>
      ))}
    </div>
  );
}
