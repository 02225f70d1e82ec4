import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { Money } from '../../design-system/Money';
import { StatusBadge } from '../../design-system/StatusBadge';
import type { ContractKind, Settlement, Settlements } from '../../src/api/contract/agentContracts';
import { useContractSettlements } from '../../src/api/contracts';
import { useLoadFailure } from '../../src/app/useLoadFailure';

/** Settlements of one kind, as payee (mine) or payer (my directs'): paid and owed per period. */
export function SettlementsPanel({ kind, side }: { kind: ContractKind; side: 'payee' | 'payer' }) {
  const [page, setPage] = useState(1);
  const query = useContractSettlements(kind, side, page);
  const error = useLoadFailure(query);
  return (
    <SettlementsTable
      side={side}
      data={query.data}
      loading={query.isPending}
      busy={query.isFetching}
      error={error}
      onPage={setPage}
    />
  );
}

export interface SettlementsTableProps {
  side: 'payee' | 'payer';
  data: Settlements | undefined;
  loading?: boolean;
  busy?: boolean;
  error?: ReturnType<typeof useLoadFailure>;
  onPage: (page: number) => void;
}

/** The settlement rows with their owed total (the stories render it directly). */
export function SettlementsTable({ side, data, loading, busy, error, onPage }: SettlementsTableProps) {
  const { t } = useTranslation('agent');
  const money = (minor: number) =>
    data ? <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} decimals="exact" /> : null;
  const columns: DataColumn<Settlement>[] = [
    { id: 'period', header: t('contracts.settlements.period'), kind: 'lead', cell: (s) => s.periodKey },
    {
      id: 'who',
      header: side === 'payee' ? t('contracts.settlements.payer') : t('contracts.settlements.payee'),
      cell: (s) => (side === 'payee' ? (s.payer ?? t('contracts.house')) : s.payee),
    },
    {
      id: 'tier',
      header: t('contracts.settlements.tier'),
      cell: (s) => (s.tier === null ? t('contracts.settlements.noTier') : t('contracts.tiers.name', { n: s.tier + 1 })),
    },
    { id: 'paid', header: t('contracts.settlements.paid'), kind: 'end', card: 'head', cell: (s) => money(s.paid) },
    {
      id: 'owed',
      header: t('contracts.settlements.owed'),
      kind: 'end',
      cell: (s) => (s.owed > 0 ? <StatusBadge tone="critical">{money(s.owed)}</StatusBadge> : money(0)),
    },
  ];
  return (
    <Panel
      title={side === 'payee' ? t('contracts.settlements.titlePayee') : t('contracts.settlements.titlePayer')}
      description={
        data && data.owedTotal > 0 ? (
          <StatusBadge tone="critical">
            {t('contracts.settlements.owedTotal')} {money(data.owedTotal)}
          </StatusBadge>
        ) : undefined
      }
      level={2}
    >
      <DataTable<Settlement>
        layout="cards"
        caption={t('contracts.settlements.caption')}
        columns={columns}
        rows={data?.items}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.periodKey}
        loading={loading}
        busy={busy}
        error={error}
        empty={{ size: 'compact', icon: ReceiptText, title: t('contracts.settlements.empty') }}
        pagination={
          data && data.total > data.pageSize
            ? { page: data.page, pages: Math.ceil(data.total / data.pageSize), total: data.total, onPage, busy }
            : undefined
        }
      />
    </Panel>
  );
}
