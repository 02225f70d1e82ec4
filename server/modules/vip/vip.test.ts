import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositChannels } from '../../../src/api/contract/deposits';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { AdminVip, ReferralView, VipLevel, VipView } from '../../../src/api/contract/vip';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, games, gameVendors, journalEntries, members, rewards } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createProviderWalletClient, type ProviderSend } from '../../lib/provider-client';
import { type Client, call, expectError, registered, signedInStaff, testApp, testClock } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { VIP_MONTHLY_JOB, VIP_REBATE_JOB } from '.';

const DAY = 86_400_000;

/**
 * VIP levels, daily rebates and referral (docs/vip-rebates-referral.md) through the real API: bets
 * through the provider wallet API, deposits through the deposit endpoint and the back office, the
 * jobs through the job runner with the test's clock; on PGlite and PostgreSQL.
 */
describe.each(dbTargets())('VIP, rebates and referral on $name', (target) => {
  let database: Database;
  let app: App;
  // Wednesday 17 June 2026, noon in Asia/Shanghai.
  const clock = testClock(new Date('2026-06-17T04:00:00Z'));
  const SECRET = 'vip-vendor-secret-0123456789abcdef';
  let n = 0;
  const uid = (p: string) => {
    n += 1;
    return `${p}-${n}-${randomUUID().slice(0, 8)}`;
  };
  let marketing: Client;
  let finance: Client;
  let bank: DepositChannels['channels'][number];

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const send: ProviderSend = async (path, headers, rawBody) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
    return { status: res.statusCode, body: res.json() };
  };

  const VENDORS = { RNG: { v: 'VIPSLOT', game: 'vip-slot' }, LIVE: { v: 'VIPLIVE', game: 'vip-live' } } as const;
  type Cat = keyof typeof VENDORS;
  const vendor = (cat: Cat) =>
    createProviderWalletClient({ vassalage: VENDORS[cat].v, secret: SECRET, send, now: clock.now });

  async function player(cash = 1_000_000n, over: Record<string, unknown> = {}) {
    const { client, username } = await registered(app, over);
    const memberId = await idOf(username);
    if (cash > 0n) {
      await app.ledger.post({
        brand: 'aurum',
        type: 'adjustment',
        idempotencyKey: uid('fund'),
        actor: { kind: 'system' },
        postings: [
          { account: { memberId, kind: 'cash' }, amount: cash },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
        ],
      });
    }
    return { client, username, memberId };
  }

  const tokens = new Map<string, string>();
  async function token(c: Client, cat: Cat) {
    const key = `${c.cookie}:${cat}`;
    if (!tokens.has(key)) {
      const res = await call(c, 'POST', '/api/games/launch', { nodeId: VENDORS[cat].game });
      expect(res.statusCode, res.body).toBe(200);
      tokens.set(key, new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x').searchParams.get('token')!);
    }
    return tokens.get(key)!;
  }
  /** One real bet: a debit and, unless `open`, a closing credit of `win` (settles the round). */
  async function bet(c: Client, cat: Cat, stake: number, opt: { win?: number; open?: boolean } = {}) {
    const t = await token(c, cat);
    const roundId = uid('round');
    const base = { playerToken: t, currency: 'CNY', gameCode: VENDORS[cat].game, roundId };
    const d = await vendor(cat).debit({ ...base, requestId: uid('req'), transactionId: uid('tx'), amount: stake });
    expect(d.body, JSON.stringify(d.body)).toMatchObject({ status: 'OK' });
    if (opt.open) return;
    const cr = await vendor(cat).credit({
      ...base,
      requestId: uid('req'),
      transactionId: uid('tx'),
      amount: opt.win ?? 0,
      roundClosed: true,
    });
    expect(cr.body, JSON.stringify(cr.body)).toMatchObject({ status: 'OK' });
  }

  const level = (rank: number, over: Partial<VipLevel> = {}): VipLevel => ({
    rank,
    name: `L${rank}`,
    minTurnover: [0, 10_000, 1_000_000][rank] ?? 0,
    minDeposits: 0,
    upgradeBonus: [0, 500, 2_000][rank] ?? 0,
    monthlyBonus: [0, 300, 900][rank] ?? 0,
    rebateRates: [{ RNG: 100, LIVE: 50 }, { RNG: 200, LIVE: 100 }, { RNG: 300 }][rank] ?? {},
    withdrawDailyCount: 5,
    withdrawDailyAmount: 1_000_000,
    keepTurnover: rank > 0 ? 5_000 : 0,
    ...over,
  });
  const settings = (over: Partial<AdminVip['settings']> = {}) => ({
    rebatePayout: 'reward' as const,
    demotion: false,
    referral: { depositThreshold: 10_000, depositReward: 1_500, turnoverShareBp: 100, turnoverDays: 30 },
    ...over,
  });
  const rewardsWith = (prefix: string) =>
    database.db
      .select()
      .from(rewards)
      .where(like(rewards.idempotencyKey, `${prefix}%`));
  const dayOf = (t: Date) => new Date(t.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  /** Runs the daily job for the brand-local day `day`, under its own period key (a second run, another node). */
  const runRebateJob = async (day: string, tag = uid('run')) => {
    const r = await app.jobs.runPeriod(VIP_REBATE_JOB, `${VIP_REBATE_JOB}:${day}:${tag}`, new Date(`${day}T16:10:00Z`));
    expect(r.run?.outcome, r.run?.error ?? '').toBe('succeeded');
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(
      database,
      { LEDGER_CHECK_MINUTES: '0', SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '8760' },
      clock.now,
    );
    for (const [cat, { v, game }] of Object.entries(VENDORS)) {
      const [row] = await database.db
        .insert(gameVendors)
        .values({
          brand: 'aurum',
          vassalage: v,
          displayName: v,
          mobileLargeIcon: '/media/test.svg',
          gameType: cat,
          gameCategory: cat,
          walletSecret: SECRET,
          unknownRollback: 'OK',
          // A third-party vendor launches at its template (issue 23; docs/vendors.md).
          launchUrlTemplate: 'https://vendor.example/play?token={token}',
        })
        .returning();
      await database.db.insert(games).values({
        brand: 'aurum',
        vendorId: row!.id,
        vassalage: v,
        gameCode: game,
        nodeId: game,
        gameName: v,
        gameType: cat,
        minBet: 1n,
        iconUrl: '/media/test.svg',
      });
    }
    marketing = await signedInStaff(app, database, 'marketing');
    finance = await signedInStaff(app, database, 'finance');
    const { client } = await registered(app);
    const channels = valueIn<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels?lang=en'));
    bank = channels.channels.find((c) => c.code === 'bank')!;
    // The test's ladder and rules, through the back office's editor (audited).
    valueIn(await call(marketing, 'PUT', '/api/admin/vip/levels', { levels: [level(0), level(1), level(2)] }));
    valueIn(await call(marketing, 'PUT', '/api/admin/vip/settings', settings()));
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  describe('the back office', () => {
    it('saves levels and settings audited; refuses bad ladders with 400; support may not edit', async () => {
      const view = valueIn<AdminVip>(await call(marketing, 'GET', '/api/admin/vip'));
      expect(view.levels.map((l) => l.name)).toEqual(['L0', 'L1', 'L2']);
      expect(view.settings.referral.depositReward).toBe(1_500);
      const audits = await database.db.select().from(auditLog).where(like(auditLog.action, 'vip.%'));
      expect(audits.map((a) => a.action).sort()).toEqual(expect.arrayContaining(['vip.levels', 'vip.settings']));
      // Falling thresholds, a gap in ranks, a paid lowest level: 400.
      for (const levels of [
        [level(0), level(1, { minTurnover: 5 }), level(2, { minTurnover: 1 })],
        [level(0), level(2)],
        [level(0, { minTurnover: 10 }), level(1)],
      ]) {
        expect((await call(marketing, 'PUT', '/api/admin/vip/levels', { levels })).statusCode).toBe(400);
      }
      const support = await signedInStaff(app, database, 'support');
      expectError(await call(support, 'PUT', '/api/admin/vip/settings', settings()), 403, 'staff.forbidden');
    });
  });

  describe('promotion on turnover', () => {
    it('real bets move the member up at once: the label, the progress and the upgrade reward', async () => {
      const { client, memberId } = await player();
      await bet(client, 'RNG', 6_000, { win: 1_000 });
      let vip = valueIn<VipView>(await call(client, 'GET', '/api/vip'));
      expect(vip).toMatchObject({ level: { name: 'L0' }, next: { name: 'L1' }, turnover: 6_000, percent: 60 });
      expect(vip.turnoverToNext).toBe(4_000);
      expect(vip.hasVip).toBe(false);
      await bet(client, 'LIVE', 4_000);
      // Read without the benefits page: the stake's own transaction promoted the member.
      const me = valueIn<{ clubLabel: { labelName: string } }>(await call(client, 'GET', '/api/accounts/me'));
      expect(me.clubLabel.labelName).toBe('L1');
      vip = valueIn<VipView>(await call(client, 'GET', '/api/vip'));
      expect(vip).toMatchObject({ level: { name: 'L1' }, hasVip: true, levels: expect.any(Array) });
      const up = await rewardsWith(`vip:upgrade:${memberId}:`);
      expect(up).toHaveLength(1);
      expect(up[0]).toMatchObject({ source: 'vip', amount: 500n, payout: 'cash', status: 'claimable' });
      // Claimed through the reward centre: cash against promotion cost.
      valueIn(await call(client, 'POST', `/api/rewards/${up[0]!.id}/claim`));
    });

    it('pays the upgrade bonus once under 30 concurrent stakes and benefit reads', async () => {
      const { client, memberId } = await player();
      await bet(client, 'RNG', 9_000);
      await token(client, 'RNG');
      const results = await Promise.all([
        ...Array.from({ length: 15 }, () => bet(client, 'RNG', 100)),
        ...Array.from({ length: 15 }, () => call(client, 'GET', '/api/vip')),
      ]);
      expect(results).toHaveLength(30);
      const vip = valueIn<VipView>(await call(client, 'GET', '/api/vip'));
      expect(vip.level.name).toBe('L1');
      expect(await rewardsWith(`vip:upgrade:${memberId}:`)).toHaveLength(1);
    });

    it('trial play money never counts', async () => {
      const res = await call((await player(0n)).client, 'GET', '/api/vip');
      expect(valueIn<VipView>(res).turnover).toBe(0);
      expectError(await app.inject({ method: 'GET', url: '/api/vip' }), 401, 'auth.required');
    });
  });

  describe('the daily rebate', () => {
    it('pays each category of the day once at the level rate, however often the job runs', async () => {
      const { client, memberId } = await player();
      const day = dayOf(clock.now());
      await bet(client, 'RNG', 3_000, { win: 5_000 });
      await bet(client, 'RNG', 1_500);
      await bet(client, 'LIVE', 2_000);
      await bet(client, 'LIVE', 700, { open: true }); // not settled: not valid turnover
      await runRebateJob(day, 'a');
      await runRebateJob(day, 'b');
      await Promise.all(Array.from({ length: 5 }, (_, i) => runRebateJob(day, `c${i}`)));
      const paid = await rewardsWith(`rebate:${memberId}:${day}:`);
      expect(paid.map((r) => [r.idempotencyKey.split(':').at(-1), r.amount]).sort()).toEqual([
        ['LIVE', 10n], // 2 000 × 50 bp
        ['RNG', 45n], // 4 500 × 100 bp
      ]);
      expect(paid.every((r) => r.source === 'rebate')).toBe(true);
      const lines = valueIn<{ list: { day: string; category: string; amount: number }[] }>(
        await call(client, 'GET', '/api/vip/rebates'),
      );
      expect(lines.list).toHaveLength(2);
      const report = valueIn<{ days: { day: string; byCategory: Record<string, number> }[] }>(
        await call(finance, 'GET', '/api/admin/vip/rebate-report?days=3'),
      );
      const row = report.days.find((d) => d.day === day)!;
      expect(row.byCategory.RNG).toBeGreaterThanOrEqual(45);
    });

    it('goes straight to cash (ledger type rebate) when the brand says so', async () => {
      valueIn(await call(marketing, 'PUT', '/api/admin/vip/settings', settings({ rebatePayout: 'cash' })));
      try {
        clock.advance(DAY);
        const { client, memberId } = await player();
        const day = dayOf(clock.now());
        await bet(client, 'RNG', 2_000);
        await runRebateJob(day, 'a');
        await runRebateJob(day, 'b');
        expect(await rewardsWith(`rebate:${memberId}:`)).toHaveLength(0);
        const entries = await database.db
          .select()
          .from(journalEntries)
          .where(eq(journalEntries.idempotencyKey, `rebate:${memberId}:${day}:RNG`));
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({ type: 'rebate' });
        const records = valueIn<{ list: { amount: number }[] }>(
          await call(client, 'GET', '/api/wallet/records?type=rebate'),
        );
        expect(records.list).toHaveLength(1);
      } finally {
        valueIn(await call(marketing, 'PUT', '/api/admin/vip/settings', settings()));
      }
    });
  });

  describe('the monthly job', () => {
    it('pays the monthly bonus once per member and month, however often it runs', async () => {
      const { client, memberId } = await player();
      await bet(client, 'RNG', 10_000);
      const start = new Date('2026-06-30T16:20:00Z');
      for (const tag of ['a', 'b']) {
        const r = await app.jobs.runPeriod(VIP_MONTHLY_JOB, `${VIP_MONTHLY_JOB}:2026-07:${tag}`, start);
        expect(r.run?.outcome, r.run?.error ?? '').toBe('succeeded');
      }
      const paid = await rewardsWith(`vip:monthly:${memberId}:`);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ idempotencyKey: `vip:monthly:${memberId}:2026-07`, amount: 300n });
    });
  });

  describe('demotion', () => {
    it('moves a member one level down once a month when the month before stayed under keepTurnover', async () => {
      valueIn(await call(marketing, 'PUT', '/api/admin/vip/settings', settings({ demotion: true })));
      try {
        const { client } = await player();
        await bet(client, 'RNG', 10_000);
        expect(valueIn<VipView>(await call(client, 'GET', '/api/vip')).level.name).toBe('L1');
        // August begins: July had no bets (under L1's 5 000 to keep it).
        const start = new Date('2026-07-31T16:20:00Z');
        for (const tag of ['a', 'b']) {
          const r = await app.jobs.runPeriod(VIP_MONTHLY_JOB, `${VIP_MONTHLY_JOB}:2026-08:${tag}`, start);
          expect(r.run?.outcome, r.run?.error ?? '').toBe('succeeded');
        }
        const me = valueIn<{ clubLabel: { labelName: string } }>(await call(client, 'GET', '/api/accounts/me'));
        expect(me.clubLabel.labelName).toBe('L0');
        // Not promoted back by the turnover that had counted: the higher level is earned again.
        const vip = valueIn<VipView>(await call(client, 'GET', '/api/vip'));
        expect(vip).toMatchObject({ level: { name: 'L0' }, turnover: 0, turnoverToNext: 10_000 });
        await bet(client, 'RNG', 10_000);
        expect(valueIn<VipView>(await call(client, 'GET', '/api/vip')).level.name).toBe('L1');
      } finally {
        valueIn(await call(marketing, 'PUT', '/api/admin/vip/settings', settings()));
      }
    });
  });

  describe('referral', () => {
    it('a code, an invitee by it, the deposit reward once, and the agent state', async () => {
      const inviter = await player(0n);
      const view = valueIn<ReferralView>(await call(inviter.client, 'GET', '/api/referral'));
      expect(view).toMatchObject({ state: 'ok', code: expect.stringMatching(/^[A-Z2-9]{8}$/), invitees: [] });
      const invitee = await player(0n, { affiliateCode: view.code!.toLowerCase() });
      let again = valueIn<ReferralView>(await call(inviter.client, 'GET', '/api/referral'));
      expect(again.code).toBe(view.code);
      expect(again.invitees).toEqual([expect.objectContaining({ status: 'registered' })]);
      // Two deposits confirmed in the back office: the threshold (¥100) is reached by the second.
      for (const amount of [6_000, 6_000]) {
        const res = await call(invitee.client, 'POST', '/api/wallet/deposits', {
          channelId: bank.id,
          amount: amount + 10_000,
          reference: `REF-${uid('r')}`,
          clientRequestId: randomUUID(),
        });
        const id = valueIn<{ deposit: { id: string } }>(res).deposit.id;
        valueIn(await call(finance, 'POST', `/api/admin/finance/deposits/${id}/confirm`));
      }
      const paid = await rewardsWith(`referral:deposit:${invitee.memberId}`);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ memberId: inviter.memberId, source: 'referral', amount: 1_500n });
      again = valueIn<ReferralView>(await call(inviter.client, 'GET', '/api/referral'));
      expect(again.invitees[0]!.status).toBe('deposited');
      expect(again.earned).toBe(1_500);

      const agent = await call(await loggedInAgent(), 'GET', '/api/referral');
      expect(valueIn<ReferralView>(agent)).toMatchObject({ state: 'agent', code: null });
    });

    it('shares invitee turnover for 30 days after registration only', async () => {
      const inviter = await player(0n);
      const code = valueIn<ReferralView>(await call(inviter.client, 'GET', '/api/referral')).code!;
      const invitee = await player(1_000_000n, { affiliateCode: code });
      const first = dayOf(clock.now());
      await bet(invitee.client, 'RNG', 5_000);
      await runRebateJob(first);
      await runRebateJob(first, 'again');
      await walk(29, invitee.client);
      const last = dayOf(clock.now());
      await bet(invitee.client, 'LIVE', 3_000);
      await runRebateJob(last);
      await walk(2, invitee.client);
      const after = dayOf(clock.now());
      await bet(invitee.client, 'RNG', 8_000);
      await runRebateJob(after);
      const paid = await rewardsWith(`referral:turnover:${invitee.memberId}:`);
      expect(paid.map((r) => [r.idempotencyKey.split(':').at(-1), r.amount]).sort()).toEqual(
        [
          [first, 50n],
          [last, 30n],
        ].sort(),
      );
      expect(paid.every((r) => r.memberId === inviter.memberId)).toBe(true);
    });
  });

  /** Moves the clock by whole days, a few at a time, with a request between (sessions idle out after 7 days). */
  async function walk(days: number, c: Client) {
    for (let left = days; left > 0; left -= 5) {
      clock.advance(Math.min(5, left) * DAY);
      valueIn(await call(c, 'GET', '/api/vip'));
    }
    tokens.clear();
  }

  /** The demo agent (agent01, customer type 1). */
  async function loggedInAgent(): Promise<Client> {
    const { client, username } = await registered(app);
    await database.db
      .update(members)
      .set({ customerType: 1 })
      .where(and(eq(members.username, username)));
    return client;
  }
});
