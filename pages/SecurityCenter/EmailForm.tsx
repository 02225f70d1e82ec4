import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { FormCodeField, type SendResult } from '../../design-system/CodeField';
import { Form, FormAlert, FormTextField, useKitForm } from '../../design-system/Form';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { validateEmail, validateSmsCode } from '../../src/rules/accountValidation';
import { sendFailsOnField } from '../../src/rules/sendFailure';
import { Current } from './Loaded';
import { EMAIL_ERRORS, text } from './security';
import { useSaved } from './useSaved';

interface EmailValues {
  email: string;
  verificationCode: string;
}

/** Bind or change the e-mail: the address and the code sent to it. */
export function EmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation('accounts');
  const saved = useSaved();
  const kit = useKitForm<EmailValues>({
    defaultValues: { email: '', verificationCode: '' },
    rules: {
      email: (v) => validateEmail(text(v)),
      verificationCode: (v) => validateSmsCode(text(v)),
    },
    serverErrors: EMAIL_ERRORS,
  });

  const send = async (): Promise<SendResult> => {
    if (!(await kit.form.trigger('email'))) {
      kit.focusFirst(['email']);
      return null;
    }
    try {
      return (await accountsApi.emailCode(kit.form.getValues('email').trim())).expirationTime;
    } catch (err) {
      if (!sendFailsOnField(err, EMAIL_ERRORS)) throw err;
      kit.applyServerError(err);
      return null;
    }
  };
  const submit = kit.handleSubmit(async ({ email, verificationCode }) => {
    await accountsApi.bindEmail({ email: email.trim(), verificationCode });
    kit.form.reset();
    await saved();
  });

  return (
    <Form kit={kit} onSubmit={submit} aria-label={t('security.email')}>
      <Current label={t('security.currentEmail')} value={current} />
      <FormTextField
        name="email"
        label={t('security.newEmail')}
        type="email"
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.emailMax}
        required
      />
      <FormCodeField
        name="verificationCode"
        label={t('security.emailCode')}
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        onSend={send}
        required
      />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        {current ? t('security.change') : t('security.bind')}
      </Button>
    </Form>
  );
}
