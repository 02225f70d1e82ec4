import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TrialRefused } from '../../src/app/TrialRefused';
import { useMemberInfo } from '../../src/app/useAuth';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { EmailForm } from './EmailForm';
import { Loaded } from './Loaded';
import { LoginHistory } from './LoginHistory';
import { MobileForm } from './MobileForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const SECTIONS = ['mobile', 'email', 'payment', 'history'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /m/securityCenter: bind or change the mobile number and the e-mail (each verified by a code), set
 * or change the payment password, and the log-in history (time, IP, device).
 */
export default function SecurityCenter() {
  const { t } = useTranslation('accounts');
  // `?tab=payment` opens a section directly (the withdraw page links to the payment password).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [section, setSection] = useState<Section>(SECTIONS.includes(asked as Section) ? (asked as Section) : 'mobile');
  const member = useMemberInfo();
  const type = useSessionInfo()?.type;
  const tabs: { value: Section; label: string }[] = [
    { value: 'mobile', label: t('security.mobile') },
    { value: 'email', label: t('security.email') },
    { value: 'payment', label: t('security.payment') },
    { value: 'history', label: t('security.history') },
  ];
  // Spec §6: a trial account may not use the member features; it is asked to register instead.
  if (!canUseMemberFeatures(type)) return <TrialRefused />;
  return (
    <Stack padding="md">
      <Tabs label={t('security.title')} value={section} onValueChange={(v) => setSection(v as Section)} items={tabs}>
        <TabPanel value="mobile">
          {section === 'mobile' && (
            <Loaded member={member}>
              {(m) => <MobileForm current={m.mobile ? `${m.mobile.countryDialingCode} ${m.mobile.number}` : null} />}
            </Loaded>
          )}
        </TabPanel>
        <TabPanel value="email">
          {section === 'email' && <Loaded member={member}>{(m) => <EmailForm current={m.email} />}</Loaded>}
        </TabPanel>
        <TabPanel value="payment">
          {section === 'payment' && (
            <Loaded member={member}>{(m) => <PaymentPasswordForm isSet={m.hasPaymentPassword} />}</Loaded>
          )}
        </TabPanel>
        <TabPanel value="history">{section === 'history' && <LoginHistory />}</TabPanel>
      </Tabs>
    </Stack>
  );
}
