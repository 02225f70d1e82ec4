import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Chart, type ChartSeries, daySeconds } from '../../../design-system/Chart';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { DatePicker } from '../../../design-system/DatePicker';
import { Columns, Stack } from '../../../design-system/Layout';
import { bonusAdminApi, bonusAdminKeys } from '../../../src/admin/bonusApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { COST_MAX_DAYS, type CostReport } from '../../../src/api/contract/adminBonus';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { defaultCostRange, fillDays, rangeProblem } from './costRange';
import { useMoneyText } from './format';
import { RewardCost } from './RewardCost';

type TemplateRow = CostReport['byTemplate'][number];

/**
 * The promotion cost over a range of UTC days (the last 30 by default, at most 92): per day what was
 * granted, converted to cash, forfeited and paid as cash rewards, per template, and the claimed
 * rewards per source and promotion (RewardCost).
 */
export function Cost() {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [range, setRange] = useState(() => defaultCostRange(new Date().toISOString().slice(0, 10)));
  const problem = rangeProblem(range.from, range.to);
  const report = useQuery({
    queryKey: bonusAdminKeys.cost(range.from, range.to),
    queryFn: () => bonusAdminApi.cost(range.from, range.to),
    enabled: problem === null,
  });
  const data = report.data;
  const currency = { symbol: data?.currencySymbol ?? '', digits: data?.currencyDigits ?? 2 };
  const money = useMoneyText(currency);
  const days = data
    ? fillDays(data.days, range.from, range.to, (day) => ({
        day,
        granted: '0',
        converted: '0',
        forfeited: '0',
        rewards: '0',
        net: '0',
      }))
    : [];
  const none = days.every((d) => d.granted === '0' && d.converted === '0' && d.forfeited === '0' && d.rewards === '0');
  const pick = (k: 'granted' | 'converted' | 'forfeited' | 'rewards') => days.map((d) => Number(d[k]));
  const series: ChartSeries[] = none
    ? []
    : [
        { key: 'granted', label: t('bonus.cost.granted'), tone: 'accent', values: pick('granted') },
        { key: 'converted', label: t('bonus.cost.converted'), tone: 'critical', values: pick('converted') },
        { key: 'forfeited', label: t('bonus.cost.forfeited'), tone: 'positive', values: pick('forfeited') },
        { key: 'rewards', label: t('bonus.cost.rewards'), tone: 'info', values: pick('rewards') },
      ];
  const title = t('bonus.cost.chartTitle');
  const columns: DataColumn<TemplateRow>[] = [
    {
      id: 'name',
      header: t('bonus.cost.col.template'),
      kind: 'lead',
      cell: (r) => r.name ?? t('bonus.cost.noTemplate'),
    },
    { id: 'grants', header: t('bonus.cost.col.grants'), kind: 'end', cell: (r) => r.grants },
    { id: 'granted', header: t('bonus.cost.granted'), kind: 'end', cell: (r) => money(r.granted) },
    { id: 'converted', header: t('bonus.cost.converted'), kind: 'end', cell: (r) => money(r.converted) },
    { id: 'forfeited', header: t('bonus.cost.forfeited'), kind: 'end', cell: (r) => money(r.forfeited) },
  ];
  const setDay = (key: 'from' | 'to') => (d: Date) => setRange((r) => ({ ...r, [key]: toDateValue(d) }));

  return (
    <Stack gap="lg" minWidth={0}>
      <Columns columns={1} wideColumns={3} gap="md">
        <DatePicker
          mode="date"
          label={t('bonus.cost.from')}
          value={parseDateValue(range.from)}
          onChange={setDay('from')}
        />
        <DatePicker
          mode="date"
          label={t('bonus.cost.to')}
          value={parseDateValue(range.to)}
          error={problem ? t(`bonus.cost.${problem}`, { max: COST_MAX_DAYS }) : undefined}
          onChange={setDay('to')}
        />
      </Columns>
      <Panel title={title} description={t('bonus.cost.note')}>
        <Chart
          variant="line"
          label={title}
          x={none ? [] : days.map((d) => daySeconds(d.day))}
          series={series}
          valueFormat={{ kind: 'money', minorUnitDigits: currency.digits, symbol: currency.symbol }}
          loading={report.isPending && problem === null}
          error={report.isError && !data ? errorMessage(report.error) : undefined}
          onRetry={() => void report.refetch()}
          emptyText={t('bonus.cost.empty')}
        />
      </Panel>
      <DataTable<TemplateRow>
        layout="auto"
        caption={t('bonus.cost.byTemplate')}
        columns={columns}
        rows={data?.byTemplate}
        rowKey={(r) => r.templateId ?? 'none'}
        rowLabel={(r) => r.name ?? t('bonus.cost.noTemplate')}
        loading={report.isPending && problem === null}
        loadingLabel={t('bonus.loading')}
        busy={report.isFetching}
        error={loadError(report)}
        empty={{ title: t('bonus.cost.tableEmpty'), description: t('bonus.cost.tableEmptyHint') }}
      />
      <RewardCost report={report} range={range} currency={currency} waiting={problem === null} />
    </Stack>
  );
}
