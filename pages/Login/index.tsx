import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Checkbox } from '../../design-system/Checkbox';
import { PasswordField } from '../../design-system/PasswordField';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import { accountsApi } from '../../src/api/accounts';
import type { Captcha } from '../../src/api/contract/accounts';
import { ACCOUNT_LIMITS, type LoginType } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { ACCOUNT_QUERY_KEY, useSignIn } from '../../src/app/useAuth';
import { useRevalidateOnLanguageChange } from '../../src/i18n/revalidate';
import { detectPlatform } from '../../src/platform';
import { HOME } from '../../src/routes/table';
import { validateCaptcha, validateMobile, validateSmsCode, validateUsername } from '../../src/rules/accountValidation';
import { readRememberedLogin, rememberLogin } from '../../src/stores/rememberedLogin';
import * as layout from '../layout.css';
import {
  CaptchaField,
  CodeField,
  FormError,
  MobileFields,
  sendCode,
  useErrorMessage,
  useFieldMessages,
} from '../shared/AccountFields';
import { SocialLogin } from '../shared/SocialLogin';
import * as css from './Login.css';

type Field = 'username' | 'password' | 'mobile' | 'code' | 'captcha';
type Errors = Partial<Record<Field, string>>;

const DEFAULT_DIAL = '+86';

/** A standalone iOS home-screen app sends `Device: OTHERS` (spec §7). */
const standaloneIos = () => {
  const p = detectPlatform();
  return p.ios && p.standalone;
};

/**
 * /m/login (spec §2 Login): the username tab, and the SMS tab when its white-label flag is on.
 * Remembered credentials reload per tab; the captcha appears after a failed log-in that asks for it;
 * free play starts a trial account.
 */
export default function Login() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const config = useSiteConfig();
  const smsLogin = config.data?.features.smsLogin === true;
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'register-rules'],
    queryFn: accountsApi.registerRules,
    enabled: smsLogin,
    staleTime: 5 * 60_000,
  });
  const dialCodes = rules.data?.countryDialingCodes ?? [DEFAULT_DIAL];

  const [method, setMethod] = useState<LoginType>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [dial, setDial] = useState(DEFAULT_DIAL);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [rememberPassword, setRememberPassword] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [trialPending, setTrialPending] = useState(false);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const messageOf = useErrorMessage();
  const fieldMessages = useFieldMessages();

  const refreshCaptcha = useCallback(async () => {
    setCaptchaAnswer('');
    try {
      setCaptcha(await accountsApi.captcha());
    } catch (err) {
      setFormError(messageOf(err));
    }
  }, [messageOf]);

  // Switching method reloads that method's remembered credentials, and a shown captcha gets a new image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the method only
  useEffect(() => {
    const remembered = readRememberedLogin(method);
    setErrors({});
    setFormError(null);
    if (method === 'username') {
      setUsername(remembered?.username ?? '');
      setPassword(remembered?.password ?? '');
      setRememberPassword(remembered?.password !== undefined);
    } else {
      setMobile(remembered?.username ?? '');
      setDial(remembered?.countryDialingCode ?? DEFAULT_DIAL);
      setCode('');
    }
    if (captchaShown) void refreshCaptcha();
  }, [method]);

  const validate = useCallback(
    (only?: readonly Field[]): Errors => {
      const next: Errors = {};
      const check = (field: Field, key: string | null) => {
        if (key && (!only || only.includes(field))) next[field] = tCommon(key);
      };
      if (method === 'username') {
        check('username', validateUsername(username));
        check('password', password ? null : 'validation.required');
      } else {
        check('mobile', validateMobile(mobile, { minLength: rules.data?.mobileMinLength }));
        check('code', validateSmsCode(code));
      }
      if (captchaShown) check('captcha', validateCaptcha(captchaAnswer));
      return next;
    },
    [method, username, password, mobile, code, captchaShown, captchaAnswer, rules.data, tCommon],
  );

  // Errors on screen follow a language change (spec §5).
  useRevalidateOnLanguageChange(() => {
    const shown = Object.keys(errors) as Field[];
    if (shown.length > 0) setErrors(validate(shown));
  });

  const requestCode = async () => {
    const mobileError = validateMobile(mobile, { minLength: rules.data?.mobileMinLength });
    setErrors((e) => ({ ...e, mobile: mobileError ? tCommon(mobileError) : undefined }));
    if (mobileError) {
      fieldRefs.current.mobile?.focus();
      return null;
    }
    return sendCode(
      () => accountsApi.smsCode({ purpose: 'login', countryDialingCode: dial, mobileNum: mobile }),
      (err) => setFormError(messageOf(err)),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const info = await accountsApi.login(
        {
          type: method,
          username: method === 'username' ? username : mobile,
          password: method === 'username' ? password : code,
          ...(method === 'sms' ? { countryDialingCode: dial } : {}),
          ...(captchaShown && captcha ? { captcha: { id: captcha.id, answer: captchaAnswer } } : {}),
        },
        standaloneIos(),
      );
      if (method === 'username') rememberLogin({ type: 'username', username, password }, rememberPassword);
      else rememberLogin({ type: 'sms', username: mobile, countryDialingCode: dial }, false);
      signIn(info);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== location.pathname ? from : HOME, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.captchaRequired) {
        setCaptchaShown(true);
        void refreshCaptcha();
      }
      if (err instanceof ApiError && err.code === 'request.invalid' && Object.keys(err.fields).length > 0) {
        setErrors(pageFields(fieldMessages(err)));
      }
      setFormError(messageOf(err));
    } finally {
      setSubmitting(false);
    }
  };

  const startTrial = async () => {
    setTrialPending(true);
    setFormError(null);
    try {
      signIn(await accountsApi.trial());
      navigate(HOME, { replace: true });
    } catch (err) {
      setFormError(messageOf(err));
    } finally {
      setTrialPending(false);
    }
  };

  const ref = (field: Field) => (el: HTMLInputElement | null) => {
    fieldRefs.current[field] = el;
  };

  const captchaField = captchaShown && (
    <CaptchaField
      ref={ref('captcha')}
      captcha={captcha}
      onRefresh={() => void refreshCaptcha()}
      value={captchaAnswer}
      onChange={setCaptchaAnswer}
      error={errors.captcha}
    />
  );

  return (
    <div className={layout.stack}>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t('login.title')}>
        {smsLogin ? (
          <Tabs
            label={t('login.method')}
            value={method}
            onValueChange={(v) => setMethod(v as LoginType)}
            items={[
              { value: 'username', label: t('login.byUsername') },
              { value: 'sms', label: t('login.bySms') },
            ]}
          >
            <TabPanel value="username">{method === 'username' && usernameFields()}</TabPanel>
            <TabPanel value="sms">{method === 'sms' && smsFields()}</TabPanel>
          </Tabs>
        ) : (
          usernameFields()
        )}
        {captchaField}
        {method === 'username' && (
          <Checkbox label={t('login.remember')} checked={rememberPassword} onChange={setRememberPassword} />
        )}
        <FormError message={formError} />
        <Button type="submit" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
        <div className={css.links}>
          <a className={css.link} href="/m/forget" onClick={(e) => go(e, '/m/forget')}>
            {t('login.forgot')}
          </a>
          <a className={css.link} href="/m/register" onClick={(e) => go(e, '/m/register')}>
            {t('login.register')}
          </a>
        </div>
        <Button variant="secondary" fullWidth loading={trialPending} onPress={() => void startTrial()}>
          {t('login.freePlay')}
        </Button>
        <SocialLogin
          onSignedIn={(info) => {
            signIn(info);
            const from = (location.state as { from?: string } | null)?.from;
            navigate(from && from !== location.pathname ? from : HOME, { replace: true });
          }}
        />
      </form>
    </div>
  );

  function go(event: { preventDefault: () => void }, to: string) {
    event.preventDefault();
    navigate(to);
  }

  function usernameFields() {
    return (
      <div className={css.form}>
        <TextField
          ref={ref('username')}
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={ACCOUNT_LIMITS.usernameMax}
          value={username}
          onChange={setUsername}
          error={errors.username}
        />
        <PasswordField
          ref={ref('password')}
          label={t('login.password')}
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      </div>
    );
  }

  function smsFields() {
    return (
      <div className={css.form}>
        <MobileFields
          dialCodes={dialCodes}
          dial={dial}
          onDial={setDial}
          mobile={mobile}
          onMobile={setMobile}
          error={errors.mobile}
          mobileRef={ref('mobile')}
        />
        <CodeField
          ref={ref('code')}
          label={t('login.smsCode')}
          value={code}
          onChange={setCode}
          error={errors.code}
          onSend={requestCode}
        />
      </div>
    );
  }
}

/** The server's field names, on this page's fields. */
function pageFields(messages: Record<string, string>): Errors {
  const map: Record<string, Field> = {
    username: 'username',
    password: 'password',
    mobileNum: 'mobile',
    captcha: 'captcha',
  };
  const out: Errors = {};
  for (const [name, message] of Object.entries(messages)) {
    const field = map[name];
    if (field) out[field] = message;
  }
  return out;
}
