import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { FormCodeField } from '../../design-system/CodeField';
import { Form, FormAlert, useKitForm } from '../../design-system/Form';
import { FormPhoneField } from '../../design-system/PhoneField';
import { requestSmsCode } from '../../src/accounts/requestSmsCode';
import { accountsApi } from '../../src/api/accounts';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { ACCOUNT_QUERY_KEY } from '../../src/app/useAuth';
import { validateMobile, validateSmsCode } from '../../src/rules/accountValidation';
import { Current } from './Loaded';
import { MOBILE_ERRORS, text } from './security';
import { useSaved } from './useSaved';

interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/** Bind or change the mobile number: the dialling code, the number and the SMS code sent to it. */
export function MobileForm({ current }: { current: string | null }) {
  const { t } = useTranslation('accounts');
  const saved = useSaved();
  const rules = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'register-rules'],
    queryFn: accountsApi.registerRules,
    staleTime: 5 * 60_000,
  });
  const dialCodes = rules.data?.countryDialingCodes ?? ['+86'];
  const minLength = rules.data?.mobileMinLength;
  const kit = useKitForm<MobileValues>({
    defaultValues: { countryDialingCode: dialCodes[0] ?? '+86', mobileNum: '', verificationCode: '' },
    rules: {
      mobileNum: (v) => validateMobile(text(v), { minLength }),
      verificationCode: (v) => validateSmsCode(text(v)),
    },
    serverErrors: MOBILE_ERRORS,
  });

  const send = () =>
    requestSmsCode(kit, 'bind', { dial: 'countryDialingCode', mobile: 'mobileNum', fieldCodes: MOBILE_ERRORS });
  const submit = kit.handleSubmit(async (values) => {
    await accountsApi.bindMobile(values);
    kit.form.reset({ ...values, mobileNum: '', verificationCode: '' });
    await saved();
  });

  return (
    <Form kit={kit} onSubmit={submit} aria-label={t('security.mobile')}>
      <Current label={t('security.currentMobile')} value={current} />
      <FormPhoneField
        dialCodes={dialCodes}
        dialName="countryDialingCode"
        name="mobileNum"
        label={t('security.newMobile')}
        required
      />
      <FormCodeField
        name="verificationCode"
        label={t('login.smsCode')}
        maxLength={ACCOUNT_LIMITS.smsCodeMax}
        onSend={send}
        required
      />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        {current ? t('security.change') : t('security.bind')}
      </Button>
    </Form>
  );
}
