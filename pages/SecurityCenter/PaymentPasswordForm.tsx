import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Form, FormAlert, FormPasswordField, useKitForm } from '../../design-system/Form';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { validateConfirm, validatePaymentPassword } from '../../src/rules/accountValidation';
import { digits, PAYMENT_ERRORS, PAYMENT_FIELDS, text } from './security';
import { useSaved } from './useSaved';

interface PaymentValues {
  /** The current payment password when one is set, else the log-in password. */
  proof: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** Set the payment password (proved by the log-in password) or change it (proved by the current one). */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('accounts');
  const saved = useSaved();
  const kit = useKitForm<PaymentValues>({
    defaultValues: { proof: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    rules: {
      proof: (v) => (text(v) ? null : 'validation.required'),
      newPaymentPassword: (v) => validatePaymentPassword(text(v)),
      confirmPaymentPassword: (v, values) => validateConfirm(values.newPaymentPassword, text(v)),
    },
    serverErrors: PAYMENT_ERRORS,
    serverFields: PAYMENT_FIELDS,
  });
  const submit = kit.handleSubmit(async ({ proof, newPaymentPassword, confirmPaymentPassword }) => {
    await accountsApi.paymentPassword({
      ...(isSet ? { oldPaymentPassword: proof } : { password: proof }),
      newPaymentPassword,
      confirmPaymentPassword,
    });
    kit.form.reset();
    await saved();
  });

  return (
    <Form kit={kit} onSubmit={submit} aria-label={t('security.payment')}>
      <FormPasswordField
        name="proof"
        label={isSet ? t('security.oldPin') : t('security.loginPassword')}
        autoComplete={isSet ? 'off' : 'current-password'}
        inputMode={isSet ? 'numeric' : undefined}
        maxLength={isSet ? 6 : ACCOUNT_LIMITS.passwordMax}
        transform={isSet ? digits : undefined}
        required
      />
      <FormPasswordField
        name="newPaymentPassword"
        label={t('security.newPin')}
        hint={t('register.paymentPasswordHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        transform={digits}
        required
      />
      <FormPasswordField
        name="confirmPaymentPassword"
        label={t('security.confirmPin')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        transform={digits}
        required
      />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        {isSet ? t('security.change') : t('security.setPin')}
      </Button>
    </Form>
  );
}
