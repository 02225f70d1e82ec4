import { Banknote, Coins, Gift, HandCoins, Scale, TrendingUp, UserCheck, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { StatCard, type StatTrend, trendOf } from '../../../design-system/StatCard';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { COUNT_FIGURES, type DashboardGroup, type StatFigure } from '../../../src/api/contract/adminStats';

/** The cards, in order, with their picture and whether a rise is good news. */
export const CARDS: { figure: StatFigure; icon: ReactNode; goodWhen: StatTrend['goodWhen'] }[] = [
  { figure: 'ggr', icon: <TrendingUp />, goodWhen: 'up' },
  { figure: 'ngr', icon: <Scale />, goodWhen: 'up' },
  { figure: 'deposits', icon: <Banknote />, goodWhen: 'up' },
  { figure: 'withdrawals', icon: <HandCoins />, goodWhen: 'either' },
  { figure: 'netCash', icon: <Coins />, goodWhen: 'up' },
  { figure: 'registrations', icon: <UserPlus />, goodWhen: 'up' },
  { figure: 'firstDeposits', icon: <UserCheck />, goodWhen: 'up' },
  { figure: 'activePlayers', icon: <Users />, goodWhen: 'up' },
  { figure: 'bonusCost', icon: <Gift />, goodWhen: 'either' },
];

/** A figure's change on the previous period, in words (a ratio of two integers, for display only). */
function useTrend() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  });
  return (current: number, previous: number, goodWhen: StatTrend['goodWhen']): StatTrend => {
    const direction = trendOf(current, previous);
    const text =
      direction === 'flat'
        ? t('dashboard.trend.same')
        : previous === 0
          ? t('dashboard.trend.fromNone')
          : t('dashboard.trend.change', { change: percent.format((current - previous) / Math.abs(previous)) });
    return { direction, text, goodWhen };
  };
}

/**
 * The period's figures as cards, each with its change on the previous period of equal length. Money
 * in the group's currency (signed where it can fall below zero); active players is a daily average.
 */
export function Figures({ group, loading }: { group: DashboardGroup | null; loading: boolean }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const trend = useTrend();
  const count = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const value = (figure: StatFigure) => {
    if (!group) return null;
    const v = group.totals[figure];
    if (COUNT_FIGURES.includes(figure)) return count.format(v);
    const signed = figure === 'ggr' || figure === 'ngr' || figure === 'netCash';
    return (
      <Money
        symbol={group.currencySymbol}
        minor={v}
        digits={group.minorUnitDigits}
        decimals={group.minorUnitDigits}
        signed={signed}
        size="lg"
      />
    );
  };
  return (
    <Columns columns={1} wideColumns={3} gap="md">
      {CARDS.map(({ figure, icon, goodWhen }) => (
        <StatCard
          key={figure}
          label={t(`dashboard.figures.${figure}`)}
          icon={icon}
          loading={loading || !group}
          value={value(figure)}
          trend={group ? trend(group.totals[figure], group.previous[figure], goodWhen) : undefined}
        />
      ))}
    </Columns>
  );
}
