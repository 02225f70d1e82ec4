import { RefreshCw } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { visuallyHidden } from '../Spinner/Spinner.css';
import * as css from './Chart.css';
import {
  type ChartSeries,
  type ChartTimeFormat,
  type ChartValueFormat,
  chartFormatters,
  isEmptyChart,
  seriesStats,
} from './Chart.rules';
import { ChartTable } from './ChartTable';

export * from './Chart.rules';

/** uPlot and its sheet load with this module, only when a chart is drawn in the browser. */
const ChartImpl = lazy(() => import('./ChartImpl'));

export const chartVariants = ['line', 'bar'] as const;
export type ChartVariant = (typeof chartVariants)[number];
export const chartSizes = ['md', 'sm'] as const;

export interface ChartProps {
  /** line: values over time (durations, balances); bar: amounts per day side by side. */
  variant?: ChartVariant;
  /** What the chart shows, already translated: names the image and captions the data table. */
  label: string;
  /** The x values in epoch seconds, ascending (`daySeconds('2026-11-26')` for a day). */
  x: readonly number[];
  series: readonly ChartSeries[];
  valueFormat?: ChartValueFormat;
  timeFormat?: ChartTimeFormat;
  size?: (typeof chartSizes)[number];
  /** Data still coming: a skeleton of the chart's size. */
  loading?: boolean;
  /** Loading failed: this message, with Retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** line: join the points across a missing value (series measured at different times). */
  connectGaps?: boolean;
  /** What an empty chart says; defaults to "No data for this period". */
  emptyText?: string;
  className?: string;
}

const noop = () => () => {};
/** False on the server and while hydrating, true after: the lazy module is never asked for on the server. */
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/**
 * A line or bar chart themed from the tokens, lazily drawn with uPlot. Screen readers get a summary
 * (role="img" with a label) and the figures in a visually hidden table; the legend is text.
 */
export function Chart({
  variant = 'line',
  label,
  x,
  series,
  valueFormat,
  timeFormat = 'day',
  size = 'md',
  loading = false,
  error,
  onRetry,
  emptyText,
  connectGaps = false,
  className,
}: ChartProps) {
  const { t, i18n } = useTranslation('dsViz');
  const locale = i18n.language;
  const inBrowser = useInBrowser();
  const [cursor, setCursor] = useState<number | null>(null);
  const formatKey = JSON.stringify(valueFormat ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: formatKey stands for valueFormat, so a new object with the same fields keeps the chart
  const formatters = useMemo(() => chartFormatters(locale, valueFormat, timeFormat), [locale, formatKey, timeFormat]);
  const plotClass = css.plot({ size });
  const skeleton = <Skeleton className={css.fill} />;
  const figureClass = [css.figure, className].filter(Boolean).join(' ');

  if (loading) {
    return (
      <div className={figureClass} role="status" aria-busy="true">
        <span className={visuallyHidden}>{t('chart.loading', { label })}</span>
        <div className={plotClass}>{skeleton}</div>
      </div>
    );
  }
  if (error) {
    return (
      <div className={figureClass}>
        <EmptyState
          variant="error"
          size="compact"
          headingLevel={3}
          title={t('chart.error', { label })}
          description={error}
          action={
            onRetry ? (
              <Button size="sm" variant="secondary" icon={<RefreshCw />} onPress={onRetry}>
                {t('chart.retry')}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  if (isEmptyChart(x, series)) {
    return (
      <div className={figureClass}>
        <div className={plotClass}>
          <div className={css.state}>
            <EmptyState size="compact" headingLevel={3} title={emptyText ?? t('chart.empty')} />
          </div>
        </div>
      </div>
    );
  }

  const stats = seriesStats(x, series);
  const by = variant === 'bar' ? 'total' : 'latest';
  const summary = [
    t('chart.summary', { label, count: x.length, from: formatters.x(x[0]!), to: formatters.x(x[x.length - 1]!) }),
    ...stats.map((s) =>
      s.max
        ? t(by === 'total' ? 'chart.seriesTotal' : 'chart.seriesLatest', {
            series: s.label,
            total: formatters.value(s.total),
            latest: formatters.value(s.latest ?? 0),
            max: formatters.value(s.max.value),
            at: formatters.x(s.max.at),
          })
        : t('chart.seriesNone', { series: s.label }),
    ),
  ].join(' ');
  const dash = t('chart.noValue');

  return (
    <figure className={figureClass}>
      <div className={css.stage}>
        <div className={plotClass} role="img" aria-label={summary}>
          {inBrowser ? (
            <Suspense fallback={skeleton}>
              <ChartImpl
                variant={variant}
                x={x}
                series={series}
                formatters={formatters}
                connectGaps={connectGaps}
                onCursor={setCursor}
              />
            </Suspense>
          ) : (
            skeleton
          )}
        </div>
        {cursor != null && x[cursor] != null ? (
          <p className={css.readout} aria-hidden="true">
            {`${formatters.x(x[cursor])} · ${series
              .map((s) => `${s.label} ${s.values[cursor] == null ? dash : formatters.value(s.values[cursor])}`)
              .join(' · ')}`}
          </p>
        ) : null}
      </div>
      <ul className={css.legend} aria-label={t('chart.legend')}>
        {series.map((s) => (
          <li key={s.key} className={css.legendItem}>
            <span className={css.swatch({ tone: s.tone ?? 'accent' })} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <ChartTable
        label={label}
        xHeader={t(timeFormat === 'day' ? 'chart.day' : 'chart.time')}
        x={x}
        series={series}
        formatters={formatters}
        dash={dash}
      />
    </figure>
  );
}
