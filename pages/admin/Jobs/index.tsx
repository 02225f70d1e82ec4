import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader, OctagonAlert, Play } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { jobsApi, jobsKeys } from '../../../src/admin/jobsApi';
import { useLoadError } from '../../../src/admin/LoadError';
import type { Job, JobRun } from '../../../src/api/contract/adminJobs';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { JobStats } from './JobStats';
import { RunChart } from './RunChart';

/**
 * /admin/jobs (admin only): every scheduled job (ADR 0013) with its schedule, its last run (when,
 * outcome, duration, error) and its next run, and a "Run now" button that runs it under a manual
 * period key (audited). Asked again when the tab comes back into view, never on a timer.
 */
export default function JobsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const jobs = useQuery({ queryKey: jobsKeys.all, queryFn: jobsApi.list, refetchOnWindowFocus: true });
  const columns = useJobColumns();
  const loadError = useLoadError();

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.jobs')} description={t('jobs.lead')} />
      <JobStats jobs={jobs.data?.list} loading={jobs.isPending} />
      <DataTable
        layout="auto"
        caption={t('nav.jobs')}
        columns={columns}
        rows={jobs.data?.list}
        rowKey={(r) => r.name}
        loading={jobs.isPending}
        loadingLabel={t('jobs.loading')}
        skeletonRows={4}
        busy={jobs.isFetching}
        error={loadError(jobs)}
        empty={{ title: t('jobs.empty'), description: t('jobs.emptyHint') }}
      />
      {jobs.data && jobs.data.list.length > 0 ? <RunChart jobs={jobs.data.list} /> : null}
    </Stack>
  );
}

/** The job, its schedule, its last run (when, outcome, duration), its next run, and Run now. */
function useJobColumns(): DataColumn<Job>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(() => {
    const none = (
      <Text tone="muted" size="sm">
        {t('common.none')}
      </Text>
    );
    return [
      {
        id: 'job',
        header: t('jobs.col.job'),
        kind: 'lead',
        cell: (r) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{t(`jobs.names.${r.name}`, { defaultValue: r.name })}</span>
            <Muted numeric>{r.name}</Muted>
          </Stack>
        ),
      },
      { id: 'schedule', header: t('jobs.col.schedule'), cell: (r) => <ScheduleText job={r} /> },
      {
        id: 'last',
        header: t('jobs.col.last'),
        cell: (r) =>
          r.lastRun ? (
            <Stack as="span" gap="xxs" minWidth={0}>
              <span>{dateTime(r.lastRun.startedAt)}</span>
              <Muted numeric>{r.lastRun.periodKey}</Muted>
            </Stack>
          ) : (
            <Muted>{t('jobs.never')}</Muted>
          ),
      },
      { id: 'outcome', header: t('jobs.col.outcome'), cell: (r) => (r.lastRun ? <Outcome run={r.lastRun} /> : none) },
      {
        id: 'duration',
        header: t('jobs.col.duration'),
        kind: 'end',
        cell: (r) => (r.lastRun?.durationMs != null ? t('jobs.durationMs', { count: r.lastRun.durationMs }) : none),
      },
      {
        id: 'next',
        header: t('jobs.col.next'),
        cell: (r) => (r.nextRun ? dateTime(r.nextRun) : <Muted>{t('jobs.manualOnly')}</Muted>),
      },
      { id: 'actions', header: t('jobs.col.actions'), kind: 'actions', cell: (r) => <RunNow name={r.name} /> },
    ];
  }, [t, dateTime]);
}

function ScheduleText({ job }: { job: Job }) {
  const { t } = useTranslation(ADMIN_NS);
  if (job.everyMinutes !== null) return <>{t('jobs.everyMinutes', { count: job.everyMinutes })}</>;
  if (job.cron !== null) return <Text numeric>{t('jobs.cron', { cron: job.cron })}</Text>;
  return <Muted>{t('jobs.manualOnly')}</Muted>;
}

/** Secondary words in a cell (an id, a period key, "Never run"): muted, a size down, breaking anywhere. */
function Muted({ numeric = false, children }: { numeric?: boolean; children: ReactNode }) {
  return (
    <Text tone="muted" size="sm" weight="regular" numeric={numeric} wrap="anywhere">
      {children}
    </Text>
  );
}

/** A run's outcome as a status (icon and words), and a failed run's error under it. */
function Outcome({ run }: { run: JobRun }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t(`jobs.outcomes.${run.outcome}`);
  if (run.outcome === 'succeeded') return <StatusBadge tone="positive">{label}</StatusBadge>;
  if (run.outcome === 'running') {
    return (
      <StatusBadge tone="pending" icon={Loader}>
        {label}
      </StatusBadge>
    );
  }
  return (
    <Stack as="span" gap="xxs" align="start" minWidth={0}>
      <StatusBadge tone="critical" icon={OctagonAlert}>
        {label}
      </StatusBadge>
      {run.error ? <Muted>{run.error}</Muted> : null}
    </Stack>
  );
}

function RunNow({ name }: { name: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const label = t(`jobs.names.${name}`, { defaultValue: name });
  const run = useMutation({
    mutationFn: () => jobsApi.run(name),
    onSuccess: ({ run: result }) => {
      if (result.outcome === 'failed') toast.error(t('jobs.ranFailed', { name: label }), { id: `job-${name}` });
      else toast.success(t('jobs.ranOk', { name: label }), { id: `job-${name}` });
    },
    onError: (err) => toast.error(errorMessage(err), { id: `job-${name}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Play />}
      loading={run.isPending}
      aria-label={t('jobs.runNamed', { name: label })}
      onPress={() => run.mutate()}
    >
      {t('jobs.run')}
    </Button>
  );
}
