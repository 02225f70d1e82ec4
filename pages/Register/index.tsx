import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Checkbox } from '../../design-system/Checkbox';
import { EmptyState } from '../../design-system/EmptyState';
import { JackpotCounter } from '../../design-system/JackpotCounter';
import { PasswordField } from '../../design-system/PasswordField';
import { Skeleton } from '../../design-system/Skeleton';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import type { Captcha, RegisterPayload, RegisterRules } from '../../src/api/contract/accounts';
import { ACCOUNT_LIMITS, type RegisterField, type RegisterMethod } from '../../src/api/contract/accounts.constants';
import { ApiError, errorKey } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { ACCOUNT_QUERY_KEY, useSignIn } from '../../src/app/useAuth';
import { useRevalidateOnLanguageChange } from '../../src/i18n/revalidate';
import { detectPlatform } from '../../src/platform';
import { HOME, LOGIN } from '../../src/routes/table';
import {
  validateAge,
  validateBirthday,
  validateCaptcha,
  validateConfirm,
  validateEmail,
  validateMobile,
  validatePassword,
  validatePaymentPassword,
  validateSmsCode,
  validateUsername,
} from '../../src/rules/accountValidation';
import { vars } from '../../themes/contract.css';
import * as css from '../Login/Login.css';
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

/** The optional profile fields, in the spec's order; each shows only when the operator enables it. */
const PROFILE_FIELDS = [
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
] as const satisfies readonly RegisterField[];
type ProfileField = (typeof PROFILE_FIELDS)[number];

type Field = RegisterField | 'terms' | 'age';
type Values = Partial<Record<RegisterField, string>>;
type Errors = Partial<Record<Field, string>>;

/** Spec §3 registerMethod: APP in the operator's app, WEBCLIP for an iOS home-screen app, PWA, else H5. */
function registerChannel(): RegisterPayload['registerMethod'] {
  const p = detectPlatform();
  if (p.inApp) return 'APP';
  if (p.standalone) return p.ios ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

const endOfYear = () => `${new Date().getFullYear()}-12-31`;

/** /m/register (spec §2 Registration): the operator's form, by username or by mobile number. */
export default function Register() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const config = useSiteConfig();
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'register-rules'],
    queryFn: accountsApi.registerRules,
    staleTime: 5 * 60_000,
  });

  if (rules.isPending) {
    return (
      <div className={layout.stack}>
        <Skeleton shape="rect" height={vars.space.huge} />
        <Skeleton shape="text" lines={6} />
      </div>
    );
  }
  if (!rules.data) {
    return (
      <div className={layout.center}>
        <EmptyState
          variant="error"
          title={tCommon('errors.loadFailed')}
          action={<Button onPress={() => void rules.refetch()}>{t('register.retry')}</Button>}
        />
      </div>
    );
  }
  return (
    <RegisterForm
      rules={rules.data}
      currencySymbol={config.data?.currency.symbol ?? '¥'}
      t={t}
      tCommon={tCommon}
      onDone={(info) => {
        signIn(info);
        navigate(HOME, { replace: true });
      }}
      onLogin={() => navigate(LOGIN)}
    />
  );
}

interface FormProps {
  rules: RegisterRules;
  currencySymbol: string;
  t: (key: string, opts?: Record<string, unknown>) => string;
  tCommon: (key: string, opts?: Record<string, unknown>) => string;
  onDone: (info: Awaited<ReturnType<typeof accountsApi.register>>) => void;
  onLogin: () => void;
}

function RegisterForm({ rules, currencySymbol, t, tCommon, onDone, onLogin }: FormProps) {
  const [method, setMethod] = useState<RegisterMethod>(rules.defaultMethod);
  const [values, setValues] = useState<Values>({ countryDialingCode: rules.countryDialingCodes[0] });
  const [errors, setErrors] = useState<Errors>({});
  const [terms, setTerms] = useState(true);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // The server asked for a captcha with SMS codes (a few an hour from one address go without one).
  const [codeCaptcha, setCodeCaptcha] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});

  const rule = (f: RegisterField) => rules.fields[f] ?? { enabled: false, required: false };
  const enabled = (f: RegisterField) => rule(f).enabled;
  const captchaOn = enabled('captcha');
  const set = (f: RegisterField) => (v: string) => setValues((prev) => ({ ...prev, [f]: v }));
  const message = useErrorMessage();
  const fieldMessages = useFieldMessages();

  const refreshCaptcha = useCallback(async () => {
    setValues((v) => ({ ...v, captcha: '' }));
    try {
      setCaptcha(await accountsApi.captcha());
    } catch (err) {
      setFormError(message(err));
    }
  }, [message]);

  // The form's captcha is fetched when it turns on, not again when refreshCaptcha changes identity (its
  // message function follows the language's loading): a second fetch would wipe an answer already typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetches when the captcha turns on only
  useEffect(() => {
    if (captchaOn) void refreshCaptcha();
  }, [captchaOn]);

  // With the mobile method, a captcha the code needs sits under the code field (and serves the form too).
  const captchaByCode = method === 'mobile' && codeCaptcha;
  useEffect(() => {
    if (captchaByCode) refs.current.captcha?.focus();
  }, [captchaByCode]);

  const validate = (only?: readonly Field[]): Errors => {
    const out: Errors = {};
    const put = (f: Field, key: string | null) => {
      if (key && (!only || only.includes(f))) out[f] = tCommon(key);
    };
    const v = values;
    if (method === 'username') put('username', validateUsername(v.username));
    else {
      put('mobileNum', validateMobile(v.mobileNum, { minLength: rules.mobileMinLength }));
      put('verificationCode', validateSmsCode(v.verificationCode));
    }
    put('password', validatePassword(v.password));
    put('confirmPassword', validateConfirm(v.password, v.confirmPassword));
    for (const f of PROFILE_FIELDS) {
      if (!enabled(f)) continue;
      const required = rule(f).required;
      if (f === 'email') put(f, validateEmail(v.email, { required }));
      else if (f === 'paymentPassword') put(f, validatePaymentPassword(v.paymentPassword, { required }));
      else if (f === 'birthday') {
        const bad = validateBirthday(v.birthday, { required });
        put(f, bad ?? (v.birthday ? validateAge(v.birthday, rules.ageLimit) : null));
      } else if (required && !v[f]?.trim()) put(f, 'validation.required');
    }
    if (captchaOn) put('captcha', validateCaptcha(v.captcha));
    if (!ageConfirmed && (!only || only.includes('age'))) out.age = t('register.ageRequired', { age: rules.ageLimit });
    return out;
  };

  useRevalidateOnLanguageChange(() => {
    const shown = Object.keys(errors) as Field[];
    if (shown.length > 0) setErrors(validate(shown));
  });

  // Changing the password re-checks a confirmation already typed (spec §5).
  const onPassword = (v: string) => {
    setValues((prev) => ({ ...prev, password: v }));
    if (values.confirmPassword) {
      const key = validateConfirm(v, values.confirmPassword);
      setErrors((e) => ({ ...e, confirmPassword: key ? tCommon(key) : undefined }));
    }
  };

  const focusFirst = (found: Errors) => {
    const order: Field[] = [
      'username',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      ...PROFILE_FIELDS,
      'captcha',
      'age',
    ];
    const first = order.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const requestCode = async () => {
    const bad = validateMobile(values.mobileNum, { minLength: rules.mobileMinLength });
    setErrors((e) => ({ ...e, mobileNum: bad ? tCommon(bad) : undefined }));
    if (bad) {
      refs.current.mobileNum?.focus();
      return null;
    }
    if (codeCaptcha) {
      const badCaptcha = validateCaptcha(values.captcha);
      setErrors((e) => ({ ...e, captcha: badCaptcha ? tCommon(badCaptcha) : undefined }));
      if (badCaptcha) {
        refs.current.captcha?.focus();
        return null;
      }
    }
    const withCaptcha = codeCaptcha && captcha ? { id: captcha.id, answer: values.captcha ?? '' } : undefined;
    setFormError(null);
    const at = await sendCode(
      () =>
        accountsApi.smsCode({
          purpose: 'register',
          countryDialingCode: values.countryDialingCode ?? rules.countryDialingCodes[0] ?? '+86',
          mobileNum: values.mobileNum ?? '',
          ...(withCaptcha ? { captcha: withCaptcha } : {}),
        }),
      (err) => {
        if (err instanceof ApiError && err.captchaRequired) {
          // Show the captcha and ask for the code again with it.
          setCodeCaptcha(true);
          setErrors((e) => ({ ...e, captcha: tCommon(errorKey(err.code)) }));
          setFormError(t('register.codeCaptcha'));
          if (!captcha && !withCaptcha) void refreshCaptcha();
        } else setFormError(message(err));
      },
    );
    // A captcha works once: the form (or the next code) needs a new one.
    if (withCaptcha) void refreshCaptcha();
    return at;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!terms) {
      setFormError(t('register.termsRequired'));
      return;
    }
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      const domain = window.location.host;
      const affiliate = values.affiliateCode?.trim();
      if (enabled('affiliateCode') && affiliate) {
        const check = await accountsApi.checkAffiliate(affiliate, domain);
        if (!check.success) {
          const text = tCommon('errors.affiliate.invalid');
          toast.error(text);
          setErrors((e) => ({ ...e, affiliateCode: text }));
          refs.current.affiliateCode?.focus();
          return;
        }
      }
      const profile: Partial<Record<ProfileField, string>> = {};
      for (const f of PROFILE_FIELDS) {
        const v = values[f]?.trim();
        if (enabled(f) && v) profile[f] = v;
      }
      const payload: RegisterPayload = {
        method,
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        ...(method === 'username'
          ? { username: values.username }
          : {
              countryDialingCode: values.countryDialingCode,
              mobileNum: values.mobileNum,
              verificationCode: values.verificationCode,
            }),
        ...profile,
        ...(captchaOn && captcha ? { captcha: { id: captcha.id, answer: values.captcha ?? '' } } : {}),
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: window.location.origin,
        registerMethod: registerChannel(),
        domain,
        type: 0,
      };
      const p = detectPlatform();
      onDone(await accountsApi.register(payload, p.ios && p.standalone));
    } catch (err) {
      const found = serverErrors(err, fieldMessages(err), tCommon);
      setErrors((e) => ({ ...e, ...found }));
      if (Object.keys(found).length > 0) focusFirst(found);
      if (err instanceof ApiError && err.code.startsWith('captcha.')) void refreshCaptcha();
      setFormError(message(err));
    } finally {
      setSubmitting(false);
    }
  };

  const ref = (f: Field) => (el: HTMLInputElement | HTMLSelectElement | null) => {
    refs.current[f] = el;
  };
  const text = (f: RegisterField, extra: Record<string, unknown> = {}) => (
    <TextField
      key={f}
      ref={ref(f)}
      label={t(`register.fields.${f}`)}
      optional={!rule(f).required}
      value={values[f] ?? ''}
      onChange={set(f)}
      error={errors[f]}
      {...extra}
    />
  );

  const captchaField = (
    <CaptchaField
      ref={ref('captcha')}
      captcha={captcha}
      onRefresh={() => void refreshCaptcha()}
      value={values.captcha ?? ''}
      onChange={set('captcha')}
      error={errors.captcha}
    />
  );

  const methodFields = (m: RegisterMethod) =>
    m === 'username' ? (
      text('username', {
        autoComplete: 'username',
        autoCapitalize: 'none',
        maxLength: ACCOUNT_LIMITS.usernameMax,
        optional: false,
      })
    ) : (
      <div className={css.form}>
        <MobileFields
          dialCodes={rules.countryDialingCodes}
          dial={values.countryDialingCode}
          onDial={set('countryDialingCode')}
          mobile={values.mobileNum ?? ''}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
          label={t('register.fields.mobileNum')}
          mobileRef={ref('mobileNum')}
          dialRef={ref('countryDialingCode')}
        />
        <CodeField
          ref={ref('verificationCode')}
          label={t('register.fields.verificationCode')}
          value={values.verificationCode ?? ''}
          onChange={set('verificationCode')}
          error={errors.verificationCode}
          onSend={requestCode}
        />
        {captchaByCode && captchaField}
      </div>
    );

  return (
    <div className={layout.stack}>
      <JackpotCounter
        min={rules.jackpot.min}
        max={rules.jackpot.max}
        currencySymbol={currencySymbol}
        label={t('register.jackpot')}
      />
      <form className={css.form} onSubmit={submit} noValidate aria-label={t('register.title')}>
        {rules.methods.length > 1 ? (
          <Tabs
            label={t('register.method')}
            value={method}
            onValueChange={(v) => {
              setMethod(v as RegisterMethod);
              setErrors({});
            }}
            items={rules.methods.map((m) => ({ value: m, label: t(`register.by.${m}`) }))}
          >
            {rules.methods.map((m) => (
              <TabPanel key={m} value={m}>
                {method === m && methodFields(m)}
              </TabPanel>
            ))}
          </Tabs>
        ) : (
          methodFields(method)
        )}
        <PasswordField
          ref={ref('password')}
          label={t('register.fields.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          value={values.password ?? ''}
          onChange={onPassword}
          error={errors.password}
        />
        <PasswordField
          ref={ref('confirmPassword')}
          label={t('register.fields.confirmPassword')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          value={values.confirmPassword ?? ''}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        {PROFILE_FIELDS.filter(enabled).map((f) =>
          f === 'paymentPassword' ? (
            <PasswordField
              key={f}
              ref={ref(f)}
              label={t('register.fields.paymentPassword')}
              hint={t('register.paymentPasswordHint')}
              optional={!rule(f).required}
              inputMode="numeric"
              maxLength={6}
              value={values.paymentPassword ?? ''}
              onChange={(v) => set('paymentPassword')(v.replace(/\D/g, ''))}
              error={errors.paymentPassword}
            />
          ) : f === 'birthday' ? (
            text(f, { type: 'date', min: '1900-01-01', max: endOfYear() })
          ) : f === 'email' ? (
            text(f, { type: 'email', autoComplete: 'email', maxLength: ACCOUNT_LIMITS.emailMax })
          ) : (
            text(f, {
              maxLength:
                f === 'nickname'
                  ? ACCOUNT_LIMITS.nicknameMax
                  : f === 'affiliateCode'
                    ? ACCOUNT_LIMITS.affiliateCodeMax
                    : 100,
            })
          ),
        )}
        {captchaOn && !captchaByCode && captchaField}
        <Checkbox
          ref={ref('age') as (el: HTMLInputElement | null) => void}
          label={t('register.age', { age: rules.ageLimit })}
          checked={ageConfirmed}
          onChange={(v) => {
            setAgeConfirmed(v);
            if (v) setErrors((e) => ({ ...e, age: undefined }));
          }}
          error={errors.age}
        />
        {/* Unticked: the button is disabled, and the reason shows at once (a disabled form cannot be submitted). */}
        <Checkbox
          label={t('register.terms')}
          checked={terms}
          onChange={setTerms}
          error={terms ? undefined : t('register.termsRequired')}
        />
        <FormError message={formError} />
        <Button type="submit" fullWidth loading={submitting} disabled={!terms} badge={t('register.bonus')}>
          {t('register.submit')}
        </Button>
        <div className={css.links}>
          <span>{t('register.haveAccount')}</span>
          <a
            className={css.link}
            href={LOGIN}
            onClick={(e) => {
              e.preventDefault();
              onLogin();
            }}
          >
            {t('register.loginNow')}
          </a>
        </div>
        <SocialLogin onSignedIn={onDone} />
      </form>
    </div>
  );
}

/** Server answers in the form's words: field messages, and the codes that belong to one field. */
function serverErrors(err: unknown, fieldMessages: Record<string, string>, tCommon: (key: string) => string): Errors {
  if (!(err instanceof ApiError)) return {};
  const out: Errors = { ...fieldMessages };
  const byCode: Partial<Record<string, Field>> = {
    'account.username_taken': 'username',
    'account.mobile_taken': 'mobileNum',
    'sms.code_invalid': 'verificationCode',
    'captcha.invalid': 'captcha',
    'captcha.required': 'captcha',
    'affiliate.invalid': 'affiliateCode',
  };
  const f = byCode[err.code];
  if (f) out[f] = tCommon(errorKey(err.code));
  return out;
}
