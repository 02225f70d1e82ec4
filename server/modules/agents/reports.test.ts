import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMembers } from '../../../src/api/contract/agent';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { RecordsPage } from '../../../src/api/contract/records';
import type { AgentTransferResult, AgentTree, TeamBets, TeamPnl } from '../../../src/api/contract/teamReports';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
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
import { addWagered } from '../wallet';

/**
 * Team profit and loss and team betting through the real API (issue 21; docs/agents.md), on PGlite
 * and PostgreSQL: a three-level tree A → B → C → P with a direct player Q under A, and a sibling
 * agent S with its player T. Figures come from real deposits, bets, a paid withdrawal and ledger
 * credits (a rebate, a commission), and must be exact; drill-down and siblings see only their part.
 */
describe.each(dbTargets())('team PnL and team betting on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  // The real time: the ledger dates its entries by the database's clock, so the app's must agree. The
  // figures are read over the last 7 days, which holds them even if the run crosses a midnight.
  const clock = testClock();
  const WEEK = '&period=last7';
  const LONG_AGO = '&period=custom&from=2020-01-01&to=2020-01-31';
  const PIN = '135790';
  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  interface Someone {
    client: Client;
    id: string;
    username: string;
    password: string;
    code: string;
  }
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  /** A member registered under `parent`'s code; made an agent of `type` when given. */
  async function someone(parent?: Someone, type?: 1 | 2): Promise<Someone> {
    const r = await registered(app, parent ? { affiliateCode: parent.code } : {});
    const id = await idOf(r.username);
    const code = `TR${randomUUID().slice(0, 8).toUpperCase()}`;
    await database.db
      .update(members)
      .set({ affiliateCode: code, ...(type ? { customerType: type } : {}) })
      .where(eq(members.id, id));
    const client = type ? await loggedIn(app, r.username, r.password) : r.client;
    return { client, id, username: r.username, password: r.password, code };
  }

  /** One real-money round in the house studio: `stake` debited, `payout` credited. */
  async function bet(p: Someone, stake: number, payout: number) {
    const launched = launchResponseSchema.parse(
      (await call(p.client, 'POST', '/api/games/launch', { nodeId: 'lumen-lucky-sevens' })).json(),
    ).value;
    const playerToken = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const base = { playerToken, currency: 'CNY', gameCode: 'lumen-lucky-sevens', roundId: randomUUID() };
    const debit = await lumen.debit({ ...base, requestId: randomUUID(), transactionId: randomUUID(), amount: stake });
    expect(debit.body.status).toBe('OK');
    const credit = await lumen.credit({
      ...base,
      requestId: randomUUID(),
      transactionId: randomUUID(),
      amount: payout,
      roundClosed: true,
    });
    expect(credit.body.status).toBe('OK');
  }

  /** A paid withdrawal of `amount` (turnover met, payment password and card set, finance approves). */
  async function paidWithdrawal(p: Someone, amount: number) {
    await addWagered(database.db, p.id, 1_000_000n);
    valueIn(
      await call(p.client, 'POST', '/api/accounts/security/payment-password', {
        password: p.password,
        newPaymentPassword: PIN,
        confirmPaymentPassword: PIN,
      }),
    );
    const account = valueIn<{ id: string }>(
      await call(p.client, 'POST', '/api/wallet/bank-accounts', {
        bankName: 'ICBC',
        accountNumber: `6222${String(Date.now()).slice(-8)}${String(process.pid).padStart(6, '0')}`,
        payeeName: 'Zhang San',
      }),
    );
    const res = valueIn<{ withdrawal: { id: string } }>(
      await call(p.client, 'POST', '/api/wallet/withdrawals', {
        amount,
        bankAccountId: account.id,
        paymentPassword: PIN,
        clientRequestId: randomUUID(),
      }),
    );
    const finance = await signedInStaff(app, database, 'finance');
    valueIn(await call(finance, 'POST', `/api/admin/finance/withdrawals/${res.withdrawal.id}/approve`, {}));
  }

  /** A ledger credit of `type` to a member's cash (as the rebate and commission jobs post them). */
  const credit = (memberId: string, type: 'rebate' | 'commission', amount: bigint) =>
    app.ledger.post({
      brand: 'aurum',
      type,
      idempotencyKey: `test-${type}:${randomUUID()}`,
      actor: { kind: 'job' },
      postings: [
        { account: { memberId, kind: 'cash' }, amount },
        { account: { system: type === 'rebate' ? 'promotion_cost' : 'agent_commission' }, amount: -amount },
      ],
    });

  const pnl = async (c: Client, query = '') =>
    valueIn<TeamPnl>(await call(c, 'GET', `/api/agent/team/pnl?tz=Asia/Shanghai${query}`));
  const betsOf = async (c: Client, query = '') =>
    valueIn<TeamBets>(await call(c, 'GET', `/api/agent/team/bets?tz=Asia/Shanghai${query}`));

  let a: Someone;
  let b: Someone;
  let c: Someone;
  let p: Someone;
  let q: Someone;
  let s: Someone;
  let t: Someone;
  /** The welcome bonus each first deposit granted (the seed's deposit bonus), read from the ledger. */
  let bonusQ: bigint;
  let bonusP: bigint;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    lumen = await vendorWallet(app, database, 'LUMEN', clock.now);
    a = await someone(undefined, 1);
    b = await someone(a, 2);
    c = await someone(b, 2);
    p = await someone(c);
    q = await someone(a);
    s = await someone(undefined, 1);
    t = await someone(s);
    const bonusOf = async (id: string) => BigInt((await app.ledger.memberBalances('aurum', id)).bonus);
    await confirmedDeposit(app, database, q.client, 50_000);
    bonusQ = await bonusOf(q.id);
    await confirmedDeposit(app, database, p.client, 30_000);
    bonusP = await bonusOf(p.id);
    await confirmedDeposit(app, database, t.client, 70_000);
    await bet(q, 10_000, 4_000);
    clock.advance(60_000);
    await bet(p, 20_000, 25_000);
    clock.advance(60_000);
    await bet(t, 5_000, 0);
    await paidWithdrawal(p, 10_000);
    await credit(q.id, 'rebate', 1_000n);
    await credit(b.id, 'commission', 700n);
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  const figures = (f: Record<string, bigint>) => {
    const all = {
      deposits: 0n,
      withdrawals: 0n,
      stakes: 0n,
      payouts: 0n,
      bonuses: 0n,
      rebates: 0n,
      commissions: 0n,
      ...f,
    };
    const net = all.payouts + all.bonuses + all.rebates + all.commissions - all.stakes;
    return Object.fromEntries(Object.entries({ ...all, net }).map(([k, v]) => [k, v.toString()]));
  };

  it('totals, days and one row per direct member are exact over the whole team', async () => {
    expect(bonusQ).toBeGreaterThan(0n);
    const today = await pnl(a.client, WEEK);
    expect(today).toMatchObject({ parent: null, path: [], total: 2 });
    const teamB = figures({
      deposits: 30_000n,
      withdrawals: 10_000n,
      stakes: 20_000n,
      payouts: 25_000n,
      bonuses: bonusP,
      commissions: 700n,
    });
    const teamQ = figures({ deposits: 50_000n, stakes: 10_000n, payouts: 4_000n, bonuses: bonusQ, rebates: 1_000n });
    expect(today.totals).toEqual(
      figures({
        deposits: 80_000n,
        withdrawals: 10_000n,
        stakes: 30_000n,
        payouts: 29_000n,
        bonuses: bonusQ + bonusP,
        rebates: 1_000n,
        commissions: 700n,
      }),
    );
    // B's row holds its whole team (C and P) and comes first: more stakes.
    expect(today.members.map((m) => [m.username, m.self, m.teamSize, m.figures])).toEqual([
      [b.username, false, 2, teamB],
      [q.username, false, 0, teamQ],
    ]);
    // Seven days, one row each; they add up to the totals, and the first (six days ago) is empty.
    expect(today.series).toHaveLength(7);
    expect(today.series[0]).toEqual({ day: today.first, ...figures({}) });
    for (const k of Object.keys(today.totals) as (keyof TeamPnl['totals'])[]) {
      expect(today.series.reduce((acc, d) => acc + BigInt(d[k]), 0n).toString()).toBe(today.totals[k]);
    }
    // A month long ago has nothing.
    const old = await pnl(a.client, LONG_AGO);
    expect(old.totals).toEqual(figures({}));
    expect(old.series).toHaveLength(31);
  });

  it('drills into a direct member and further down, with the breadcrumb', async () => {
    const intoB = await pnl(a.client, `${WEEK}&parent=${b.id}`);
    expect(intoB.parent).toEqual({ id: b.id, username: b.username });
    expect(intoB.path).toEqual([{ id: b.id, username: b.username }]);
    // B's own row (its commission), then C's team (P).
    expect(intoB.members.map((m) => [m.username, m.self, m.figures.commissions, m.figures.stakes])).toEqual([
      [b.username, true, '700', '0'],
      [c.username, false, '0', '20000'],
    ]);
    expect(intoB.totals.stakes).toBe('20000');
    expect(intoB.totals.commissions).toBe('700');
    const intoC = await pnl(a.client, `${WEEK}&parent=${c.id}`);
    expect(intoC.path.map((x) => x.username)).toEqual([b.username, c.username]);
    expect(intoC.members.map((m) => m.username)).toEqual([c.username, p.username]);
    expect(intoC.members[1]?.figures.withdrawals).toBe('10000');
    // B sees the same member from its own place in the tree.
    expect((await pnl(b.client, `&parent=${c.id}`)).path.map((x) => x.username)).toEqual([c.username]);
  });

  it('a sibling, an upline, or an unknown id is 404 agent.member_not_found', async () => {
    expectError(await call(a.client, 'GET', `/api/agent/team/pnl?parent=${t.id}`), 404, 'agent.member_not_found');
    expectError(await call(s.client, 'GET', `/api/agent/team/pnl?parent=${b.id}`), 404, 'agent.member_not_found');
    expectError(await call(b.client, 'GET', `/api/agent/team/pnl?parent=${q.id}`), 404, 'agent.member_not_found');
    expectError(await call(b.client, 'GET', `/api/agent/team/pnl?parent=${a.id}`), 404, 'agent.member_not_found');
    expectError(await call(a.client, 'GET', `/api/agent/team/pnl?parent=${a.id}`), 404, 'agent.member_not_found');
    expectError(
      await call(a.client, 'GET', `/api/agent/team/pnl?parent=${randomUUID()}`),
      404,
      'agent.member_not_found',
    );
    // The sibling's own PnL holds only its player.
    const sib = await pnl(s.client, WEEK);
    expect(sib.totals).toMatchObject({ deposits: '70000', stakes: '5000', payouts: '0', withdrawals: '0' });
    expect(sib.members.map((m) => m.username)).toEqual([t.username]);
    // A player is not an agent; a bad period is named.
    expectError(await call(q.client, 'GET', '/api/agent/team/pnl'), 403, 'agent.required');
    expectError(
      await call(a.client, 'GET', '/api/agent/team/pnl?period=custom&from=2099-01-01&to=2099-01-05'),
      400,
      'request.invalid',
    );
  });

  it("team betting lists the downline's rounds newest first, filtered, with totals over the filter", async () => {
    const all = await betsOf(a.client, WEEK);
    expect(all.items.map((r) => [r.username, r.stake, r.payout, r.net])).toEqual([
      [p.username, 20_000, 25_000, 5_000],
      [q.username, 10_000, 4_000, -6_000],
    ]);
    expect(all.totals).toEqual({ stake: '30000', payout: '29000', net: '-1000', count: 2 });
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.games).toHaveLength(1);
    const game = all.games[0]!.id;
    const category = all.items[0]!.category;

    const byMember = await betsOf(a.client, `${WEEK}&member=${q.username.slice(2).toUpperCase()}`);
    expect(byMember.items.map((r) => r.username)).toEqual([q.username]);
    expect(byMember.totals).toEqual({ stake: '10000', payout: '4000', net: '-6000', count: 1 });
    expect((await betsOf(a.client, `${WEEK}&category=${category}&game=${game}`)).totals.count).toBe(2);
    const other = category === 'LIVE' ? 'FISH' : 'LIVE';
    const none = await betsOf(a.client, `${WEEK}&category=${other}`);
    expect(none).toMatchObject({ items: [], total: 0, games: [], totals: { stake: '0', count: 0 } });
    expect((await betsOf(a.client, `${WEEK}&game=999999`)).total).toBe(0);
    expect((await betsOf(a.client, LONG_AGO)).total).toBe(0);
    expect((await betsOf(a.client, `${WEEK}&page=2`)).items).toEqual([]);
    // B sees only P's round; the sibling only T's.
    expect((await betsOf(b.client, WEEK)).items.map((r) => r.username)).toEqual([p.username]);
    expect((await betsOf(s.client, WEEK)).items.map((r) => r.username)).toEqual([t.username]);
    expectError(await call(a.client, 'GET', '/api/agent/team/bets?category=NOPE'), 400, 'request.invalid');
  });

  describe('transfers to downline', () => {
    const transfer = (by: Someone, body: Record<string, unknown>) =>
      call(by.client, 'POST', '/api/agent/transfers', { requestId: randomUUID(), ...body });
    const cashOf = async (x: Someone) => (await app.ledger.memberBalances('aurum', x.id)).cash;
    const setFlag = (on: boolean) =>
      database.db.execute(
        sql`update brands set config = jsonb_set(config, '{agent,transfersToDownline}', ${on ? 'true' : 'false'}::jsonb) where code = 'aurum'`,
      );

    it('moves cash to a direct member once per request id, never below zero', async () => {
      await app.ledger.post({
        brand: 'aurum',
        type: 'adjustment',
        idempotencyKey: `test-fund:${randomUUID()}`,
        actor: { kind: 'system' },
        postings: [
          { account: { memberId: a.id, kind: 'cash' }, amount: 10_000n },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -10_000n },
        ],
      });
      const qBefore = await cashOf(q);
      const done = valueIn<AgentTransferResult>(await transfer(a, { memberId: q.id, amount: 3_000, note: 'float' }));
      expect(done).toMatchObject({ memberId: q.id, amount: 3_000, replayed: false });
      expect(await cashOf(a)).toBe(7_000n);
      expect(await cashOf(q)).toBe(qBefore + 3_000n);

      // 30 copies of one request: one transfer, the others answer it as replayed.
      const requestId = randomUUID();
      const same = await Promise.all(
        Array.from({ length: 30 }, () => transfer(a, { requestId, memberId: q.id, amount: 1_000 })),
      );
      const results = same.map((r) => valueIn<AgentTransferResult>(r));
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
      expect(await cashOf(a)).toBe(6_000n);
      // The same id for another amount is a conflict, not a second transfer.
      expectError(await transfer(a, { requestId, memberId: q.id, amount: 2_000 }), 409, 'ledger.idempotency_conflict');

      // 30 different requests of 500 on 6,000: exactly 12 go through, the rest are refused.
      const many = await Promise.all(Array.from({ length: 30 }, () => transfer(a, { memberId: b.id, amount: 500 })));
      expect(many.filter((r) => r.statusCode === 200)).toHaveLength(12);
      for (const r of many.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'wallet.insufficient_funds');
      expect(await cashOf(a)).toBe(0n);
      expectError(await transfer(a, { memberId: q.id, amount: 1 }), 409, 'wallet.insufficient_funds');
    });

    it('refuses a member below a direct, outside the team, bad amounts, players, and a brand that does not allow it', async () => {
      expectError(await transfer(a, { memberId: p.id, amount: 1 }), 409, 'agent.transfer_not_direct');
      expectError(await transfer(a, { memberId: t.id, amount: 1 }), 404, 'agent.member_not_found');
      expectError(await transfer(b, { memberId: a.id, amount: 1 }), 404, 'agent.member_not_found');
      expectError(await transfer(a, { memberId: q.id, amount: 0 }), 400, 'request.invalid');
      expectError(await transfer(a, { memberId: q.id, amount: 1.5 }), 400, 'request.invalid');
      expectError(await transfer(a, { memberId: q.id, amount: 1, requestId: 'again' }), 400, 'request.invalid');
      expectError(await transfer(q, { memberId: a.id, amount: 1 }), 403, 'agent.required');
      const allows = async () =>
        valueIn<TeamMembers>(await call(a.client, 'GET', '/api/agent/team/members')).allowsTransfers;
      expect(await allows()).toBe(true);
      await setFlag(false);
      try {
        expectError(await transfer(a, { memberId: q.id, amount: 1 }), 403, 'agent.transfers_off');
        expect(await allows()).toBe(false);
      } finally {
        await setFlag(true);
      }
    });

    it("the agent's record lists its team money movements with type=team; the member sees the transfer", async () => {
      const mine = valueIn<RecordsPage>(await call(a.client, 'GET', '/api/wallet/records?type=team'));
      expect(mine.list.length).toBe(14);
      expect(new Set(mine.list.map((r) => r.entryType))).toEqual(new Set(['agent_transfer']));
      expect(mine.list.every((r) => r.amount < 0)).toBe(true);
      const bs = valueIn<RecordsPage>(await call(b.client, 'GET', '/api/wallet/records?type=team'));
      expect(new Set(bs.list.map((r) => r.entryType))).toEqual(new Set(['agent_transfer', 'commission']));
      const qs = valueIn<RecordsPage>(await call(q.client, 'GET', '/api/wallet/records?type=commission'));
      expect(
        qs.list
          .filter((r) => r.entryType === 'agent_transfer')
          .map((r) => r.amount)
          .sort(),
      ).toEqual([1_000, 3_000]);
    });
  });

  it('the back office browses the tree: a member with its uplines and directs, the top level, staff roles', async () => {
    const support = await signedInStaff(app, database, 'support');
    const treeOf = async (query: string) =>
      valueIn<AgentTree>(await call(support, 'GET', `/api/admin/agents/tree?${query}`));
    const atC = await treeOf(`username=${c.username.toUpperCase()}`);
    expect(atC.member).toMatchObject({ id: c.id, username: c.username, type: 2, teamSize: 1 });
    expect(atC.path.map((x) => x.username)).toEqual([a.username, b.username]);
    expect(atC.directs.map((x) => x.username)).toEqual([p.username]);
    const atA = await treeOf(`id=${a.id}`);
    expect(atA).toMatchObject({ path: [], total: 2, page: 1, pageSize: 25 });
    expect(atA.directs.map((x) => [x.username, x.teamSize]).sort()).toEqual(
      [
        [b.username, 2],
        [q.username, 0],
      ].sort(),
    );
    expect(atA.directs.every((x) => x.lastLoginAt !== null)).toBe(true);
    const top = await treeOf('');
    expect(top.member).toBeNull();
    expect(top.total).toBeGreaterThanOrEqual(2);
    expectError(await call(support, 'GET', `/api/admin/agents/tree?id=${randomUUID()}`), 404, 'agent.member_not_found');
    expectError(
      await call(support, 'GET', '/api/admin/agents/tree?username=nobody-here'),
      404,
      'agent.member_not_found',
    );
    const marketing = await signedInStaff(app, database, 'marketing');
    expectError(await call(marketing, 'GET', '/api/admin/agents/tree'), 403, 'staff.forbidden');
  });

  it('leaves the ledger invariant intact', async () => {
    expect((await app.ledger.check()).ok).toBe(true);
  });
});
