import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import type { Report, ReportKind } from '../../../src/api/contract/adminStats';
import { useReportCell } from './useReportCell';

type Row = Report['list'][number];

/** A page of the report's rows: one column per report column, money in the row's currency. */
export function ReportTable({
  kind,
  report,
  query,
  waiting,
}: {
  kind: ReportKind;
  report: Report | undefined;
  query: UseQueryResult<Report>;
  waiting: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const cell = useReportCell(report);
  const columns: DataColumn<Row>[] = (report?.columns ?? []).map((c, i) => ({
    id: c.key,
    header: t(`reports.col.${c.key}`),
    kind: i === 0 ? 'lead' : c.kind === 'text' ? undefined : 'end',
    cell: (r) => cell(c, r),
  }));
  return (
    <DataTable<Row>
      caption={t(`reports.kinds.${kind}`)}
      layout="auto"
      columns={columns}
      rows={waiting ? report?.list : []}
      rowKey={(r) => Object.values(r).slice(0, 4).join('/') + (r.agent ?? r.category ?? '')}
      rowLabel={(r) => `${r.day} ${r.brand}`}
      loading={waiting && !report && query.isPending}
      busy={query.isFetching}
      error={loadError(query)}
      empty={{ title: t('reports.empty'), description: t('reports.emptyHint') }}
    />
  );
}
