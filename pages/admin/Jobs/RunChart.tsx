import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { alignSeries, Chart, toneAt, toSeconds } from '../../../design-system/Chart';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { Job } from '../../../src/api/contract/adminJobs';

/**
 * How long each job's latest runs took (from the list's `recentRuns`), one line per job over time.
 * Runs still going have no duration yet and are left out; a job that never ran has no line.
 */
export function RunChart({ jobs }: { jobs: readonly Job[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const { x, series } = alignSeries(
    jobs
      .filter((j) => j.recentRuns.some((r) => r.durationMs != null))
      .map((j, i) => ({
        key: j.name,
        label: t(`jobs.names.${j.name}`, { defaultValue: j.name }),
        tone: toneAt(i),
        points: j.recentRuns
          .filter((r) => r.durationMs != null)
          .map((r) => [toSeconds(Date.parse(r.startedAt)), r.durationMs] as const),
      })),
  );
  return (
    <Panel title={t('runChart.title')} description={t('runChart.note')} gap="lg">
      <Chart
        variant="line"
        label={t('runChart.title')}
        x={x}
        series={series}
        timeFormat="time"
        valueFormat={{ kind: 'number', unit: 'millisecond' }}
        connectGaps
        emptyText={t('runChart.empty')}
      />
    </Panel>
  );
}
