import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ChipGroup } from '../../../design-system/ChipGroup';
import { DatePicker } from '../../../design-system/DatePicker';
import { FilterBar } from '../../../design-system/FilterBar';
import { Stack } from '../../../design-system/Layout';
import { Pager } from '../../../design-system/Pager';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { type ReportFilter, statsAdminApi, statsAdminKeys } from '../../../src/admin/statsApi';
import { REPORT_KINDS, type ReportKind, STATS_MAX_DAYS } from '../../../src/api/contract/adminStats';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { lastDays, statsRangeProblem } from '../../../src/rules/statsRange';
import { ReportTable } from './ReportTable';
import { TrendChart } from './TrendChart';

/**
 * /admin/reports: finance, players, games, promotions and agents, by day and brand over a range (the
 * last 30 days by default, at most 366): a trend chart, a page of rows, and Export CSV, which
 * downloads the whole range as a file the server streams row by row (ADR 0030).
 */
export default function ReportsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [kind, setKind] = useState<ReportKind>('finance');
  const [filter, setFilter] = useState<ReportFilter>(() => ({
    ...lastDays(toDateValue(new Date()), 30),
    brand: 'all',
    page: 1,
  }));
  const problem = statsRangeProblem(filter.from, filter.to);
  const query = useQuery({
    queryKey: statsAdminKeys.report(kind, filter),
    queryFn: () => statsAdminApi.report(kind, filter),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const data = query.data?.kind === kind ? query.data : undefined;
  const set = (patch: Partial<ReportFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const setDay = (key: 'from' | 'to') => (d: Date) => set({ [key]: toDateValue(d) });
  const exportCsv = () => {
    window.location.assign(statsAdminApi.csvUrl(kind, filter));
  };

  return (
    <Stack gap="lg" minWidth={0}>
      <PageHeader
        title={t('reports.title')}
        description={t('reports.intro')}
        actions={
          <Button variant="secondary" icon={<Download />} disabled={problem !== null} onPress={exportCsv}>
            {t('reports.export')}
          </Button>
        }
      />
      <ChipGroup<ReportKind>
        label={t('reports.kind')}
        layout="scroll"
        options={REPORT_KINDS.map((k) => ({ value: k, label: t(`reports.kinds.${k}`) }))}
        value={kind}
        onChange={(k) => {
          setKind(k);
          set({});
        }}
      />
      <FilterBar>
        <DatePicker
          mode="date"
          label={t('reports.from')}
          value={parseDateValue(filter.from)}
          onChange={setDay('from')}
        />
        <DatePicker
          mode="date"
          label={t('reports.to')}
          value={parseDateValue(filter.to)}
          error={problem ? t(`reports.range.${problem}`, { max: STATS_MAX_DAYS }) : undefined}
          onChange={setDay('to')}
        />
        <Select
          label={t('reports.brand')}
          options={[
            { value: 'all', label: t('dashboard.allBrands') },
            ...(query.data?.brands ?? []).map((b) => ({ value: b, label: b })),
          ]}
          value={filter.brand}
          onChange={(brand) => set({ brand })}
        />
      </FilterBar>
      <TrendChart kind={kind} report={data} loading={problem === null && !data && query.isPending} />
      <ReportTable kind={kind} report={data} query={query} waiting={problem === null} />
      {data ? (
        <Pager
          page={data.pageNum}
          pages={data.totalPages}
          total={data.total}
          busy={query.isFetching}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </Stack>
  );
}
