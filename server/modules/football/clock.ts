import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { brands } from '../../db/schema';
import type { JobRunner } from '../../lib/jobs';
import { startTicker } from '../../lib/jobs/ticker';
import type { Football } from './service';

export const FOOTBALL_MATCHES_JOB = 'football-matches';
export const FOOTBALL_SETTLE_JOB = 'football-settle';

/**
 * Virtual football's clock (docs/virtual-football.md), like the lottery's: every node ticks every
 * `tickMs` (FOOTBALL_TICK_MS, 3 s) and the `football-matches` job each minute as a back stop: create
 * the coming rounds, kick off the due matches, and settle each match at full time as its own job,
 * `football-settle` under `football-settle:<brand>:<matchId>` (one node settles it; every payment is
 * idempotent by its slip's transaction id as well).
 */
export function startFootballClock(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobRunner; footballFor: (brand: string) => Football; timer: boolean; tickMs: number },
) {
  const { db, jobs, footballFor } = opts;
  const settleJob = (brand: string) => (m: { id: string; endsAt: Date }) =>
    jobs.runPeriod(FOOTBALL_SETTLE_JOB, `${FOOTBALL_SETTLE_JOB}:${brand}:${m.id}`, m.endsAt);

  async function tickAll() {
    const rows = await db.select({ code: brands.code }).from(brands);
    for (const { code } of rows) await footballFor(code).tick(settleJob(code));
  }

  jobs.define({
    name: FOOTBALL_MATCHES_JOB,
    schedule: { everyMinutes: 1 },
    handler: async () => {
      await tickAll();
    },
  });
  jobs.define({
    name: FOOTBALL_SETTLE_JOB,
    schedule: null,
    handler: async (ctx) => {
      const m = /^football-settle:([a-z][a-z0-9-]*):([0-9a-f-]{36})$/.exec(ctx.periodKey);
      if (!m) return tickAll();
      await footballFor(m[1]!).settleMatch(m[2]!);
    },
  });

  startTicker(app, { name: 'football', enabled: opts.timer, periodMs: opts.tickMs || 3_000, tick: tickAll });
  return { tickAll };
}
