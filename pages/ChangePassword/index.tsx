import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { PasswordField } from '../../design-system/PasswordField';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import { useRevalidateOnLanguageChange } from '../../src/i18n/revalidate';
import { HOME } from '../../src/routes/table';
import { validateConfirm, validatePassword } from '../../src/rules/accountValidation';
import { readRememberedLogin, updateRememberedPassword } from '../../src/stores/rememberedLogin';
import { useSessionInfo } from '../../src/stores/session';
import * as css from '../Login/Login.css';
import * as layout from '../layout.css';
import { FormError, useErrorMessage, useFieldMessages } from '../shared/AccountFields';

/** How long the "saved" message shows before going home (spec §4 password change). */
export const SAVED_REDIRECT_MS = 1000;

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<Field, string>>;

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
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sameOpen, setSameOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const message = useErrorMessage();
  const fieldMessages = useFieldMessages();

  const validate = (only?: readonly Field[]): Errors => {
    const out: Errors = {};
    const put = (f: Field, key: string | null) => {
      if (key && (!only || only.includes(f))) out[f] = tCommon(key);
    };
    if (stored === undefined) put('oldPassword', oldPassword ? null : 'validation.required');
    put('newPassword', validatePassword(newPassword));
    put('confirmNewPassword', validateConfirm(newPassword, confirm));
    return out;
  };
  useRevalidateOnLanguageChange(() => {
    const shown = Object.keys(errors) as Field[];
    if (shown.length > 0) setErrors(validate(shown));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    const first = (['oldPassword', 'newPassword', 'confirmNewPassword'] as const).find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const old = stored ?? oldPassword;
    if (old === newPassword) {
      setSameOpen(true);
      return;
    }
    setSaving(true);
    try {
      await accountsApi.changePassword({ oldPassword: old, newPassword, confirmNewPassword: confirm });
      updateRememberedPassword(userName, newPassword);
      toast.success(t('changePassword.saved'), { duration: SAVED_REDIRECT_MS });
      setTimeout(() => navigate(HOME, { replace: true }), SAVED_REDIRECT_MS);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'unknown';
      if (code === 'password.same_as_old') {
        setNewPassword('');
        setConfirm('');
      }
      const fields = fieldMessages(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      setFormError(message(err));
    } finally {
      setSaving(false);
    }
  };

  const ref = (f: Field) => (el: HTMLInputElement | null) => {
    refs.current[f] = el;
  };

  return (
    <div className={layout.stack}>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
        <TextField label={t('login.username')} value={userName} readOnly autoComplete="username" />
        {stored === undefined && (
          <PasswordField
            ref={ref('oldPassword')}
            label={t('changePassword.old')}
            autoComplete="current-password"
            maxLength={ACCOUNT_LIMITS.passwordMax}
            value={oldPassword}
            onChange={setOldPassword}
            error={errors.oldPassword}
          />
        )}
        <PasswordField
          ref={ref('newPassword')}
          label={t('changePassword.new')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        <PasswordField
          ref={ref('confirmNewPassword')}
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirmNewPassword}
        />
        <FormError message={formError} />
        <Button type="submit" fullWidth loading={saving}>
          {t('changePassword.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={sameOpen}
        onOpenChange={setSameOpen}
        title={t('changePassword.sameTitle')}
        message={tCommon('errors.password.same_as_old')}
        confirmLabel={t('changePassword.ok')}
        onConfirm={() => setSameOpen(false)}
      />
    </div>
  );
}
