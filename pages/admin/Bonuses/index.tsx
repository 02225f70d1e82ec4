import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { Cost } from './Cost';
import { Grants } from './Grants';
import { Templates } from './Templates';

const TABS = ['templates', 'grants', 'cost'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/bonuses (docs/bonuses.md): bonus templates (marketing designs them), grants with the review
 * queue, manual grant and forfeit (marketing and finance), and the promotion cost; support may
 * look. The tab is in the address (`?tab=grants`). Every write is audited on the server.
 */
export default function BonusesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((v) => v === params.get('tab')) ?? 'templates';
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.bonus')} description={t('bonus.lead')} />
      <Tabs
        label={t('nav.bonus')}
        items={TABS.map((v) => ({ value: v, label: t(`bonus.tabs.${v}`) }))}
        value={tab}
        onValueChange={(v) => setParams(v === 'templates' ? {} : { tab: v }, { replace: true })}
      >
        <TabPanel value="templates">
          <Templates />
        </TabPanel>
        <TabPanel value="grants">
          <Grants />
        </TabPanel>
        <TabPanel value="cost">
          <Cost />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
