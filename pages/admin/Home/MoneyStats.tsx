import { ArrowDownToLine, ArrowUpFromLine, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { StatCard, type StatTrend, trendOf } from '../../../design-system/StatCard';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { MONEY_DAYS_DEFAULT, type MoneyDays } from '../../../src/api/contract/adminFinance';
import { type MoneyTotal, moneyTotals, TREND_DAYS } from './moneyDays';

/** The trend of a figure in words: the last 7 days against the 7 before, as a signed percentage. */
function useTrend() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  });
  return (figure: MoneyTotal, goodWhen: StatTrend['goodWhen']): StatTrend | undefined => {
    if (!figure.recent) return undefined;
    const { current, previous } = figure.recent;
    const direction = trendOf(current, previous);
    const days = TREND_DAYS;
    // A ratio of two integer amounts, for display only; the amounts themselves stay integers.
    const text =
      direction === 'flat'
        ? t('moneyStats.same', { days })
        : previous === 0
          ? t('moneyStats.fromNone', { days })
          : t('moneyStats.change', { days, change: percent.format((current - previous) / Math.abs(previous)) });
    return { direction, text, goodWhen };
  };
}

/**
 * The overview's figures over the money chart's 14 days, from the chart's own query: deposits in,
 * withdrawals out and the net, each with its trend (the last 7 days against the 7 before).
 */
export function MoneyStats({ data, loading }: { data: MoneyDays | undefined; loading: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const trend = useTrend();
  if (!data && !loading) return null;
  const totals = data ? moneyTotals(data.days) : null;
  const money = (minor: number, signed = false) =>
    data ? (
      <Money
        symbol={data.currencySymbol}
        minor={minor}
        digits={data.minorUnitDigits}
        decimals={data.minorUnitDigits}
        signed={signed}
        size="lg"
      />
    ) : null;
  const count = MONEY_DAYS_DEFAULT;
  return (
    <Columns columns={1} wideColumns={3} gap="md">
      <StatCard
        label={t('moneyStats.deposits', { count })}
        icon={<ArrowDownToLine />}
        loading={!totals}
        value={totals ? money(totals.deposits.total) : null}
        trend={totals ? trend(totals.deposits, 'up') : undefined}
      />
      <StatCard
        label={t('moneyStats.withdrawals', { count })}
        icon={<ArrowUpFromLine />}
        loading={!totals}
        value={totals ? money(totals.withdrawals.total) : null}
        trend={totals ? trend(totals.withdrawals, 'either') : undefined}
      />
      <StatCard
        label={t('moneyStats.net', { count })}
        icon={<Scale />}
        loading={!totals}
        value={totals ? money(totals.net.total, true) : null}
        trend={totals ? trend(totals.net, 'up') : undefined}
      />
    </Columns>
  );
}
