import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobRunner, RetryPolicy } from './runner';
import { cronOf, periodStart } from './schedule';

/**
 * The PostgreSQL scheduler (ADR 0013): pg-boss, in its own schema `pgboss`. Its cron schedules fire
 * once per tick for the whole cluster; any node's worker takes the job and asks the runner to run the
 * period the tick belongs to; a failure is thrown back so pg-boss retries it with backoff. The
 * runner's job_runs claim still decides whether a period runs, so a duplicate delivery does nothing.
 */
export function createPgBossScheduler(
  runner: JobRunner,
  opts: {
    connectionString: string;
    log: FastifyBaseLogger;
    retry: RetryPolicy;
    /**
     * Runs the set-up with no other node setting up at the same time (the database's start-up lock).
     * pg-boss creates a queue outside its own start-up lock, and two nodes creating the same queues
     * at once deadlock: one of them would fail to start.
     */
    exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  },
) {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 3 });
  boss.on('error', (err) => opts.log.error({ err }, 'pg-boss error'));

  return {
    kind: 'pg-boss' as const,
    start: () =>
      opts.exclusive(async () => {
        await boss.start();
        const declared = new Set<string>();
        for (const job of runner.jobs()) {
          if (!job.schedule) continue;
          const schedule = job.schedule;
          declared.add(job.name);
          await boss.createQueue(job.name, {
            name: job.name,
            retryLimit: opts.retry.limit,
            retryDelay: Math.max(1, Math.round(opts.retry.delayMs / 1000)),
            retryBackoff: true,
          });
          await boss.schedule(job.name, cronOf(schedule), {}, { tz: 'UTC' });
          await boss.work(job.name, { includeMetadata: true }, async ([delivered]) => {
            if (!delivered) return;
            // The period of the tick that sent this job, not of now: a retry keeps its period.
            const start = periodStart(schedule, delivered.createdOn);
            const result = await runner.runPeriod(job.name, runner.periodOf(job.name, start), start);
            if (result.run?.outcome === 'failed') throw new Error(result.run.error ?? 'job failed');
          });
        }
        // A job no longer declared must not keep firing.
        for (const s of await boss.getSchedules()) {
          if (!declared.has(s.name)) await boss.unschedule(s.name);
        }
      }),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
