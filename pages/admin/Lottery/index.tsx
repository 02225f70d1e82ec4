import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffMayCall } from '../../../src/api/contract/access';
import { DrawsTab } from './DrawsTab';
import { GamesTab } from './GamesTab';
import { ReportTab } from './ReportTab';

const TABS = ['games', 'draws', 'report'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/lottery (issue 22; docs/lottery.md): the house lottery's games with their schedule, odds
 * and limits; the draws with their bets, exposure and result, and a manual void with a reason; and
 * the draw report by game and day. Marketing runs the games, marketing and finance may void, support
 * looks. The tab is in the address (`?tab=draws`). Every write is audited on the server.
 */
export default function LotteryPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((v) => v === params.get('tab')) ?? 'games';
  const may = (key: Parameters<typeof staffMayCall>[1]) => !!staff && staffMayCall(staff.role, key);
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.lottery')} description={t('lottery.lead')} />
      <Tabs
        label={t('nav.lottery')}
        items={TABS.map((v) => ({ value: v, label: t(`lottery.tabs.${v}`) }))}
        value={tab}
        onValueChange={(v) => setParams(v === 'games' ? {} : { tab: v }, { replace: true })}
      >
        <TabPanel value="games">
          <GamesTab canWrite={may('PUT /api/admin/lottery/games/:code')} />
        </TabPanel>
        <TabPanel value="draws">
          <DrawsTab canVoid={may('POST /api/admin/lottery/draws/:id/void')} />
        </TabPanel>
        <TabPanel value="report">
          <ReportTab />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
