import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { FormCodeField } from '../../design-system/CodeField';
import { Form, FormAlert, FormPasswordField, FormTextField, type KitForm, useKitForm } from '../../design-system/Form';
import { FormPhoneField } from '../../design-system/PhoneField';
import { requestSmsCode } from '../../src/accounts/requestSmsCode';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import {
  validateEmail,
  validateMobile,
  validatePassword,
  validateSmsCode,
  validateUsername,
} from '../../src/rules/accountValidation';

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** After a failure: a wrong code, or the old password again, empties that field (the message says why). */
function clearRefused(kit: KitForm<{ code: string; password: string }>) {
  return (err: unknown) => {
    const { setValue } = kit.form;
    if (err instanceof ApiError && err.code === 'sms.code_invalid') setValue('code', '');
    if (err instanceof ApiError && err.code === 'password.same_as_old') setValue('password', '');
  };
}

function NewPassword() {
  const { t } = useTranslation('accounts');
  return (
    <FormPasswordField
      name="password"
      label={t('changePassword.new')}
      hint={t('register.passwordHint')}
      maxLength={ACCOUNT_LIMITS.passwordMax}
      autoComplete="new-password"
      required
    />
  );
}

/** By e-mail, step 1: username and e-mail; the answer never says whether they match an account. */
export function EmailRequestForm({ onSent }: { onSent: (username: string) => void }) {
  const { t } = useTranslation('accounts');
  const kit = useKitForm({
    defaultValues: { username: '', email: '' },
    rules: { username: (v) => validateUsername(String(v).trim()), email: (v) => validateEmail(v as string) },
    alwaysAlert: true,
  });
  const submit = kit.handleSubmit(async ({ username, email }) => {
    await accountsApi.forgotPassword(username.trim(), email.trim());
    onSent(username.trim());
  });
  return (
    <Form kit={kit} onSubmit={submit} aria-label={t('forgot.byEmail')}>
      <FormTextField
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={ACCOUNT_LIMITS.usernameMax}
        required
      />
      <FormTextField
        name="email"
        label={t('register.fields.email')}
        type="email"
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.emailMax}
        required
      />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        {t('forgot.sendEmail')}
      </Button>
    </Form>
  );
}

/** By e-mail, step 2: the code from the e-mail and the new password. */
export function EmailResetForm({ username, onDone }: { username: string; onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const kit = useKitForm({
    defaultValues: { code: '', password: '' },
    rules: { code: (v) => validateSmsCode(v as string), password: (v) => validatePassword(v as string) },
    alwaysAlert: true,
  });
  const submit = kit.handleSubmit(
    async ({ code, password }) => {
      await accountsApi.emailPasswordReset({ username, code, newPassword: password });
      onDone();
    },
    clearRefused(kit as unknown as KitForm<{ code: string; password: string }>),
  );
  return (
    <Form kit={kit} onSubmit={submit} aria-label={t('forgot.byEmail')}>
      <p>{t('forgot.emailSent')}</p>
      <FormTextField
        name="code"
        label={t('forgot.code')}
        inputMode="numeric"
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        autoComplete="one-time-code"
        transform={digitsOnly}
        required
      />
      <NewPassword />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}

/** By phone: an SMS code and the new password, then a log-in with the mobile number (spec §4). */
export function PhoneResetForm({
  dialCodes,
  mobileMinLength,
  onReset,
}: {
  dialCodes: readonly string[];
  mobileMinLength?: number;
  onReset: (v: { dial: string; mobile: string; code: string; password: string }) => Promise<void>;
}) {
  const { t } = useTranslation('accounts');
  const kit = useKitForm({
    defaultValues: { dial: dialCodes[0] ?? '+86', mobile: '', code: '', password: '' },
    rules: {
      mobile: (v) => validateMobile(v as string, { minLength: mobileMinLength }),
      code: (v) => validateSmsCode(v as string),
      password: (v) => validatePassword(v as string),
    },
    serverFields: { mobileNum: 'mobile', verificationCode: 'code', newPassword: 'password' },
    alwaysAlert: true,
  });
  const requestCode = () => requestSmsCode(kit, 'reset', { dial: 'dial', mobile: 'mobile' });
  return (
    <Form
      kit={kit}
      onSubmit={kit.handleSubmit(onReset, clearRefused(kit as unknown as KitForm<{ code: string; password: string }>))}
      aria-label={t('forgot.byPhone')}
    >
      <FormPhoneField dialCodes={dialCodes} dialName="dial" name="mobile" required />
      <FormCodeField name="code" label={t('login.smsCode')} onSend={requestCode} required />
      <NewPassword />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}
