import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { Chart, daySeconds } from '../../design-system/Chart';
import { ChipGroup } from '../../design-system/ChipGroup';
import { EmptyState } from '../../design-system/EmptyState';
import { FilterBar, type PeriodFilter, usePeriodFilter } from '../../design-system/FilterBar';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Columns, Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { StatCard } from '../../design-system/StatCard';
import { type OverviewQuery, useTeamOverview } from '../../src/api/agent';
import type { TeamOverview as Overview } from '../../src/api/contract/agent';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { MONEY_KPIS, TEAM_KPIS, type TeamKpi } from '../../src/rules/agent';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local day as the API's `YYYY-MM-DD`. */
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The filter bar's period as the overview's query: a preset, or a custom first..last day. */
export function overviewQuery(period: Pick<PeriodFilter, 'preset' | 'custom'>): OverviewQuery {
  return period.preset === 'custom'
    ? { period: 'custom', from: localDay(period.custom.start), to: localDay(period.custom.end) }
    : { period: period.preset };
}

/**
 * /m/agent/team/overview (issue 21): the team's KPIs over today, yesterday, 7 or 30 days or a custom
 * range (registrations, first deposits, deposits, withdrawals, active bettors, turnover, wins, net),
 * a chart of the chosen KPI per day, and the direct and indirect members by level.
 */
export default function TeamOverview() {
  const { t } = useTranslation('agent');
  const period = usePeriodFilter({ initial: 'today' });
  const overview = useTeamOverview(overviewQuery(period));
  const failure = useLoadFailure(overview, t('retry'));
  return (
    <Stack padding="md" gap="lg">
      <FilterBar period={period} />
      {failure ? (
        <EmptyState
          variant="error"
          title={t('overview.loadFailed')}
          description={failure.description}
          action={<Button onPress={failure.onRetry}>{t('retry')}</Button>}
        />
      ) : (
        <OverviewView data={overview.data} loading={overview.isPending} />
      )}
    </Stack>
  );
}

/** The overview for given data; the stories render it directly. */
export function OverviewView({ data, loading }: { data: Overview | undefined; loading: boolean }) {
  const { t } = useTranslation('agent');
  const [kpi, setKpi] = useState<TeamKpi>('turnover');
  const money = (minor: number, tone?: 'positive') =>
    data ? <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} tone={tone} /> : null;
  const figure = (k: TeamKpi) => {
    if (!data) return null;
    const v = data.totals[k];
    if (!MONEY_KPIS.includes(k)) return v;
    return money(v, k === 'net' && v > 0 ? 'positive' : undefined);
  };
  const label = t('overview.chartTitle', { kpi: t(`kpi.${kpi}`) });
  // A period with nothing in it says so, instead of an axis of zeros.
  const charted = data?.series.some((d) => d[kpi] !== 0) ? data.series : [];
  return (
    <>
      <Panel title={t('overview.kpis')} description={data ? t('overview.range', data) : undefined}>
        <Columns columns={2} gap="sm" as="ul" aria-label={t('overview.kpis')}>
          {TEAM_KPIS.map((k) => (
            <li key={k}>
              <StatCard elevation="flat" label={t(`kpi.${k}`)} value={figure(k)} loading={loading && !data} />
            </li>
          ))}
        </Columns>
      </Panel>
      <Panel title={t('overview.chart')}>
        <ChipGroup
          label={t('overview.chooseKpi')}
          layout="scroll"
          options={TEAM_KPIS.map((k) => ({ value: k, label: t(`kpi.${k}`) }))}
          value={kpi}
          onChange={setKpi}
        />
        <Chart
          variant="bar"
          label={label}
          x={charted.map((d) => daySeconds(d.day))}
          series={
            charted.length
              ? [{ key: kpi, label: t(`kpi.${kpi}`), tone: 'accent', values: charted.map((d) => d[kpi]) }]
              : []
          }
          valueFormat={
            MONEY_KPIS.includes(kpi)
              ? { kind: 'money', minorUnitDigits: data?.minorUnitDigits ?? 2, symbol: data?.currencySymbol }
              : { kind: 'number' }
          }
          timeFormat="day"
          loading={loading && !data}
          emptyText={t('overview.chartEmpty')}
        />
      </Panel>
      <Panel title={t('overview.levels')} description={t('overview.levelsNote')}>
        <KeyValueList
          divided
          items={[
            { id: 'direct', label: t('overview.direct'), value: data?.direct ?? '–' },
            { id: 'indirect', label: t('overview.indirect'), value: data?.indirect ?? '–' },
            ...(data?.levels ?? []).map((l) => ({
              id: `level-${l.depth}`,
              label: t('overview.level', { depth: l.depth }),
              value: l.members,
            })),
          ]}
        />
      </Panel>
    </>
  );
}
