import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminContracts,
  Contract,
  DirectContracts,
  DividendEstimate,
  MyContract,
  PendingContracts,
  RerunResult,
  Settlements,
} from '../../../src/api/contract/agentContracts';
import type { App } from '../../app';
import type { Database } from '../../db';
import {
  agentContractSettlements,
  agentContracts,
  auditLog,
  gameRounds,
  games,
  journalEntries,
  ledgerAccounts,
  members,
  sessions,
} from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { linkMember } from '../../lib/agent-tree';
import { sha256 } from '../../lib/hash';
import {
  type Client,
  call,
  expectError,
  freshIp,
  loggedIn,
  SESSION_COOKIE,
  signedInStaff,
  testApp,
  testClock,
  trialPlayer,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { createContractsService } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const value = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};

const salaryTiers = [
  { minTurnover: 100_000, minActiveMembers: 1, pay: { kind: 'fixed', amount: 5_000 } },
  { minTurnover: 500_000, minActiveMembers: 2, pay: { kind: 'rate', basisPoints: 100 } },
];
const hourlyTiers = [{ minTurnover: 10_000, pay: { kind: 'fixed', amount: 5_000 } }];
const dividendTiers = [
  { minNetLoss: 100_000, shareBasisPoints: 1_000 },
  { minNetLoss: 500_000, shareBasisPoints: 2_000 },
];

describe.each(dbTargets())('agent contracts on $name', (target) => {
  let database: Database;
  let app: App;
  // 12:00 in Asia/Shanghai on 2026-11-20: settlement periods never straddle the test's own steps.
  const clock = testClock(new Date('2026-11-20T04:00:00Z'));
  let agent: Client & { id: string };
  let gameId: number;

  type Member = Client & { id: string; username: string };
  /** A member under `parentId` with a live session (made directly, linked into the tree as registration does). */
  async function member(parentId: string | null, customerType: number): Promise<Member> {
    const username = `ct${randomUUID().slice(0, 8)}`;
    const [row] = await database.db
      .insert(members)
      .values({ brand: 'aurum', username, customerType, parentId })
      .returning({ id: members.id });
    await linkMember(database.db, { id: row!.id, brand: 'aurum', parentId });
    const token = randomUUID() + randomUUID();
    const t = clock.now();
    await database.db.insert(sessions).values({
      tokenHash: sha256(token),
      memberId: row!.id,
      createdAt: t,
      lastSeenAt: t,
      expiresAt: new Date(t.getTime() + 30 * DAY),
    });
    return { app, ip: freshIp(), cookie: `${SESSION_COOKIE}=${token}`, id: row!.id, username };
  }
  const cashOf = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;
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
  /** A settled real-money round of `memberId` at `at`. */
  const round = (memberId: string, at: Date, stake: number, payout: number) =>
    database.db.insert(gameRounds).values({
      brand: 'aurum',
      vassalage: 'test',
      roundId: randomUUID(),
      memberId,
      gameId,
      gameType: 'slot',
      playMoney: false,
      currency: 'CNY',
      stake: BigInt(stake),
      payout: BigInt(payout),
      status: 'settled',
      startedAt: at,
      settledAt: at,
    });
  /** Another node on the same database (a second scheduler). */
  const node = () => createContractsService({ db: database.db, ledger: app.ledger, now: clock.now });
  const offer = (c: Client, body: Record<string, unknown>) => call(c, 'POST', '/api/agent/contracts', body);
  const mine = async (c: Client, kind: string) =>
    value<MyContract>(await call(c, 'GET', `/api/agent/contracts/mine/${kind}`));
  const pending = async (c: Client) => value<PendingContracts>(await call(c, 'GET', '/api/agent/contracts/pending'));
  const entriesOf = (contractId: string) =>
    database.db
      .select()
      .from(journalEntries)
      .where(
        and(eq(journalEntries.type, 'contract_payment'), sql`${journalEntries.reference} like ${`${contractId}:%`}`),
      );

  let sub1: Member;
  let sub2: Member;
  let nested: Member;
  let teamPlayer: Member;
  let directPlayer: Member;
  let sibling: Member;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    // Sessions outlive the test's clock jumps (hours and days).
    app = await testApp(
      database,
      { LEDGER_CHECK_MINUTES: '0', SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '720' },
      clock.now,
    );
    await app.ready();
    const c = await loggedIn(app, 'agent01', 'agent1234');
    const [a] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, 'agent01'));
    agent = { ...c, id: a!.id };
    const [g] = await database.db.select({ id: games.id }).from(games).limit(1);
    gameId = g!.id;
    sub1 = await member(agent.id, 2);
    sub2 = await member(agent.id, 2);
    nested = await member(sub1.id, 2);
    teamPlayer = await member(sub1.id, 0);
    directPlayer = await member(agent.id, 0);
    // A top-level agent beside agent01: its sibling.
    sibling = await member(null, 1);
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('refuses a bad offer with a stable code: tiers, a player, a nested agent, outsiders, non-agents', async () => {
    const bad = expectError(
      await offer(agent, {
        kind: 'salary',
        memberId: sub1.id,
        tiers: [salaryTiers[1], salaryTiers[0]],
      }),
      400,
      'request.invalid',
    );
    expect(bad.fields?.['tiers.1.minTurnover']).toBe('notAscending');
    expectError(await offer(agent, { kind: 'salary', memberId: sub1.id, tiers: [] }), 400, 'request.invalid');
    expectError(
      await offer(agent, { kind: 'dividend', memberId: sub1.id, tiers: dividendTiers }),
      400,
      'request.invalid',
    );
    expectError(
      await offer(agent, { kind: 'salary', memberId: directPlayer.id, tiers: salaryTiers }),
      409,
      'contract.not_agent',
    );
    expectError(
      await offer(agent, { kind: 'salary', memberId: nested.id, tiers: salaryTiers }),
      409,
      'contract.not_direct',
    );
    // Outside the subtree, and an unknown id: the same 404.
    expectError(
      await offer(agent, { kind: 'salary', memberId: sibling.id, tiers: salaryTiers }),
      404,
      'agent.member_not_found',
    );
    expectError(
      await offer(agent, { kind: 'salary', memberId: randomUUID(), tiers: salaryTiers }),
      404,
      'agent.member_not_found',
    );
    expectError(
      await offer(sibling, { kind: 'salary', memberId: sub1.id, tiers: salaryTiers }),
      404,
      'agent.member_not_found',
    );
    const player = await loggedIn(app, 'player01', 'player1234');
    expectError(await offer(player, { kind: 'salary', memberId: sub1.id, tiers: salaryTiers }), 403, 'agent.required');
    expectError(await call(player, 'GET', '/api/agent/contracts/mine/salary'), 403, 'agent.required');
    const { client: trial } = await trialPlayer(app);
    expectError(await call(trial, 'GET', '/api/agent/contracts/mine/salary'), 403, 'auth.trial_refused');
    expectError(await call({ app, ip: freshIp() }, 'GET', '/api/agent/contracts/pending'), 401, 'auth.required');
    // Any member may ask whether something is pending; a trial account is never asked (all zeros).
    expect(await pending(player)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    expect(await pending(trial)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    expect(await database.db.select().from(agentContracts)).toEqual([]);
  });

  it('offer, 30 parallel accepts make one active contract; revise needs a new acceptance; refuse', async () => {
    const offered = value<Contract>(await offer(agent, { kind: 'salary', memberId: sub1.id, tiers: salaryTiers }));
    expect(offered).toMatchObject({ status: 'offered', version: 1, upline: 'agent01', period: 'day' });
    expect(await pending(sub1)).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    expectError(
      await offer(agent, { kind: 'salary', memberId: sub1.id, tiers: salaryTiers }),
      409,
      'contract.offer_pending',
    );
    // Another agent's offer is not another member's to decide, nor visible to a sibling upline.
    expectError(await call(sub2, 'POST', `/api/agent/contracts/${offered.id}/accept`), 404, 'contract.not_found');
    expectError(
      await call(sibling, 'POST', `/api/agent/contracts/${offered.id}/revise`, { kind: 'salary', tiers: salaryTiers }),
      404,
      'contract.not_found',
    );
    const directs = value<DirectContracts>(await call(agent, 'GET', '/api/agent/contracts/offered/salary'));
    expect(directs.members.map((m) => m.username).sort()).toEqual([sub1.username, sub2.username].sort());
    expect(directs.members.find((m) => m.id === sub1.id)?.offer?.id).toBe(offered.id);
    expect(value<DirectContracts>(await call(sibling, 'GET', '/api/agent/contracts/offered/salary')).members).toEqual(
      [],
    );
    expect((await mine(sub1, 'salary')).offer?.id).toBe(offered.id);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(sub1, 'POST', `/api/agent/contracts/${offered.id}/accept`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const active = await database.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, sub1.id), eq(agentContracts.status, 'active')));
    expect(active).toHaveLength(1);
    expect(await pending(sub1)).toMatchObject({ dailysalreqtype: 0 });
    expectError(
      await call(sub1, 'POST', `/api/agent/contracts/${offered.id}/refuse`),
      409,
      'contract.already_accepted',
    );
    expectError(
      await offer(agent, { kind: 'salary', memberId: sub1.id, tiers: salaryTiers }),
      409,
      'contract.active_exists',
    );

    // A revision of the active contract is a new offer; the active one stays until it is accepted.
    const revise = (id: string, tiers: unknown[]) =>
      call(agent, 'POST', `/api/agent/contracts/${id}/revise`, { kind: 'salary', tiers });
    const v2 = value<Contract>(await revise(offered.id, [salaryTiers[0]]));
    expect(v2).toMatchObject({ status: 'offered', version: 2, revisesId: offered.id });
    expect(await mine(sub1, 'salary')).toMatchObject({ active: { id: offered.id }, offer: { id: v2.id } });
    expectError(await revise(offered.id, salaryTiers), 409, 'contract.offer_pending');
    expectError(
      await call(agent, 'POST', `/api/agent/contracts/${offered.id}/revise`, { kind: 'hourly', tiers: hourlyTiers }),
      400,
      'contract.kind_mismatch',
    );
    // Revising the offer before its answer replaces it.
    const v3 = value<Contract>(await revise(v2.id, salaryTiers));
    expect(v3).toMatchObject({ version: 3, revisesId: v2.id });
    expectError(await call(sub1, 'POST', `/api/agent/contracts/${v2.id}/accept`), 409, 'contract.superseded');
    expect(value<Contract>(await call(sub1, 'POST', `/api/agent/contracts/${v3.id}/refuse`)).status).toBe('refused');
    expect(value<Contract>(await call(sub1, 'POST', `/api/agent/contracts/${v3.id}/refuse`)).status).toBe('refused');
    expectError(await call(sub1, 'POST', `/api/agent/contracts/${v3.id}/accept`), 409, 'contract.already_refused');
    expectError(await revise(v3.id, salaryTiers), 409, 'contract.not_revisable');
    expect(await mine(sub1, 'salary')).toMatchObject({ active: { id: offered.id, version: 1 }, offer: null });
  });

  it('the salary job pays the previous day once: run twice and on two nodes at once', async () => {
    const { active } = await mine(sub1, 'salary');
    // Sub1's team (nested agent and a player) bets today: 600 000 turnover, two bettors → 1% = 6 000.
    const t = clock.now();
    await round(nested.id, new Date(t.getTime() + HOUR), 400_000, 100_000);
    await round(teamPlayer.id, new Date(t.getTime() + HOUR), 200_000, 0);
    // Sub1's own bets and someone outside its team do not count.
    await round(sub1.id, new Date(t.getTime() + HOUR), 900_000, 0);
    await round(sub2.id, new Date(t.getTime() + HOUR), 900_000, 0);
    const agentBefore = await cashOf(agent.id);
    const subBefore = await cashOf(sub1.id);
    const tomorrow = new Date(t.getTime() + DAY);
    await Promise.all([node().settleDue('salary', tomorrow), node().settleDue('salary', tomorrow)]);
    await node().settleDue('salary', tomorrow);
    const rows = await database.db
      .select()
      .from(agentContractSettlements)
      .where(eq(agentContractSettlements.contractId, active!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      periodKey: '2026-11-20',
      turnover: 600_000n,
      activeMembers: 2,
      tier: 1,
      due: 6_000n,
      paid: 6_000n,
      owed: 0n,
      paidBy: 'upline',
    });
    expect(await cashOf(agent.id)).toBe(agentBefore - 6_000n);
    expect(await cashOf(sub1.id)).toBe(subBefore + 6_000n);
    const entries = await entriesOf(active!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reference: `${active!.id}:2026-11-20`,
      idempotencyKey: `contract:${active!.id}:2026-11-20`,
    });
    const payee = value<Settlements>(await call(sub1, 'GET', '/api/agent/contracts/settlements?role=payee'));
    expect(payee.items.map((s) => [s.periodKey, s.paid, s.payer])).toEqual([['2026-11-20', 6_000, 'agent01']]);
    const payer = value<Settlements>(
      await call(agent, 'GET', '/api/agent/contracts/settlements?role=payer&kind=salary'),
    );
    expect(payer.items.map((s) => s.payee)).toEqual([sub1.username]);
    expect(value<Settlements>(await call(sibling, 'GET', '/api/agent/contracts/settlements?role=payer')).items).toEqual(
      [],
    );
  });

  it('an upline that cannot cover a payment pays what it has and the rest is owed, never paid from nothing', async () => {
    const poor = await member(null, 1);
    const sub = await member(poor.id, 2);
    const player = await member(sub.id, 0);
    await fund(poor.id, 1_500n);
    const c = value<Contract>(await offer(poor, { kind: 'hourly', memberId: sub.id, tiers: hourlyTiers }));
    value<Contract>(await call(sub, 'POST', `/api/agent/contracts/${c.id}/accept`));
    const t = clock.now();
    // Two hours of team turnover after the acceptance; each earns 5 000.
    await round(player.id, new Date(t.getTime() + 60_000), 20_000, 0);
    await round(player.id, new Date(t.getTime() + HOUR + 60_000), 20_000, 0);
    await Promise.all([
      node().settleDue('hourly', new Date(t.getTime() + HOUR)),
      node().settleDue('hourly', new Date(t.getTime() + HOUR)),
    ]);
    expect(await cashOf(poor.id)).toBe(0n);
    expect(await cashOf(sub.id)).toBe(1_500n);
    await node().settleDue('hourly', new Date(t.getTime() + 2 * HOUR));
    await node().settleDue('hourly', new Date(t.getTime() + 2 * HOUR));
    const rows = await database.db
      .select()
      .from(agentContractSettlements)
      .where(eq(agentContractSettlements.contractId, c.id))
      .orderBy(agentContractSettlements.periodStart);
    expect(rows.map((r) => [r.due, r.paid, r.owed])).toEqual([
      [5_000n, 1_500n, 3_500n],
      [5_000n, 0n, 5_000n],
    ]);
    expect(await entriesOf(c.id)).toHaveLength(1);
    expect(await cashOf(poor.id)).toBe(0n);
    expect(await cashOf(sub.id)).toBe(1_500n);
    // Both sides see what is owed.
    const mineAsPayee = value<Settlements>(await call(sub, 'GET', '/api/agent/contracts/settlements?kind=hourly'));
    expect(mineAsPayee.owedTotal).toBe(8_500);
    const asPayer = value<Settlements>(await call(poor, 'GET', '/api/agent/contracts/settlements?role=payer'));
    expect(asPayer.owedTotal).toBe(8_500);
  });

  it('staff offer a dividend to a top-level agent; the house pays its period once; a re-run pays nothing twice', async () => {
    const finance = await signedInStaff(app, database, 'finance');
    const support = await signedInStaff(app, database, 'support');
    const marketing = await signedInStaff(app, database, 'marketing');
    const body = { kind: 'dividend', period: 'half_month', memberId: sibling.id, tiers: dividendTiers };
    expectError(await call(support, 'POST', '/api/admin/agent-contracts', body), 403, 'staff.forbidden');
    expectError(
      await call(finance, 'POST', '/api/admin/agent-contracts', { ...body, memberId: sub1.id }),
      409,
      'contract.not_top_level',
    );
    const c = value<Contract>(await call(finance, 'POST', '/api/admin/agent-contracts', body));
    expect(c).toMatchObject({ upline: null, period: 'half_month' });
    expect(await pending(sibling)).toMatchObject({ divtypecompperiodreq: 1 });
    value<Contract>(await call(sibling, 'POST', `/api/agent/contracts/${c.id}/accept`));
    // The sibling's team loses 800 000 and gets a 50 000 rebate: net loss 750 000 → 20%.
    const player = await member(sibling.id, 0);
    await round(player.id, new Date(clock.now().getTime() + HOUR), 1_000_000, 200_000);
    clock.advance(HOUR + 60_000);
    const rebate = await app.ledger.post({
      brand: 'aurum',
      type: 'rebate',
      idempotencyKey: `test-rebate:${randomUUID()}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId: player.id, kind: 'cash' }, amount: 50_000n },
        { account: { system: 'promotion_cost' }, amount: -50_000n },
      ],
    });
    // The ledger stamps entries with the database's clock; this test runs on its own.
    await database.db.update(journalEntries).set({ createdAt: clock.now() }).where(eq(journalEntries.id, rebate.id));
    const estimate = value<DividendEstimate>(await call(sibling, 'GET', '/api/agent/contracts/dividend'));
    expect(estimate).toMatchObject({ netLoss: 750_000, tier: 1, shareBasisPoints: 2_000, estimate: 150_000 });
    expect(estimate.period?.key).toBe('2026-11-H2');
    expect(value<DividendEstimate>(await call(agent, 'GET', '/api/agent/contracts/dividend')).contract).toBeNull();

    const rerun = (c2: Client, periodKey: string) =>
      call(c2, 'POST', '/api/admin/agent-contracts/rerun', { kind: 'dividend', periodKey, reason: 'test run' });
    expectError(await rerun(finance, '2026-11-H2'), 409, 'contract.period_not_ended');
    expectError(await rerun(finance, '2026-11-20'), 400, 'contract.period_invalid');
    expectError(await rerun(marketing, '2026-11-H1'), 403, 'staff.forbidden');

    const sibBefore = await cashOf(sibling.id);
    const at = new Date('2026-12-01T00:00:00Z');
    await Promise.all([node().settleDue('dividend', at), node().settleDue('dividend', at)]);
    expect(await cashOf(sibling.id)).toBe(sibBefore + 150_000n);
    clock.advance(12 * DAY);
    // Staff sessions do not last 12 days: sign in again.
    const finance2 = await signedInStaff(app, database, 'finance');
    const support2 = await signedInStaff(app, database, 'support');
    const again = value<RerunResult>(await rerun(finance2, '2026-11-H2'));
    expect(again).toMatchObject({ settled: 0, skipped: 1, paid: 0 });
    expect(await cashOf(sibling.id)).toBe(sibBefore + 150_000n);
    const [row] = await database.db
      .select()
      .from(agentContractSettlements)
      .where(eq(agentContractSettlements.contractId, c.id));
    expect(row).toMatchObject({
      paidBy: 'house',
      payerId: null,
      due: 150_000n,
      paid: 150_000n,
      owed: 0n,
      periodKey: '2026-11-H2',
    });
    expect(await entriesOf(c.id)).toHaveLength(1);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_contract.rerun'));
    expect(audits).toHaveLength(1);

    // The back office lists contracts and settlements, support may read.
    const list = value<AdminContracts>(
      await call(support2, 'GET', `/api/admin/agent-contracts?kind=dividend&agent=${sibling.username}`),
    );
    expect(list.items.map((i) => i.id)).toEqual([c.id]);
    const owed = value<Settlements>(
      await call(support2, 'GET', '/api/admin/agent-contracts/settlements?owedOnly=true'),
    );
    expect(owed.items.every((s) => s.owed > 0)).toBe(true);
    expect(owed.owedTotal).toBe(8_500);
    expectError(
      await call(await signedInStaff(app, database, 'marketing'), 'GET', '/api/admin/agent-contracts'),
      403,
      'staff.forbidden',
    );
  });

  it('stores default tiers per kind for the brand (audited)', async () => {
    const finance = await signedInStaff(app, database, 'finance');
    const put = (b: unknown) => call(finance, 'PUT', '/api/admin/agent-contracts/defaults', b);
    expectError(await put({ kind: 'hourly', tiers: [] }), 400, 'request.invalid');
    value(await put({ kind: 'hourly', tiers: hourlyTiers }));
    const d = value<{ hourly: { tiers: unknown[] } | null; salary: unknown }>(
      await call(finance, 'GET', '/api/admin/agent-contracts/defaults'),
    );
    expect(d.hourly?.tiers).toEqual(hourlyTiers);
    expect(d.salary).toBeNull();
  });

  it('the ledger invariant holds', async () => {
    const report = await app.ledger.check();
    expect(report.ok, JSON.stringify(report)).toBe(true);
    // No member account went negative.
    const negative = await database.db
      .select()
      .from(ledgerAccounts)
      .where(and(sql`${ledgerAccounts.memberId} is not null`, sql`${ledgerAccounts.balance} < 0`));
    expect(negative).toEqual([]);
  });
});
