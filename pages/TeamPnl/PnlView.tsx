import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { Chart, daySeconds } from '../../design-system/Chart';
import { ChipGroup } from '../../design-system/ChipGroup';
import { Columns } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { StatCard } from '../../design-system/StatCard';
import type { TeamPnl } from '../../src/api/contract/teamReports';
import { PNL_FIGURES, type PnlFigure } from '../../src/rules/teamReports';

/** One figure of the PnL as money; the net signed (+ the team won, − it lost). */
export function PnlMoney({ data, figure, value }: { data: TeamPnl; figure: PnlFigure; value: string }) {
  const minor = BigInt(value);
  return figure === 'net' ? (
    <Money
      symbol={data.currencySymbol}
      minor={minor}
      digits={data.minorUnitDigits}
      decimals="exact"
      signed
      tone={minor > 0n ? 'positive' : undefined}
    />
  ) : (
    <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} decimals="exact" />
  );
}

/** The PnL's figures as cards and the chosen one charted per day; the stories render it directly. */
export function PnlFiguresView({ data, loading }: { data: TeamPnl | undefined; loading: boolean }) {
  const { t } = useTranslation('agent');
  const [figure, setFigure] = useState<PnlFigure>('net');
  const charted = data?.series.some((d) => d[figure] !== '0') ? data.series : [];
  return (
    <>
      <Panel
        title={t('pnl.figures')}
        description={data ? t('overview.range', { first: data.first, last: data.last }) : undefined}
      >
        <Columns columns={2} gap="sm" as="ul" aria-label={t('pnl.figures')}>
          {PNL_FIGURES.map((f) => (
            <li key={f}>
              <StatCard
                elevation="flat"
                label={t(`pnl.figure.${f}`)}
                value={data ? <PnlMoney data={data} figure={f} value={data.totals[f]} /> : null}
                loading={loading && !data}
              />
            </li>
          ))}
        </Columns>
      </Panel>
      <Panel title={t('overview.chart')} description={t('pnl.netNote')}>
        <ChipGroup
          label={t('overview.chooseKpi')}
          layout="scroll"
          options={PNL_FIGURES.map((f) => ({ value: f, label: t(`pnl.figure.${f}`) }))}
          value={figure}
          onChange={setFigure}
        />
        <Chart
          variant="bar"
          label={t('overview.chartTitle', { kpi: t(`pnl.figure.${figure}`) })}
          x={charted.map((d) => daySeconds(d.day))}
          series={
            charted.length
              ? [
                  {
                    key: figure,
                    label: t(`pnl.figure.${figure}`),
                    tone: 'accent',
                    values: charted.map((d) => Number(d[figure])),
                  },
                ]
              : []
          }
          valueFormat={{ kind: 'money', minorUnitDigits: data?.minorUnitDigits ?? 2, symbol: data?.currencySymbol }}
          timeFormat="day"
          loading={loading && !data}
          emptyText={t('overview.chartEmpty')}
        />
      </Panel>
    </>
  );
}
