import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { agentRebatesAdminApi, agentRebatesAdminKeys } from '../../../src/admin/agentRebatesApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { RebateMember, SettlementRun } from '../../../src/api/contract/agentRebates';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { AGENT_REBATE_CATEGORIES } from '../../../src/rules/agentRebate';
import { formatBp } from '../../../src/rules/vip';
import { AgentsTable } from './AgentsTable';
import { RatesForm } from './RatesForm';
import { RerunDayDialog } from './RerunDayDialog';
import { RunsTable } from './Runs';

type Editing = { kind: 'caps' } | { kind: 'agent'; member: RebateMember };

/**
 * /admin/agent-rebates (ADR 0025; docs/agents.md "Rebates"): the brand max per category, top-level
 * agents' rates (each below the max), and the daily settlement runs with their totals. Finance sets
 * and re-runs a period (it pays only what was not paid yet); every change is audited with a reason.
 */
export default function AgentRebatesPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { t: tc } = useTranslation();
  const staff = useStaff();
  const loadError = useLoadError();
  const message = useErrorMessage();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [agentsPage, setAgentsPage] = useState(1);
  const [runsPage, setRunsPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [rerun, setRerun] = useState<SettlementRun | null>(null);
  const [pickDay, setPickDay] = useState(false);
  const q = useDeferredValue(search.trim());
  const agentsQuery = { page: agentsPage, ...(q ? { q } : {}) };
  const agents = useQuery({
    queryKey: agentRebatesAdminKeys.agents(agentsQuery),
    queryFn: () => agentRebatesAdminApi.agents(agentsQuery),
  });
  const runs = useQuery({
    queryKey: agentRebatesAdminKeys.runs(runsPage),
    queryFn: () => agentRebatesAdminApi.runs(runsPage),
  });
  const canWrite = !!staff && staffMayCall(staff.role, 'PUT /api/admin/agent-rebates/caps');
  const canRerun = !!staff && staffMayCall(staff.role, 'POST /api/admin/agent-rebates/runs');
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentRebatesAdminKeys.all });
  const caps = agents.data?.caps ?? {};

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.agentRebates')} description={t('agentRebates.lead')} />
      <Panel
        title={t('agentRebates.caps')}
        description={t('agentRebates.capsLead')}
        action={canWrite ? { label: t('agentRebates.edit'), onPress: () => setEditing({ kind: 'caps' }) } : undefined}
      >
        <KeyValueList
          layout="grid"
          items={AGENT_REBATE_CATEGORIES.map((c) => ({
            id: c,
            label: tc(`gameCategories.${c}`),
            value: formatBp(caps[c] ?? 0, i18n.language),
          }))}
        />
      </Panel>
      <Panel title={t('agentRebates.agents')} description={t('agentRebates.agentsLead')}>
        <Stack gap="md">
          <TextField
            label={t('agentRebates.search')}
            type="search"
            value={search}
            maxLength={32}
            onChange={(v) => {
              setSearch(v);
              setAgentsPage(1);
            }}
          />
          <AgentsTable
            data={agents.data}
            loading={agents.isPending}
            error={loadError(agents)}
            onPage={setAgentsPage}
            onEdit={canWrite ? (member) => setEditing({ kind: 'agent', member }) : undefined}
          />
        </Stack>
      </Panel>
      <Panel
        title={t('agentRebates.runs')}
        description={t('agentRebates.runsLead')}
        action={canRerun ? { label: t('agentRebates.rerunDay'), onPress: () => setPickDay(true) } : undefined}
      >
        <RunsTable
          data={runs.data}
          loading={runs.isPending}
          error={loadError(runs)}
          onPage={setRunsPage}
          onRerun={canRerun ? setRerun : undefined}
        />
      </Panel>
      {editing?.kind === 'caps' ? (
        <RatesForm
          title={t('agentRebates.capsTitle')}
          description={t('agentRebates.capsLead')}
          rates={caps}
          onSave={async (rates, reason) => {
            await agentRebatesAdminApi.setCaps({ caps: rates, reason });
            toast.success(t('agentRebates.saved'));
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'agent' ? (
        <RatesForm
          title={t('agentRebates.agentTitle', { username: editing.member.username })}
          description={t('agentRebates.agentLead')}
          rates={editing.member.rates}
          limit={caps}
          onSave={async (rates, reason) => {
            await agentRebatesAdminApi.setAgent(editing.member.id, { rates, reason });
            toast.success(t('agentRebates.saved'));
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {pickDay ? (
        <RerunDayDialog
          onRun={async (period, reason) => {
            const run = await agentRebatesAdminApi.rerun({ period, reason });
            toast.success(t('agentRebates.rerunDone', { count: run.payments }));
            await refresh();
          }}
          onClose={() => setPickDay(false)}
        />
      ) : null}
      {rerun ? (
        <ConfirmReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setRerun(null);
          }}
          title={t('agentRebates.rerunTitle', { period: rerun.periodKey })}
          description={t('agentRebates.rerunLead')}
          maxLength={500}
          confirmLabel={t('agentRebates.rerun')}
          label={t('queue.reason')}
          requiredMessage={t('queue.reasonRequired')}
          cancelLabel={t('queue.cancel')}
          errorMessage={message}
          onConfirm={async (reason) => {
            const run = await agentRebatesAdminApi.rerun({ period: rerun.periodKey, reason });
            toast.success(t('agentRebates.rerunDone', { count: run.payments }));
            await refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}
