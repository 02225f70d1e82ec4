import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../design-system/ChipGroup';
import { DatePicker } from '../../../design-system/DatePicker';
import { FilterBar } from '../../../design-system/FilterBar';
import { Stack } from '../../../design-system/Layout';
import { PageHeader, SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { type DashboardFilter, statsAdminApi, statsAdminKeys } from '../../../src/admin/statsApi';
import { DASHBOARD_PERIODS, type DashboardPeriod, STATS_MAX_DAYS } from '../../../src/api/contract/adminStats';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { statsRangeProblem } from '../../../src/rules/statsRange';
import { FigureChart } from './FigureChart';
import { Figures } from './Figures';
import { Turnover } from './Turnover';

/**
 * /admin/dashboard: the site's figures over today, 7 or 30 days or a custom range, for one brand or
 * all the staff member covers (one block per currency), each compared with the previous period of
 * equal length, a chart of any figure over the period against the previous one, and turnover by game
 * category. Everything comes from the daily rollups (ADR 0030).
 */
export default function DashboardPage() {
  const { t } = useTranslation(ADMIN_NS);
  const formatTime = useDateTime();
  const today = toDateValue(new Date());
  const [filter, setFilter] = useState<DashboardFilter>({ period: '7d', brand: 'all', from: today, to: today });
  const problem = filter.period === 'custom' ? statsRangeProblem(filter.from ?? '', filter.to ?? '') : null;
  const query = useQuery({
    queryKey: statsAdminKeys.dashboard(filter),
    queryFn: () => statsAdminApi.dashboard(filter),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const set = (patch: Partial<DashboardFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const setDay = (key: 'from' | 'to') => (d: Date) => set({ [key]: toDateValue(d) });

  return (
    <Stack gap="lg" minWidth={0}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.intro')} />
      <FilterBar>
        <ChipGroup<DashboardPeriod>
          label={t('dashboard.period')}
          options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`dashboard.periods.${p}`) }))}
          value={filter.period}
          onChange={(period) => set({ period })}
        />
        {filter.period === 'custom' ? (
          <>
            <DatePicker
              mode="date"
              label={t('dashboard.from')}
              value={parseDateValue(filter.from ?? today)}
              onChange={setDay('from')}
            />
            <DatePicker
              mode="date"
              label={t('dashboard.to')}
              value={parseDateValue(filter.to ?? today)}
              error={problem ? t(`reports.range.${problem}`, { max: STATS_MAX_DAYS }) : undefined}
              onChange={setDay('to')}
            />
          </>
        ) : null}
        <Select
          label={t('dashboard.brand')}
          options={[
            { value: 'all', label: t('dashboard.allBrands') },
            ...(data?.brands ?? []).map((b) => ({ value: b, label: b })),
          ]}
          value={filter.brand}
          onChange={(brand) => set({ brand })}
        />
      </FilterBar>
      {query.isError && !data ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <Text as="p" tone="muted" size="sm">
          {t('dashboard.range', {
            from: data.from,
            to: data.to,
            previousFrom: data.previousFrom,
            previousTo: data.previousTo,
          })}{' '}
          {data.computedAt
            ? t('dashboard.computedAt', { time: formatTime(data.computedAt) })
            : t('dashboard.notComputed')}
        </Text>
      ) : null}
      {(data?.groups ?? [null]).map((group) => (
        <Stack key={group?.currency ?? 'loading'} gap="lg" minWidth={0}>
          {data && data.groups.length > 1 && group ? (
            <SectionHeader
              title={t('dashboard.group', { currency: group.currency, brands: group.brands.join(', ') })}
            />
          ) : null}
          <Figures group={group} loading={query.isPending} />
          {group && data ? <FigureChart group={group} /> : null}
          {group ? <Turnover group={group} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}
