import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import type { DomainEvent } from '../../lib/events';
import { type Client, call, expectError, FIXED, registered, signedInStaff } from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { type LiveClient, openLive, sleep } from '../../test/live';

describe.each(dbTargets())('live channel and domain events on $name', (target) => {
  let database: Database;
  let app: App;
  let url: string;
  let origin: string;
  let finance: Client;
  const opened: LiveClient[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
      live: { heartbeatMs: 60_000, sessionCheckMs: 150 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}/api/live`;
    origin = `http://127.0.0.1:${port}`;
    finance = await signedInStaff(app, database, 'finance');
  });

  afterAll(async () => {
    for (const c of opened) c.close();
    await app.close();
    await target.cleanup();
  });

  const memberIdOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  /** A fresh member, with the live socket open (the hello frame received). */
  async function connectedMember() {
    const { client, username } = await registered(app);
    const memberId = await memberIdOf(username);
    const res = await openLive(url, { cookie: client.cookie!, origin });
    if (!res.ok) throw new Error(`live refused: ${res.status} ${res.code}`);
    opened.push(res.client);
    await res.client.next((m) => m.type === 'hello');
    return { client, memberId, live: res.client };
  }

  const credit = (memberId: string, clientRequestId = randomUUID(), amount = 1_000) =>
    call(finance, 'POST', '/api/admin/finance/adjustments', {
      memberId,
      account: 'cash',
      direction: 'credit',
      amount,
      reason: 'Goodwill credit',
      clientRequestId,
    });

  /** Every domain event the bus carries, as a node's subscriber sees it. */
  async function recordEvents() {
    const seen: DomainEvent[] = [];
    const stop = await app.events.subscribe((e) => seen.push(e));
    return { seen, stop };
  }

  it('refuses a handshake without a session (401), from another site or without Origin (403)', async () => {
    const anonymous = await openLive(url, { origin });
    expect(anonymous).toMatchObject({ ok: false, status: 401, code: 'auth.required' });

    const { client } = await registered(app);
    const foreign = await openLive(url, { cookie: client.cookie!, origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ ok: false, status: 403, code: 'request.cross_origin' });
    const none = await openLive(url, { cookie: client.cookie! });
    expect(none).toMatchObject({ ok: false, status: 403, code: 'request.cross_origin' });
    const bogus = await openLive(url, { cookie: 'sid=not-a-session', origin });
    expect(bogus).toMatchObject({ ok: false, status: 401, code: 'auth.required' });
  });

  it('answers a plain (not upgraded) request 426 live.upgrade_required', async () => {
    const { client } = await registered(app);
    expectError(await call(client, 'GET', '/api/live'), 426, 'live.upgrade_required');
  });

  it("pushes balance.changed to the credited member's socket, and not to another member's", async () => {
    const a = await connectedMember();
    const b = await connectedMember();
    const res = await credit(a.memberId);
    expect(res.statusCode, res.body).toBe(200);
    const pushed = await a.live.next((m) => m.type === 'balance.changed', 1_000);
    expect(pushed).toEqual({ type: 'balance.changed', brand: 'aurum', memberId: a.memberId });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(Number(/^live_sockets (\d+)$/m.exec(metrics.body)?.[1])).toBeGreaterThanOrEqual(2);

    // B gets its own credit only; A's never reached it (B's socket saw the first credit's time pass).
    expect((await credit(b.memberId)).statusCode).toBe(200);
    await b.live.next((m) => m.type === 'balance.changed', 1_000);
    await sleep(100);
    expect(b.live.messages.filter((m) => m.memberId === a.memberId)).toEqual([]);
    expect(a.live.messages.filter((m) => m.memberId === b.memberId)).toEqual([]);
    // Ids only: no amount or balance ever travels on the channel.
    for (const m of [...a.live.messages, ...b.live.messages]) expect(JSON.stringify(m)).not.toMatch(/amount|balance"/);
  });

  it('publishes nothing for a replayed request or a refused one', async () => {
    const a = await connectedMember();
    const { seen, stop } = await recordEvents();
    try {
      const requestId = randomUUID();
      expect((await credit(a.memberId, requestId)).statusCode).toBe(200);
      const replay = await credit(a.memberId, requestId);
      expect(replay.statusCode).toBe(200);
      expect((replay.json() as { value: { replayed: boolean } }).value.replayed).toBe(true);
      // A debit larger than the balance is refused: nothing moved, nothing is published.
      const refused = await call(finance, 'POST', '/api/admin/finance/adjustments', {
        memberId: a.memberId,
        account: 'cash',
        direction: 'debit',
        amount: 999_999_999,
        reason: 'Too much',
        clientRequestId: randomUUID(),
      });
      expectError(refused, 409, 'wallet.insufficient_funds');
      await sleep(150);
      expect(seen.filter((e) => e.type === 'balance.changed' && e.memberId === a.memberId)).toHaveLength(1);
      expect(a.live.messages.filter((m) => m.type === 'balance.changed')).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('publishes after COMMIT only: a rolled-back transaction or savepoint publishes nothing', async () => {
    const { memberId } = await connectedMember();
    const { seen, stop } = await recordEvents();
    const entry = (key: string) => ({
      brand: 'aurum',
      type: 'adjustment' as const,
      idempotencyKey: `live-test:${key}:${randomUUID()}`,
      actor: { kind: 'system' as const },
      postings: [
        { account: { memberId, kind: 'cash' as const }, amount: 500n },
        { account: { system: 'payment_clearing' as const, channel: 'adjustment' }, amount: -500n },
      ],
    });
    try {
      // The whole transaction rolls back after the entry was posted in it.
      await expect(
        database.db.transaction(async (tx) => {
          await app.ledger.post(entry('rolled-back'), tx);
          await sleep(50);
          expect(seen).toEqual([]); // not before COMMIT either
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      // A savepoint rolls back inside a transaction that commits something else.
      let committedEntry = '';
      await database.db.transaction(async (tx) => {
        await tx
          .transaction(async (sp) => {
            await app.ledger.post(entry('savepoint'), sp);
            throw new Error('roll back the savepoint');
          })
          .catch(() => {});
        committedEntry = (await app.ledger.post(entry('committed'), tx)).id;
        await sleep(50);
        expect(seen).toEqual([]);
      });
      expect(committedEntry).not.toBe('');
      await sleep(100);
      // Only the committed entry's event, once.
      expect(seen).toEqual([{ type: 'balance.changed', brand: 'aurum', memberId }]);
      expect((await app.ledger.memberBalances('aurum', memberId)).cash).toBe(500n);
    } finally {
      await stop();
    }
  });

  it('pushes withdrawal.status when a withdrawal is requested and when staff reject it, with balance.changed', async () => {
    const { client, memberId, live } = await connectedMember();
    expect((await credit(memberId, randomUUID(), 50_000)).statusCode).toBe(200);
    const pin = await call(client, 'POST', '/api/accounts/security/payment-password', {
      password: 'abc12345',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const bound = await call(client, 'POST', '/api/wallet/bank-accounts', {
      bankName: 'ICBC',
      accountNumber: `6222${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(0, 19),
      payeeName: 'Zhang San',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    // The credit's push first; the rest is counted from here.
    await live.next((m) => m.type === 'balance.changed', 1_000);
    live.messages.length = 0;
    const requested = await call(client, 'POST', '/api/wallet/withdrawals', {
      amount: 10_000,
      paymentPassword: '135790',
      bankAccountId: (bound.json() as { value: { id: string } }).value.id,
      clientRequestId: randomUUID(),
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const withdrawalId = (requested.json() as { value: { withdrawal: { id: string } } }).value.withdrawal.id;
    const status = { type: 'withdrawal.status', brand: 'aurum', memberId, withdrawalId };
    expect(await live.next((m) => m.type === 'withdrawal.status', 1_000)).toEqual(status);
    await live.next((m) => m.type === 'balance.changed', 1_000);

    live.messages.length = 0;
    const rejected = await call(finance, 'POST', `/api/admin/finance/withdrawals/${withdrawalId}/reject`, {
      reason: 'Name does not match',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await live.next((m) => m.type === 'withdrawal.status', 1_000)).toEqual(status);
    await live.next((m) => m.type === 'balance.changed', 1_000);
    // A second reject is refused (409) and publishes nothing.
    const again = await call(finance, 'POST', `/api/admin/finance/withdrawals/${withdrawalId}/reject`, {
      reason: 'Again',
    });
    expectError(again, 409, 'finance.already_processed');
    await sleep(150);
    expect(live.messages.filter((m) => m.type === 'withdrawal.status')).toHaveLength(1);
  });

  it('pushes deposit.status and balance.changed when staff confirm a bank transfer', async () => {
    const { client, memberId, live } = await connectedMember();
    const channels = await call(client, 'GET', '/api/wallet/deposit/channels');
    const bank = (channels.json() as { value: { channels: { id: string; code: string }[] } }).value.channels.find(
      (c) => c.code === 'bank',
    )!;
    const created = await call(client, 'POST', '/api/wallet/deposits', {
      channelId: bank.id,
      amount: 20_000,
      reference: `REF-${randomUUID().slice(0, 8)}`,
      clientRequestId: randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const depositId = (created.json() as { value: { deposit: { id: string } } }).value.deposit.id;
    const confirmed = await call(finance, 'POST', `/api/admin/finance/deposits/${depositId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await live.next((m) => m.type === 'deposit.status', 1_000)).toEqual({
      type: 'deposit.status',
      brand: 'aurum',
      memberId,
      depositId,
    });
    await live.next((m) => m.type === 'balance.changed', 1_000);
  });

  it("pushes an announcement's publish and unpublish to every member socket of the brand", async () => {
    const marketing = await signedInStaff(app, database, 'marketing');
    const a = await connectedMember();
    const b = await connectedMember();
    const created = await call(marketing, 'POST', '/api/admin/announcements', {
      type: 'B',
      title: 'Live to everyone',
      content: '<p>Body</p>',
      startAt: new Date(Date.now() - 3_600_000).toISOString(),
      endAt: null,
      sequence: 0,
      target: 'everyone',
      targetVip: null,
      members: [],
      translations: {},
    });
    expect(created.statusCode, created.body).toBe(200);
    const announcementId = String((created.json() as { value: { id: number } }).value.id);
    expect((await call(marketing, 'POST', `/api/admin/announcements/${announcementId}/publish`)).statusCode).toBe(200);
    for (const { live } of [a, b])
      expect(await live.next((m) => m.type === 'announcement.published', 1_000)).toEqual({
        type: 'announcement.published',
        brand: 'aurum',
        announcementId,
      });
    expect((await call(marketing, 'POST', `/api/admin/announcements/${announcementId}/unpublish`)).statusCode).toBe(
      200,
    );
    for (const { live } of [a, b])
      expect(await live.next((m) => m.type === 'announcement.withdrawn', 1_000)).toEqual({
        type: 'announcement.withdrawn',
        brand: 'aurum',
        announcementId,
      });
  });

  it('closes the socket with 4401 once the session ends (signed out elsewhere)', async () => {
    const { client, live } = await connectedMember();
    const out = await call(client, 'DELETE', '/api/accounts/session');
    expect(out.statusCode, out.body).toBe(200);
    const code = await Promise.race([live.closed, sleep(2_000).then(() => -1)]);
    expect(code).toBe(4401);
  });

  it('drops a socket that stops answering the heartbeat, and keeps one that answers', async () => {
    // A second node on the same database, with a fast heartbeat.
    const fast = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
      live: { heartbeatMs: 100, sessionCheckMs: 60_000 },
    });
    try {
      await fast.listen({ port: 0, host: '127.0.0.1' });
      const { port } = fast.server.address() as AddressInfo;
      const { client } = await registered(app);
      const at = { cookie: client.cookie!, origin: `http://127.0.0.1:${port}` };
      const silent = await openLive(`ws://127.0.0.1:${port}/api/live`, at, { autoPong: false });
      const alive = await openLive(`ws://127.0.0.1:${port}/api/live`, at);
      if (!silent.ok || !alive.ok) throw new Error('live refused');
      opened.push(silent.client, alive.client);
      // Terminated (no close frame: 1006) after one unanswered ping, within two heartbeats or so.
      expect(await Promise.race([silent.client.closed, sleep(2_000).then(() => -1)])).toBe(1006);
      expect(alive.client.ws.readyState).toBe(alive.client.ws.OPEN);
    } finally {
      await fast.close();
    }
  });

  it.runIf(target.name === 'postgres')('30 identical credits at once: one entry, one balance.changed', async () => {
    const a = await connectedMember();
    const requestId = randomUUID();
    const results = await Promise.all(Array.from({ length: 30 }, () => credit(a.memberId, requestId)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(results.filter((r) => !(r.json() as { value: { replayed: boolean } }).value.replayed)).toHaveLength(1);
    await a.live.next((m) => m.type === 'balance.changed', 1_000);
    await sleep(200);
    expect(a.live.messages.filter((m) => m.type === 'balance.changed')).toHaveLength(1);
  });
});
