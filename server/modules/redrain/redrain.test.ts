import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedRainCurrent, RedRainGrab, RedRainList, RedRainResults } from '../../../src/api/contract/redrain';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, journalEntries, ledgerAccounts, members, redEnvelopes, redRains, sessions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { linkMember } from '../../lib/agent-tree';
import { sha256 } from '../../lib/hash';
import {
  type Client,
  call,
  expectError,
  freshIp,
  loggedIn,
  registered,
  SESSION_COOKIE,
  signedInStaff,
  testApp,
  testClock,
  trialPlayer,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { createRedRainService } from './service';
import { inTeamByTree } from './team';

const MINUTE = 60_000;

const value = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};

describe.each(dbTargets())('red-envelope rain on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  let agent: Client;
  let agentId: string;

  const idOf = async (username: string) => {
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
    return m!.id;
  };
  const cashOf = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;
  const systemBalance = async (kind: string) => {
    // A sharded account (house_game, red_envelope) is the sum of its rows (ADR 0008).
    const [row] = await database.db
      .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.brand, 'aurum'),
          sql`(${ledgerAccounts.key} = ${`system:${kind}`} or ${ledgerAccounts.key} like ${`system:${kind}#%`})`,
        ),
      );
    return BigInt(row?.balance ?? '0');
  };
  const fund = (memberId: string, amount: bigint) =>
    app.ledger.post({
      brand: 'aurum',
      type: 'adjustment',
      idempotencyKey: `test-fund:${randomUUID()}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId, kind: 'cash' }, amount },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -amount },
      ],
    });

  /** `n` players in the downline of `parentId`, each with a live session (made directly: 200 log-ins would be slow). */
  async function downline(n: number, parentId: string | null, customerType = 0): Promise<(Client & { id: string })[]> {
    const tag = randomUUID().slice(0, 6);
    const rows = await database.db
      .insert(members)
      .values(
        Array.from({ length: n }, (_, i) => ({
          brand: 'aurum',
          username: `rr${tag}${i}`,
          customerType,
          parentId,
        })),
      )
      .returning({ id: members.id });
    // Every writer of parent_id links the closure table (ADR 0023); these rows are made directly.
    for (const r of rows) await linkMember(database.db, { id: r.id, brand: 'aurum', parentId });
    const t = clock.now();
    const tokens = rows.map(() => randomUUID() + randomUUID());
    await database.db.insert(sessions).values(
      rows.map((r, i) => ({
        tokenHash: sha256(tokens[i]!),
        memberId: r.id,
        createdAt: t,
        lastSeenAt: t,
        expiresAt: new Date(t.getTime() + 24 * 60 * MINUTE),
      })),
    );
    return rows.map((r, i) => ({ app, ip: freshIp(), cookie: `${SESSION_COOKIE}=${tokens[i]}`, id: r.id }));
  }

  /** Another service on the same database: a second node running the return job. */
  const node = () =>
    createRedRainService({
      db: database.db,
      ledger: app.ledger,
      events: app.events,
      now: clock.now,
      inTeam: inTeamByTree,
    });

  const plan = (over: Record<string, unknown> = {}) => ({
    clientRequestId: randomUUID(),
    startsAt: new Date(clock.now().getTime() + MINUTE).toISOString(),
    windowSeconds: 180,
    budget: 10_000,
    count: 150,
    minAmount: 50,
    maxAmount: 100,
    ...over,
  });
  const schedule = (c: Client, body: Record<string, unknown>) => call(c, 'POST', '/api/agent/red-rain', body);
  const grab = (c: Client, id: string) => call(c, 'POST', `/api/red-rain/${id}/grab`);

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    await app.ready();
    agent = await loggedIn(app, 'agent01', 'agent1234');
    agentId = await idOf('agent01');
    await fund(agentId, 1_000_000n);
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('refuses a plan that does not hold, a start in the past, and non-agents', async () => {
    const low = expectError(await schedule(agent, plan({ budget: 7_499 })), 400, 'request.invalid');
    expect(low.fields?.budget).toBe('budgetBelowMin');
    const high = expectError(await schedule(agent, plan({ budget: 15_001 })), 400, 'request.invalid');
    expect(high.fields?.budget).toBe('budgetAboveMax');
    expectError(await schedule(agent, plan({ windowSeconds: 30 })), 400, 'request.invalid');
    expectError(await schedule(agent, plan({ maxAmount: 40 })), 400, 'request.invalid');
    const past = new Date(clock.now().getTime() - 5 * MINUTE).toISOString();
    expectError(await schedule(agent, plan({ startsAt: past })), 400, 'redrain.start_invalid');
    const player = await loggedIn(app, 'player01', 'player1234');
    expectError(await schedule(player, plan()), 403, 'agent.required');
    const { client: trial } = await trialPlayer(app);
    expectError(await schedule(trial, plan()), 403, 'auth.trial_refused');
    expectError(await call(trial, 'GET', '/api/red-rain/current'), 403, 'auth.trial_refused');
  });

  it('30 parallel schedules with one request id make one rain and debit the agent once', async () => {
    const before = await cashOf(agentId);
    const body = plan();
    const answers = await Promise.all(Array.from({ length: 30 }, () => schedule(agent, body)));
    const ids = new Set(answers.map((r) => value<RedRainResults>(r).id));
    expect(ids.size).toBe(1);
    const rainId = [...ids][0]!;
    expect(await cashOf(agentId)).toBe(before - 10_000n);
    const rows = await database.db.select().from(redRains).where(eq(redRains.clientRequestId, body.clientRequestId));
    expect(rows).toHaveLength(1);
    const envelopes = await database.db.select().from(redEnvelopes).where(eq(redEnvelopes.rainId, rainId));
    expect(envelopes).toHaveLength(150);
    expect(envelopes.reduce((s, e) => s + e.amount, 0n)).toBe(10_000n);
    const funds = await database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.type, 'red_envelope_fund'), eq(journalEntries.reference, rainId)));
    expect(funds).toHaveLength(1);
    // The same id for another plan is refused, and moves nothing.
    expectError(await schedule(agent, { ...body, budget: 9_000 }), 409, 'redrain.request_conflict');
    expect(await cashOf(agentId)).toBe(before - 10_000n);
    // Nobody grabbed: after the window the whole budget goes back.
    clock.advance(5 * MINUTE);
    await node().returnDue();
    expect(await cashOf(agentId)).toBe(before);
  });

  it('a budget above the cash is refused whole: no rain, nothing moved', async () => {
    const before = await cashOf(agentId);
    const body = plan({ budget: Number(before) + 1, count: 1, minAmount: 1, maxAmount: Number(before) + 1 });
    expectError(await schedule(agent, body), 409, 'wallet.insufficient_funds');
    expect(await database.db.select().from(redRains).where(eq(redRains.clientRequestId, body.clientRequestId))).toEqual(
      [],
    );
    expect(await cashOf(agentId)).toBe(before);
  });

  it('200 parallel grabs by 200 team members stay within the budget and pay each member once; the rest returns once', async () => {
    const team = await downline(200, agentId);
    const holdingBefore = await systemBalance('red_envelope');
    const rain = value<RedRainResults>(await schedule(agent, plan()));
    expect(await systemBalance('red_envelope')).toBe(holdingBefore + 10_000n);
    const agentAfterFunding = await cashOf(agentId);

    // Before the start: the countdown, and a grab is refused with a stable code.
    const now = value<RedRainCurrent>(await call(team[0]!, 'GET', '/api/red-rain/current'));
    expect(now.rain?.id).toBe(rain.id);
    expect(now.rain?.status).toBe('upcoming');
    expect(now.mine).toBeNull();
    expectError(await grab(team[0]!, rain.id), 409, 'redrain.not_started');

    clock.advance(MINUTE + 1_000);
    const answers = await Promise.all(team.map((c) => grab(c, rain.id)));
    const won = answers.filter((r) => r.statusCode === 200).map((r) => value<RedRainGrab>(r));
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(150);
    for (const r of refused) expectError(r, 409, 'redrain.empty');
    expect(won.reduce((s, g) => s + g.amount, 0)).toBe(10_000);
    for (const g of won) {
      expect(g.amount).toBeGreaterThanOrEqual(50);
      expect(g.amount).toBeLessThanOrEqual(100);
    }
    // Each winner's cash is exactly its envelope; the others got nothing.
    const paid = await Promise.all(team.map((c) => cashOf(c.id)));
    expect(paid.filter((p) => p > 0n)).toHaveLength(150);
    expect(paid.reduce((s, p) => s + p, 0n)).toBe(10_000n);
    const grabs = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.type, 'red_envelope_grab'), eq(journalEntries.reference, rain.id)));
    expect(grabs[0]!.n).toBe(150);
    expect(await systemBalance('red_envelope')).toBe(holdingBefore);

    // The member sees its own envelope and the winners; the agent sees the results.
    const winner = team[paid.findIndex((p) => p > 0n)]!;
    const mine = value<RedRainCurrent>(await call(winner, 'GET', '/api/red-rain/current'));
    expect(mine.rain?.status).toBe('live');
    expect(mine.mine).toBe(Number(await cashOf(winner.id)));
    expect(mine.rain?.grabbed).toBe(150);
    expect(mine.winners.length).toBeGreaterThan(0);
    const list = value<RedRainList>(await call(agent, 'GET', '/api/agent/red-rain'));
    const mineInList = list.rains.find((r) => r.id === rain.id)!;
    expect(mineInList).toMatchObject({ grabbed: 150, paid: 10_000 });
    expect(mineInList.winners).toHaveLength(50);

    // All grabbed: after the window the job closes it with nothing to return.
    clock.advance(3 * MINUTE);
    await node().returnDue();
    const [closed] = await database.db.select().from(redRains).where(eq(redRains.id, rain.id));
    expect(closed).toMatchObject({ status: 'closed', returnedAmount: 0n });
    expect(await cashOf(agentId)).toBe(agentAfterFunding);
  });

  it('double taps pay once and answer the same envelope; outsiders and late taps are refused; the rest returns once', async () => {
    const [member] = await downline(1, agentId);
    // A member of a sub-agent's team is in the agent's team too (any depth).
    const [subAgent] = await downline(1, agentId, 2);
    const [nested] = await downline(1, subAgent!.id);
    const outsider = (await registered(app)).client;
    const rain = value<RedRainResults>(
      await schedule(agent, plan({ budget: 1_000, count: 10, minAmount: 50, maxAmount: 200 })),
    );
    const agentAfterFunding = await cashOf(agentId);
    // The outsider is not shown the agent's rain, and may not grab it.
    const seen = value<RedRainCurrent>(await call(outsider, 'GET', '/api/red-rain/current'));
    expect(seen.rain?.id).not.toBe(rain.id);
    clock.advance(MINUTE + 1_000);
    expectError(await grab(outsider, rain.id), 403, 'redrain.not_in_team');
    expectError(await grab(agent, rain.id), 403, 'redrain.not_in_team');
    expectError(await grab(member!, randomUUID()), 404, 'redrain.not_found');

    const taps = await Promise.all(Array.from({ length: 12 }, () => grab(member!, rain.id)));
    const answers = taps.map((r) => value<RedRainGrab>(r));
    expect(new Set(answers.map((a) => a.amount)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await cashOf(member!.id)).toBe(BigInt(answers[0]!.amount));
    const nestedGrab = value<RedRainGrab>(await grab(nested!, rain.id));
    expect(nestedGrab.replayed).toBe(false);

    clock.advance(3 * MINUTE);
    expectError(await grab(subAgent!, rain.id), 409, 'redrain.ended');
    // A repeat after the window still answers the member's envelope.
    expect(value<RedRainGrab>(await grab(member!, rain.id))).toEqual({ amount: answers[0]!.amount, replayed: true });

    // The return job on two nodes at once, then again: the rest goes back once.
    const left = 1_000 - answers[0]!.amount - nestedGrab.amount;
    await Promise.all([node().returnDue(), node().returnDue()]);
    await node().returnDue();
    const run = await signedInStaff(app, database, 'admin');
    value(await call(run, 'POST', '/api/admin/jobs/red-rain-return/run'));
    expect(await cashOf(agentId)).toBe(agentAfterFunding + BigInt(left));
    const [returned] = await database.db.select().from(redRains).where(eq(redRains.id, rain.id));
    expect(returned).toMatchObject({ status: 'returned', returnedAmount: BigInt(left) });
    const entries = await database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.type, 'red_envelope_return'), eq(journalEntries.reference, rain.id)));
    expect(entries).toHaveLength(1);
    const list = value<RedRainList>(await call(agent, 'GET', '/api/agent/red-rain'));
    expect(list.rains.find((r) => r.id === rain.id)).toMatchObject({ status: 'returned', returned: left, grabbed: 2 });
  });

  it('staff schedule a brand-wide rain from promotion cost (audited); any real member grabs; test accounts cannot', async () => {
    const marketing = await signedInStaff(app, database, 'marketing');
    const support = await signedInStaff(app, database, 'support');
    const costBefore = await systemBalance('promotion_cost');
    const body = plan({ budget: 500, count: 5, minAmount: 100, maxAmount: 100 });
    expectError(await call(support, 'POST', '/api/admin/red-rain', body), 403, 'staff.forbidden');
    const rain = value<RedRainResults>(await call(marketing, 'POST', '/api/admin/red-rain', body));
    expect(rain).toMatchObject({ funderKind: 'brand', funder: null, status: 'upcoming' });
    expect(await systemBalance('promotion_cost')).toBe(costBefore - 500n);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, rain.id));
    expect(audits.map((a) => a.action)).toEqual(['redrain.schedule']);

    const outsider = (await registered(app)).client;
    const [tester] = await downline(1, null, 40);
    clock.advance(MINUTE + 1_000);
    const current = value<RedRainCurrent>(await call(outsider, 'GET', '/api/red-rain/current'));
    expect(current.rain?.id).toBe(rain.id);
    expect(value<RedRainGrab>(await grab(outsider, rain.id)).amount).toBe(100);
    expectError(await grab(tester!, rain.id), 403, 'auth.real_account_required');

    const results = value<RedRainList>(await call(support, 'GET', '/api/admin/red-rain'));
    expect(results.rains.find((r) => r.id === rain.id)).toMatchObject({ grabbed: 1, paid: 100 });
    clock.advance(3 * MINUTE);
    await node().returnDue();
    expect(await systemBalance('promotion_cost')).toBe(costBefore - 100n);
  });

  it('the ledger invariant holds after all of it', async () => {
    const report = await app.ledger.check(clock.now());
    expect(report.balanceMismatches).toEqual([]);
    expect(report.unbalancedEntries).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
