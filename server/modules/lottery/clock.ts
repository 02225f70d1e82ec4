import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { brands } from '../../db/schema';
import type { JobRunner } from '../../lib/jobs';
import type { Lottery } from './service';

export const LOTTERY_DRAWS_JOB = 'lottery-draws';
export const LOTTERY_SETTLE_JOB = 'lottery-settle';
/** How often each node looks for due draws (the fast games draw on the minute; a tick costs a few queries). */
export const LOTTERY_TICK_MS = 2_000;

/**
 * The lottery's clock (docs/lottery.md, ADR 0013). Every node ticks every LOTTERY_TICK_MS (and the
 * `lottery-draws` job each minute, as a back stop visible in the back office): create the coming draws,
 * draw the due ones (a conditional update: once), and settle each drawn draw as its own job,
 * `lottery-settle` under the period key `lottery-settle:<brand>:<drawId>`, so the job_runs claim lets
 * one node settle it; inside, every payment is idempotent by its bet's transaction id as well.
 */
export function startLotteryClock(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobRunner; lotteryFor: (brand: string) => Lottery; timer: boolean },
) {
  const { db, jobs, lotteryFor } = opts;
  const settleJob = (brand: string) => (d: { id: string; drawsAt: Date }) =>
    jobs.runPeriod(LOTTERY_SETTLE_JOB, `${LOTTERY_SETTLE_JOB}:${brand}:${d.id}`, d.drawsAt);

  async function tickAll() {
    const rows = await db.select({ code: brands.code }).from(brands);
    for (const { code } of rows) await lotteryFor(code).tick(settleJob(code));
  }

  jobs.define({
    name: LOTTERY_DRAWS_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => tickAll(),
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

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tickAll()
        .catch((err: unknown) => app.log.error({ err }, 'lottery tick failed'))
        .finally(() => {
          running = null;
          arm();
        });
    }, LOTTERY_TICK_MS);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    if (!opts.timer) return;
    stopped = false;
    arm();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
  return { tickAll };
}
