import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable, type DataTableError } from '../../../design-system/DataTable';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminRebateAgents, AgentRebateRates, RebateMember } from '../../../src/api/contract/agentRebates';
import { AGENT_REBATE_CATEGORIES } from '../../../src/rules/agentRebate';
import { formatBp } from '../../../src/rules/vip';

export interface AgentsTableProps {
  data: AdminRebateAgents | undefined;
  loading: boolean;
  error?: DataTableError;
  onPage: (page: number) => void;
  /** Set an agent's rates; absent for roles that may only look. */
  onEdit?: (member: RebateMember) => void;
}

/** Top-level agents with their rates ("Slots 1.5% · Live casino 1%"), 25 a page. */
export function AgentsTable({ data, loading, error, onPage, onEdit }: AgentsTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { t: tc } = useTranslation();
  const ratesText = (rates: AgentRebateRates) =>
    AGENT_REBATE_CATEGORIES.filter((c) => (rates[c] ?? 0) > 0)
      .map((c) => `${tc(`gameCategories.${c}`)} ${formatBp(rates[c]!, i18n.language)}`)
      .join(' · ') || '—';
  return (
    <DataTable<RebateMember>
      caption={t('agentRebates.agents')}
      layout="auto"
      rows={data?.items}
      loading={loading}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      error={error}
      empty={{ title: t('agentRebates.noAgents') }}
      pagination={
        data && data.total > data.pageSize
          ? { page: data.page, pages: Math.ceil(data.total / data.pageSize), total: data.total, onPage }
          : undefined
      }
      columns={[
        { id: 'username', header: t('agentRebates.username'), kind: 'lead', cell: (m) => m.username },
        { id: 'rates', header: t('agentRebates.rates'), cell: (m) => ratesText(m.rates) },
        ...(onEdit
          ? [
              {
                id: 'actions',
                header: t('agentRebates.actions'),
                kind: 'actions' as const,
                cell: (m: RebateMember) => (
                  <Button size="sm" variant="secondary" onPress={() => onEdit(m)}>
                    {t('agentRebates.setRates')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
