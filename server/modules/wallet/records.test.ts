import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordsPage, recordsResponseSchema, type TransactionRecord } from '../../../src/api/contract/records';
import type { App } from '../../app';
import type { Database } from '../../db';
import { bankAccounts, journalEntries, members, withdrawals } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  expectError,
  freshIp,
  loggedIn,
  registered,
  sessionCookie,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import type { AccountRef, EntryInput, EntryType } from './ledger';

describe.each(dbTargets())('transaction records on $name', (target) => {
  let database: Database;
  let app: App;
  let n = 0;
  const key = (prefix: string) => {
    n += 1;
    return `${prefix}:${process.pid}:${n}`;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  /** Posts one entry moving `amount` into `to` from `from`. */
  const post = (type: EntryType, to: AccountRef, from: AccountRef, amount: bigint, extra: Partial<EntryInput> = {}) =>
    app.ledger.post({
      brand: 'aurum',
      type,
      idempotencyKey: key(type),
      actor: { kind: 'system' },
      postings: [
        { account: to, amount },
        { account: from, amount: -amount },
      ],
      ...extra,
    });
  const cash = (memberId: string): AccountRef => ({ memberId, kind: 'cash' });
  const bonus = (memberId: string): AccountRef => ({ memberId, kind: 'bonus' });
  const hold = (memberId: string): AccountRef => ({ memberId, kind: 'withdrawal_hold' });
  const clearing: AccountRef = { system: 'payment_clearing', channel: 'sandbox' };
  const house: AccountRef = { system: 'house_game' };
  const promo: AccountRef = { system: 'promotion_cost' };

  const records = async (c: Client, query = '') => {
    const res = await call(c, 'GET', `/api/wallet/records${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return recordsResponseSchema.parse(res.json()).value as RecordsPage;
  };
  const types = (list: TransactionRecord[]) => list.map((r) => r.entryType);

  /** A member with a deposit, a bet, a win, a promotion, an adjustment and a rejected withdrawal. */
  let rich: { client: Client; id: string; withdrawalId: string; requestEntry: string };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' });

    const { client, username } = await registered(app);
    const id = await idOf(username);
    await post('deposit', cash(id), clearing, 100_000n, { reference: 'dep-1' });
    await post('bet', house, cash(id), 25_000n);
    await post('win', cash(id), house, 50_000n);
    await post('promotion', bonus(id), promo, 30_000n);
    await post('adjustment', cash(id), clearing, 1_000n, { reason: 'Goodwill credit', actor: { kind: 'staff' } });
    const [bank] = await database.db
      .insert(bankAccounts)
      .values({
        memberId: id,
        bankName: 'Bank',
        accountNumber: '6222000011112222',
        accountLast4: '2222',
        payeeName: 'X',
      })
      .returning({ id: bankAccounts.id });
    const [w] = await database.db
      .insert(withdrawals)
      .values({
        brand: 'aurum',
        memberId: id,
        bankAccountId: bank!.id,
        amount: 40_000n,
        currency: 'CNY',
        status: 'pending',
        clientRequestId: key('w'),
      })
      .returning({ id: withdrawals.id });
    const request = await post('withdrawal_request', hold(id), cash(id), 40_000n, { reference: w!.id });
    await database.db.update(withdrawals).set({ holdEntryId: request.id }).where(eq(withdrawals.id, w!.id));
    rich = { client, id, withdrawalId: w!.id, requestEntry: request.id };
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('refuses a visitor', async () => {
    expectError(await call({ app, ip: freshIp() }, 'GET', '/api/wallet/records'), 401, 'auth.required');
  });

  it('answers an empty first page to a member who never moved money', async () => {
    const { client } = await registered(app);
    expect(await records(client)).toEqual({
      list: [],
      pageNum: 1,
      pageSize: 25,
      total: 0,
      totalPages: 0,
      currencySymbol: '¥',
      minorUnitDigits: 2,
    });
  });

  it('lists every entry newest first with signed amounts, the balance after and the status', async () => {
    const page = await records(rich.client);
    expect(page.total).toBe(6);
    expect(types(page.list)).toEqual(['withdrawal_request', 'adjustment', 'promotion', 'win', 'bet', 'deposit']);
    const [request, adjustment, promotion, win, bet, deposit] = page.list;
    expect(deposit).toMatchObject({ type: 'deposit', amount: 100_000, balanceAfter: 100_000, status: 'completed' });
    expect(bet).toMatchObject({ type: 'game', amount: -25_000, balanceAfter: 75_000 });
    expect(win).toMatchObject({ type: 'game', amount: 50_000, balanceAfter: 125_000 });
    // A bonus credit has no cash posting: the bonus account's balance after.
    expect(promotion).toMatchObject({ type: 'bonus', amount: 30_000, balanceAfter: 30_000, reason: null });
    expect(adjustment).toMatchObject({ type: 'adjustment', amount: 1_000, balanceAfter: 126_000 });
    expect(adjustment?.reason).toBe('Goodwill credit');
    // Cash to hold: the spendable balance drops; the cash balance after; the withdrawal's status.
    expect(request).toMatchObject({
      id: rich.requestEntry,
      type: 'withdrawal',
      amount: -40_000,
      balanceAfter: 86_000,
      status: 'pending',
    });
    for (const r of page.list) expect(new Date(r.time).toISOString()).toBe(r.time);
    const times = page.list.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('follows the withdrawal: rejected, with the hold returned as its own record', async () => {
    await database.db.update(withdrawals).set({ status: 'rejected' }).where(eq(withdrawals.id, rich.withdrawalId));
    await post('withdrawal_rejected', cash(rich.id), hold(rich.id), 40_000n, { reference: rich.withdrawalId });
    const page = await records(rich.client, '?type=withdrawal');
    expect(page.list.map((r) => [r.entryType, r.status, r.amount, r.balanceAfter])).toEqual([
      ['withdrawal_rejected', 'completed', 40_000, 126_000],
      ['withdrawal_request', 'rejected', -40_000, 86_000],
    ]);
  });

  it('shows a paid withdrawal: nothing spendable moves, the hold balance after', async () => {
    const { client, username } = await registered(app);
    const id = await idOf(username);
    await post('deposit', cash(id), clearing, 10_000n);
    await post('withdrawal_request', hold(id), cash(id), 6_000n, { reference: 'not-a-uuid' });
    await post('withdrawal_paid', clearing, hold(id), 6_000n);
    const page = await records(client);
    expect(page.list.map((r) => [r.entryType, r.amount, r.balanceAfter, r.status])).toEqual([
      ['withdrawal_paid', 0, 0, 'completed'],
      // No withdrawal row behind it (never in practice): pending rather than a failure.
      ['withdrawal_request', -6_000, 4_000, 'pending'],
      ['deposit', 10_000, 10_000, 'completed'],
    ]);
  });

  it.each([
    ['deposit', ['deposit']],
    ['game', ['win', 'bet']],
    ['bonus', ['promotion']],
    ['adjustment', ['adjustment']],
    ['commission', []],
  ])('filters by group: %s', async (group, expected) => {
    const page = await records(rich.client, `?type=${group}`);
    expect(types(page.list)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('groups a trial credit under bonus and the opening balance under adjustment', async () => {
    const demo = await loggedIn(app, 'demo', 'demo1234');
    const page = await records(demo);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      type: 'adjustment',
      entryType: 'opening_balance',
      amount: 888_800,
      balanceAfter: 888_800,
      status: 'completed',
    });
    expect((await records(demo, '?type=deposit')).list).toEqual([]);
    const trial: Client = { app, ip: freshIp() };
    trial.cookie = sessionCookie(await call(trial, 'POST', '/api/accounts/trial'));
    const own = await records(trial, '?type=bonus');
    // Play money: its own balance after.
    expect(own.list.map((r) => [r.entryType, r.amount, r.balanceAfter])).toEqual([['trial_credit', 200_000, 200_000]]);
  });

  it('filters by time, both ends inclusive', async () => {
    const { client, username } = await registered(app);
    const id = await idOf(username);
    const old = await post('deposit', cash(id), clearing, 5_000n);
    await post('bet', house, cash(id), 1_000n);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await database.db.update(journalEntries).set({ createdAt: tenDaysAgo }).where(eq(journalEntries.id, old.id));
    const q = (from: Date, to: Date) => `?from=${from.toISOString()}&to=${to.toISOString()}`;
    const day = 86_400_000;
    const now = Date.now();
    expect(types((await records(client, q(new Date(now - day), new Date(now + day)))).list)).toEqual(['bet']);
    expect(types((await records(client, q(new Date(now - 11 * day), new Date(now - 9 * day)))).list)).toEqual([
      'deposit',
    ]);
    expect(types((await records(client, q(tenDaysAgo, tenDaysAgo))).list)).toEqual(['deposit']);
    expect(types((await records(client, `?from=${new Date(now - 9 * day).toISOString()}`)).list)).toEqual(['bet']);
    expect(types((await records(client, `?to=${new Date(now - 9 * day).toISOString()}`)).list)).toEqual(['deposit']);
    // A local-time offset, as a browser in UTC+8 could send it.
    const page = await records(client, '?from=2000-01-01T00:00:00%2B08:00&to=2000-12-31T23:59:59.999%2B08:00');
    expect(page.list).toEqual([]);
  });

  it('pages 25 at a time, newest first, without repeats', async () => {
    const { client, username } = await registered(app);
    const id = await idOf(username);
    await post('deposit', cash(id), clearing, 100_000n);
    for (let i = 1; i <= 29; i += 1) await post('bet', house, cash(id), BigInt(i * 100));
    const first = await records(client);
    expect([first.pageNum, first.pageSize, first.total, first.totalPages, first.list.length]).toEqual([
      1, 25, 30, 2, 25,
    ]);
    // The newest bet (29) first; the balance after falls with each bet.
    expect(first.list[0]).toMatchObject({ amount: -2_900, balanceAfter: 100_000 - (29 * 30 * 100) / 2 });
    const second = await records(client, '?page=2');
    expect([second.pageNum, second.total, second.totalPages, second.list.length]).toEqual([2, 30, 2, 5]);
    expect(second.list.at(-1)?.entryType).toBe('deposit');
    const ids = [...first.list, ...second.list].map((r) => r.id);
    expect(new Set(ids).size).toBe(30);
    const past = await records(client, '?page=3');
    expect([past.list.length, past.total, past.totalPages]).toEqual([0, 30, 2]);
    const small = await records(client, '?page=3&size=10');
    expect([small.list.length, small.totalPages, small.list.at(-1)?.entryType]).toEqual([10, 3, 'deposit']);
    const filtered = await records(client, '?type=game&size=100');
    expect([filtered.total, filtered.list.length]).toEqual([29, 29]);
  });

  it("never shows another member's entries", async () => {
    const other = await registered(app);
    const otherId = await idOf(other.username);
    await post('deposit', cash(otherId), clearing, 7_000n);
    const mine = await records(rich.client, '?size=100');
    const theirs = await records(other.client, '?size=100');
    expect(theirs.list.map((r) => r.amount)).toEqual([7_000]);
    const overlap = mine.list.filter((r) => theirs.list.some((t) => t.id === r.id));
    expect(overlap).toEqual([]);
    expect(types(mine.list)).not.toContain(undefined);
  });

  it.each([
    ['from after to', '?from=2024-03-02T00:00:00Z&to=2024-03-01T00:00:00Z', 'from'],
    ['a range over 366 days', '?from=2023-01-01T00:00:00Z&to=2024-01-03T00:00:00Z', 'from'],
    ['a date that is not ISO', '?from=yesterday', 'from'],
    ['a time without an offset', '?to=2024-03-01T00:00:00', 'to'],
    ['an unknown group', '?type=lottery', 'type'],
    ['page 0', '?page=0', 'page'],
    ['a page that is not a number', '?page=two', 'page'],
    ['size 0', '?size=0', 'size'],
    ['size over 100', '?size=101', 'size'],
  ])('refuses %s: 400 request.invalid naming the field', async (_name, query, field) => {
    const body = expectError(await call(rich.client, 'GET', `/api/wallet/records${query}`), 400, 'request.invalid');
    expect(Object.keys(body.fields ?? {})).toContain(field);
  });

  it('accepts a range of exactly 366 days', async () => {
    const page = await records(rich.client, '?from=2023-01-01T00:00:00Z&to=2024-01-02T00:00:00Z');
    expect(page.list).toEqual([]);
  });

  it('keeps the ledger in balance', async () => {
    expect((await app.ledger.check()).ok).toBe(true);
  });
});
