import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Checkbox } from '../../design-system/Checkbox';
import { FormCaptchaField, useCaptcha } from '../../design-system/CodeField';
import { Form, FormAlert, FormCheckbox, FormPasswordField, useKitForm } from '../../design-system/Form';
import { JackpotCounter } from '../../design-system/JackpotCounter';
import { Stack } from '../../design-system/Layout';
import { SocialLoginButtons } from '../../design-system/SocialLoginButtons';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import type { RegisterRules } from '../../src/api/contract/accounts';
import { ACCOUNT_LIMITS, type RegisterMethod } from '../../src/api/contract/accounts.constants';
import { ApiError } from '../../src/api/errors';
import { detectPlatform } from '../../src/platform';
import { LOGIN } from '../../src/routes/table';
import { useSiteSocialLogin } from '../../src/social/useSiteSocialLogin';
import { LoginLink, MethodFields, ProfileFields } from './parts';
import {
  emptyValues,
  fieldRule,
  type RegisterValues,
  registerFieldRules,
  registerPayload,
  SERVER_CODES,
} from './registerRules';
import { useCodeRequest } from './useCodeRequest';

type SessionInfo = Awaited<ReturnType<typeof accountsApi.register>>;

interface FormProps {
  rules: RegisterRules;
  currencySymbol: string;
  onDone: (info: SessionInfo) => void;
  onLogin: () => void;
}

/** The registration form on the form kit: method tabs, the operator's fields, captcha, age and terms. */
export function RegisterForm({ rules, currencySymbol, onDone, onLogin }: FormProps) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const [method, setMethod] = useState<RegisterMethod>(rules.defaultMethod);
  const [terms, setTerms] = useState(true);
  // The server asked for a captcha with SMS codes (a few an hour from one address go without one).
  const [codeCaptcha, setCodeCaptcha] = useState(false);
  const [params] = useSearchParams();
  const captchaOn = fieldRule(rules, 'captcha').enabled;
  const kit = useKitForm<RegisterValues>({
    // A referral link (/m/register?affiliateCode=CODE) fills the invitation code; it is checked on submit.
    defaultValues: {
      ...emptyValues(rules.countryDialingCodes[0]),
      affiliateCode: (params.get('affiliateCode') ?? '').slice(0, ACCOUNT_LIMITS.affiliateCodeMax),
    },
    rules: registerFieldRules(rules, method, captchaOn),
    serverErrors: SERVER_CODES,
    alwaysAlert: true,
  });
  const { form } = kit;
  const captcha = useCaptcha(accountsApi.captcha, {
    enabled: captchaOn || codeCaptcha,
    onRefresh: () => form.setValue('captcha', ''),
  });

  // With the mobile method, a captcha the code needs sits under the code field (and serves the form too).
  const captchaByCode = method === 'mobile' && codeCaptcha;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focuses when the captcha moves there only
  useEffect(() => {
    if (captchaByCode) kit.focusFirst(['captcha']);
  }, [captchaByCode]);

  // Changing the password re-checks a confirmation already typed (spec §5).
  const password = form.watch('password');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the password only
  useEffect(() => {
    if (form.getValues('confirmPassword')) void form.trigger('confirmPassword');
  }, [password]);

  const social = useSiteSocialLogin(onDone);
  const requestCode = useCodeRequest({ kit, rules, captcha, codeCaptcha, onCaptchaNeeded: () => setCodeCaptcha(true) });

  const submit = kit.handleSubmit(
    async (values) => {
      const affiliate = values.affiliateCode.trim();
      if (fieldRule(rules, 'affiliateCode').enabled && affiliate) {
        const check = await accountsApi.checkAffiliate(affiliate, window.location.host);
        if (!check.success) {
          toast.error(tCommon('errors.affiliate.invalid'));
          return kit.setFieldError('affiliateCode', 'errors.affiliate.invalid');
        }
      }
      const payload = registerPayload(values, { rules, method, captcha: captcha.captcha, captchaOn });
      const p = detectPlatform();
      onDone(await accountsApi.register(payload, p.ios && p.standalone));
    },
    (err) => {
      if (err instanceof ApiError && err.code.startsWith('captcha.')) void captcha.refresh();
    },
  );

  const captchaField = (
    <FormCaptchaField name="captcha" captcha={captcha.captcha} onRefresh={() => void captcha.refresh()} required />
  );
  const methodFields = (m: RegisterMethod) => (
    <MethodFields method={m} rules={rules} onSend={requestCode} codeCaptcha={captchaByCode && captchaField} />
  );

  return (
    <Stack gap="lg" padding="md">
      <JackpotCounter
        min={rules.jackpot.min}
        max={rules.jackpot.max}
        currencySymbol={currencySymbol}
        label={t('register.jackpot')}
      />
      <Form kit={kit} onSubmit={submit} aria-label={t('register.title')}>
        {rules.methods.length > 1 ? (
          <Tabs
            label={t('register.method')}
            value={method}
            onValueChange={(v) => {
              setMethod(v as RegisterMethod);
              form.clearErrors();
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
        <FormPasswordField
          name="password"
          label={t('register.fields.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          required
        />
        <FormPasswordField
          name="confirmPassword"
          label={t('register.fields.confirmPassword')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          required
        />
        <ProfileFields rules={rules} />
        {captchaOn && !captchaByCode && captchaField}
        <FormCheckbox
          name="age"
          label={t('register.age', { age: rules.ageLimit })}
          messageValues={{ age: rules.ageLimit }}
          required
        />
        {/* Unticked: the button is disabled, and the reason shows at once (a disabled form cannot be submitted). */}
        <Checkbox
          label={t('register.terms')}
          checked={terms}
          onChange={setTerms}
          error={terms ? undefined : t('register.termsRequired')}
        />
        <FormAlert message={kit.formError ?? captcha.error} />
        <Button
          type="submit"
          fullWidth
          loading={form.formState.isSubmitting}
          disabled={!terms}
          badge={t('register.bonus')}
        >
          {t('register.submit')}
        </Button>
        <LoginLink href={LOGIN} onLogin={onLogin} />
        <SocialLoginButtons {...social} />
      </Form>
    </Stack>
  );
}
