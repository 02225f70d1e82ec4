import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { jobRuns } from '../../db/schema';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';

/**
 * The scheduler an app picks when it opens its own database (ADR 0013): pg-boss on PostgreSQL, the
 * in-process one on PGlite. On PostgreSQL a job delivered by pg-boss runs its period through the runner.
 */
describe.each(dbTargets())('job scheduler of an app that opens its own database on $name', (target) => {
  let app: App;
  let url: string | undefined;

  beforeAll(async () => {
    const fresh = await target.freshConfig();
    url = fresh.databaseUrl;
    app = await buildApp({ config: testConfig({}, fresh), logger: silentLogger() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('uses pg-boss on PostgreSQL and the in-process scheduler on PGlite', () => {
    expect(app.jobScheduler.kind).toBe(target.name === 'postgres' ? 'pg-boss' : 'in-process');
  });

  it.runIf(target.name === 'postgres')(
    'schedules every job in pg-boss; a delivered job runs its period once',
    async () => {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
      expect(await rows(sql`select name, cron from pgboss.schedule order by name`)).toEqual([
        { name: 'accounts-purge', cron: '0 * * * *' },
        { name: 'agent-rebate-settle', cron: '20 16 * * *' },
        { name: 'bingo-abandoned', cron: '* * * * *' },
        { name: 'bonus-expiry', cron: '* * * * *' },
        { name: 'cards-sweep', cron: '* * * * *' },
        { name: 'contract-dividend-settle', cron: '15 16 * * *' },
        { name: 'contract-hourly-settle', cron: '5 * * * *' },
        { name: 'contract-salary-settle', cron: '5 16 * * *' },
        { name: 'fishing-unpaid', cron: '* * * * *' },
        { name: 'football-matches', cron: '* * * * *' },
        { name: 'hot-ranking', cron: '*/10 * * * *' },
        { name: 'inbox-broadcasts', cron: '* * * * *' },
        { name: 'ledger-check', cron: '0 * * * *' },
        { name: 'lottery-draws', cron: '* * * * *' },
        { name: 'red-rain-return', cron: '* * * * *' },
        { name: 'stats-rollup', cron: '*/5 * * * *' },
        { name: 'vip-monthly', cron: '20 16 * * *' },
        { name: 'vip-rebate', cron: '10 16 * * *' },
      ]);
      // Another node's pg-boss sends the job twice (a duplicate delivery); this app's worker runs it once.
      const sender = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false });
      await sender.start();
      await sender.send('accounts-purge', {});
      await sender.send('accounts-purge', {});
      await sender.stop({ graceful: false, wait: true });
      // Wait (up to 30 s) until pg-boss has completed both deliveries.
      const completed = async () =>
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = 'accounts-purge' and state = 'completed'`,
          )
        )[0]?.n ?? 0;
      for (let i = 0; i < 150 && (await completed()) < 2; i++) await new Promise((r) => setTimeout(r, 200));
      expect(await completed()).toBe(2);
      const found = await app.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'accounts-purge'));
      // The period is the one of the moment pg-boss created the job (not of now: a retry keeps its period).
      const [sent] = await rows<{ at: Date | string }>(
        sql`select min(created_on) as at from pgboss.job where name = 'accounts-purge'`,
      );
      const key = app.jobs.currentPeriod('accounts-purge', new Date(sent?.at ?? ''))?.key;
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ periodKey: key, outcome: 'succeeded', trigger: 'scheduled' });
    },
  );
});

describe.runIf(process.env.DATABASE_URL)('two nodes starting at once on one PostgreSQL database', () => {
  const [target] = dbTargets().filter((t) => t.name === 'postgres');
  afterAll(async () => {
    await target?.cleanup();
  });

  it('both start (no deadlock creating the queues), and each job is scheduled once', async () => {
    if (!target) throw new Error('no PostgreSQL target');
    const fresh = await target.freshConfig();
    // Three rounds of two nodes, each on a fresh database (without the lock the first one deadlocked).
    for (let round = 0; round < 3; round++) {
      const config = round === 0 ? fresh : await target.freshConfig();
      const started = await Promise.allSettled(
        [0, 1].map(async () => {
          const node = await buildApp({ config: testConfig({}, config), logger: silentLogger() });
          try {
            await node.ready();
          } catch (err) {
            await node.close();
            throw err;
          }
          return node;
        }),
      );
      const nodes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
        const scheduled = (await nodes[0]?.database.db.execute(
          sql`select name from pgboss.schedule order by name`,
        )) as unknown as { rows: { name: string }[] };
        expect(scheduled.rows.map((r) => r.name)).toEqual([
          'accounts-purge',
          'agent-rebate-settle',
          'bingo-abandoned',
          'bonus-expiry',
          'cards-sweep',
          'contract-dividend-settle',
          'contract-hourly-settle',
          'contract-salary-settle',
          'fishing-unpaid',
          'football-matches',
          'hot-ranking',
          'inbox-broadcasts',
          'ledger-check',
          'lottery-draws',
          'red-rain-return',
          'stats-rollup',
          'vip-monthly',
          'vip-rebate',
        ]);
      } finally {
        await Promise.all(nodes.map((n) => n.close()));
      }
    }
  }, 120_000);
});
