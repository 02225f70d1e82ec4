import { useTranslation } from 'react-i18next';
import { FormCodeField } from '../../design-system/CodeField';
import { FormPasswordField, FormTextField } from '../../design-system/Form';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { detectPlatform } from '../../src/platform';
import { HOME, routes } from '../../src/routes/table';
import { FormMobileFields } from '../shared/AccountFields';
import * as css from './Login.css';

/** A route's path from the route table, by its key. */
export const pathOf = (key: string) => routes.find((r) => r.key === key)?.path ?? HOME;

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
    <div className={css.form}>
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
    </div>
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
    <div className={css.form}>
      <FormMobileFields dialCodes={dialCodes} dialName="dial" mobileName="mobile" />
      <FormCodeField
        name="code"
        label={t('login.smsCode')}
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        onSend={onSend}
        required
      />
    </div>
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
