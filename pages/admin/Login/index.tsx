import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { CaptchaField } from '../../../design-system/CodeField';
import { PasswordField } from '../../../design-system/PasswordField';
import { TextField } from '../../../design-system/TextField';
import { staffApi } from '../../../src/admin/api';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { Preferences } from '../../../src/admin/Preferences';
import { safeNext } from '../../../src/admin/routes';
import { type SessionNotice, STAFF_SESSION_KEY, sessionMarks, useStaffSession } from '../../../src/admin/session';
import { signInMessage } from '../../../src/admin/signInMessage';
import { useDocumentTitle } from '../../../src/admin/useDocumentTitle';
import { accountsApi } from '../../../src/api/accounts';
import type { Captcha } from '../../../src/api/contract/accounts';
import { ApiError } from '../../../src/api/errors';
import { ensureNamespaces } from '../../../src/i18n';
import { validateCaptcha } from '../../../src/rules/accountValidation';
import { brands, defaultBrand, isBrandName } from '../../../themes';
import * as css from './Login.css';

/** The server's limits on the staff log-in body (staffLoginSchema). */
const USERNAME_MAX = 64;
const PASSWORD_MAX = 128;

type Field = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<Field, string>>;

/**
 * /admin/login: staff sign-in. Required fields are checked here; the server's answers are shown in
 * words (wrong username or password; locked, with the time to try again). After a few wrong
 * passwords the server asks for a captcha (`captchaRequired`): the member log-in's captcha field
 * appears, with a new picture after each try. Then on to /admin, or to the `next` back-office page
 * the person was sent from.
 */
export default function AdminLogin() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useStaffSession();
  useDocumentTitle(t('login.title'));

  // Why we are here (the session ended, or the person signed out), said once.
  const [notice] = useState<SessionNotice | undefined>(
    () => (location.state as { notice?: SessionNotice } | null)?.notice,
  );
  useEffect(() => {
    sessionMarks.settle();
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.pathname, location.search, location.state, navigate]);

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const next = safeNext(params.get('next'));

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

  if (session.data) return <Navigate to={next} replace />;

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

  const brandName = document.documentElement.dataset.brand;
  const brand = brands[isBrandName(brandName) ? brandName : defaultBrand];

  return (
    <main className={css.page}>
      <div className={css.card}>
        <div className={css.brand}>
          <brand.Logo title={brand.label} />
          <span className={css.product}>{t('appTitle')}</span>
        </div>
        <div className={css.heading}>
          <h1 className={css.title}>{t('login.title')}</h1>
          <p className={css.intro}>{t('login.intro')}</p>
        </div>
        {notice ? (
          <p className={notice === 'expired' ? css.noticeCaution : css.notice} role="status">
            {t(notice === 'expired' ? 'login.expired' : 'login.signedOut')}
          </p>
        ) : null}
        <form className={css.form} onSubmit={submit} noValidate aria-label={t('login.title')}>
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
      </div>
      <section className={css.preferences} aria-label={t('shell.preferences')}>
        <Preferences layout="row" />
      </section>
    </main>
  );
}
