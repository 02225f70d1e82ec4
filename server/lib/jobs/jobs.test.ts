import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListResponseSchema, jobRunResponseSchema, RECENT_JOB_RUNS } from '../../../src/api/contract/adminJobs';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { auditLog, jobRuns, journalEntries, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, FIXED, signedInStaff } from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';

/** An app on the shared database whose failed scheduled runs are retried after 1, 2, 4 ms. */
const jobApp = (database: Database, jobRetry = { limit: 3, delayMs: 1 }) =>
  buildApp({
    config: testConfig({ CAPTCHA_FIXED: FIXED, ADMIN_PASSWORD: 'staff-secret-123' }),
    db: database,
    logger: silentLogger(),
    jobRetry,
  });

/** A counter's value in the Prometheus text of GET /metrics (0 when absent). */
async function metric(app: App, line: string) {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.split(' ')[1]) : 0;
}

describe.each(dbTargets())('jobs: period keys, two nodes, retries, the back office on $name', (target) => {
  let database: Database;
  let app: App;
  let other: App;
  let demoId: string;
  let brand: string;
  /** What each node's `credit` job did: one play-money credit per run. */
  const effects: string[] = [];

  /** A job that credits the demo member 1.00 of play money each time it runs, with no guard of its own. */
  const declareCredit = (node: App, label: string) =>
    node.jobs.define({
      name: 'credit',
      schedule: { everyMinutes: 60 },
      handler: async ({ periodKey }) => {
        effects.push(`${label}:${periodKey}`);
        await node.ledger.post({
          brand,
          type: 'trial_credit',
          idempotencyKey: `job-test:${randomUUID()}`,
          reference: periodKey,
          actor: { kind: 'system' },
          reason: 'job test',
          postings: [
            { account: { memberId: demoId, kind: 'play_money' }, amount: 100n },
            { account: { system: 'play_money_issuer' }, amount: -100n },
          ],
        });
      },
    });

  const entriesOf = async (reference: string) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.reference, reference));
    return row;
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    const [demo] = await database.db
      .select({ id: members.id, brand: members.brand })
      .from(members)
      .where(eq(members.username, 'demo'));
    demoId = demo!.id;
    brand = demo!.brand;
    app = await jobApp(database);
    other = await jobApp(database);
    declareCredit(app, 'a');
    declareCredit(other, 'b');
    await Promise.all([app.ready(), other.ready()]);
  });

  afterAll(async () => {
    await other?.close();
    await app?.close();
    await target.cleanup();
  });

  it('runs a period once: a second run of the same period does nothing, and the ledger still balances', async () => {
    const before = (await app.ledger.memberBalances(brand, demoId)).play_money;
    const start = new Date('2030-01-01T10:00:00Z');
    const key = app.jobs.periodOf('credit', start);
    expect(key).toBe('credit:2030-01-01T10:00');
    const first = await app.jobs.runPeriod('credit', key, start);
    const second = await app.jobs.runPeriod('credit', key, start);
    expect(first).toMatchObject({ ran: true, run: { periodKey: key, outcome: 'succeeded', attempts: 1 } });
    expect(second).toEqual({ ran: false, run: null });
    expect(effects.filter((e) => e.endsWith(key))).toHaveLength(1);
    expect(await entriesOf(key)).toEqual({ n: 1 });
    expect((await app.ledger.memberBalances(brand, demoId)).play_money).toBe(before + 100n);
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('two nodes on one database running the same period at once: exactly one runs it', async () => {
    const start = new Date('2030-01-02T10:00:00Z');
    const key = app.jobs.periodOf('credit', start);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? other : app).jobs.runPeriod('credit', key, start)),
    );
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(effects.filter((e) => e.endsWith(key))).toHaveLength(1);
    expect(await entriesOf(key)).toEqual({ n: 1 });
    const rows = await database.db.select().from(jobRuns).where(eq(jobRuns.periodKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.outcome).toBe('succeeded');
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('the scheduler runs a new period once, with no run at its first sight of a period', async () => {
    if (app.jobScheduler.kind !== 'in-process' || !app.jobScheduler.tick) throw new Error('in-process expected');
    let runsSeen = 0;
    app.jobs.define({ name: 'yearly', schedule: { cron: '0 0 1 1 *' }, handler: async () => void runsSeen++ });
    await app.jobScheduler.tick(new Date('2030-06-01T00:00:00Z'));
    expect(runsSeen).toBe(0);
    await app.jobScheduler.tick(new Date('2030-07-01T00:00:00Z'));
    expect(runsSeen).toBe(0);
    await app.jobScheduler.tick(new Date('2031-01-01T00:05:00Z'));
    expect(runsSeen).toBe(1);
    // A pass at an earlier moment (a clock stepping back, or the real timer's own pass in between)
    // never runs an older period, and the newer one is not run again after it.
    await app.jobScheduler.tick(new Date('2030-08-01T00:00:00Z'));
    await app.jobScheduler.tick(new Date('2031-02-01T00:00:00Z'));
    expect(runsSeen).toBe(1);
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.job, 'yearly'));
    expect(row).toMatchObject({ periodKey: 'yearly:2031-01-01T00:00', outcome: 'succeeded', trigger: 'scheduled' });
  });

  it('a failing handler is recorded as failed, counted in /metrics, and retried with backoff until it succeeds', async () => {
    let calls = 0;
    app.jobs.define({
      name: 'flaky',
      schedule: { everyMinutes: 5 },
      handler: async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`upstream down (${calls})`);
      },
    });
    app.jobs.define({
      name: 'broken',
      schedule: { everyMinutes: 5 },
      handler: async () => {
        throw new Error('always broken');
      },
    });
    const start = new Date('2030-01-03T10:05:00Z');
    const flaky = await app.jobs.runWithRetry('flaky', 'flaky:p1', start, { limit: 3, delayMs: 1 });
    expect(calls).toBe(3);
    expect(flaky.run).toMatchObject({ outcome: 'succeeded', attempts: 3, error: null });
    expect(await metric(app, 'job_runs_total{job="flaky",outcome="failed"}')).toBe(2);
    expect(await metric(app, 'job_runs_total{job="flaky",outcome="succeeded"}')).toBe(1);
    expect(await metric(app, 'job_last_success_timestamp{job="flaky"}')).toBeGreaterThan(0);

    const broken = await app.jobs.runWithRetry('broken', 'broken:p1', start, { limit: 2, delayMs: 1 });
    expect(broken.run).toMatchObject({ outcome: 'failed', attempts: 3, error: 'always broken' });
    expect(await metric(app, 'job_runs_total{job="broken",outcome="failed"}')).toBe(3);
    expect(await metric(app, 'job_last_success_timestamp{job="broken"}')).toBe(0);
    // A succeeded period is never claimed again; a failed one is (its retry).
    expect((await app.jobs.runPeriod('flaky', 'flaky:p1', start)).ran).toBe(false);
    expect((await app.jobs.runPeriod('broken', 'broken:p1', start)).run?.attempts).toBe(4);
  });

  it('closing the app cuts a retry backoff short: no further attempt, and close does not wait for it', async () => {
    const node = await jobApp(database, { limit: 3, delayMs: 3_600_000 });
    await node.ready();
    let calls = 0;
    node.jobs.define({
      name: 'closing',
      schedule: { cron: '0 0 1 1 *' },
      handler: async () => {
        calls += 1;
        throw new Error('down');
      },
    });
    // Declared after start: the first tick is its first sight of a period (no run), the second runs.
    await node.jobScheduler.tick?.(new Date('2030-06-01T00:00:00Z'));
    const ticking = node.jobScheduler.tick?.(new Date('2031-06-01T00:00:00Z'));
    const failed = () => database.db.select().from(jobRuns).where(eq(jobRuns.job, 'closing'));
    for (let i = 0; i < 100 && (await failed())[0]?.outcome !== 'failed'; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await failed())[0]).toMatchObject({ outcome: 'failed', attempts: 1 });
    await node.close(); // would hang for the hour-long backoff if stop() did not wake it
    await ticking;
    expect(calls).toBe(1);
  });

  describe('the back office', () => {
    let admin: Client;
    let finance: Client;
    let support: Client;

    beforeAll(async () => {
      admin = await signedInStaff(app, database, 'admin');
      finance = await signedInStaff(app, database, 'finance');
      support = await signedInStaff(app, database, 'support');
    });

    it('lists every job with its schedule, last run and next run; finance and support are refused', async () => {
      const res = await call(admin, 'GET', '/api/admin/jobs');
      expect(res.statusCode, res.body).toBe(200);
      const { list } = jobListResponseSchema.parse(res.json()).value;
      const byName = new Map(list.map((j) => [j.name, j]));
      expect(byName.get('ledger-check')).toMatchObject({ everyMinutes: 60, cron: null });
      expect(byName.get('accounts-purge')).toMatchObject({ everyMinutes: 60, cron: null });
      expect(Date.parse(byName.get('accounts-purge')?.nextRun ?? '')).toBeGreaterThan(Date.now());
      expect(byName.get('broken')?.lastRun).toMatchObject({ outcome: 'failed', error: 'always broken' });
      // The latest runs, newest first, the first being the last run.
      const recent = byName.get('broken')?.recentRuns ?? [];
      expect(recent[0]).toEqual(byName.get('broken')?.lastRun);
      expect(recent.length).toBeLessThanOrEqual(RECENT_JOB_RUNS);
      const starts = recent.map((r) => Date.parse(r.startedAt));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expectError(await call(finance, 'GET', '/api/admin/jobs'), 403, 'staff.forbidden');
      expectError(await call(support, 'GET', '/api/admin/jobs'), 403, 'staff.forbidden');
    });

    it('runs a job now under a manual period key, audited; finance and support are refused', async () => {
      expectError(await call(finance, 'POST', '/api/admin/jobs/ledger-check/run'), 403, 'staff.forbidden');
      expectError(await call(support, 'POST', '/api/admin/jobs/ledger-check/run'), 403, 'staff.forbidden');
      expectError(await call(admin, 'POST', '/api/admin/jobs/no-such-job/run'), 404, 'job.not_found');
      const res = await call(admin, 'POST', '/api/admin/jobs/ledger-check/run');
      expect(res.statusCode, res.body).toBe(200);
      const { run } = jobRunResponseSchema.parse(res.json()).value;
      expect(run).toMatchObject({ outcome: 'succeeded', attempts: 1, error: null });
      expect(run.periodKey).toMatch(/^ledger-check:manual:/);
      const [row] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'job.run'), eq(auditLog.targetId, 'ledger-check')));
      expect(row).toMatchObject({ targetType: 'job', after: { periodKey: run.periodKey, outcome: 'succeeded' } });
      const again = jobRunResponseSchema.parse((await call(admin, 'POST', '/api/admin/jobs/ledger-check/run')).json());
      expect(again.value.run.periodKey).not.toBe(run.periodKey);
      const failed = await call(admin, 'POST', '/api/admin/jobs/broken/run');
      expect(failed.statusCode, failed.body).toBe(200);
      expect(jobRunResponseSchema.parse(failed.json()).value.run).toMatchObject({ outcome: 'failed' });
    });
  });
});
