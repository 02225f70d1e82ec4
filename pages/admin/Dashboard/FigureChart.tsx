import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Chart, daySeconds } from '../../../design-system/Chart';
import { ChipGroup } from '../../../design-system/ChipGroup';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { COUNT_FIGURES, type DashboardGroup, type StatFigure } from '../../../src/api/contract/adminStats';
import { CARDS } from './Figures';

/**
 * One figure per day over the period, as a line, with the previous period's line beside it (day 1
 * against day 1): the operator picks the figure.
 */
export function FigureChart({ group }: { group: DashboardGroup }) {
  const { t } = useTranslation(ADMIN_NS);
  const [figure, setFigure] = useState<StatFigure>('ggr');
  const label = t(`dashboard.chart.title`, { figure: t(`dashboard.figures.${figure}`) });
  const none = group.days.every((d) => d[figure] === 0) && group.previousDays.every((d) => d[figure] === 0);
  return (
    <Panel title={t('dashboard.chart.heading')} description={t('dashboard.chart.note')}>
      <ChipGroup<StatFigure>
        label={t('dashboard.chart.choose')}
        layout="scroll"
        options={CARDS.map((c) => ({ value: c.figure, label: t(`dashboard.short.${c.figure}`) }))}
        value={figure}
        onChange={setFigure}
      />
      <Chart
        variant="line"
        label={label}
        x={none ? [] : group.days.map((d) => daySeconds(d.day))}
        series={
          none
            ? []
            : [
                {
                  key: 'current',
                  label: t('dashboard.chart.current'),
                  tone: 'accent',
                  values: group.days.map((d) => d[figure]),
                },
                {
                  key: 'previous',
                  label: t('dashboard.chart.previous'),
                  tone: 'muted',
                  values: group.previousDays.map((d) => d[figure]),
                },
              ]
        }
        valueFormat={
          COUNT_FIGURES.includes(figure)
            ? { kind: 'number' }
            : { kind: 'money', minorUnitDigits: group.minorUnitDigits, symbol: group.currencySymbol }
        }
        emptyText={t('dashboard.chart.empty')}
      />
    </Panel>
  );
}
