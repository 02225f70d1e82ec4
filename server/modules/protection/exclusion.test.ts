import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DepositChannels } from '../../../src/api/contract/deposits';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { Protection } from '../../../src/api/contract/protection';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, games, gameVendors, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createProviderWalletClient, type ProviderSend } from '../../lib/provider-client';
import {
  type Client,
  call,
  encrypted,
  expectError,
  freshIp,
  freshName,
  login,
  registerPayload,
  sessionCookie,
  signedInStaff,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const AURUM = 'aurum.localhost';
const VERDANT = 'verdant.localhost';
const PIN = '135790';

/**
 * Time-out and self-exclusion across brands, early lifts, withdrawals while excluded, the session
 * limit, the reality-check figures and the statement (docs/player-protection.md).
 */
describe.each(dbTargets())('protection exclusions on $name', (target) => {
  let database: Database;
  let app: App;
  const ANCHOR = new Date('2026-06-17T04:00:00Z');
  // A clock that stands still unless a test moves it: the instants below are exact.
  let t = ANCHOR.getTime();
  const clock = {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
  afterEach(() => {
    t = ANCHOR.getTime();
  });
  const SECRET = 'protect-vendor-secret-0123456789abcdef';
  const V = 'PROTX';
  const GAME = 'protx-slot';
  let bank: DepositChannels['channels'][number];
  let n = 0;
  const uid = (p: string) => {
    n += 1;
    return `${p}-${n}-${randomUUID().slice(0, 8)}`;
  };

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const send: ProviderSend = async (path, headers, rawBody) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { ...headers, host: AURUM }, payload: rawBody });
    return { status: res.statusCode, body: res.json() };
  };
  const vendor = () => createProviderWalletClient({ vassalage: V, secret: SECRET, send, now: clock.now });

  /** A new member of the brand of `host`, with `over` in its registration form; funded with `cash`. */
  async function memberOn(host: string, over: Record<string, unknown> = {}, cash = 0n) {
    const c: Client = { app, ip: freshIp(), headers: { host } };
    const username = freshName();
    const payload = registerPayload({ username, email: `${username}@example.com`, ...over });
    const res = await encrypted(c, 'PUT', '/api/accounts/register', payload);
    expect(res.statusCode, res.body).toBe(200);
    c.cookie = sessionCookie(res);
    const [m] = await database.db.select().from(members).where(eq(members.username, username.toLowerCase()));
    if (cash > 0n) {
      await app.ledger.post({
        brand: m!.brand,
        type: 'deposit',
        idempotencyKey: uid('fund'),
        actor: { kind: 'system' },
        postings: [
          { account: { memberId: m!.id, kind: 'cash' }, amount: cash },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
        ],
      });
    }
    return { client: c, memberId: m!.id, username: m!.username, password: String(payload.password) };
  }

  const me = async (c: Client) =>
    valueIn<{ protection: { state: string; until: string | null } | null }>(await call(c, 'GET', '/api/accounts/me'));
  const launchRes = (c: Client, nodeId = GAME) => call(c, 'POST', '/api/games/launch', { nodeId });
  const tokenOf = (res: LightMyRequestResponse) =>
    new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x').searchParams.get('token')!;
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
  const depositOn = (c: Client, amount = 10_000, channelId = bank.id) =>
    call(c, 'POST', '/api/wallet/deposits', {
      channelId,
      amount,
      reference: 'REF-1234',
      clientRequestId: randomUUID(),
    });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(
      database,
      { LEDGER_CHECK_MINUTES: '0', SESSION_IDLE_MINUTES: '10080', SESSION_MAX_HOURS: '8760', DEFAULT_BRAND: 'aurum' },
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
    const probe = await memberOn(AURUM);
    const channels = valueIn<DepositChannels>(await call(probe.client, 'GET', '/api/wallet/deposit/channels?lang=en'));
    bank = channels.channels.find((c) => c.code === 'bank')!;
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  describe('across brands, for the same person', () => {
    it('a self-exclusion on one brand blocks the same e-mail on the other, a registration made afterwards too', async () => {
      const email = `${freshName('x')}@Example.com`;
      const a = await memberOn(AURUM, { email }, 50_000n);
      const token = tokenOf(await launchRes(a.client));
      const excluded = valueIn<Protection>(
        await call(a.client, 'POST', '/api/protection/self-exclusion', { duration: '6m' }),
      );
      expect(excluded.state).toEqual({ state: 'excluded', until: '2026-12-17T04:00:00.000Z' });
      expect(excluded.exclusion).toMatchObject({ kind: 'self_exclusion', duration: '6m', active: true });
      // The member: still logged in, the state in /me; no game, no bet, no deposit.
      expect((await me(a.client)).protection).toEqual({ state: 'excluded', until: '2026-12-17T04:00:00.000Z' });
      expectError(await launchRes(a.client), 403, 'protection.excluded');
      expect((await debit(token, 100)).body).toMatchObject({
        status: 'PLAYER_BLOCKED',
        reason: 'SELF_EXCLUDED',
        code: 'protection.excluded',
      });
      expectError(await depositOn(a.client), 403, 'protection.excluded');
      // The house studio's launch is the same launch.
      expectError(await launchRes(a.client, 'lumen-lucky-sevens'), 403, 'protection.excluded');
      // Another brand, the same e-mail (differently written), registered after the exclusion.
      const b = await memberOn(VERDANT, { email: email.toUpperCase() });
      expect((await me(b.client)).protection).toMatchObject({ state: 'excluded' });
      const theirs = valueIn<DepositChannels>(await call(b.client, 'GET', '/api/wallet/deposit/channels?lang=en'));
      const channel = theirs.channels.find((c) => c.kind === 'manual_bank') ?? theirs.channels[0]!;
      expectError(await depositOn(b.client, channel.minAmount, channel.id), 403, 'protection.excluded');
      // Someone else on the other brand is not touched.
      const other = await memberOn(VERDANT);
      expect((await me(other.client)).protection).toBeNull();
    });

    it('a time-out binds the same mobile number on the other brand, and ends by itself', async () => {
      const a = await memberOn(AURUM, {}, 50_000n);
      const b = await memberOn(VERDANT);
      const mobile = `139${String(Date.now()).slice(-8)}`;
      await database.db.update(members).set({ mobile, countryDialingCode: '+86' }).where(eq(members.id, a.memberId));
      await database.db.update(members).set({ mobile, countryDialingCode: '+86' }).where(eq(members.id, b.memberId));
      const token = tokenOf(await launchRes(a.client));
      const out = valueIn<Protection>(await call(a.client, 'POST', '/api/protection/time-out', { duration: '24h' }));
      expect(out.state).toEqual({ state: 'timeout', until: '2026-06-18T04:00:00.000Z' });
      expect((await debit(token, 100)).body).toMatchObject({ status: 'PLAYER_BLOCKED', reason: 'TIME_OUT' });
      expect((await me(b.client)).protection).toEqual({ state: 'timeout', until: '2026-06-18T04:00:00.000Z' });
      // A time-out cannot be lifted early.
      expectError(await call(a.client, 'POST', '/api/protection/lift-request'), 409, 'protection.lift_unavailable');
      clock.advance(DAY - 1000);
      expectError(await launchRes(a.client), 403, 'protection.excluded');
      clock.advance(1000);
      expect((await me(b.client)).protection).toBeNull();
      const again = tokenOf(await launchRes(a.client));
      expect((await debit(again, 100)).body.status).toBe('OK');
    });
  });

  it('the ID number matches too, however it is written', async () => {
    const a = await memberOn(AURUM);
    const b = await memberOn(VERDANT);
    const id = `${String(Date.now()).slice(-8)}X`;
    await database.db
      .update(members)
      .set({ idNumber: `11 0101-${id.toLowerCase()}` })
      .where(eq(members.id, a.memberId));
    await database.db
      .update(members)
      .set({ idNumber: `110101${id}` })
      .where(eq(members.id, b.memberId));
    valueIn(await call(a.client, 'POST', '/api/protection/self-exclusion', { duration: '5y' }));
    expect((await me(b.client)).protection).toEqual({ state: 'excluded', until: '2031-06-17T04:00:00.000Z' });
  });

  describe('while excluded', () => {
    it('a withdrawal is still allowed, and the history is readable', async () => {
      const a = await memberOn(AURUM, {}, 100_000n);
      valueIn(
        await call(a.client, 'POST', '/api/accounts/security/payment-password', {
          password: a.password,
          newPaymentPassword: PIN,
          confirmPaymentPassword: PIN,
        }),
      );
      const account = valueIn<{ id: string }>(
        await call(a.client, 'POST', '/api/wallet/bank-accounts', {
          bankName: 'ICBC',
          accountNumber: `6222${String(Date.now()).slice(-9)}${String(n).padStart(4, '0')}`,
          payeeName: 'Zhang San',
        }),
      );
      valueIn(await call(a.client, 'POST', '/api/protection/self-exclusion', { duration: 'permanent' }));
      expect((await me(a.client)).protection).toEqual({ state: 'excluded', until: null });
      // The member can still log in (to withdraw); the log-in answer says so.
      const again = await login({ app, ip: freshIp(), headers: { host: AURUM } }, a.username, a.password);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().value.protection).toEqual({ state: 'excluded', until: null });
      const free = await memberOn(AURUM);
      const freeLogin = await login({ app, ip: freshIp(), headers: { host: AURUM } }, free.username, free.password);
      expect(freeLogin.json().value).not.toHaveProperty('protection');
      const w = await call(a.client, 'POST', '/api/wallet/withdrawals', {
        amount: 40_000,
        paymentPassword: PIN,
        bankAccountId: account.id,
        clientRequestId: randomUUID(),
      });
      expect(w.statusCode, w.body).toBe(200);
      valueIn(await call(a.client, 'GET', '/api/wallet/withdrawals'));
      valueIn(await call(a.client, 'GET', '/api/wallet/records?type=withdrawal'));
      const statement = valueIn<{ withdrawals: number; depositNet: number }>(
        await call(
          a.client,
          'GET',
          `/api/protection/statement?from=${encodeURIComponent('2026-06-17T00:00:00Z')}&to=${encodeURIComponent('2026-06-18T00:00:00Z')}`,
        ),
      );
      expect(statement).toMatchObject({ withdrawals: 40_000, depositNet: -40_000 });
    });

    it('a segment broadcast leaves the excluded member out; a message to that one member still arrives', async () => {
      const a = await memberOn(AURUM);
      const b = await memberOn(AURUM);
      valueIn(await call(a.client, 'POST', '/api/protection/self-exclusion', { duration: '1y' }));
      const marketing = { ...(await signedInStaff(app, database, 'marketing')), headers: { host: AURUM } };
      const sent = valueIn<{ recipients: number }>(
        await call(marketing, 'POST', '/api/admin/inbox/broadcasts', {
          title: 'Offer',
          content: '<p>Hi</p>',
          segment: { kind: 'list', usernames: [a.username, b.username] },
        }),
      );
      expect(sent.recipients).toBe(1);
      const direct = valueIn<{ recipients: number }>(
        await call(marketing, 'POST', '/api/admin/inbox/broadcasts', {
          title: 'Your account',
          content: '<p>About your account</p>',
          segment: { kind: 'member', username: a.username },
        }),
      );
      expect(direct.recipients).toBe(1);
    });
  });

  describe('early lift', () => {
    it('the player asks; support decides with a reason; an approval lifts 24 hours later; a rejection keeps it', async () => {
      const a = await memberOn(AURUM);
      const support = { ...(await signedInStaff(app, database, 'support')), headers: { host: AURUM } };
      const finance = { ...(await signedInStaff(app, database, 'finance')), headers: { host: AURUM } };
      expectError(await call(a.client, 'POST', '/api/protection/lift-request'), 409, 'protection.lift_unavailable');
      valueIn(await call(a.client, 'POST', '/api/protection/self-exclusion', { duration: '1y' }));
      const asked = valueIn<Protection>(await call(a.client, 'POST', '/api/protection/lift-request'));
      expect(asked.liftRequest).toMatchObject({ status: 'pending', decideBy: '2026-06-24T04:00:00.000Z' });
      expectError(await call(a.client, 'POST', '/api/protection/lift-request'), 409, 'protection.lift_pending');
      const list = valueIn<{ items: { id: string; memberId: string }[] }>(
        await call(finance, 'GET', '/api/admin/protection/lift-requests'),
      );
      const item = list.items.find((i) => i.memberId === a.memberId)!;
      expect(item).toBeDefined();
      const url = `/api/admin/protection/lift-requests/${item.id}/decide`;
      expectError(await call(finance, 'POST', url, { decision: 'approve', reason: 'ok' }), 403, 'staff.forbidden');
      expectError(await call(support, 'POST', url, { decision: 'approve', reason: '' }), 400, 'request.invalid');
      expectError(await call(support, 'POST', url, { decision: 'maybe', reason: 'x' }), 400, 'request.invalid');
      clock.advance(2 * DAY);
      const decided = valueIn<{ status: string; reason: string }>(
        await call(support, 'POST', url, { decision: 'approve', reason: 'Spoke with the player; cooling period done' }),
      );
      expect(decided).toMatchObject({ status: 'approved', reason: 'Spoke with the player; cooling period done' });
      expectError(
        await call(support, 'POST', url, { decision: 'reject', reason: 'again' }),
        409,
        'protection.lift_decided',
      );
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, a.memberId));
      expect(audits.map((r) => r.action)).toContain('protection.lift.approve');
      clock.advance(DAY - 1000);
      expectError(await launchRes(a.client), 403, 'protection.excluded');
      clock.advance(1000);
      expect((await me(a.client)).protection).toBeNull();
      expect((await launchRes(a.client)).statusCode).toBe(200);
      const page = valueIn<{ exclusions: { liftsAt: string | null; active: boolean }[] }>(
        await call(support, 'GET', `/api/admin/protection/members/${a.memberId}`),
      );
      expect(page.exclusions[0]).toMatchObject({ liftsAt: '2026-06-20T04:00:00.000Z', active: false });

      const b = await memberOn(AURUM);
      valueIn(await call(b.client, 'POST', '/api/protection/self-exclusion', { duration: '2y' }));
      const bAsked = valueIn<Protection>(await call(b.client, 'POST', '/api/protection/lift-request'));
      valueIn(
        await call(support, 'POST', `/api/admin/protection/lift-requests/${bAsked.liftRequest!.id}/decide`, {
          decision: 'reject',
          reason: 'Too soon',
        }),
      );
      clock.advance(3 * DAY);
      expect((await me(b.client)).protection).toMatchObject({ state: 'excluded' });
    });
  });

  describe('session limit and reality check', () => {
    it('the reality check shows the session’s wagered, won and net from the bet rows', async () => {
      const a = await memberOn(AURUM, {}, 50_000n);
      valueIn(await call(a.client, 'PUT', '/api/protection/reality-check', { minutes: 30 }));
      const token = tokenOf(await launchRes(a.client));
      const round = uid('round');
      expect((await debit(token, 600, { roundId: round })).body.status).toBe('OK');
      expect((await debit(token, 400)).body.status).toBe('OK');
      const win = await vendor().credit({
        requestId: uid('req'),
        playerToken: token,
        currency: 'CNY',
        gameCode: GAME,
        transactionId: uid('tx'),
        roundId: round,
        amount: 250,
        roundClosed: true,
      });
      expect(win.body.status).toBe('OK');
      const figures = valueIn<Record<string, unknown>>(await call(a.client, 'GET', '/api/protection/session'));
      expect(figures).toMatchObject({ wagered: 1_000, won: 250, net: -750, realityCheckMinutes: 30, endsAt: null });
      const statement = valueIn<Record<string, number>>(
        await call(a.client, 'GET', '/api/protection/statement?from=2026-06-17T00:00:00Z&to=2026-06-18T00:00:00Z'),
      );
      expect(statement).toMatchObject({ stakes: 1_000, wins: 250, gamingNet: -750, deposits: 0, withdrawals: 0 });
      // Outside the range: nothing.
      const before = valueIn<Record<string, number>>(
        await call(a.client, 'GET', '/api/protection/statement?from=2026-06-01T00:00:00Z&to=2026-06-17T00:00:00Z'),
      );
      expect(before).toMatchObject({ stakes: 0, wins: 0, gamingNet: 0 });
      // A new log-in starts new figures.
      clock.advance(1000);
      const fresh: Client = { app, ip: freshIp(), headers: { host: AURUM } };
      const res = await login(fresh, a.username, a.password);
      expect(res.statusCode, res.body).toBe(200);
      fresh.cookie = sessionCookie(res);
      expect(valueIn<Record<string, unknown>>(await call(fresh, 'GET', '/api/protection/session'))).toMatchObject({
        wagered: 0,
        won: 0,
        net: 0,
      });
    });

    it('a session limit ends the session on the server when reached', async () => {
      const a = await memberOn(AURUM);
      const set = valueIn<Protection>(await call(a.client, 'PUT', '/api/protection/session-limit', { minutes: 30 }));
      expect(set.sessionLimitMinutes).toBe(30);
      const figures = valueIn<{ since: string; endsAt: string }>(
        await call(a.client, 'GET', '/api/protection/session'),
      );
      expect(Date.parse(figures.endsAt) - Date.parse(figures.since)).toBe(30 * 60_000);
      clock.advance(Date.parse(figures.endsAt) - clock.now().getTime() - 1000);
      valueIn(await call(a.client, 'GET', '/api/accounts/me'));
      clock.advance(1000);
      expectError(await call(a.client, 'GET', '/api/accounts/me'), 401, 'auth.required');
      // Ended for good: moving the clock back does not bring it back.
      clock.advance(-HOUR);
      expectError(await call(a.client, 'GET', '/api/accounts/me'), 401, 'auth.required');
    });
  });
});
