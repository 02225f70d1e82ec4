import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { type Dashboard, dashboardResponseSchema, type Report } from '../../../src/api/contract/adminStats';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { brands, members, staff } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import type { ProviderWalletClient } from '../../lib/provider-client';
import {
  type Client,
  call,
  confirmedDeposit,
  expectError,
  registered,
  signedInStaff,
  testApp,
  vendorWallet,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { createLedger } from '../wallet';
import { createStatsRollup, statsDayOf } from '.';

const ADMIN_PASSWORD = 'stats-admin-secret-1';
type Row = Record<string, string>;

/**
 * The dashboard's rollups and the reports (ADR 0030) through the real paths: players register,
 * deposit (confirmed by finance), bet and win through the signed provider wallet API, get a bonus by
 * a staff adjustment; the rollup job's function then computes the day, and every figure is compared
 * with a direct computation over the source tables (deposits, withdrawals, provider transactions,
 * members). On PGlite and PostgreSQL. The ledger stamps entries with the database clock, so the
 * days here are the real ones.
 */
describe.each(dbTargets())('dashboard and reports on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;
  const staffOf: Partial<Record<StaffRole, Client>> = {};
  const as = async (role: StaffRole) => {
    staffOf[role] ??= await signedInStaff(app, database, role);
    return staffOf[role]!;
  };
  const ok = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const rows = async <T = Row>(q: ReturnType<typeof sql>) =>
    ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const launch = async (c: Client, nodeId: string) => {
    const launched = launchResponseSchema.parse((await call(c, 'POST', '/api/games/launch', { nodeId })).json()).value;
    return new URL(launched.url, 'http://x').searchParams.get('token')!;
  };

  /** One real round: a stake, and a closing win (0 for a loss). */
  async function round(c: Client, stake: number, win: number, opt: { rollback?: boolean } = {}) {
    const b = {
      requestId: uid('req'),
      playerToken: await launch(c, 'lumen-lucky-sevens'),
      currency: 'CNY',
      gameCode: 'lumen-lucky-sevens',
      roundId: uid('round'),
    };
    const bet = { ...b, transactionId: uid('bet'), amount: stake };
    expect((await lumen.debit(bet)).body.status).toBe('OK');
    if (opt.rollback) {
      const rb = await lumen.rollback({
        ...b,
        requestId: uid('req'),
        transactionId: uid('rb'),
        amount: stake,
        referenceTransactionId: bet.transactionId,
      });
      expect(rb.body.status).toBe('OK');
      return;
    }
    const cr = await lumen.credit({
      ...b,
      requestId: uid('req'),
      transactionId: uid('win'),
      amount: win,
      roundClosed: true,
    });
    expect(cr.body.status).toBe('OK');
  }

  /** The rollup rows of a day, as text, in a stable order. */
  const rollupRows = (day: string) =>
    rows(sql`select brand, day::text as day, metric, dimension, currency, value::text as value
      from stats_daily where day = ${day}::date order by brand, metric, dimension`);

  /** The figures computed directly from the source tables (not the ledger) for a brand's day. */
  async function direct(brand: string, day: string) {
    const inDay = (column: ReturnType<typeof sql>) =>
      sql`(${column} at time zone 'Asia/Shanghai')::date = ${day}::date`;
    const one = async (q: ReturnType<typeof sql>) => (await rows<{ v: string | null }>(q))[0]?.v ?? '0';
    const creditedAt = sql`coalesce(reviewed_at, updated_at)`;
    const real = sql`t.brand = ${brand} and t.status = 'ok' and not s.play_money
      and (t.created_at at time zone 'Asia/Shanghai')::date = ${day}::date`;
    const fromTx = sql`provider_transactions t join game_sessions s on s.id = t.session_id`;
    return {
      deposits: await one(sql`select sum(amount)::text as v from deposits where brand = ${brand}
        and status in ('confirmed', 'paid') and ${inDay(creditedAt)}`),
      withdrawals: await one(sql`select sum(amount)::text as v from withdrawals where brand = ${brand}
        and status = 'paid' and ${inDay(creditedAt)}`),
      stakes: await one(sql`select sum(t.amount)::text as v from ${fromTx} where ${real} and t.kind = 'debit'`),
      payouts: await one(sql`select sum(t.amount)::text as v from ${fromTx} where ${real} and t.kind = 'credit'`),
      active_players: await one(
        sql`select count(distinct t.member_id)::text as v from ${fromTx} where ${real} and t.kind = 'debit'`,
      ),
      registrations: await one(sql`select count(*)::text as v from members where brand = ${brand}
        and customer_type in (0, 1, 2) and ${inDay(sql`created_at`)}`),
      first_deposits: await one(sql`select count(*)::text as v from (
        select member_id, min(${creditedAt}) as first from deposits
        where brand = ${brand} and status in ('confirmed', 'paid') group by member_id) f
        where ${inDay(sql`f.first`)}`),
      turnover: await rows<{ category: string; v: string }>(sql`select r.game_type as category, sum(t.amount)::text as v
        from ${fromTx} join game_rounds r on r.brand = t.brand and r.vassalage = t.vassalage and r.round_id = t.round_id
        where ${real} and t.kind = 'debit' group by 1 order by 1`),
    };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' });
    lumen = await vendorWallet(app, database, 'LUMEN', () => new Date());
    // A third brand in another currency: its money is never added to the CNY brands'.
    await database.db.insert(brands).values({
      code: 'dollar',
      name: 'Dollar',
      config: { ...DEMO_BRANDS[1]!.settings, currency: { code: 'USD', symbol: '$', minorUnitDigits: 2 } },
    });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  const rollup = () => createStatsRollup({ db: database.db, now: () => new Date() });

  it('rolls a day up exactly as a direct computation over the source tables, and again identically', async () => {
    const day = statsDayOf(new Date());
    // Players: three register; two deposit (one twice); they bet, win, lose; one stake is rolled back.
    const a = await registered(app);
    const b = await registered(app);
    await registered(app);
    await confirmedDeposit(app, database, a.client, 50_000);
    await confirmedDeposit(app, database, a.client, 20_000);
    await confirmedDeposit(app, database, b.client, 30_000);
    await round(a.client, 10_000, 25_000);
    await round(a.client, 5_000, 0);
    await round(b.client, 7_000, 1_000);
    await round(b.client, 4_000, 0, { rollback: true });
    // A bonus given by finance (promotion cost) and a VIP-style rebate paid from promotion cost.
    const finance = await as('finance');
    ok(
      await call(finance, 'POST', '/api/admin/finance/adjustments', {
        memberId: await idOf(b.username),
        account: 'bonus',
        direction: 'credit',
        amount: 3_000,
        reason: 'Welcome gift',
        clientRequestId: randomUUID(),
      }),
    );
    await createLedger(database.db).post({
      brand: 'aurum',
      type: 'rebate',
      idempotencyKey: uid('rebate'),
      actor: { kind: 'job' },
      postings: [
        { account: { memberId: await idOf(a.username), kind: 'cash' }, amount: 450n },
        { account: { system: 'promotion_cost' }, amount: -450n },
      ],
    });
    // The test ran across the business day's midnight: nothing to compare reliably.
    if (statsDayOf(new Date()) !== day) return;

    const r = rollup();
    const m = await r.rollDay('aurum', day);
    const d = await direct('aurum', day);
    expect(m.deposits.toString()).toBe(d.deposits);
    expect(m.withdrawals.toString()).toBe(d.withdrawals);
    expect(m.stakes.toString()).toBe(d.stakes);
    expect(m.payouts.toString()).toBe(d.payouts);
    expect(m.active_players.toString()).toBe(d.active_players);
    expect(m.registrations.toString()).toBe(d.registrations);
    expect(m.first_deposits.toString()).toBe(d.first_deposits);
    expect([...m.turnover].map(([category, v]) => ({ category, v: v.toString() }))).toEqual(d.turnover);
    // What this test did, on top of the seed: stakes 22,000 (the rolled-back 4,000 does not count).
    expect(m.stakes).toBe(22_000n);
    expect(m.payouts).toBe(26_000n);
    expect(m.deposits).toBe(100_000n);
    expect(m.first_deposits).toBe(2n);
    expect(m.active_players).toBe(2n);
    // Bonus cost: the deposit bonuses the seed's offers granted, and the 30.00 finance gave.
    const granted = await rows<{ v: string | null }>(
      sql`select sum(g.amount)::text as v from bonus_grants g join members m on m.id = g.member_id
        where m.username in (${a.username}, ${b.username})`,
    );
    expect(m.bonus_cost).toBe(BigInt(granted[0]?.v ?? '0') + 3_000n);
    expect(m.rebates).toBe(450n);

    // Idempotent: recomputing gives the same rows; 30 concurrent recomputations too.
    await r.rollRecent();
    const first = await rollupRows(day);
    await r.rollDay('aurum', day);
    expect(await rollupRows(day)).toEqual(first);
    await Promise.all(Array.from({ length: 30 }, (_, i) => r.rollDay(i % 2 ? 'aurum' : 'verdant', day)));
    expect(await rollupRows(day)).toEqual(first);

    // The dashboard shows the same figures: GGR = stakes − payouts, NGR less bonus and rebates.
    const dash = ok<Dashboard>(await call(finance, 'GET', '/api/admin/dashboard?period=today&brand=aurum'));
    expect(dashboardResponseSchema.parse({ value: dash })).toBeTruthy();
    expect(dash.groups).toHaveLength(1);
    const t = dash.groups[0]!.totals;
    expect(t).toMatchObject({
      stakes: 22_000,
      payouts: 26_000,
      ggr: -4_000,
      bonusCost: Number(m.bonus_cost),
      rebates: 450,
    });
    expect(t.ngr).toBe(-4_000 - Number(m.bonus_cost) - 450);
    expect(t.netCash).toBe(t.deposits - t.withdrawals);
    expect(dash.groups[0]!.turnover).toEqual([{ category: 'RNG', current: 22_000, previous: 0 }]);
  });

  it('answers each period with the previous one of equal length and a day per point', async () => {
    const finance = await as('finance');
    const week = ok<Dashboard>(await call(finance, 'GET', '/api/admin/dashboard?period=7d'));
    expect(week.groups[0]!.days).toHaveLength(7);
    expect(week.groups[0]!.previousDays).toHaveLength(7);
    expect(week.to).toBe(statsDayOf(new Date()));
    expect(week.previousTo < week.from).toBe(true);
    const month = ok<Dashboard>(await call(finance, 'GET', '/api/admin/dashboard?period=30d'));
    expect(month.groups[0]!.days).toHaveLength(30);
    const custom = ok<Dashboard>(
      await call(finance, 'GET', '/api/admin/dashboard?period=custom&from=2026-01-01&to=2026-01-10'),
    );
    expect([custom.previousFrom, custom.previousTo]).toEqual(['2025-12-22', '2025-12-31']);
    // Brands of two currencies: one group each, never one sum.
    expect(month.groups.map((g) => g.currency)).toEqual(['CNY', 'USD']);
    expect(month.groups[0]!.brands).toEqual(['aurum', 'verdant']);
  });

  it('refuses a bad range with a stable code', async () => {
    const finance = await as('finance');
    const bad = [
      'period=custom&from=2026-02-10&to=2026-02-01',
      'period=custom&from=2025-01-01&to=2026-01-02',
      'period=custom&from=2026-01-01',
      'period=custom&from=2026-02-30&to=2026-03-01',
    ];
    for (const q of bad)
      expectError(await call(finance, 'GET', `/api/admin/dashboard?${q}`), 400, 'stats.range_invalid');
    expectError(await call(finance, 'GET', '/api/admin/dashboard?period=year'), 400, 'request.invalid');
    expectError(await call(finance, 'GET', '/api/admin/dashboard?brand=nope'), 400, 'stats.brand_unknown');
    expectError(
      await call(finance, 'GET', '/api/admin/reports/finance?from=2026-03-01&to=2026-02-01'),
      400,
      'stats.range_invalid',
    );
    expectError(
      await call(finance, 'GET', '/api/admin/reports/finance/csv?from=2025-01-01&to=2026-06-01'),
      400,
      'stats.range_invalid',
    );
    expectError(
      await call(finance, 'GET', '/api/admin/reports/nope?from=2026-01-01&to=2026-01-02'),
      400,
      'request.invalid',
    );
  });

  it('opens to admin, finance and marketing; refuses support and no session', async () => {
    const url = '/api/admin/dashboard?period=7d';
    for (const role of ['admin', 'finance', 'marketing'] as const) ok(await call(await as(role), 'GET', url));
    expectError(await call(await as('support'), 'GET', url), 403, 'staff.forbidden');
    expectError(await call({ app, ip: '10.9.9.9' }, 'GET', url), 401, 'staff.auth_required');
    const report = '/api/admin/reports/players/csv?from=2026-01-01&to=2026-01-02';
    expectError(await call(await as('support'), 'GET', report), 403, 'staff.forbidden');
    expect((await call(await as('marketing'), 'GET', report)).statusCode).toBe(200);
  });

  it('keeps a staff member limited to some brands within them', async () => {
    const limited = await signedInStaff(app, database, 'finance');
    const [row] = await database.db.select().from(staff).where(eq(staff.role, 'finance'));
    expect(row).toBeTruthy();
    // The newest finance account is this one: limit it to aurum.
    await database.db.execute(
      sql`update staff set brands = ${'{aurum}'}::text[] where id = (select id from staff where role = 'finance' order by created_at desc limit 1)`,
    );
    const all = ok<Dashboard>(await call(limited, 'GET', '/api/admin/dashboard?period=7d&brand=all'));
    expect(all.brands).toEqual(['aurum']);
    expect(all.groups.flatMap((g) => g.brands)).toEqual(['aurum']);
    expectError(await call(limited, 'GET', '/api/admin/dashboard?brand=verdant'), 403, 'staff.brand_forbidden');
    expectError(
      await call(limited, 'GET', '/api/admin/reports/finance/csv?from=2026-01-01&to=2026-01-02&brand=verdant'),
      403,
      'staff.brand_forbidden',
    );
  });

  it('exports a report as a streamed CSV: headers, escaping, major units, every row of a year', async () => {
    // A year of turnover rows for verdant, five categories a day (1,830 rows: several pages of the stream).
    await database.db.execute(sql`
      insert into stats_daily (brand, day, metric, dimension, currency, value)
      select 'verdant', d::date, 'turnover', c, 'CNY', 100 * extract(day from d)::bigint + 5
      from generate_series('2025-01-01'::date, '2025-12-31'::date, interval '1 day') d,
        unnest(array['RNG', 'LIVE', 'FISH', 'SPORTS', '=cmd|calc']) c
      on conflict do nothing`);
    const finance = await as('finance');
    const res = await call(finance, 'GET', '/api/admin/reports/games/csv?from=2025-01-01&to=2025-12-31&brand=verdant');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="games-verdant-2025-01-01-2025-12-31.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,brand,currency,category,turnover');
    expect(lines).toHaveLength(1 + 365 * 5);
    expect(new Set(lines).size).toBe(lines.length);
    // Newest day first; 100 × 31 + 5 = 3,105 minor units = 31.05; a formula-looking category is defused.
    expect(lines[1]).toBe(`2025-12-31,verdant,CNY,'=cmd|calc,31.05`);
    expect(lines).toContain('2025-06-02,verdant,CNY,RNG,2.05');

    // The same report as JSON pages, with the trend per day.
    const page = ok<Report>(
      await call(finance, 'GET', '/api/admin/reports/games?from=2025-06-01&to=2025-06-30&brand=verdant&size=10'),
    );
    expect(page.total).toBe(150);
    expect(page.list[0]).toMatchObject({ day: '2025-06-30', brand: 'verdant', currency: 'CNY', turnover: 3_005 });
    expect(page.trend).toHaveLength(30);
    expect(page.trend[0]).toEqual({ day: '2025-06-01', turnover: 5 * 105 });

    // Finance and players reports read the same rollups; the agents report the agent rebate lines.
    for (const kind of ['finance', 'players', 'promotions', 'agents'] as const) {
      const day = statsDayOf(new Date());
      const csv = await call(finance, 'GET', `/api/admin/reports/${kind}/csv?from=${day}&to=${day}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.split('\r\n')[0]).toMatch(/^day,brand,currency,/);
    }
    const fin = await call(
      finance,
      'GET',
      `/api/admin/reports/finance/csv?from=${statsDayOf(new Date())}&to=${statsDayOf(new Date())}&brand=aurum`,
    );
    const [head, first] = fin.body.split('\r\n');
    expect(head).toBe('day,brand,currency,deposits,withdrawals,netCash,stakes,payouts,ggr,bonusCost,rebates,ngr');
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2},aurum,CNY,\d+\.\d{2},/);
  });
});
