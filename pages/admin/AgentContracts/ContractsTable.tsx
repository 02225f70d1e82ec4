import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable, type DataTableError } from '../../../design-system/DataTable';
import { StatusBadge, type StatusTone } from '../../../design-system/StatusBadge';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminContracts, Contract } from '../../../src/api/contract/agentContracts';

const TONES: Record<Contract['status'], StatusTone> = {
  offered: 'pending',
  active: 'positive',
  refused: 'critical',
  superseded: 'neutral',
};

/** A staff-offered contract that is still live may be revised by the house. */
export const revisable = (c: Contract) => c.upline === null && (c.status === 'active' || c.status === 'offered');

export interface ContractsTableProps {
  data: AdminContracts | undefined;
  loading: boolean;
  error?: DataTableError;
  onPage: (page: number) => void;
  /** Revise a house contract; absent for roles that may only look. */
  onRevise?: (contract: Contract) => void;
}

/** The brand's contracts, newest first, 25 a page: agent, kind, status, version, who offered it. */
export function ContractsTable({ data, loading, error, onPage, onRevise }: ContractsTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return (
    <DataTable<Contract>
      caption={t('agentContracts.contracts')}
      layout="auto"
      rows={data?.items}
      loading={loading}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.downline.username}
      error={error}
      empty={{ title: t('agentContracts.noContracts') }}
      pagination={
        data && data.total > data.pageSize
          ? { page: data.page, pages: Math.ceil(data.total / data.pageSize), total: data.total, onPage }
          : undefined
      }
      columns={[
        { id: 'agent', header: t('agentContracts.agent'), kind: 'lead', cell: (c) => c.downline.username },
        {
          id: 'status',
          header: t('agentContracts.status'),
          card: 'head',
          cell: (c) => <StatusBadge tone={TONES[c.status]}>{t(`agentContracts.statuses.${c.status}`)}</StatusBadge>,
        },
        { id: 'kind', header: t('agentContracts.kind'), cell: (c) => t(`agentContracts.kinds.${c.kind}`) },
        { id: 'period', header: t('agentContracts.period'), cell: (c) => t(`agentContracts.periods.${c.period}`) },
        { id: 'version', header: t('agentContracts.version'), kind: 'end', cell: (c) => String(c.version) },
        { id: 'upline', header: t('agentContracts.offeredBy'), cell: (c) => c.upline ?? t('agentContracts.house') },
        { id: 'offeredAt', header: t('agentContracts.offeredAt'), cell: (c) => dateTime(c.offeredAt) },
        ...(onRevise
          ? [
              {
                id: 'actions',
                header: t('agentContracts.actions'),
                kind: 'actions' as const,
                cell: (c: Contract) =>
                  revisable(c) ? (
                    <Button size="sm" variant="secondary" onPress={() => onRevise(c)}>
                      {t('agentContracts.revise')}
                    </Button>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
