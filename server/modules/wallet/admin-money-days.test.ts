import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyDays, moneyDaysResponseSchema } from '../../../src/api/contract/adminFinance';
import type { CreateDepositResult, DepositChannels } from '../../../src/api/contract/deposits';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members, staff } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  expectError,
  freshIp,
  freshName,
  hashPassword,
  registered,
  STAFF_COOKIE,
  signedInStaff,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { dayIn, daysEnding } from './admin-finance-service';
import { addWagered } from './turnover';

const ADMIN_PASSWORD = 'staff-secret-123';
const PIN = '135790';
const DAY = 86_400_000;
const VERDANT = 'verdant.localhost';

it('counts calendar days back across a month end', () => {
  expect(daysEnding('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  expect(dayIn(new Date('2026-06-14T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-06-15');
  expect(dayIn(new Date('2026-06-14T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-06-14');
});

/**
 * GET /api/admin/finance/daily: real deposits and withdrawals, placed by players and settled by
 * finance through the real services on three days of a test clock, summed per day of the brand.
 */
describe.each(dbTargets())('the back office money chart on $name', (target) => {
  let database: Database;
  let app: App;
  // Noon in Asia/Shanghai on 15 June; each step below moves a whole day on.
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  let finance: Client;
  let bankChannel: string;

  const ok = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  /** A player's manual deposit of `amount`, settled by finance as `outcome`. */
  async function deposit(c: Client, amount: number, outcome: 'confirm' | 'reject' | 'leave' = 'confirm') {
    const created = ok<CreateDepositResult>(
      await call(c, 'POST', '/api/wallet/deposits', {
        clientRequestId: randomUUID(),
        channelId: bankChannel,
        amount,
        reference: `REF-${freshName('r')}`,
      }),
    );
    if (outcome === 'leave') return;
    const body = outcome === 'reject' ? { reason: 'No such transfer' } : undefined;
    ok(await call(finance, 'POST', `/api/admin/finance/deposits/${created.deposit.id}/${outcome}`, body));
  }

  /** A player who deposited `cash` (confirmed, turnover met), with a payment password and a bank card. */
  async function funded(cash: number) {
    const { client, username, password } = await registered(app);
    await deposit(client, cash);
    await addWagered(database.db, await idOf(username), BigInt(cash) * 10n);
    ok(
      await call(client, 'POST', '/api/accounts/security/payment-password', {
        password,
        newPaymentPassword: PIN,
        confirmPaymentPassword: PIN,
      }),
    );
    const account = ok<{ id: string }>(
      await call(client, 'POST', '/api/wallet/bank-accounts', {
        bankName: 'ICBC',
        accountNumber: `6222${String(Date.now()).slice(-8)}${String(process.pid).padStart(6, '0')}`,
        payeeName: 'Zhang San',
      }),
    );
    return { client, account: account.id };
  }

  /** A withdrawal of `amount`, paid out by finance unless left pending. */
  async function withdraw(p: { client: Client; account: string }, amount: number, pay = true) {
    const res = ok<{ withdrawal: { id: string } }>(
      await call(p.client, 'POST', '/api/wallet/withdrawals', {
        amount,
        bankAccountId: p.account,
        paymentPassword: PIN,
        clientRequestId: randomUUID(),
      }),
    );
    if (pay) ok(await call(finance, 'POST', `/api/admin/finance/withdrawals/${res.withdrawal.id}/approve`, {}));
  }

  const daily = async (c: Client, days?: number): Promise<MoneyDays> => {
    const res = await call(c, 'GET', `/api/admin/finance/daily${days ? `?days=${days}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return moneyDaysResponseSchema.parse(res.json()).value;
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' }, clock.now);
    finance = await signedInStaff(app, database, 'finance');
    const { client } = await registered(app);
    const channels = ok<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels?lang=en'));
    bankChannel = channels.channels.find((c) => c.code === 'bank')!.id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sums deposits credited and withdrawals paid per day; empty days are zeros; other states do not count', async () => {
    const before = await daily(finance, 5);
    // Day 1 (15 June): two deposits credited, one rejected, one left pending.
    const a = await registered(app);
    await deposit(a.client, 20_000);
    await deposit(a.client, 35_000);
    await deposit(a.client, 99_000, 'reject');
    await deposit(a.client, 88_000, 'leave');
    // Day 2 (16 June): nothing. Day 3 (17 June): a funded player (a deposit) pays out one withdrawal, one waits.
    clock.advance(2 * DAY);
    // Two days on, yesterday's staff session has ended.
    finance = await signedInStaff(app, database, 'finance');
    const p = await funded(200_000);
    await withdraw(p, 40_000);
    await withdraw(p, 15_000, false);

    const after = await daily(finance, 5);
    expect(after).toMatchObject({ timeZone: 'Asia/Shanghai', currencySymbol: expect.any(String), minorUnitDigits: 2 });
    expect(after.days.map((d) => d.day)).toEqual([
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
    // What this test added, day by day (the seed or earlier files may have money on these days too).
    const added = after.days.map((d, i) => {
      const b = before.days.find((x) => x.day === d.day);
      return {
        day: d.day,
        deposits: d.deposits - (b?.deposits ?? 0),
        depositCount: d.depositCount - (b?.depositCount ?? 0),
        withdrawals: d.withdrawals - (b?.withdrawals ?? 0),
        withdrawalCount: d.withdrawalCount - (b?.withdrawalCount ?? 0),
        i,
      };
    });
    expect(added.map(({ i: _, ...d }) => d)).toEqual([
      { day: '2026-06-13', deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 },
      { day: '2026-06-14', deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 },
      { day: '2026-06-15', deposits: 55_000, depositCount: 2, withdrawals: 0, withdrawalCount: 0 },
      { day: '2026-06-16', deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 },
      { day: '2026-06-17', deposits: 200_000, depositCount: 1, withdrawals: 40_000, withdrawalCount: 1 },
    ]);
    // The 16th had no money at all: zeros, not a missing day.
    expect(after.days[3]).toMatchObject({ deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 });
    // 14 days by default, ending today.
    const fortnight = await daily(finance);
    expect(fortnight.days).toHaveLength(14);
    expect(fortnight.days.at(-1)!.day).toBe('2026-06-17');
  });

  it('counts only the request’s brand: the same staff member on another brand’s host sees none of it', async () => {
    const username = freshName('fin');
    await database.db
      .insert(staff)
      .values({ username, passwordHash: await hashPassword('finance-pass-1'), role: 'finance' });
    const onVerdant: Client = { app, ip: freshIp(), headers: { host: VERDANT } };
    const res = await call(onVerdant, 'POST', '/api/admin/session', { username, password: 'finance-pass-1' });
    expect(res.statusCode, res.body).toBe(200);
    onVerdant.cookie = `${STAFF_COOKIE}=${res.cookies.find((x) => x.name === STAFF_COOKIE)!.value}`;
    const verdant = await daily(onVerdant, 5);
    const aurum = await daily(finance, 5);
    expect(aurum.days.find((d) => d.day === '2026-06-15')!.deposits).toBeGreaterThanOrEqual(55_000);
    expect(verdant.days.every((d) => d.deposits === 0 && d.withdrawals === 0)).toBe(true);
  });

  it('is for finance, support and admin; refuses other staff and a bad number of days', async () => {
    const support = await signedInStaff(app, database, 'support');
    expect((await daily(support, 3)).days).toHaveLength(3);
    const marketing = await signedInStaff(app, database, 'marketing');
    expectError(await call(marketing, 'GET', '/api/admin/finance/daily'), 403, 'staff.forbidden');
    expectError(await call(finance, 'GET', '/api/admin/finance/daily?days=0'), 400, 'request.invalid');
    expectError(await call({ app, ip: freshIp() }, 'GET', '/api/admin/finance/daily'), 401, 'staff.auth_required');
  });
});
