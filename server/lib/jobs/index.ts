import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import { createInProcessScheduler } from './in-process';
import { createPgBossScheduler } from './pg-boss';
import { createJobRunner, type JobRunner, type RetryPolicy } from './runner';

export type { JobContext, JobDefinition, JobRunner, RetryPolicy, RunResult } from './runner';
export type { Schedule } from './schedule';

/** Retries of a failed scheduled run: 3, after 30 s, 60 s, 120 s. */
export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delayMs: 30_000 };

export interface JobsSetup {
  database: Database;
  /** The PostgreSQL URL the app opened itself; pg-boss needs its own pool. Absent: the in-process scheduler. */
  databaseUrl?: string;
  retry?: RetryPolicy;
  now?: () => Date;
}

/**
 * The job runner and its scheduler (ADR 0013): pg-boss on PostgreSQL, an in-process timer on PGlite
 * (or when the app was handed a database without its URL, as the tests do). The scheduler starts
 * when the app is ready, after every module declared its jobs, and stops when the app closes.
 */
export function setupJobs(app: FastifyInstance, setup: JobsSetup): JobRunner {
  const runner = createJobRunner({
    db: setup.database.db,
    log: app.log,
    registry: app.metricsRegistry,
    now: setup.now,
  });
  const retry = setup.retry ?? DEFAULT_RETRY;
  const scheduler: FastifyInstance['jobScheduler'] =
    setup.database.kind === 'postgres' && setup.databaseUrl
      ? createPgBossScheduler(runner, {
          connectionString: setup.databaseUrl,
          log: app.log,
          retry,
          exclusive: (fn) => setup.database.withStartupLock(fn),
        })
      : createInProcessScheduler(runner, { log: app.log, retry });
  app.decorate('jobs', runner);
  app.decorate('jobScheduler', scheduler);
  app.addHook('onReady', async () => {
    await scheduler.start();
    app.log.info({ scheduler: scheduler.kind, jobs: runner.jobs().map((j) => j.name) }, 'job scheduler started');
  });
  // preClose: before the database closes (an onClose hook added earlier would run first).
  app.addHook('preClose', async () => scheduler.stop());
  return runner;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner: declared jobs, their period claims and runs (ADR 0013). */
    jobs: JobRunner;
    jobScheduler: {
      kind: 'pg-boss' | 'in-process';
      start(): Promise<void>;
      stop(): Promise<void>;
      /** In-process only: one scheduling pass at moment `at` (tests drive it with their own clock). */
      tick?(at?: Date): Promise<void>;
    };
  }
}
