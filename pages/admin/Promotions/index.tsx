import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { Applications } from './Applications';
import { Categories } from './Categories';
import { PromotionsTable } from './PromotionsTable';

const TABS = ['applications', 'promotions', 'categories'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/promotions (marketing writes; support reads; docs/promotions.md): the application review
 * queue, the promotions editor (translations, images in sequence, categories, dates, mode, reward)
 * and the categories. `?tab=` opens a section. Every change is audited on the server.
 */
export default function PromotionsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'applications';
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.promotions')} description={t('promotions.lead')} />
      <Tabs
        label={t('nav.promotions')}
        value={tab}
        onValueChange={(v) => setParams({ tab: v }, { replace: true })}
        items={TABS.map((value) => ({ value, label: t(`promotions.tabs.${value}`) }))}
      >
        <TabPanel value="applications">{tab === 'applications' && <Applications />}</TabPanel>
        <TabPanel value="promotions">{tab === 'promotions' && <PromotionsTable />}</TabPanel>
        <TabPanel value="categories">{tab === 'categories' && <Categories />}</TabPanel>
      </Tabs>
    </Stack>
  );
}
