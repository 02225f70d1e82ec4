import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Stack } from '../../design-system/Layout';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { toast } from '../../design-system/Toast';
import { accountsApi } from '../../src/api/accounts';
import { useSiteConfig } from '../../src/api/queries';
import { ACCOUNT_QUERY_KEY, useSignIn } from '../../src/app/useAuth';
import { useCustomerService } from '../../src/app/useCustomerService';
import { detectPlatform } from '../../src/platform';
import { HOME } from '../../src/routes/table';
import { type ResetMethod, resetMethods } from '../../src/rules/passwordReset';
import { EmailRequestForm, EmailResetForm, PhoneResetForm } from './parts';

/** How long "done" shows before going back (spec §4). */
const DONE_MS = 1000;

/**
 * /m/forget (spec §2, §4): find the account by e-mail (username and e-mail; a code arrives by e-mail)
 * or by phone (SMS code, new password, then log-in with the mobile number). The answer never says
 * whether an account exists. A customer-service link sits at the bottom.
 */
export default function Forgot() {
  const { t } = useTranslation('accounts');
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
  // The username the e-mail was asked for, once it is sent.
  const [sentFor, setSentFor] = useState<string | null>(null);

  const emailForm =
    sentFor === null ? (
      <EmailRequestForm onSent={setSentFor} />
    ) : (
      <EmailResetForm
        username={sentFor}
        onDone={() => {
          toast.success(t('forgot.done'), { duration: DONE_MS });
          setTimeout(() => navigate(-1), DONE_MS);
        }}
      />
    );

  const phoneForm = (
    <PhoneResetForm
      dialCodes={rules.data?.countryDialingCodes ?? ['+86']}
      mobileMinLength={rules.data?.mobileMinLength}
      onReset={async ({ dial, mobile, code, password }) => {
        const p = detectPlatform();
        const standaloneIos = p.ios && p.standalone;
        await accountsApi.phonePassword(
          { countryDialingCode: dial, mobileNum: mobile, verificationCode: code, newPassword: password },
          standaloneIos,
        );
        // Spec §4: then log in with the mobile number as the username and the new password.
        signIn(await accountsApi.login({ type: 'username', username: mobile, password }, standaloneIos));
        navigate(HOME, { replace: true });
      }}
    />
  );

  return (
    <Stack gap="lg" padding="md">
      {methods.length > 1 ? (
        <Tabs
          label={t('forgot.method')}
          value={method}
          onValueChange={(v) => setMethod(v as ResetMethod)}
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
    </Stack>
  );
}
