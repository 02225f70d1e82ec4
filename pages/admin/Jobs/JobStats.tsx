import { History, Loader, OctagonAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../../design-system/Layout';
import { StatCard } from '../../../design-system/StatCard';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { Job } from '../../../src/api/contract/adminJobs';
import { jobStats } from './stats';

/**
 * The jobs at a glance, from the list the page already has: how many are running now, how many
 * failed on their last run, and the failures among the latest runs. Skeletons while the list loads.
 */
export function JobStats({ jobs, loading }: { jobs: readonly Job[] | undefined; loading: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const stats = jobs ? jobStats(jobs) : null;
  if (!stats && !loading) return null;
  return (
    <Columns columns={1} wideColumns={3} gap="md">
      <StatCard label={t('jobs.stats.running')} icon={<Loader />} loading={!stats} value={stats?.running} />
      <StatCard label={t('jobs.stats.failing')} icon={<OctagonAlert />} loading={!stats} value={stats?.failing} />
      <StatCard
        label={t('jobs.stats.failedRuns')}
        icon={<History />}
        loading={!stats}
        value={stats ? t('jobs.stats.failedOf', { failed: stats.failedRuns, runs: stats.runs }) : null}
      />
    </Columns>
  );
}
