import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Chart, type ChartSeries, daySeconds, toneAt } from '../../../design-system/Chart';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { Report, ReportKind } from '../../../src/api/contract/adminStats';

/** The report's trend: its key figures per day over the range (the first currency's brands summed). */
export function TrendChart({
  kind,
  report,
  loading,
}: {
  kind: ReportKind;
  report: Report | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const trend = report?.trend ?? [];
  const keys = trend[0] ? Object.keys(trend[0]).filter((k) => k !== 'day') : [];
  const money = report?.columns.find((c) => c.key === keys[0])?.kind === 'money';
  const currency = report ? Object.entries(report.currencies).sort(([a], [b]) => a.localeCompare(b))[0] : undefined;
  const series: ChartSeries[] = keys.map((k, i) => ({
    key: k,
    label: t(`reports.col.${k}`),
    tone: toneAt(i),
    values: trend.map((d) => Number(d[k] ?? 0)),
  }));
  const title = t('reports.trend', { report: t(`reports.kinds.${kind}`) });
  return (
    <Panel
      title={title}
      description={currency && money ? t('reports.trendNote', { currency: currency[0] }) : undefined}
    >
      <Chart
        variant={trend.length > 1 ? 'line' : 'bar'}
        label={title}
        x={trend.map((d) => daySeconds(String(d.day)))}
        series={series}
        valueFormat={
          money && currency
            ? { kind: 'money', minorUnitDigits: currency[1].minorUnitDigits, symbol: currency[1].symbol }
            : { kind: 'number' }
        }
        loading={loading}
        emptyText={t('reports.empty')}
      />
    </Panel>
  );
}
