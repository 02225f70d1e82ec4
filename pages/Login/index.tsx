import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { FormCaptchaField, useCaptcha } from '../../design-system/CodeField';
import { Form, FormAlert, FormCheckbox, useKitForm } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { SocialLoginButtons } from '../../design-system/SocialLoginButtons';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { requestSmsCode } from '../../src/accounts/requestSmsCode';
import { accountsApi } from '../../src/api/accounts';
import type { LoginType } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { ACCOUNT_QUERY_KEY, useSignIn } from '../../src/app/useAuth';
import { pathOf } from '../../src/routes/paths';
import { HOME } from '../../src/routes/table';
import { validateCaptcha, validateMobile, validateSmsCode, validateUsername } from '../../src/rules/accountValidation';
import { useSiteSocialLogin } from '../../src/social/useSiteSocialLogin';
import { readRememberedLogin, rememberLogin } from '../../src/stores/rememberedLogin';
import { LoginLinks, type LoginValues, SmsFields, standaloneIos, UsernameFields } from './parts';

const DEFAULT_DIAL = '+86';

/**
 * /m/login (spec §2 Login): the username tab, and the SMS tab when its white-label flag is on.
 * Remembered credentials reload per tab; the captcha appears after a failed log-in that asks for it;
 * free play starts a trial account.
 */
export default function Login() {
  const { t } = useTranslation('accounts');
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
  const [captchaShown, setCaptchaShown] = useState(false);
  const [trialPending, setTrialPending] = useState(false);

  const kit = useKitForm<LoginValues>({
    defaultValues: {
      username: '',
      password: '',
      dial: DEFAULT_DIAL,
      mobile: '',
      code: '',
      captcha: '',
      remember: false,
    },
    rules:
      method === 'username'
        ? {
            username: (v) => validateUsername(v as string),
            password: (v) => (v ? null : 'validation.required'),
            ...(captchaShown ? { captcha: (v) => validateCaptcha(v as string) } : {}),
          }
        : {
            mobile: (v) => validateMobile(v as string, { minLength: rules.data?.mobileMinLength }),
            code: (v) => validateSmsCode(v as string),
            ...(captchaShown ? { captcha: (v) => validateCaptcha(v as string) } : {}),
          },
    serverFields: { mobileNum: 'mobile' },
    alwaysAlert: true,
  });
  const { form } = kit;
  const captcha = useCaptcha(accountsApi.captcha, {
    enabled: captchaShown,
    onRefresh: () => form.setValue('captcha', ''),
  });

  // Switching method reloads that method's remembered credentials, and a shown captcha gets a new image.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the method only
  useEffect(() => {
    const remembered = readRememberedLogin(method);
    form.clearErrors();
    kit.setFormError(null);
    if (method === 'username') {
      form.setValue('username', remembered?.username ?? '');
      form.setValue('password', remembered?.password ?? '');
      form.setValue('remember', remembered?.password !== undefined);
    } else {
      form.setValue('mobile', remembered?.username ?? '');
      form.setValue('dial', remembered?.countryDialingCode ?? DEFAULT_DIAL);
      form.setValue('code', '');
    }
    if (captchaShown) void captcha.refresh();
  }, [method]);

  const afterSignIn = () => {
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from && from !== location.pathname ? from : HOME, { replace: true });
  };
  const social = useSiteSocialLogin((info) => {
    signIn(info);
    afterSignIn();
  });

  const requestCode = () => requestSmsCode(kit, 'login', { dial: 'dial', mobile: 'mobile' });

  const submit = kit.handleSubmit(
    async (v) => {
      const info = await accountsApi.login(
        {
          type: method,
          username: method === 'username' ? v.username : v.mobile,
          password: method === 'username' ? v.password : v.code,
          ...(method === 'sms' ? { countryDialingCode: v.dial } : {}),
          ...(captchaShown && captcha.captcha ? { captcha: { id: captcha.captcha.id, answer: v.captcha } } : {}),
        },
        standaloneIos(),
      );
      if (method === 'username')
        rememberLogin({ type: 'username', username: v.username, password: v.password }, v.remember);
      else rememberLogin({ type: 'sms', username: v.mobile, countryDialingCode: v.dial }, false);
      signIn(info);
      afterSignIn();
    },
    (err) => {
      if (err instanceof ApiError && err.captchaRequired) {
        if (captchaShown) void captcha.refresh();
        else setCaptchaShown(true);
      }
    },
  );

  const startTrial = async () => {
    setTrialPending(true);
    kit.setFormError(null);
    try {
      signIn(await accountsApi.trial());
      navigate(HOME, { replace: true });
    } catch (err) {
      kit.applyServerError(err);
    } finally {
      setTrialPending(false);
    }
  };

  return (
    <Stack gap="lg" padding="md">
      <Form kit={kit} onSubmit={submit} aria-label={t('login.title')}>
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
            <TabPanel value="username">{method === 'username' && <UsernameFields />}</TabPanel>
            <TabPanel value="sms">
              {method === 'sms' && <SmsFields dialCodes={dialCodes} onSend={requestCode} />}
            </TabPanel>
          </Tabs>
        ) : (
          <UsernameFields />
        )}
        {captchaShown && (
          <FormCaptchaField
            name="captcha"
            captcha={captcha.captcha}
            onRefresh={() => void captcha.refresh()}
            required
          />
        )}
        {method === 'username' && <FormCheckbox name="remember" label={t('login.remember')} />}
        <FormAlert message={kit.formError ?? captcha.error} />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('login.submit')}
        </Button>
        <LoginLinks forgot={pathOf('forget')} register={pathOf('register')} go={(to) => navigate(to)} />
        <Button variant="secondary" fullWidth loading={trialPending} onPress={() => void startTrial()}>
          {t('login.freePlay')}
        </Button>
        <SocialLoginButtons {...social} />
      </Form>
    </Stack>
  );
}
