import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffMayCall } from '../../../src/api/contract/access';
import { ContractsTab } from './ContractsTab';
import { DefaultsTab } from './DefaultsTab';
import { SettlementsTab } from './SettlementsTab';

const TABS = ['contracts', 'settlements', 'defaults'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/agent-contracts (ADR 0026; docs/agents.md "Contracts and dividend"): the brand's agent
 * contracts, their settlements with paid and owed, and the default tiers per kind. Finance offers to
 * top-level agents, revises the house's contracts, re-runs a period and sets the defaults; support
 * looks. The tab is in the address (`?tab=settlements`). Every write is audited on the server.
 */
export default function AgentContractsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((v) => v === params.get('tab')) ?? 'contracts';
  const may = (key: Parameters<typeof staffMayCall>[1]) => !!staff && staffMayCall(staff.role, key);
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.agentContracts')} description={t('agentContracts.lead')} />
      <Tabs
        label={t('nav.agentContracts')}
        items={TABS.map((v) => ({ value: v, label: t(`agentContracts.tabs.${v}`) }))}
        value={tab}
        onValueChange={(v) => setParams(v === 'contracts' ? {} : { tab: v }, { replace: true })}
      >
        <TabPanel value="contracts">
          <ContractsTab canWrite={may('POST /api/admin/agent-contracts')} />
        </TabPanel>
        <TabPanel value="settlements">
          <SettlementsTab canRerun={may('POST /api/admin/agent-contracts/rerun')} />
        </TabPanel>
        <TabPanel value="defaults">
          <DefaultsTab canWrite={may('PUT /api/admin/agent-contracts/defaults')} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
