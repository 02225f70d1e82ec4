import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Chart, type ChartSeries, daySeconds } from '../../../design-system/Chart';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { MONEY_DAYS_DEFAULT, type MoneyDays } from '../../../src/api/contract/adminFinance';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** The chart's x values and its two series (deposits, withdrawals) from the API's days. */
function moneySeries(data: MoneyDays, labels: { deposits: string; withdrawals: string }) {
  const x = data.days.map((d) => daySeconds(d.day));
  const series: ChartSeries[] = [
    { key: 'deposits', label: labels.deposits, tone: 'positive', values: data.days.map((d) => d.deposits) },
    { key: 'withdrawals', label: labels.withdrawals, tone: 'critical', values: data.days.map((d) => d.withdrawals) },
  ];
  return { x, series };
}

/**
 * The overview's money chart: deposits credited and withdrawals paid per day over the last 14 days
 * of the brand's business day, as bars side by side, across the overview's grid (it needs the width
 * for 14 pairs of bars). The query is the overview's (`useMoneyDays`), shared with the figures.
 */
export function MoneyChart({ query }: { query: UseQueryResult<MoneyDays> }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const data = query.data;
  // Not one deposit or withdrawal in the period: say so rather than draw flat zeros.
  const none = data?.days.every((d) => d.deposits === 0 && d.withdrawals === 0) ?? true;
  const { x, series } =
    data && !none
      ? moneySeries(data, { deposits: t('moneyChart.deposits'), withdrawals: t('moneyChart.withdrawals') })
      : { x: [], series: [] };
  const title = t('moneyChart.title', { count: MONEY_DAYS_DEFAULT });

  return (
    <Panel title={title} description={t('moneyChart.note', { timeZone: data?.timeZone ?? '' })} span>
      <Chart
        variant="bar"
        label={title}
        x={x}
        series={series}
        valueFormat={{ kind: 'money', minorUnitDigits: data?.minorUnitDigits ?? 2, symbol: data?.currencySymbol }}
        loading={query.isPending}
        error={query.isError && !data ? errorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('moneyChart.empty')}
      />
    </Panel>
  );
}
