import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Form, FormAlert, FormPasswordField, useKitForm } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import { HOME } from '../../src/routes/table';
import { validateConfirm, validatePassword } from '../../src/rules/accountValidation';
import { readRememberedLogin, updateRememberedPassword } from '../../src/stores/rememberedLogin';
import { useSessionInfo } from '../../src/stores/session';

/** How long the "saved" message shows before going home (spec §4 password change). */
export const SAVED_REDIRECT_MS = 1000;

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * /m/changePsw (spec §2, §4, §5): username read-only; the old-password field only when no stored
 * password is held; the new one must differ from the old (else a popup) and be confirmed. Saved: a
 * message for 1 s, the remembered password follows, then home.
 */
export default function ChangePassword() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const userName = useSessionInfo()?.userName ?? '';
  const [stored] = useState(() => {
    const remembered = readRememberedLogin('username');
    return remembered?.username === userName ? remembered.password : undefined;
  });
  const [sameOpen, setSameOpen] = useState(false);
  const kit = useKitForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    rules: {
      oldPassword: (v) => (stored === undefined && !v ? 'validation.required' : null),
      newPassword: (v) => validatePassword(v as string),
      confirmNewPassword: (v, all) => validateConfirm(all.newPassword, v as string),
    },
    // The failure always shows at form level too, as it did before the kit.
    alwaysAlert: true,
  });

  const submit = kit.handleSubmit(
    async ({ oldPassword, newPassword, confirmNewPassword }) => {
      const old = stored ?? oldPassword;
      if (old === newPassword) {
        setSameOpen(true);
        return;
      }
      await accountsApi.changePassword({ oldPassword: old, newPassword, confirmNewPassword });
      updateRememberedPassword(userName, newPassword);
      toast.success(t('changePassword.saved'), { duration: SAVED_REDIRECT_MS });
      setTimeout(() => navigate(HOME, { replace: true }), SAVED_REDIRECT_MS);
    },
    (err) => {
      if (err instanceof ApiError && err.code === 'password.same_as_old') {
        kit.form.setValue('newPassword', '');
        kit.form.setValue('confirmNewPassword', '');
      }
    },
  );

  return (
    <Stack gap="lg" padding="md">
      <Form kit={kit} onSubmit={submit} aria-label={t('changePassword.title')}>
        <TextField label={t('login.username')} value={userName} readOnly autoComplete="username" />
        {stored === undefined && (
          <FormPasswordField
            name="oldPassword"
            label={t('changePassword.old')}
            autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.passwordMax}
            required
          />
        )}
        <FormPasswordField
          name="newPassword"
          label={t('changePassword.new')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          deps={['confirmNewPassword']}
          required
        />
        <FormPasswordField
          name="confirmNewPassword"
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          required
        />
        <FormAlert />
        <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
          {t('changePassword.submit')}
        </Button>
      </Form>
      <ConfirmDialog
        open={sameOpen}
        onOpenChange={setSameOpen}
        title={t('changePassword.sameTitle')}
        message={tCommon('errors.password.same_as_old')}
        confirmLabel={t('changePassword.ok')}
        onConfirm={() => setSameOpen(false)}
      />
    </Stack>
  );
}
