import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { brands, jobRuns } from '../../db/schema';
import type { JobRunner } from '../../lib/jobs';
import { startTicker } from '../../lib/jobs/ticker';
import type { Lottery } from './service';

export const LOTTERY_DRAWS_JOB = 'lottery-draws';
export const LOTTERY_SETTLE_JOB = 'lottery-settle';
/** Succeeded lottery job runs are kept this long (a fast game settles ~1,440 draws a day, each a run). */
export const LOTTERY_RUNS_KEEP_DAYS = 30;
/** At most this many old runs go per minute, so one pass stays short. */
const PURGE_BATCH = 5_000;

/**
 * The lottery's clock (docs/lottery.md, ADR 0013). Every node ticks every `tickMs` (LOTTERY_TICK_MS) (and the
 * `lottery-draws` job each minute, as a back stop visible in the back office): create the coming draws,
 * draw the due ones (a conditional update: once), and settle each drawn draw as its own job,
 * `lottery-settle` under the period key `lottery-settle:<brand>:<drawId>`, so the job_runs claim lets
 * one node settle it; inside, every payment is idempotent by its bet's transaction id as well.
 */
export function startLotteryClock(
  app: FastifyInstance,
  opts: {
    db: Db;
    jobs: JobRunner;
    lotteryFor: (brand: string) => Lottery;
    timer: boolean;
    /** How often each node looks for due draws (config LOTTERY_TICK_MS, 2 s; a tick costs a few queries). */
    tickMs: number;
  },
) {
  const { db, jobs, lotteryFor } = opts;
  const settleJob = (brand: string) => (d: { id: string; drawsAt: Date }) =>
    jobs.runPeriod(LOTTERY_SETTLE_JOB, `${LOTTERY_SETTLE_JOB}:${brand}:${d.id}`, d.drawsAt);

  async function tickAll() {
    const rows = await db.select({ code: brands.code }).from(brands);
    for (const { code } of rows) await lotteryFor(code).tick(settleJob(code));
  }

  /**
   * The lottery writes a job run per draw and one per minute: succeeded ones older than
   * LOTTERY_RUNS_KEEP_DAYS go, a batch a minute. A settled draw stays settled without its run (its
   * status and every payment's transaction id keep it so); failed runs stay for staff to see.
   */
  async function purgeOldRuns(now: Date) {
    const before = new Date(now.getTime() - LOTTERY_RUNS_KEEP_DAYS * 86_400_000);
    const old = db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(
        and(
          inArray(jobRuns.job, [LOTTERY_DRAWS_JOB, LOTTERY_SETTLE_JOB]),
          sql`${jobRuns.outcome} = 'succeeded'`,
          lt(jobRuns.startedAt, before),
        ),
      )
      .limit(PURGE_BATCH);
    await db.delete(jobRuns).where(inArray(jobRuns.id, old));
  }

  jobs.define({
    name: LOTTERY_DRAWS_JOB,
    schedule: { everyMinutes: 1 },
    handler: async (ctx) => {
      await tickAll();
      await purgeOldRuns(ctx.periodStart);
    },
  });
  jobs.define({
    name: LOTTERY_SETTLE_JOB,
    // Run per draw by the clock; by hand (a manual key) it runs a whole pass.
    schedule: null,
    handler: async (ctx) => {
      const m = /^lottery-settle:([a-z][a-z0-9-]*):([0-9a-f-]{36})$/.exec(ctx.periodKey);
      if (!m) return tickAll();
      await lotteryFor(m[1]!).settleDraw(m[2]!);
    },
  });

  startTicker(app, { name: 'lottery', enabled: opts.timer, periodMs: opts.tickMs || 2_000, tick: tickAll });
  return { tickAll };
}
