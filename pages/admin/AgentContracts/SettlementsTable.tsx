import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableError } from '../../../design-system/DataTable';
import { useMoneyText } from '../../../design-system/Money';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { Settlement, Settlements } from '../../../src/api/contract/agentContracts';

export interface SettlementsTableProps {
  data: Settlements | undefined;
  loading: boolean;
  error?: DataTableError;
  onPage: (page: number) => void;
}

/** Settlements of the brand, 25 a page: who paid whom for which period, what was due, paid and owed. */
export function SettlementsTable({ data, loading, error, onPage }: SettlementsTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyText(data?.currencySymbol ?? '', data?.minorUnitDigits ?? 2);
  return (
    <DataTable<Settlement>
      caption={t('agentContracts.settlements')}
      layout="auto"
      rows={data?.items}
      loading={loading}
      rowKey={(s) => s.id}
      rowLabel={(s) => `${s.payee} ${s.periodKey}`}
      error={error}
      empty={{ title: t('agentContracts.noSettlements') }}
      pagination={
        data && data.total > data.pageSize
          ? { page: data.page, pages: Math.ceil(data.total / data.pageSize), total: data.total, onPage }
          : undefined
      }
      columns={[
        { id: 'payee', header: t('agentContracts.payee'), kind: 'lead', cell: (s) => s.payee },
        {
          id: 'owedBadge',
          header: t('agentContracts.state'),
          card: 'head',
          cell: (s) =>
            s.owed > 0 ? (
              <StatusBadge tone="caution">{t('agentContracts.owedBadge')}</StatusBadge>
            ) : (
              <StatusBadge tone="positive">{t('agentContracts.settled')}</StatusBadge>
            ),
        },
        { id: 'kind', header: t('agentContracts.kind'), cell: (s) => t(`agentContracts.kinds.${s.kind}`) },
        { id: 'period', header: t('agentContracts.periodKey'), cell: (s) => s.periodKey },
        { id: 'payer', header: t('agentContracts.payer'), cell: (s) => s.payer ?? t('agentContracts.house') },
        {
          id: 'tier',
          header: t('agentContracts.tier'),
          kind: 'end',
          cell: (s) => (s.tier === null ? t('agentContracts.noTier') : String(s.tier + 1)),
        },
        { id: 'due', header: t('agentContracts.due'), kind: 'end', cell: (s) => money(s.due) },
        { id: 'paid', header: t('agentContracts.paid'), kind: 'end', cell: (s) => money(s.paid) },
        { id: 'owed', header: t('agentContracts.owed'), kind: 'end', cell: (s) => money(s.owed) },
      ]}
    />
  );
}
