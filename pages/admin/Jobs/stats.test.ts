import { describe, expect, it } from 'vitest';
import type { Job, JobRun } from '../../../src/api/contract/adminJobs';
import { jobStats } from './stats';

const run = (outcome: JobRun['outcome']): JobRun => ({
  periodKey: 'p',
  outcome,
  attempts: 1,
  startedAt: '2026-11-26T08:00:00.000Z',
  finishedAt: outcome === 'running' ? null : '2026-11-26T08:00:01.000Z',
  durationMs: outcome === 'running' ? null : 1000,
  error: outcome === 'failed' ? 'boom' : null,
  trigger: 'scheduled',
});

const job = (name: string, runs: JobRun[]): Job => ({
  name,
  everyMinutes: 60,
  cron: null,
  lastRun: runs[0] ?? null,
  recentRuns: runs,
  nextRun: null,
});

describe('jobStats', () => {
  it('counts the jobs running now, those whose last run failed, and the failures among the latest runs', () => {
    const stats = jobStats([
      job('a', [run('running'), run('failed'), run('succeeded')]),
      job('b', [run('failed'), run('succeeded')]),
      job('c', [run('succeeded'), run('failed')]),
      job('never', []),
    ]);
    expect(stats).toEqual({ running: 1, failing: 1, runs: 7, failedRuns: 3 });
  });

  it('is all zeros without jobs', () => {
    expect(jobStats([])).toEqual({ running: 0, failing: 0, runs: 0, failedRuns: 0 });
  });
});
