import { z } from 'zod';
import { envelope } from './envelope';

/** Back-office jobs (ADR 0013): every scheduled job, its last run and its next, and "run now". */

export const JOB_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const jobRunSchema = z.object({
  periodKey: z.string(),
  outcome: z.enum(JOB_OUTCOMES),
  attempts: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  /** `scheduled`, or the username of the staff member who ran it by hand. */
  trigger: z.string(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** How many of a job's latest runs the list carries (the run-duration chart). */
export const RECENT_JOB_RUNS = 10;

export const jobSchema = z.object({
  name: z.string(),
  /** Runs every N minutes (periods aligned to the epoch, UTC); null when not so scheduled. */
  everyMinutes: z.number().int().nullable(),
  /** A five-field cron expression in UTC; null when not so scheduled. Both null: it only runs by hand. */
  cron: z.string().nullable(),
  lastRun: jobRunSchema.nullable(),
  /** The latest runs, at most RECENT_JOB_RUNS, newest first (the first is `lastRun`). */
  recentRuns: z.array(jobRunSchema).max(RECENT_JOB_RUNS),
  /** ISO time of the next scheduled run; null when not scheduled. */
  nextRun: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListResponseSchema = envelope(z.object({ list: z.array(jobSchema) }));
export const jobNameParamsSchema = z.object({ name: z.string().min(1).max(64) });
export const jobRunResponseSchema = envelope(z.object({ run: jobRunSchema }));
