import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner, RetryPolicy } from './runner';
import { nextRun } from './schedule';

/** The longest the timer sleeps, so a clock change or a newly declared job is noticed within a minute. */
const MAX_SLEEP_MS = 60_000;

/**
 * The embedded mode's scheduler (ADR 0013): a timer inside the process that, when a job's period
 * changes, asks the runner to run the new period (with retries and backoff). The first period it sees
 * is not run at start: a job first runs at its next boundary, as pg-boss's cron does; a period earlier
 * than one already seen never runs (a clock stepping back). The runner's
 * job_runs claim still decides, so a restart inside a period that already ran does nothing.
 */
export function createInProcessScheduler(runner: JobRunner, opts: { log: FastifyBaseLogger; retry: RetryPolicy }) {
  /** Each job's latest period seen: its key and start. */
  const seen = new Map<string, { key: string; start: number }>();
  const inflight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  /** Retries waiting for their backoff; stop() wakes them so closing never waits for a backoff. */
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(t);
        sleepers.delete(wake);
        resolve();
      };
      const t = setTimeout(wake, ms);
      t.unref();
      sleepers.add(wake);
    });

  const tick = async (at = new Date()) => {
    const started: Promise<unknown>[] = [];
    for (const job of runner.jobs()) {
      const period = runner.currentPeriod(job.name, at);
      if (!period) continue;
      const before = seen.get(job.name);
      // Only a later period runs: a clock that steps back (or a pass with an earlier moment than the
      // last one) never runs an older period again, nor forgets the newer one it has seen.
      if (before !== undefined && period.start.getTime() <= before.start) continue;
      seen.set(job.name, { key: period.key, start: period.start.getTime() });
      if (before === undefined) continue;
      const p = runner
        .runWithRetry(job.name, period.key, period.start, opts.retry, { stopped: () => stopped, sleep })
        .catch((err: unknown) => opts.log.error({ err, job: job.name }, 'job could not run'))
        .finally(() => inflight.delete(p));
      inflight.add(p);
      started.push(p);
    }
    await Promise.all(started);
  };

  const arm = () => {
    if (stopped) return;
    const at = Date.now();
    let sleep = MAX_SLEEP_MS;
    for (const job of runner.jobs()) {
      if (job.schedule) sleep = Math.min(sleep, nextRun(job.schedule, new Date(at)).getTime() - at);
    }
    timer = setTimeout(
      () => {
        void tick().finally(arm);
      },
      Math.max(sleep, 1000),
    );
    timer.unref();
  };

  return {
    kind: 'in-process' as const,
    async start() {
      stopped = false;
      const at = new Date();
      for (const job of runner.jobs()) {
        const period = runner.currentPeriod(job.name, at);
        if (period) seen.set(job.name, { key: period.key, start: period.start.getTime() });
      }
      arm();
    },
    /** One pass at moment `at` (tests drive it with their own clock). */
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const wake of [...sleepers]) wake();
      await Promise.allSettled([...inflight]);
    },
  };
}
