import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Chart, type ChartSeries, daySeconds, toneAt } from '../../../design-system/Chart';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import type { CostReport } from '../../../src/api/contract/adminBonus';
import { REWARD_SOURCES } from '../../../src/api/contract/bonus';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { fillDays } from './costRange';
import { type Currency, useMoneyText } from './format';

type SourceRow = CostReport['bySource'][number];

/**
 * The cost report's rewards: what the claimed rewards cost per day by source (bars), and per source
 * and promotion how many were claimed and what they paid in cash and granted as bonus.
 */
export function RewardCost({
  report,
  range,
  currency,
  waiting,
}: {
  report: UseQueryResult<CostReport>;
  range: { from: string; to: string };
  currency: Currency;
  /** The range is valid and the report is on its way. */
  waiting: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const money = useMoneyText(currency);
  const data = report.data;
  const days = data ? fillDays([], range.from, range.to, (day) => ({ day })) : [];
  const amounts = new Map(data?.sourceDays.map((d) => [`${d.day}|${d.source}`, Number(d.amount)]));
  const present = REWARD_SOURCES.filter((s) => data?.sourceDays.some((d) => d.source === s));
  const series: ChartSeries[] = present.map((source) => ({
    key: source,
    label: t(`bonus.cost.source.${source}`),
    tone: toneAt(REWARD_SOURCES.indexOf(source)),
    values: days.map((d) => amounts.get(`${d.day}|${source}`) ?? 0),
  }));
  const promotion = (r: SourceRow) =>
    r.promotionId === null ? '' : (r.title ?? t('bonus.cost.promotionGone', { id: r.promotionId }));
  const source = (r: SourceRow) => t(`bonus.cost.source.${r.source}`);
  const name = (r: SourceRow) => (r.promotionId === null ? source(r) : `${source(r)}: ${promotion(r)}`);
  const columns: DataColumn<SourceRow>[] = [
    { id: 'source', header: t('bonus.cost.col.source'), kind: 'lead', cell: source },
    { id: 'promotion', header: t('bonus.cost.col.promotion'), cell: (r) => promotion(r) || t('bonus.cost.none') },
    { id: 'claimed', header: t('bonus.cost.col.claimed'), kind: 'end', cell: (r) => r.claimed },
    { id: 'cash', header: t('bonus.cost.col.cash'), kind: 'end', cell: (r) => money(r.cash) },
    { id: 'bonus', header: t('bonus.cost.col.bonus'), kind: 'end', cell: (r) => money(r.bonus) },
  ];
  const title = t('bonus.cost.sourceChartTitle');

  return (
    <>
      <Panel title={title} description={t('bonus.cost.sourceNote')}>
        <Chart
          variant="bar"
          label={title}
          x={series.length === 0 ? [] : days.map((d) => daySeconds(d.day))}
          series={series}
          valueFormat={{ kind: 'money', minorUnitDigits: currency.digits, symbol: currency.symbol }}
          loading={report.isPending && waiting}
          error={report.isError && !data ? errorMessage(report.error) : undefined}
          onRetry={() => void report.refetch()}
          emptyText={t('bonus.cost.sourceEmpty')}
        />
      </Panel>
      <DataTable<SourceRow>
        layout="auto"
        caption={t('bonus.cost.bySource')}
        columns={columns}
        rows={data?.bySource}
        rowKey={(r) => `${r.source}:${r.promotionId ?? ''}`}
        rowLabel={name}
        loading={report.isPending && waiting}
        loadingLabel={t('bonus.loading')}
        busy={report.isFetching}
        error={loadError(report)}
        empty={{ title: t('bonus.cost.sourceEmpty'), description: t('bonus.cost.tableEmptyHint') }}
      />
    </>
  );
}
