import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { type Job, type JobRun, RECENT_JOB_RUNS } from '../../../src/api/contract/adminJobs';
import type { Db } from '../../db';
import { jobRuns } from '../../db/schema';
import { AppError } from '../errors';
import { defaultPeriodKey, nextRun, periodStart, type Schedule } from './schedule';

export interface JobContext {
  periodKey: string;
  /** The start of the period (for a manual run: the moment it was asked for). */
  periodStart: Date;
  log: FastifyBaseLogger;
}

/** A job, declared once (ADR 0013). */
export interface JobDefinition {
  name: string;
  /** Null: the job only runs by hand (POST /api/admin/jobs/:name/run). */
  schedule: Schedule | null;
  /** The key of the period that starts at `start`; default `name:2026-11-25T10:00`. */
  periodKey?: (start: Date) => string;
  handler: (ctx: JobContext) => Promise<void>;
}

export interface RetryPolicy {
  /** Retries after the first failure (0: none). */
  limit: number;
  /** Delay before the first retry; doubles each time. */
  delayMs: number;
}

export interface RunResult {
  /** False when the period was already claimed (done, or running elsewhere): nothing ran. */
  ran: boolean;
  run: JobRun | null;
}

export interface JobsOptions {
  db: Db;
  log: FastifyBaseLogger;
  registry: Registry;
  now?: () => Date;
  /** A run left `running` longer than this (its node died) may be claimed again. Default 30 min. */
  staleMs?: number;
}

type Row = typeof jobRuns.$inferSelect;

const toRun = (r: Row): JobRun => ({
  periodKey: r.periodKey,
  outcome: r.outcome as JobRun['outcome'],
  attempts: r.attempts,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  durationMs: r.durationMs,
  error: r.error,
  trigger: r.trigger,
});

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export const jobNotFound = () => new AppError(404, 'job.not_found', 'No such job');

/**
 * The job runner shared by both schedulers (pg-boss on PostgreSQL, the in-process one on PGlite):
 * declared jobs, the period claim in job_runs, the metrics and the log. The schedulers only decide
 * WHEN to call runPeriod; whether a period runs is decided here, by the unique (job, period_key).
 */
export function createJobRunner(opts: JobsOptions) {
  const { db, log } = opts;
  const now = opts.now ?? (() => new Date());
  const staleMs = opts.staleMs ?? 30 * 60_000;
  const jobs = new Map<string, JobDefinition>();

  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Job runs by job and outcome (succeeded, failed; skipped: the period was already claimed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [opts.registry],
  });
  const lastSuccess = new Gauge({
    name: 'job_last_success_timestamp',
    help: 'Unix time (seconds) of the last successful run of each job',
    labelNames: ['job'] as const,
    registers: [opts.registry],
  });

  const get = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw jobNotFound();
    return job;
  };

  const keyOf = (job: JobDefinition, start: Date) =>
    job.periodKey ? job.periodKey(start) : defaultPeriodKey(job.name, start);

  /**
   * Claims the period (insert; or take over a failed or stale run: its retry), runs the handler,
   * records the outcome. Nothing runs when the row exists and is running or succeeded.
   */
  async function runPeriod(name: string, periodKey: string, start: Date, trigger = 'scheduled'): Promise<RunResult> {
    const job = get(name);
    const startedAt = now();
    const [claimed] = await db
      .insert(jobRuns)
      .values({ job: name, periodKey, outcome: 'running', attempts: 1, startedAt, trigger })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.periodKey],
        set: {
          outcome: 'running',
          attempts: sql`${jobRuns.attempts} + 1`,
          startedAt,
          finishedAt: null,
          durationMs: null,
          error: null,
          trigger,
        },
        setWhere: or(
          eq(jobRuns.outcome, 'failed'),
          and(eq(jobRuns.outcome, 'running'), lt(jobRuns.startedAt, new Date(startedAt.getTime() - staleMs))),
        ),
      })
      .returning();
    if (!claimed) {
      runs.inc({ job: name, outcome: 'skipped' });
      log.debug({ job: name, periodKey }, 'job period already claimed: not run again');
      return { ran: false, run: null };
    }
    const t0 = performance.now();
    let error: string | null = null;
    try {
      await job.handler({ periodKey, periodStart: start, log: log.child({ job: name, periodKey }) });
    } catch (err) {
      error = message(err);
      log.error({ err, job: name, periodKey, attempt: claimed.attempts }, 'job failed');
    }
    const durationMs = Math.round(performance.now() - t0);
    const outcome = error === null ? 'succeeded' : 'failed';
    const [done] = await db
      .update(jobRuns)
      .set({ outcome, finishedAt: now(), durationMs, error })
      .where(eq(jobRuns.id, claimed.id))
      .returning();
    runs.inc({ job: name, outcome });
    if (outcome === 'succeeded') {
      lastSuccess.set({ job: name }, Date.now() / 1000);
      log.info({ job: name, periodKey, durationMs }, 'job succeeded');
    }
    return { ran: true, run: toRun(done ?? claimed) };
  }

  return {
    define(job: JobDefinition) {
      if (jobs.has(job.name)) throw new Error(`job declared twice: ${job.name}`);
      if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(job.name)) throw new Error(`bad job name: ${job.name}`);
      if (job.schedule) periodStart(job.schedule, now()); // a bad cron fails at start, not at 3 a.m.
      jobs.set(job.name, job);
    },
    jobs: () => [...jobs.values()],
    has: (name: string) => jobs.has(name),
    runPeriod,

    /** The current period of a scheduled job: its key and start. */
    currentPeriod(name: string, at = now()) {
      const job = get(name);
      if (!job.schedule) return null;
      const start = periodStart(job.schedule, at);
      return { key: keyOf(job, start), start };
    },

    /** The period key of a given period start (pg-boss hands the moment its cron fired). */
    periodOf(name: string, start: Date) {
      return keyOf(get(name), start);
    },

    /**
     * Runs a period, retrying a failure with exponential backoff (the in-process scheduler's retry).
     * `sleep` waits between attempts; the scheduler passes one that its stop() cuts short.
     */
    async runWithRetry(
      name: string,
      periodKey: string,
      start: Date,
      retry: RetryPolicy,
      control: { stopped?: () => boolean; sleep?: (ms: number) => Promise<void> } = {},
    ) {
      const stopped = control.stopped ?? (() => false);
      const sleep = control.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
      let result = await runPeriod(name, periodKey, start);
      for (let i = 0; i < retry.limit && result.run?.outcome === 'failed' && !stopped(); i++) {
        await sleep(retry.delayMs * 2 ** i);
        if (stopped()) break;
        result = await runPeriod(name, periodKey, start);
      }
      return result;
    },

    /** Runs a job now, under a period key of its own (`name:manual:<time>:<id>`). */
    runNow(name: string, staff: string) {
      get(name);
      const at = now();
      const key = `${name}:manual:${at.toISOString()}:${randomUUID().slice(0, 8)}`;
      return runPeriod(name, key, at, staff);
    },

    /** Every job with its schedule, last run and next run (the back office's list). */
    async list(): Promise<Job[]> {
      const at = now();
      const out: Job[] = [];
      for (const job of jobs.values()) {
        const recent = await db
          .select()
          .from(jobRuns)
          .where(eq(jobRuns.job, job.name))
          .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
          .limit(RECENT_JOB_RUNS);
        const last = recent[0];
        out.push({
          name: job.name,
          everyMinutes: job.schedule && 'everyMinutes' in job.schedule ? job.schedule.everyMinutes : null,
          cron: job.schedule && 'cron' in job.schedule ? job.schedule.cron : null,
          lastRun: last ? toRun(last) : null,
          recentRuns: recent.map(toRun),
          nextRun: job.schedule ? nextRun(job.schedule, at).toISOString() : null,
        });
      }
      return out;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
