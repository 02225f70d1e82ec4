import { visuallyHidden } from '../Spinner/Spinner.css';
import type { ChartFormatters, ChartSeries } from './Chart.rules';

/**
 * The chart's figures as a table for screen readers (visually hidden): a row per x, a column per series.
 * The hiding is on a wrapper: a table grows to its content whatever its width, and a wide one pushed
 * a phone's page sideways.
 */
export function ChartTable({
  label,
  xHeader,
  x,
  series,
  formatters,
  dash,
}: {
  label: string;
  xHeader: string;
  x: readonly number[];
  series: readonly ChartSeries[];
  formatters: ChartFormatters;
  /** What a missing value reads. */
  dash: string;
}) {
  return (
    <div className={visuallyHidden}>
      <table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{xHeader}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {x.map((at, i) => (
            <tr key={at}>
              <th scope="row">{formatters.x(at)}</th>
              {series.map((s) => (
                <td key={s.key}>{s.values[i] == null ? dash : formatters.value(s.values[i])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
