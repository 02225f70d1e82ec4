import { Percent, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { EmptyState } from '../../design-system/EmptyState';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Pill } from '../../design-system/Pill';
import type { AgentRebateRates, RebateDownline, RebateMember } from '../../src/api/contract/agentRebates';
import type { useLoadFailure } from '../../src/app/useLoadFailure';
import { AGENT_REBATE_CATEGORIES } from '../../src/rules/agentRebate';
import { isAgentType } from '../../src/rules/customerType';
import { formatBp } from '../../src/rules/vip';

/** "Slots 0.5% · Live casino 0.3%": the categories with a rate, in catalogue order. */
export function useRatesText() {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation();
  return (rates: AgentRebateRates) => {
    const set = AGENT_REBATE_CATEGORIES.filter((c) => (rates[c] ?? 0) > 0);
    if (set.length === 0) return t('rebate.noRates');
    return set.map((c) => `${tc(`gameCategories.${c}`)} ${formatBp(rates[c]!, i18n.language)}`).join(' · ');
  };
}

/** The agent's own rates per category: what it may hand on. */
export function MyRates({ rates, loading }: { rates: AgentRebateRates | undefined; loading?: boolean }) {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const set = AGENT_REBATE_CATEGORIES.filter((c) => (rates?.[c] ?? 0) > 0);
  return (
    <Panel title={t('rebate.myRates')} description={t('rebate.myRatesLead')}>
      {!loading && set.length === 0 ? (
        <EmptyState icon={Percent} title={t('rebate.noRatesTitle')} description={t('rebate.noRatesText')} />
      ) : (
        <KeyValueList
          items={set.map((c) => ({
            id: c,
            label: tc(`gameCategories.${c}`),
            value: formatBp(rates![c]!, i18n.language),
          }))}
        />
      )}
    </Panel>
  );
}

export interface DownlineRatesProps {
  data: RebateDownline | undefined;
  loading: boolean;
  busy?: boolean;
  error?: ReturnType<typeof useLoadFailure>;
  onPage: (page: number) => void;
  onEdit: (member: RebateMember) => void;
}

/** The direct members with their rates and a "Set rates" action each; the stories render it directly. */
export function DownlineRates({ data, loading, busy, error, onPage, onEdit }: DownlineRatesProps) {
  const { t } = useTranslation('agent');
  const ratesText = useRatesText();
  const columns: DataColumn<RebateMember>[] = [
    { id: 'username', header: t('manage.columns.username'), kind: 'lead', cell: (m) => m.username },
    {
      id: 'type',
      header: t('manage.columns.type'),
      card: 'head',
      cell: (m) => (
        <Pill tone={isAgentType(m.type) ? 'accent' : 'neutral'}>
          {t(isAgentType(m.type) ? 'manage.types.agent' : 'manage.types.player')}
        </Pill>
      ),
    },
    { id: 'rates', header: t('rebate.columns.rates'), cell: (m) => ratesText(m.rates) },
    {
      id: 'actions',
      header: t('rebate.columns.actions'),
      kind: 'actions',
      cell: (m) => (
        <Button size="sm" variant="secondary" onPress={() => onEdit(m)}>
          {t('rebate.setRates')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<RebateMember>
      layout="cards"
      caption={t('rebate.downlineCaption')}
      columns={columns}
      rows={data?.items}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      loading={loading}
      busy={busy}
      error={error}
      empty={{ icon: UsersRound, title: t('rebate.emptyTitle'), description: t('rebate.emptyText') }}
      pagination={
        data && data.total > 0
          ? {
              page: data.page,
              pages: Math.max(1, Math.ceil(data.total / data.pageSize)),
              total: data.total,
              onPage,
              busy,
              scrollToTop: true,
            }
          : undefined
      }
    />
  );
}
