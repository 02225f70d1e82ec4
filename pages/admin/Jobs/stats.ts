import type { Job } from '../../../src/api/contract/adminJobs';

export interface JobStats {
  /** Jobs whose last run is still going. */
  running: number;
  /** Jobs whose last run failed. */
  failing: number;
  /** Runs listed (each job's latest, at most RECENT_JOB_RUNS a job) and how many of them failed. */
  runs: number;
  failedRuns: number;
}

/** The jobs page's figures, from the list it already has (no other call). */
export function jobStats(jobs: readonly Job[]): JobStats {
  const recent = jobs.flatMap((j) => j.recentRuns);
  return {
    running: jobs.filter((j) => j.lastRun?.outcome === 'running').length,
    failing: jobs.filter((j) => j.lastRun?.outcome === 'failed').length,
    runs: recent.length,
    failedRuns: recent.filter((r) => r.outcome === 'failed').length,
  };
}
