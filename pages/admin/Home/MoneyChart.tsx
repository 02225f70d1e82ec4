import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartSeries, daySeconds } from '../../../design-system/Chart';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { rolesFor } from '../../../src/api/contract/access';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { MONEY_DAYS_DEFAULT, type MoneyDays } from '../../../src/api/contract/adminFinance';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { staffRoleAllowed } from '../../../src/rules/staffRole';
import * as css from './MoneyChart.css';

/** Who sees the chart: the roles of GET /api/admin/finance/daily (finance, support, admin). */
const MONEY_CHART_ROLES = rolesFor('GET /api/admin/finance/daily');

/** The chart's x values and its two series (deposits, withdrawals) from the API's days. */
export function moneySeries(data: MoneyDays, labels: { deposits: string; withdrawals: string }) {
  const x = data.days.map((d) => daySeconds(d.day));
  const series: ChartSeries[] = [
    { key: 'deposits', label: labels.deposits, tone: 'positive', values: data.days.map((d) => d.deposits) },
    { key: 'withdrawals', label: labels.withdrawals, tone: 'critical', values: data.days.map((d) => d.withdrawals) },
  ];
  return { x, series };
}

/**
 * The overview's money chart: deposits credited and withdrawals paid per day over the last 14 days
 * of the brand's business day, as bars side by side. Asked again when the tab comes back into view.
 */
export function MoneyChart({ role }: { role: StaffRole }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const allowed = staffRoleAllowed(role, MONEY_CHART_ROLES);
  const query = useQuery({
    queryKey: financeKeys.moneyDays(MONEY_DAYS_DEFAULT),
    queryFn: () => financeApi.moneyDays(MONEY_DAYS_DEFAULT),
    enabled: allowed,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  if (!allowed) return null;
  const data = query.data;
  // Not one deposit or withdrawal in the period: say so rather than draw flat zeros.
  const none = data?.days.every((d) => d.deposits === 0 && d.withdrawals === 0) ?? true;
  const { x, series } =
    data && !none
      ? moneySeries(data, { deposits: t('moneyChart.deposits'), withdrawals: t('moneyChart.withdrawals') })
      : { x: [], series: [] };

  return (
    <section className={css.section} aria-labelledby="admin-home-money">
      <h2 className={css.title} id="admin-home-money">
        {t('moneyChart.title', { count: MONEY_DAYS_DEFAULT })}
      </h2>
      <p className={css.note}>{t('moneyChart.note', { timeZone: data?.timeZone ?? '' })}</p>
      <Chart
        variant="bar"
        label={t('moneyChart.title', { count: MONEY_DAYS_DEFAULT })}
        x={x}
        series={series}
        valueFormat={{ kind: 'money', minorUnitDigits: data?.minorUnitDigits ?? 2, symbol: data?.currencySymbol }}
        loading={query.isPending}
        error={query.isError && !data ? errorMessage(query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('moneyChart.empty')}
      />
    </section>
  );
}
