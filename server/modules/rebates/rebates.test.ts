import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminRebateAgents,
  MyRebateRates,
  RebateDownline,
  RebateEarnings,
  RebateMember,
  RebateReport,
  SettlementRun,
  SettlementRuns,
} from '../../../src/api/contract/agentRebates';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { VIP_TIME_ZONE } from '../../../src/api/contract/vip';
import type { App } from '../../app';
import type { Database } from '../../db';
import { agentRebateLines, auditLog, games, gameVendors, journalEntries, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { DEMO_REBATE_CAPS } from '../../db/seed-rebates';
import type { ProviderWalletClient } from '../../lib/provider-client';
import {
  type Client,
  call,
  confirmedDeposit,
  expectError,
  loggedIn,
  registered,
  signedInStaff,
  testApp,
  testClock,
  vendorWallet,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import type { Ledger } from '../wallet';
import { createAgentRebateService } from './service';

const DAY = 24 * 3_600_000;

/**
 * Differential agent rebates (ADR 0025) on PGlite and PostgreSQL: rates within their limits, the
 * subtree (sibling and nested agents), a 3-level chain settled from bets placed through the real
 * provider wallet, the job run twice and on two nodes at once, a re-run that pays only what is left,
 * and the ledger invariant.
 */
describe.each(dbTargets())('agent rebates on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  // Noon in Asia/Shanghai on 2026-06-15: the bets fall on that day.
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;
  const value = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  interface Who {
    client: Client;
    id: string;
    username: string;
    password: string;
    code: string;
  }
  async function member(parent?: Who, type: 0 | 1 | 2 = 0): Promise<Who> {
    const r = await registered(app, parent ? { affiliateCode: parent.code } : {});
    const id = await idOf(r.username);
    const code = `AG${randomUUID().slice(0, 8).toUpperCase()}`;
    if (type !== 0)
      await database.db.update(members).set({ customerType: type, affiliateCode: code }).where(eq(members.id, id));
    const client = type !== 0 ? await loggedIn(app, r.username, r.password) : r.client;
    return { client, id, username: r.username, password: r.password, code };
  }
  const node = (ledger: Ledger = app.ledger) =>
    createAgentRebateService({ db: database.db, ledger, now: clock.now, timeZone: VIP_TIME_ZONE });
  const cashOf = async (id: string) => (await app.ledger.memberBalances('aurum', id)).cash;
  const setRates = (who: Who, id: string, rates: Record<string, number>) =>
    call(who.client, 'PUT', `/api/agent/rebates/downline/${id}/rates`, { rates });
  let category: string;

  /**
   * Real-money rounds worth `stake` in all for `who`, through the house studio's provider wallet (each
   * lost), in rounds of at most 20,000 (the deposit bonus caps a bet).
   */
  async function bet(who: Who, stake: number) {
    const c = await loggedIn(app, who.username, who.password);
    await confirmedDeposit(app, database, c, stake);
    const launched = launchResponseSchema.parse(
      (await call(c, 'POST', '/api/games/launch', { nodeId: 'lumen-lucky-sevens' })).json(),
    ).value;
    const playerToken = new URL(launched.url, 'http://x').searchParams.get('token')!;
    for (let left = stake; left > 0; left -= 20_000) {
      const base = { playerToken, currency: 'CNY', gameCode: 'lumen-lucky-sevens', roundId: uid('round') };
      const amount = Math.min(left, 20_000);
      const debit = await lumen.debit({ ...base, requestId: uid('r'), transactionId: uid('t'), amount });
      expect(debit.body.status, JSON.stringify(debit.body)).toBe('OK');
      const credit = await lumen.credit({
        ...base,
        requestId: uid('r'),
        transactionId: uid('t'),
        amount: 0,
        roundClosed: true,
      });
      expect(credit.body.status, JSON.stringify(credit.body)).toBe('OK');
    }
  }

  /** After the clock moved a day on, the sessions went idle: everyone signs in again. */
  async function signInAgain() {
    for (const w of [a, b, s]) w.client = await loggedIn(app, w.username, w.password);
    finance = await signedInStaff(app, database, 'finance');
  }

  let finance: Client;
  let a: Who; // top-level agent
  let s: Who; // sub-agent under A
  let p: Who; // player under S
  let pa: Who; // player directly under A
  let b: Who; // sibling top-level agent
  let pb: Who; // player under B

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    lumen = await vendorWallet(app, database, 'LUMEN', clock.now);
    const [g] = await database.db
      .select({ c: gameVendors.gameCategory })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(games.nodeId, 'lumen-lucky-sevens'), eq(games.brand, 'aurum')));
    category = g!.c;
    finance = await signedInStaff(app, database, 'finance');
    a = await member(undefined, 1);
    b = await member(undefined, 1);
    s = await member(a, 2);
    p = await member(s);
    pa = await member(a);
    pb = await member(b);
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('staff set the brand max and top-level agents’ rates within it, audited; never a sub-agent’s', async () => {
    const reason = 'Launch rates';
    // The demo seed's max, with this category raised (agent01 holds rates under the seeded max).
    const caps = { ...DEMO_REBATE_CAPS, [category]: 250 };
    value(await call(finance, 'PUT', '/api/admin/agent-rebates/caps', { caps, reason }));
    const over = expectError(
      await call(finance, 'PUT', `/api/admin/agent-rebates/agents/${a.id}/rates`, {
        rates: { [category]: 251 },
        reason,
      }),
      409,
      'agent_rebate.above_limit',
    );
    expect(over.fields).toEqual({ [category]: '250' });
    for (const [who, rate] of [
      [a, 200],
      [b, 100],
    ] as const) {
      const set = value<RebateMember>(
        await call(finance, 'PUT', `/api/admin/agent-rebates/agents/${who.id}/rates`, {
          rates: { [category]: rate },
          reason,
        }),
      );
      expect(set.rates).toEqual({ [category]: rate });
    }
    expectError(
      await call(finance, 'PUT', `/api/admin/agent-rebates/agents/${s.id}/rates`, { rates: {}, reason }),
      409,
      'agent_rebate.not_top_level',
    );
    const list = value<AdminRebateAgents>(
      await call(finance, 'GET', `/api/admin/agent-rebates/agents?q=${a.username}`),
    );
    expect(list.items).toEqual([{ id: a.id, username: a.username, type: 1, rates: { [category]: 200 } }]);
    expect(list.caps).toEqual(caps);
    // Lowering the max under A's rate is refused with the count.
    const low = expectError(
      await call(finance, 'PUT', '/api/admin/agent-rebates/caps', { caps: { ...caps, [category]: 150 }, reason }),
      409,
      'agent_rebate.children_above',
    );
    expect(low.fields).toEqual({ [category]: '1' });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, a.id));
    expect(audits.map((x) => x.action)).toContain('agent_rebate.rates');
    // Support may look, not set.
    const support = await signedInStaff(app, database, 'support');
    value(await call(support, 'GET', '/api/admin/agent-rebates/runs'));
    expectError(
      await call(support, 'PUT', '/api/admin/agent-rebates/caps', { caps: {}, reason }),
      403,
      'staff.forbidden',
    );
  });

  it('an agent sets its direct members’ rates, never above its own, and only inside its subtree', async () => {
    expect(value<MyRebateRates>(await call(a.client, 'GET', '/api/agent/rebates/rates'))).toEqual({
      rates: { [category]: 200 },
      topLevel: true,
    });
    const above = expectError(await setRates(a, s.id, { [category]: 201 }), 409, 'agent_rebate.above_limit');
    expect(above.fields).toEqual({ [category]: '200' });
    expectError(await setRates(a, s.id, { LIVE: 1 }), 409, 'agent_rebate.above_limit');
    expect(value<RebateMember>(await setRates(a, s.id, { [category]: 120 })).rates).toEqual({ [category]: 120 });
    value(await setRates(a, pa.id, { [category]: 30 }));
    // A player two levels down is the sub-agent's to set.
    expectError(await setRates(a, p.id, { [category]: 10 }), 409, 'agent_rebate.not_direct');
    value(await setRates(s, p.id, { [category]: 50 }));
    expect(value<MyRebateRates>(await call(s.client, 'GET', '/api/agent/rebates/rates'))).toEqual({
      rates: { [category]: 120 },
      topLevel: false,
    });
    // Sibling and nested agents cannot see or set outside their subtree.
    for (const [who, id] of [
      [b, s.id],
      [b, p.id],
      [s, pa.id],
      [s, a.id],
      [a, pb.id],
      [a, a.id],
      [a, randomUUID()],
    ] as const) {
      expectError(await setRates(who, id, {}), 404, 'agent.member_not_found');
    }
    // Lowering S under its own direct member's rate is refused, with how many are above.
    const lower = expectError(await setRates(a, s.id, { [category]: 40 }), 409, 'agent_rebate.children_above');
    expect(lower.fields).toEqual({ [category]: '1' });
    // The downline: direct members only, with the caller's rates as their limit.
    const list = value<RebateDownline>(await call(a.client, 'GET', '/api/agent/rebates/downline'));
    expect(list.items.map((m) => m.username).sort()).toEqual([s.username, pa.username].sort());
    expect(list).toMatchObject({ myRates: { [category]: 200 }, total: 2, pageSize: 25 });
    expect(
      value<RebateDownline>(await call(b.client, 'GET', '/api/agent/rebates/downline')).items.map((m) => m.id),
    ).toEqual([pb.id]);
    expectError(await call(p.client, 'GET', '/api/agent/rebates/rates'), 403, 'agent.required');
  });

  it('a 3-level chain earns the differential on real bets; the job twice and on two nodes pays once', async () => {
    await bet(p, 100_000);
    await bet(pa, 10_000);
    // Today's estimate for A: 80 bp on P's turnover (200 − 120) and 170 bp on PA's (200 − 30).
    const est = value<RebateReport>(await call(a.client, 'GET', '/api/agent/rebates/estimate'));
    expect(est).toMatchObject({ period: '2026-06-15', paid: false, amount: 800 + 170 });
    expect(est.lines.map((l) => [l.source, l.rateDiff, l.amount])).toEqual([
      [p.username, 80, 800],
      [pa.username, 170, 170],
    ]);

    clock.advance(DAY);
    await signInAgain();
    const before = new Map(await Promise.all([a, s, p, pa].map(async (w) => [w.id, await cashOf(w.id)] as const)));
    // Two nodes, five runs at once, then the job by hand twice: one payment per earner.
    const runs = await Promise.all(
      [node(), node(), node(), node(), node()].map((x) => x.settle('aurum', '2026-06-15', { trigger: 'job' })),
    );
    expect(runs.reduce((sum, r) => sum + r.paid, 0)).toBe(500 + 700 + 800 + 30 + 170);
    expect(runs.reduce((sum, r) => sum + r.payments, 0)).toBe(4);
    const admin = await signedInStaff(app, database, 'admin');
    for (let i = 0; i < 2; i++) {
      value(await call(admin, 'POST', '/api/admin/jobs/agent-rebate-settle/run'));
    }
    const expected = new Map([
      [p.id, 500n], // its own 50 bp
      [s.id, 700n], // 120 − 50
      [a.id, 800n + 170n], // 200 − 120 on P, 200 − 30 on PA
      [pa.id, 30n], // its own 30 bp of 10,000
    ]);
    for (const [id, amount] of expected) expect((await cashOf(id)) - before.get(id)!, id).toBe(amount);
    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.reference, 'agent-rebate:2026-06-15'));
    expect(entries).toHaveLength(4);
    expect(entries.every((x) => x.type === 'commission')).toBe(true);

    // A's report: per category and per source member.
    const earned = value<RebateEarnings>(await call(a.client, 'GET', '/api/agent/rebates/earnings'));
    expect(earned.items).toEqual([{ period: '2026-06-15', amount: 970, paid: true }]);
    const report = value<RebateReport>(await call(a.client, 'GET', '/api/agent/rebates/earnings/2026-06-15'));
    expect(report.byCategory).toEqual([{ category, turnover: 110_000, amount: 970 }]);
    expect(report.lines.map((l) => [l.source, l.turnover, l.amount])).toEqual([
      [p.username, 100_000, 800],
      [pa.username, 10_000, 170],
    ]);
    // B (a sibling) earned nothing from A's team; S sees only its own lines.
    expect(value<RebateEarnings>(await call(b.client, 'GET', '/api/agent/rebates/earnings')).items).toEqual([]);
    expect(
      value<RebateReport>(await call(s.client, 'GET', '/api/agent/rebates/earnings/2026-06-15')).lines.map(
        (l) => l.source,
      ),
    ).toEqual([p.username]);
  });

  it('a re-run pays only what a failed run left unpaid, and nothing twice', async () => {
    await bet(p, 20_000);
    await bet(pb, 20_000);
    clock.advance(DAY);
    const day = '2026-06-16';
    // A node whose ledger refuses A's payment: the run fails part-way.
    const failing = node({
      ...app.ledger,
      post: (input, tx) =>
        input.postings.some((x) => 'memberId' in x.account && x.account.memberId === a.id)
          ? Promise.reject(new Error('ledger down'))
          : app.ledger.post(input, tx),
    } as Ledger);
    await expect(failing.settle('aurum', day, { trigger: 'job' })).rejects.toThrow('ledger down');
    const aBefore = await cashOf(a.id);
    await signInAgain();
    const reason = 'Ledger was down';
    const reruns = await Promise.all(
      Array.from({ length: 30 }, () => call(finance, 'POST', '/api/admin/agent-rebates/runs', { period: day, reason })),
    );
    const done = reruns.map((r) => value<SettlementRun>(r));
    // Whatever the failed run paid is not paid again; A is paid once, 80 bp of 20,000.
    expect(await cashOf(a.id)).toBe(aBefore + 160n);
    const paidLines = await database.db.select().from(agentRebateLines).where(eq(agentRebateLines.period, day));
    expect(paidLines.every((l) => l.entryId !== null)).toBe(true);
    const total = paidLines.reduce((sum, l) => sum + l.amount, 0n);
    expect(total).toBe(100n + 140n + 160n + 200n); // P 50, S 70, A 80 on 20,000; B 100 on PB's 20,000
    const entries = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.reference, `agent-rebate:${day}`));
    expect(entries[0]!.n).toBe(4);
    expect(done.every((r) => r.status === 'succeeded' && r.total === 600)).toBe(true);
    expect(done.reduce((sum, r) => sum + r.payments, 0)).toBeGreaterThanOrEqual(1);
    // A re-run of today, or of a malformed day, is refused.
    expectError(
      await call(finance, 'POST', '/api/admin/agent-rebates/runs', { period: '2026-06-17', reason }),
      400,
      'agent_rebate.period_invalid',
    );
    const list = value<SettlementRuns>(await call(finance, 'GET', '/api/admin/agent-rebates/runs'));
    expect(list.items[0]).toMatchObject({ periodKey: day, status: 'succeeded', trigger: expect.any(String) });
    // 25 a page: the failed run is behind the 30 re-runs.
    expect(list.total).toBeGreaterThanOrEqual(31);
    const older = value<SettlementRuns>(await call(finance, 'GET', '/api/admin/agent-rebates/runs?page=2'));
    expect(older.items.length).toBe(list.total - 25);
    expect(older.items.some((r) => r.status === 'failed' && r.periodKey === day)).toBe(true);
  });

  it('the ledger invariant holds after all of it', async () => {
    const report = await app.ledger.check(clock.now());
    expect(report.balanceMismatches).toEqual([]);
    expect(report.unbalancedEntries).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
