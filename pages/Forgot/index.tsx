import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { PasswordField } from '../../design-system/PasswordField';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { ACCOUNT_QUERY_KEY, useSignIn } from '../../src/app/useAuth';
import { useCustomerService } from '../../src/app/useCustomerService';
import { detectPlatform } from '../../src/platform';
import { HOME } from '../../src/routes/table';
import {
  validateEmail,
  validateMobile,
  validatePassword,
  validateSmsCode,
  validateUsername,
} from '../../src/rules/accountValidation';
import { type ResetMethod, resetMethods } from '../../src/rules/passwordReset';
import * as css from '../Login/Login.css';
import * as layout from '../layout.css';
import { CodeField, FormError, MobileFields, sendCode, useErrorMessage } from '../shared/AccountFields';

type Errors = Partial<Record<'username' | 'email' | 'mobile' | 'code' | 'password', string>>;

/**
 * /m/forget (spec §2, §4): find the account by e-mail (username and e-mail; a code arrives by e-mail)
 * or by phone (SMS code, new password, then log-in with the mobile number). The answer never says
 * whether an account exists. A customer-service link sits at the bottom.
 */
export default function Forgot() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const config = useSiteConfig();
  const openCustomerService = useCustomerService(config.data);
  const { methods, initial } = resetMethods(config.data?.passwordReset);
  const [method, setMethod] = useState<ResetMethod>(initial);
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'register-rules'],
    queryFn: accountsApi.registerRules,
    enabled: methods.includes('phone'),
    staleTime: 5 * 60_000,
  });
  const dialCodes = rules.data?.countryDialingCodes ?? ['+86'];

  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [emailSent, setEmailSent] = useState(false);
  const [dial, setDial] = useState<string>(dialCodes[0] ?? '+86');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const message = useErrorMessage();
  const show = (found: Record<string, string | null>) => {
    const out: Errors = {};
    for (const [k, v] of Object.entries(found)) if (v) out[k as keyof Errors] = tCommon(v);
    setErrors(out);
    return Object.keys(out).length === 0;
  };
  const run = async (work: () => Promise<void>) => {
    setFormError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'sms.code_invalid') setCode('');
      if (err instanceof ApiError && err.code === 'password.same_as_old') setPassword('');
      setFormError(message(err));
    } finally {
      setBusy(false);
    }
  };

  const requestEmail = (e: FormEvent) => {
    e.preventDefault();
    if (!show({ username: validateUsername(username.trim()), email: validateEmail(email) })) return;
    void run(async () => {
      await accountsApi.forgotPassword(username.trim(), email.trim());
      setEmailSent(true);
    });
  };

  const resetByEmail = (e: FormEvent) => {
    e.preventDefault();
    if (!show({ code: validateSmsCode(code), password: validatePassword(password) })) return;
    void run(async () => {
      await accountsApi.emailPasswordReset({ username: username.trim(), code, newPassword: password });
      toast.success(t('forgot.done'), { duration: 1000 });
      setTimeout(() => navigate(-1), 1000);
    });
  };

  const requestCode = async () => {
    if (!show({ mobile: validateMobile(mobile, { minLength: rules.data?.mobileMinLength }) })) return null;
    setFormError(null);
    return sendCode(
      () => accountsApi.smsCode({ purpose: 'reset', countryDialingCode: dial, mobileNum: mobile }),
      (err) => setFormError(message(err)),
    );
  };

  const resetByPhone = (e: FormEvent) => {
    e.preventDefault();
    const valid = show({
      mobile: validateMobile(mobile, { minLength: rules.data?.mobileMinLength }),
      code: validateSmsCode(code),
      password: validatePassword(password),
    });
    if (!valid) return;
    void run(async () => {
      const p = detectPlatform();
      const standaloneIos = p.ios && p.standalone;
      await accountsApi.phonePassword(
        { countryDialingCode: dial, mobileNum: mobile, verificationCode: code, newPassword: password },
        standaloneIos,
      );
      // Spec §4: then log in with the mobile number as the username and the new password.
      signIn(await accountsApi.login({ type: 'username', username: mobile, password }, standaloneIos));
      navigate(HOME, { replace: true });
    });
  };

  const emailForm = emailSent ? (
    <form className={css.form} onSubmit={resetByEmail} noValidate aria-label={t('forgot.byEmail')}>
      <p>{t('forgot.emailSent')}</p>
      <TextField
        label={t('forgot.code')}
        inputMode="numeric"
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        value={code}
        onChange={(v) => setCode(v.replace(/\D/g, ''))}
        error={errors.code}
        autoComplete="one-time-code"
      />
      <PasswordField
        label={t('changePassword.new')}
        hint={t('register.passwordHint')}
        maxLength={ACCOUNT_LIMITS.passwordMax}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <FormError message={formError} />
      <Button type="submit" fullWidth loading={busy}>
        {t('forgot.submit')}
      </Button>
    </form>
  ) : (
    <form className={css.form} onSubmit={requestEmail} noValidate aria-label={t('forgot.byEmail')}>
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={ACCOUNT_LIMITS.usernameMax}
        value={username}
        onChange={setUsername}
        error={errors.username}
      />
      <TextField
        label={t('register.fields.email')}
        type="email"
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.emailMax}
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <FormError message={formError} />
      <Button type="submit" fullWidth loading={busy}>
        {t('forgot.sendEmail')}
      </Button>
    </form>
  );

  const phoneForm = (
    <form className={css.form} onSubmit={resetByPhone} noValidate aria-label={t('forgot.byPhone')}>
      <MobileFields
        dialCodes={dialCodes}
        dial={dial}
        onDial={setDial}
        mobile={mobile}
        onMobile={setMobile}
        error={errors.mobile}
      />
      <CodeField label={t('login.smsCode')} value={code} onChange={setCode} error={errors.code} onSend={requestCode} />
      <PasswordField
        label={t('changePassword.new')}
        hint={t('register.passwordHint')}
        maxLength={ACCOUNT_LIMITS.passwordMax}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="new-password"
      />
      <FormError message={formError} />
      <Button type="submit" fullWidth loading={busy}>
        {t('forgot.submit')}
      </Button>
    </form>
  );

  return (
    <div className={layout.stack}>
      {methods.length > 1 ? (
        <Tabs
          label={t('forgot.method')}
          value={method}
          onValueChange={(v) => {
            setMethod(v as ResetMethod);
            setErrors({});
            setFormError(null);
          }}
          items={methods.map((m) => ({ value: m, label: m === 'email' ? t('forgot.byEmail') : t('forgot.byPhone') }))}
        >
          <TabPanel value="email">{method === 'email' && emailForm}</TabPanel>
          <TabPanel value="phone">{method === 'phone' && phoneForm}</TabPanel>
        </Tabs>
      ) : method === 'phone' ? (
        phoneForm
      ) : (
        emailForm
      )}
      <Button variant="ghost" fullWidth onPress={openCustomerService}>
        {t('forgot.customerService')}
      </Button>
    </div>
  );
}
