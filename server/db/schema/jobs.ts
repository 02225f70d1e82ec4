import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * One run of a scheduled job for one period (ADR 0013). `(job, period_key)` is unique: a run is
 * claimed by inserting its row before the handler runs, so two nodes, a retry or a restart never run
 * the same period twice. A failed period may be claimed again (its retry); a finished one never.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    job: text('job').notNull(),
    periodKey: text('period_key').notNull(),
    /** running, succeeded or failed. */
    outcome: text('outcome').notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** scheduled, or the staff member's username for a manual run. */
    trigger: text('trigger').notNull(),
  },
  (t) => [
    uniqueIndex('job_runs_period').on(t.job, t.periodKey),
    index('job_runs_recent').on(t.job, t.startedAt),
    check('job_runs_outcome', sql`${t.outcome} in ('running', 'succeeded', 'failed')`),
  ],
);
