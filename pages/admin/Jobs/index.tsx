import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Loader, OctagonAlert, Play } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { toast } from '../../../design-system/Toast';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { jobsApi, jobsKeys } from '../../../src/admin/jobsApi';
import type { Job, JobRun } from '../../../src/api/contract/adminJobs';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import * as css from '../shared/admin.css';
import { PageHeader, Pill } from '../shared/parts';
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
  const errorMessage = useErrorMessage();

  return (
    <Stack gap="xl" className={css.page}>
      <PageHeader title={t('nav.jobs')} lead={t('jobs.lead')} />
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
        error={
          jobs.isError
            ? {
                title: t('common.loadFailed'),
                description: errorMessage(jobs.error),
                onRetry: () => void jobs.refetch(),
                retryLabel: t('common.retry'),
              }
            : undefined
        }
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
    const none = <span className={css.muted}>{t('common.none')}</span>;
    return [
      {
        id: 'job',
        header: t('jobs.col.job'),
        kind: 'lead',
        cell: (r) => (
          <span className={css.cellStack}>
            <span>{t(`jobs.names.${r.name}`, { defaultValue: r.name })}</span>
            <span className={`${css.muted} ${css.mono}`}>{r.name}</span>
          </span>
        ),
      },
      { id: 'schedule', header: t('jobs.col.schedule'), cell: (r) => <ScheduleText job={r} /> },
      {
        id: 'last',
        header: t('jobs.col.last'),
        cell: (r) =>
          r.lastRun ? (
            <span className={css.cellStack}>
              <span>{dateTime(r.lastRun.startedAt)}</span>
              <span className={`${css.muted} ${css.mono}`}>{r.lastRun.periodKey}</span>
            </span>
          ) : (
            <span className={css.muted}>{t('jobs.never')}</span>
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
        cell: (r) => (r.nextRun ? dateTime(r.nextRun) : <span className={css.muted}>{t('jobs.manualOnly')}</span>),
      },
      { id: 'actions', header: t('jobs.col.actions'), kind: 'actions', cell: (r) => <RunNow name={r.name} /> },
    ];
  }, [t, dateTime]);
}

function ScheduleText({ job }: { job: Job }) {
  const { t } = useTranslation(ADMIN_NS);
  if (job.everyMinutes !== null) return <>{t('jobs.everyMinutes', { count: job.everyMinutes })}</>;
  if (job.cron !== null) return <span className={css.mono}>{t('jobs.cron', { cron: job.cron })}</span>;
  return <span className={css.muted}>{t('jobs.manualOnly')}</span>;
}

function Outcome({ run }: { run: JobRun }) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t(`jobs.outcomes.${run.outcome}`);
  if (run.outcome === 'succeeded') {
    return (
      <Pill tone="positive" icon={<CircleCheck className={css.pillIcon} aria-hidden="true" />}>
        {label}
      </Pill>
    );
  }
  if (run.outcome === 'running') {
    return (
      <Pill tone="info" icon={<Loader className={css.pillIcon} aria-hidden="true" />}>
        {label}
      </Pill>
    );
  }
  return (
    <span className={css.cellStack}>
      <Pill tone="critical" icon={<OctagonAlert className={css.pillIcon} aria-hidden="true" />}>
        {label}
      </Pill>
      {run.error ? <span className={css.muted}>{run.error}</span> : null}
    </span>
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
