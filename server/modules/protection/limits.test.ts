import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DepositChannels } from '../../../src/api/contract/deposits';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { LimitView, Protection } from '../../../src/api/contract/protection';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, games, gameVendors, members, protectionChanges, providerCalls } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createProviderWalletClient, type ProviderSend } from '../../lib/provider-client';
import {
  type Client,
  call,
  expectError,
  freshIp,
  registered,
  signedInStaff,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_COOKIE } from '../studio/routes';
import { periodOf } from './periods';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('calendar periods in Asia/Shanghai', () => {
  const tz = 'Asia/Shanghai';
  it('a day runs from 00:00 local (16:00 UTC the day before)', () => {
    expect(periodOf(new Date('2026-06-17T15:59:59.999Z'), 'day', tz)).toEqual({
      start: new Date('2026-06-16T16:00:00Z'),
      end: new Date('2026-06-17T16:00:00Z'),
    });
    expect(periodOf(new Date('2026-06-17T16:00:00Z'), 'day', tz).start).toEqual(new Date('2026-06-17T16:00:00Z'));
  });
  it('a week runs from Monday 00:00, a month from the 1st 00:00 (also across a year)', () => {
    // Wednesday 17 June 2026, noon in Shanghai.
    expect(periodOf(new Date('2026-06-17T04:00:00Z'), 'week', tz)).toEqual({
      start: new Date('2026-06-14T16:00:00Z'),
      end: new Date('2026-06-21T16:00:00Z'),
    });
    // Sunday 21 June 23:59 local is still the week of Monday 15 June.
    expect(periodOf(new Date('2026-06-21T15:59:00Z'), 'week', tz).start).toEqual(new Date('2026-06-14T16:00:00Z'));
    expect(periodOf(new Date('2026-06-17T04:00:00Z'), 'month', tz)).toEqual({
      start: new Date('2026-05-31T16:00:00Z'),
      end: new Date('2026-06-30T16:00:00Z'),
    });
    expect(periodOf(new Date('2026-12-31T17:00:00Z'), 'month', tz)).toEqual({
      start: new Date('2026-12-31T16:00:00Z'),
      end: new Date('2027-01-31T16:00:00Z'),
    });
  });
});

/**
 * Player protection's limits (docs/player-protection.md): set through the player API, enforced at the
 * real deposit endpoint, the house studio's spin and the provider API's debit, on PGlite and PostgreSQL.
 */
describe.each(dbTargets())('protection limits on $name', (target) => {
  let database: Database;
  let app: App;
  // Wednesday 17 June 2026, noon in Asia/Shanghai: the day, week and month are mid-way.
  const ANCHOR = new Date('2026-06-17T04:00:00Z');
  const clock = testClock(ANCHOR);
  // Every test starts at the anchor, whatever the one before moved.
  afterEach(() => clock.advance(ANCHOR.getTime() - clock.now().getTime()));
  let bank: DepositChannels['channels'][number];
  const SECRET = 'protect-vendor-secret-0123456789abcdef';
  const V = 'PROTV';
  const GAME = 'protv-slot';
  let n = 0;
  const uid = (p: string) => {
    n += 1;
    return `${p}-${n}-${randomUUID().slice(0, 8)}`;
  };

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
  const vendor = () => createProviderWalletClient({ vassalage: V, secret: SECRET, send, now: clock.now });

  async function player(cash = 0n) {
    const { client, username } = await registered(app);
    const memberId = await idOf(username);
    if (cash > 0n) {
      await app.ledger.post({
        brand: 'aurum',
        type: 'deposit',
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

  const setLimit = (c: Client, kind: string, period: string, amount: number | null) =>
    call(c, 'PUT', '/api/protection/limits', { kind, period, amount });
  const limitOf = (p: Protection, kind: string, period: string) =>
    p.limits.find((l) => l.kind === kind && l.period === period) as LimitView;
  const deposit = (c: Client, amount: number, clientRequestId = randomUUID()) =>
    call(c, 'POST', '/api/wallet/deposits', { channelId: bank.id, amount, reference: 'REF-1234', clientRequestId });

  /** A launch through the real endpoint; answers the token the game URL carries. */
  const launch = async (c: Client, nodeId: string) => {
    const res = await call(c, 'POST', '/api/games/launch', { nodeId });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x').searchParams.get('token')!;
  };
  const debit = (token: string, amount: number, over: Record<string, unknown> = {}) =>
    vendor().debit({
      requestId: uid('req'),
      playerToken: token,
      currency: 'CNY',
      gameCode: GAME,
      transactionId: uid('tx'),
      roundId: uid('round'),
      amount,
      ...over,
    });
  const credit = (token: string, roundId: string, amount: number) =>
    vendor().credit({
      requestId: uid('req'),
      playerToken: token,
      currency: 'CNY',
      gameCode: GAME,
      transactionId: uid('tx'),
      roundId,
      amount,
      roundClosed: true,
    });

  /** The house studio's window for `c`, opened from a real launch; answers its spin. */
  async function studioWindow(c: Client) {
    const token = await launch(c, 'lumen-lucky-sevens');
    const res = await app.inject({
      method: 'POST',
      url: '/api/studio/sessions',
      payload: { gameCode: 'lumen-lucky-sevens', token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((x) => x.name === STUDIO_COOKIE)!;
    return (stake: number) =>
      app.inject({
        method: 'POST',
        url: '/api/studio/spin',
        headers: { cookie: `${STUDIO_COOKIE}=${cookie.value}` },
        payload: { stake },
      });
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(
      database,
      // Sessions outlive the days the tests move the clock by (at most 7 days between two requests).
      { LEDGER_CHECK_MINUTES: '0', SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '8760' },
      clock.now,
    );
    const [v] = await database.db
      .insert(gameVendors)
      .values({
        brand: 'aurum',
        vassalage: V,
        displayName: 'Protection Vendor',
        mobileLargeIcon: '/media/test.svg',
        gameType: 'RNG',
        gameCategory: 'RNG',
        walletSecret: SECRET,
        unknownRollback: 'OK',
        // A third-party vendor launches at its template (issue 23; docs/vendors.md).
        launchUrlTemplate: 'https://vendor.example/play?token={token}',
      })
      .returning();
    await database.db.insert(games).values({
      brand: 'aurum',
      vendorId: v!.id,
      vassalage: V,
      gameCode: GAME,
      nodeId: GAME,
      gameName: 'Protection Slot',
      gameType: 'RNG',
      minBet: 1n,
      iconUrl: '/media/test.svg',
    });
    const { client } = await registered(app);
    const channels = valueIn<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels?lang=en'));
    bank = channels.channels.find((c) => c.code === 'bank')!;
    expect(bank.minAmount).toBe(10_000);
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  describe('deposit limits at the real deposit endpoint', () => {
    it('a day limit: exactly at the limit passes, one minor unit over is refused with the figures; the next day resets', async () => {
      const p = await player();
      const set = valueIn<Protection>(await setLimit(p.client, 'deposit', 'day', 30_000));
      expect(limitOf(set, 'deposit', 'day')).toMatchObject({
        amount: 30_000,
        effective: 30_000,
        used: 0,
        pending: null,
      });
      valueIn(await deposit(p.client, 20_000));
      const over = expectError(await deposit(p.client, 10_001), 409, 'protection.deposit_limit');
      expect(over.fields).toEqual({
        kind: 'deposit',
        period: 'day',
        limit: '30000',
        remaining: '10000',
        resetsAt: '2026-06-17T16:00:00.000Z',
      });
      valueIn(await deposit(p.client, 10_000));
      const after = valueIn<Protection>(await call(p.client, 'GET', '/api/protection'));
      expect(limitOf(after, 'deposit', 'day')).toMatchObject({ used: 30_000, remaining: 0 });
      expectError(await deposit(p.client, 10_000), 409, 'protection.deposit_limit');
      // Nothing was created by the refusals.
      const list = valueIn<{ items: unknown[] }>(await call(p.client, 'GET', '/api/wallet/deposits'));
      expect(list.items).toHaveLength(2);
      clock.advance(DAY);
      valueIn(await deposit(p.client, 30_000));
    });

    it('a week limit resets on Monday, a month limit on the 1st; with several, the tightest remaining applies', async () => {
      const p = await player();
      valueIn(await setLimit(p.client, 'deposit', 'week', 50_000));
      valueIn(await setLimit(p.client, 'deposit', 'month', 45_000));
      valueIn(await deposit(p.client, 40_000));
      const over = expectError(await deposit(p.client, 10_000), 409, 'protection.deposit_limit');
      expect(over.fields).toMatchObject({ period: 'month', limit: '45000', remaining: '5000' });
      expect(over.fields?.resetsAt).toBe('2026-06-30T16:00:00.000Z');
      valueIn(await setLimit(p.client, 'deposit', 'week', 41_000));
      const week = expectError(await deposit(p.client, 10_000), 409, 'protection.deposit_limit');
      expect(week.fields).toMatchObject({ period: 'week', remaining: '1000', resetsAt: '2026-06-21T16:00:00.000Z' });
    });

    it('a pending (unpaid) deposit counts, a rejected one does not; a replayed request id is answered, not refused', async () => {
      const p = await player();
      valueIn(await setLimit(p.client, 'deposit', 'day', 20_000));
      const id = randomUUID();
      valueIn(await deposit(p.client, 20_000, id));
      const again = valueIn<{ replayed: boolean }>(await deposit(p.client, 20_000, id));
      expect(again.replayed).toBe(true);
      expectError(await deposit(p.client, 10_000), 409, 'protection.deposit_limit');
    });
  });

  describe('cooling-off and the confirm window (test clock)', () => {
    it('a decrease applies at once; an increase waits 24 h, then is confirmed', async () => {
      const p = await player();
      valueIn(await setLimit(p.client, 'deposit', 'day', 20_000));
      const lower = valueIn<Protection>(await setLimit(p.client, 'deposit', 'day', 10_000));
      expect(limitOf(lower, 'deposit', 'day')).toMatchObject({ amount: 10_000, pending: null });
      const raised = valueIn<Protection>(await setLimit(p.client, 'deposit', 'day', 50_000));
      const pending = limitOf(raised, 'deposit', 'day');
      expect(pending).toMatchObject({
        amount: 10_000,
        effective: 10_000,
        pending: { amount: 50_000, status: 'cooling_off' },
      });
      expect(Date.parse(pending.pending!.confirmableAt) - Date.parse(pending.pending!.requestedAt)).toBe(DAY);
      expect(Date.parse(pending.pending!.lapsesAt) - Date.parse(pending.pending!.confirmableAt)).toBe(7 * DAY);
      // Still the old limit during the cooling-off.
      expectError(await deposit(p.client, 10_001), 409, 'protection.deposit_limit');
      const early = expectError(
        await call(p.client, 'POST', '/api/protection/limits/confirm', { kind: 'deposit', period: 'day' }),
        409,
        'protection.cooling_off',
      );
      expect(early.fields?.confirmableAt).toBe(pending.pending!.confirmableAt);
      const wait = Date.parse(pending.pending!.confirmableAt) - clock.now().getTime();
      clock.advance(wait - 1000);
      expectError(
        await call(p.client, 'POST', '/api/protection/limits/confirm', { kind: 'deposit', period: 'day' }),
        409,
        'protection.cooling_off',
      );
      clock.advance(1000);
      const confirmed = valueIn<Protection>(
        await call(p.client, 'POST', '/api/protection/limits/confirm', { kind: 'deposit', period: 'day' }),
      );
      expect(limitOf(confirmed, 'deposit', 'day')).toMatchObject({ amount: 50_000, pending: null });
      valueIn(await deposit(p.client, 50_000));
    });

    it('an unconfirmed increase lapses 7 days after the cooling-off; a removal waits too; a pending change can be cancelled', async () => {
      const p = await player();
      valueIn(await setLimit(p.client, 'wager', 'month', 1_000));
      valueIn(await setLimit(p.client, 'wager', 'month', 5_000));
      clock.advance(4 * DAY);
      valueIn(await call(p.client, 'GET', '/api/protection'));
      clock.advance(4 * DAY - 1000);
      let view = valueIn<Protection>(await call(p.client, 'GET', '/api/protection'));
      expect(limitOf(view, 'wager', 'month').pending).toMatchObject({ amount: 5_000, status: 'confirmable' });
      clock.advance(1000);
      view = valueIn<Protection>(await call(p.client, 'GET', '/api/protection'));
      expect(limitOf(view, 'wager', 'month')).toMatchObject({ amount: 1_000, pending: null });
      expectError(
        await call(p.client, 'POST', '/api/protection/limits/confirm', { kind: 'wager', period: 'month' }),
        409,
        'protection.no_pending',
      );
      // A removal is pending as well, and can be cancelled.
      const removal = valueIn<Protection>(await setLimit(p.client, 'wager', 'month', null));
      expect(limitOf(removal, 'wager', 'month')).toMatchObject({ amount: 1_000, pending: { amount: null } });
      const cancelled = valueIn<Protection>(
        await call(p.client, 'POST', '/api/protection/limits/cancel', { kind: 'wager', period: 'month' }),
      );
      expect(limitOf(cancelled, 'wager', 'month')).toMatchObject({ amount: 1_000, pending: null });
      expectError(
        await call(p.client, 'POST', '/api/protection/limits/cancel', { kind: 'wager', period: 'month' }),
        409,
        'protection.no_pending',
      );
      valueIn(await setLimit(p.client, 'wager', 'month', null));
      clock.advance(DAY);
      const removed = valueIn<Protection>(
        await call(p.client, 'POST', '/api/protection/limits/confirm', { kind: 'wager', period: 'month' }),
      );
      expect(limitOf(removed, 'wager', 'month')).toMatchObject({ amount: null, effective: null, remaining: null });
      const log = await database.db.select().from(protectionChanges).where(eq(protectionChanges.memberId, p.memberId));
      expect(log.map((r) => r.action)).toEqual([
        'limit.set',
        'limit.increase_requested',
        'limit.remove_requested',
        'limit.cancel',
        'limit.remove_requested',
        'limit.confirm',
      ]);
      expect(log.every((r) => r.actorKind === 'member' && r.ip !== null)).toBe(true);
    });
  });

  describe('operator limits', () => {
    it('the lower of player and operator applies; staff are audited; the player can only tighten below it', async () => {
      const p = await player();
      const support = await signedInStaff(app, database, 'support');
      const finance = await signedInStaff(app, database, 'finance');
      valueIn(await setLimit(p.client, 'deposit', 'day', 50_000));
      const url = `/api/admin/protection/members/${p.memberId}/limits`;
      expectError(
        await call(finance, 'PUT', url, { kind: 'deposit', period: 'day', amount: 1 }),
        403,
        'staff.forbidden',
      );
      const staffView = valueIn<{ limits: LimitView[] }>(
        await call(support, 'PUT', url, { kind: 'deposit', period: 'day', amount: 15_000 }),
      );
      expect(staffView.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
        amount: 50_000,
        operator: 15_000,
        effective: 15_000,
      });
      valueIn(await deposit(p.client, 15_000));
      const over = expectError(await deposit(p.client, 10_000), 409, 'protection.deposit_limit');
      expect(over.fields).toMatchObject({ limit: '15000', remaining: '0' });
      // The player's own tighter limit applies at once; a higher one than the operator's changes nothing.
      const own = valueIn<Protection>(await setLimit(p.client, 'deposit', 'day', 12_000));
      expect(limitOf(own, 'deposit', 'day')).toMatchObject({ amount: 12_000, operator: 15_000, effective: 12_000 });
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, p.memberId), eq(auditLog.action, 'protection.operator_limit.set')));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.ip).toBeTruthy();
      const page = valueIn<{ changes: { actorKind: string; action: string }[] }>(
        await call(finance, 'GET', `/api/admin/protection/members/${p.memberId}`),
      );
      expect(page.changes.map((c) => `${c.actorKind}:${c.action}`)).toEqual([
        'member:limit.decrease',
        'staff:operator_limit.set',
        'member:limit.set',
      ]);
      // Staff remove it: the player's 12 000 is what is left.
      const removed = valueIn<{ limits: LimitView[] }>(
        await call(support, 'PUT', url, { kind: 'deposit', period: 'day', amount: null }),
      );
      expect(removed.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
        operator: null,
        effective: 12_000,
      });
      expectError(
        await call(support, 'GET', `/api/admin/protection/members/${randomUUID()}`),
        404,
        'protection.not_found',
      );
    });
  });

  describe('loss and wager limits on every bet', () => {
    it('provider API: a loss limit counts stakes − wins; at the limit passes, one unit over is PLAYER_BLOCKED LOSS_LIMIT, recorded, the same on replay', async () => {
      const p = await player(100_000n);
      valueIn(await setLimit(p.client, 'loss', 'day', 1_000));
      const token = await launch(p.client, GAME);
      const roundA = uid('round');
      expect((await debit(token, 600, { roundId: roundA })).body.status).toBe('OK');
      expect((await credit(token, roundA, 200)).body.status).toBe('OK');
      // Net loss 400; a stake of 600 would make it 1 000: exactly the limit.
      const atId = uid('tx');
      const roundB = uid('round');
      const atLimit = await debit(token, 600, { transactionId: atId, roundId: roundB });
      expect(atLimit.body.status).toBe('OK');
      const txId = uid('tx');
      const over = await debit(token, 1, { transactionId: txId });
      expect(over.body).toMatchObject({
        status: 'PLAYER_BLOCKED',
        reason: 'LOSS_LIMIT',
        code: 'protection.loss_limit',
        fields: { kind: 'loss', period: 'day', limit: '1000', remaining: '0' },
        balance: 100_000 - 1_000,
      });
      const again = await debit(token, 1, { transactionId: txId });
      expect(again.body).toEqual(over.body);
      const calls = await database.db.select().from(providerCalls).where(eq(providerCalls.transactionId, txId));
      expect(calls.map((c) => c.status)).toEqual(['PLAYER_BLOCKED', 'PLAYER_BLOCKED']);
      // An accepted debit replays as it was first answered, though the limit is now used up.
      const replay = await debit(token, 600, { transactionId: atId, roundId: roundB });
      expect(replay.body).toEqual(atLimit.body);
      expect((await app.ledger.memberBalances('aurum', p.memberId)).cash).toBe(100_000n - 1_000n);
    });

    it('provider API: a wager limit counts every stake; a win does not give room back', async () => {
      const p = await player(100_000n);
      valueIn(await setLimit(p.client, 'wager', 'week', 1_000));
      const token = await launch(p.client, GAME);
      expect((await debit(token, 700, { roundId: 'w-a' })).body.status).toBe('OK');
      expect((await credit(token, 'w-a', 5_000)).body.status).toBe('OK');
      expect((await debit(token, 300)).body.status).toBe('OK');
      const over = await debit(token, 1);
      expect(over.body).toMatchObject({
        status: 'PLAYER_BLOCKED',
        reason: 'WAGER_LIMIT',
        code: 'protection.wager_limit',
        fields: { kind: 'wager', period: 'week', limit: '1000', remaining: '0', resetsAt: '2026-06-21T16:00:00.000Z' },
      });
      const view = valueIn<Protection>(await call(p.client, 'GET', '/api/protection'));
      expect(limitOf(view, 'wager', 'week')).toMatchObject({ used: 1_000, remaining: 0 });
      expect(limitOf(view, 'loss', 'week')).toMatchObject({ used: 0, effective: null });
    });

    it('house studio spin: a wager limit at its boundary, then protection.wager_limit for the player', async () => {
      const p = await player(10_000n);
      valueIn(await setLimit(p.client, 'wager', 'day', 20));
      const spin = await studioWindow(p.client);
      // Spins until refused (a free spin, which stakes nothing, may come between): exactly 20 staked.
      let staked = 0;
      let refused: LightMyRequestResponse | null = null;
      for (let i = 0; i < 40 && !refused; i++) {
        const res = await spin(10);
        if (res.statusCode === 200) staked += (res.json() as { value: { spin: { stake: number } } }).value.spin.stake;
        else refused = res;
      }
      expect(staked).toBe(20);
      const over = expectError(refused!, 409, 'protection.wager_limit');
      expect(over.fields).toMatchObject({ kind: 'wager', period: 'day', limit: '20', remaining: '0' });
    });

    it('house studio spin: a loss limit of exactly the stake passes; one unit less refuses it', async () => {
      const a = await player(10_000n);
      valueIn(await setLimit(a.client, 'loss', 'day', 10));
      expect((await (await studioWindow(a.client))(10)).statusCode).toBe(200);
      const b = await player(10_000n);
      valueIn(await setLimit(b.client, 'loss', 'month', 9));
      const over = expectError(await (await studioWindow(b.client))(10), 409, 'protection.loss_limit');
      expect(over.fields).toMatchObject({ kind: 'loss', period: 'month', limit: '9', remaining: '9' });
      expect((await app.ledger.memberBalances('aurum', b.memberId)).cash).toBe(10_000n);
    });
  });

  describe('bad input', () => {
    it('answers 4xx with stable codes, and refuses trial accounts and visitors', async () => {
      const p = await player();
      for (const body of [
        { kind: 'deposit', period: 'day', amount: 0 },
        { kind: 'deposit', period: 'day', amount: 1.5 },
        { kind: 'deposit', period: 'year', amount: 100 },
        { kind: 'bonus', period: 'day', amount: 100 },
        { kind: 'deposit', period: 'day' },
        { kind: 'deposit', period: 'day', amount: '100' },
      ]) {
        expectError(await call(p.client, 'PUT', '/api/protection/limits', body), 400, 'request.invalid');
      }
      expectError(
        await call(p.client, 'PUT', '/api/protection/reality-check', { minutes: 20 }),
        400,
        'request.invalid',
      );
      expectError(await call(p.client, 'PUT', '/api/protection/session-limit', { minutes: 0 }), 400, 'request.invalid');
      expectError(await call(p.client, 'POST', '/api/protection/time-out', { duration: '3d' }), 400, 'request.invalid');
      expectError(
        await call(p.client, 'POST', '/api/protection/self-exclusion', { duration: '1m' }),
        400,
        'request.invalid',
      );
      expectError(
        await call(p.client, 'GET', '/api/protection/statement?from=2026-06-10T00:00:00Z&to=2026-06-01T00:00:00Z'),
        400,
        'request.invalid',
      );
      expectError(
        await call(p.client, 'GET', '/api/protection/statement?from=yesterday&to=now'),
        400,
        'request.invalid',
      );
      const trial = { app, ip: freshIp() } as Client;
      const t = await call(trial, 'POST', '/api/accounts/trial', {});
      trial.cookie = t.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expectError(await call(trial, 'GET', '/api/protection'), 403, 'auth.trial_refused');
      expectError(await call({ app, ip: freshIp() }, 'GET', '/api/protection'), 401, 'auth.required');
    });
  });

  describe.runIf(target.name === 'postgres')('races', () => {
    it('30 concurrent provider debits never pass a wager limit together', async () => {
      const p = await player(100_000n);
      valueIn(await setLimit(p.client, 'wager', 'day', 1_000));
      const token = await launch(p.client, GAME);
      const answers = await Promise.all(Array.from({ length: 30 }, () => debit(token, 100)));
      const ok = answers.filter((a) => a.body.status === 'OK');
      expect(ok).toHaveLength(10);
      expect(answers.filter((a) => a.body.status === 'PLAYER_BLOCKED')).toHaveLength(20);
      expect((await app.ledger.memberBalances('aurum', p.memberId)).cash).toBe(100_000n - 1_000n);
    });

    it('30 concurrent deposits never pass a deposit limit together', async () => {
      const p = await player();
      valueIn(await setLimit(p.client, 'deposit', 'day', 100_000));
      const answers = await Promise.all(Array.from({ length: 30 }, () => deposit(p.client, 10_000)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
      expect(
        answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'protection.deposit_limit'),
      ).toBe(true);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    });
  });
});
