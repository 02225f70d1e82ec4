import { api } from '../api/client';
import type { Job, JobRun } from '../api/contract/adminJobs';

/** The back office's jobs calls (server/lib/jobs/routes.ts, ADR 0013). Types only from the contract. */
export const jobsApi = {
  list: () => api<{ list: Job[] }>('/admin/jobs'),
  /** Runs a job now under a manual period key; a failed run answers 200 with outcome `failed`. */
  run: (name: string) => api<{ run: JobRun }>(`/admin/jobs/${encodeURIComponent(name)}/run`, { method: 'POST' }),
};

export const jobsKeys = { all: ['admin', 'jobs'] as const };
