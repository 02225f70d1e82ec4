import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import type { DataTableError } from '../../../design-system/DataTable';
import { DataTable } from '../../../design-system/DataTable';
import { useMoneyText } from '../../../design-system/Money';
import { StatusBadge, type StatusTone } from '../../../design-system/StatusBadge';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { SettlementRun, SettlementRuns } from '../../../src/api/contract/agentRebates';

const TONES: Record<SettlementRun['status'], StatusTone> = {
  running: 'pending',
  succeeded: 'positive',
  failed: 'critical',
};

export interface RunsTableProps {
  data: SettlementRuns | undefined;
  loading: boolean;
  error?: DataTableError;
  onPage: (page: number) => void;
  /** Re-run this run's period; absent for roles that may only look. */
  onRerun?: (run: SettlementRun) => void;
}

/** The settlement runs, newest first, with what each found and paid; a re-run per row for finance. */
export function RunsTable({ data, loading, error, onPage, onRerun }: RunsTableProps) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const money = useMoneyText(data?.currencySymbol ?? '', data?.minorUnitDigits ?? 2);
  return (
    <DataTable<SettlementRun>
      caption={t('agentRebates.runsCaption')}
      layout="auto"
      rows={data?.items}
      loading={loading}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.periodKey}
      error={error}
      empty={{ title: t('agentRebates.noRuns') }}
      pagination={
        data && data.total > data.pageSize
          ? { page: data.page, pages: Math.ceil(data.total / data.pageSize), total: data.total, onPage }
          : undefined
      }
      columns={[
        { id: 'period', header: t('agentRebates.period'), kind: 'lead', cell: (r) => r.periodKey },
        {
          id: 'status',
          header: t('agentRebates.status'),
          card: 'head',
          cell: (r) => <StatusBadge tone={TONES[r.status]}>{t(`agentRebates.statuses.${r.status}`)}</StatusBadge>,
        },
        { id: 'lines', header: t('agentRebates.lines'), kind: 'end', cell: (r) => String(r.lines) },
        { id: 'total', header: t('agentRebates.total'), kind: 'end', cell: (r) => money(r.total) },
        { id: 'payments', header: t('agentRebates.payments'), kind: 'end', cell: (r) => String(r.payments) },
        { id: 'paid', header: t('agentRebates.paid'), kind: 'end', cell: (r) => money(r.paid) },
        {
          id: 'trigger',
          header: t('agentRebates.trigger'),
          cell: (r) => (r.trigger === 'job' ? t('agentRebates.byJob') : r.trigger),
        },
        { id: 'startedAt', header: t('agentRebates.startedAt'), cell: (r) => dateTime(r.startedAt) },
        ...(onRerun
          ? [
              {
                id: 'actions',
                header: t('agentRebates.actions'),
                kind: 'actions' as const,
                cell: (r: SettlementRun) => (
                  <Button size="sm" variant="secondary" onPress={() => onRerun(r)}>
                    {t('agentRebates.rerun')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
