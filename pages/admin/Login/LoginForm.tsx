import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { CaptchaField } from '../../../design-system/CodeField';
import { sprinkles } from '../../../design-system/Layout';
import { PasswordField } from '../../../design-system/PasswordField';
import { TextField } from '../../../design-system/TextField';
import { staffApi } from '../../../src/admin/api';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { STAFF_SESSION_KEY, sessionMarks } from '../../../src/admin/session';
import { signInMessage } from '../../../src/admin/signInMessage';
import { accountsApi } from '../../../src/api/accounts';
import type { Captcha } from '../../../src/api/contract/accounts';
import { ApiError } from '../../../src/api/errors';
import { ensureNamespaces } from '../../../src/i18n';
import { validateCaptcha } from '../../../src/rules/accountValidation';
import * as css from './Login.css';

/** The server's limits on the staff log-in body (staffLoginSchema). */
const USERNAME_MAX = 64;
const PASSWORD_MAX = 128;

type Field = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<Field, string>>;

/**
 * The staff sign-in form. Required fields are checked here; the server's answers are shown in words
 * (wrong username or password; locked, with the time to try again). After a few wrong passwords the
 * server asks for a captcha (`captchaRequired`): the member log-in's captcha field appears, with a
 * new picture after each try. Then on to `next`.
 */
export function LoginForm({ next }: { next: string }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const messageOf = useCallback(
    (err: unknown) => signInMessage(err, t, tCommon, i18n.language),
    [t, tCommon, i18n.language],
  );
  // A captcha is used up by any try: each try after it gets a new picture.
  const refreshCaptcha = useCallback(async () => {
    setCaptchaAnswer('');
    try {
      setCaptcha(await accountsApi.captcha());
    } catch (err) {
      setFormError(messageOf(err));
    }
  }, [messageOf]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!username.trim()) found.username = t('login.usernameRequired');
    if (!password) found.password = t('login.passwordRequired');
    const captchaProblem = captchaShown ? validateCaptcha(captchaAnswer) : null;
    if (captchaProblem) found.captcha = tCommon(captchaProblem);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const found = validate();
    setErrors(found);
    const first = (['username', 'password', 'captcha'] as const).find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const staff = await staffApi.signIn({
        username: username.trim(),
        password,
        ...(captchaShown && captcha ? { captcha: { id: captcha.id, answer: captchaAnswer } } : {}),
      });
      sessionMarks.signedIn();
      queryClient.setQueryData(STAFF_SESSION_KEY, staff);
      navigate(next, { replace: true });
    } catch (err) {
      setFormError(messageOf(err));
      setPassword('');
      refs.current.password?.focus();
      if (captchaShown || (err instanceof ApiError && err.captchaRequired)) {
        // The captcha field's words live in the member pages' namespace.
        await ensureNamespaces('accounts');
        setCaptchaShown(true);
        await refreshCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
      onSubmit={submit}
      noValidate
      aria-label={t('login.title')}
    >
      <TextField
        ref={(el) => {
          refs.current.username = el;
        }}
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={USERNAME_MAX}
        value={username}
        onChange={(v) => {
          setUsername(v);
          if (errors.username) setErrors((e) => ({ ...e, username: undefined }));
        }}
        error={errors.username}
        required
      />
      <PasswordField
        ref={(el) => {
          refs.current.password = el;
        }}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(v) => {
          setPassword(v);
          if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        required
      />
      {captchaShown ? (
        <CaptchaField
          ref={(el) => {
            refs.current.captcha = el;
          }}
          captcha={captcha}
          onRefresh={() => void refreshCaptcha()}
          value={captchaAnswer}
          onChange={(v) => {
            setCaptchaAnswer(v);
            if (errors.captcha) setErrors((e) => ({ ...e, captcha: undefined }));
          }}
          error={errors.captcha}
        />
      ) : null}
      {formError ? (
        <p className={css.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" fullWidth size="lg" loading={submitting} icon={<LogIn />}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
