import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type { CreateDepositResult, DepositChannels } from '../../../src/api/contract/deposits';
import {
  type Broadcast,
  type InboxMessage,
  inboxMessageResponseSchema,
  inboxPageResponseSchema,
  inboxUnreadResponseSchema,
} from '../../../src/api/contract/inbox';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, inboxMessages, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import type { DomainEvent } from '../../lib/events';
import {
  type Client,
  call,
  expectError,
  freshIp,
  loggedIn,
  registered,
  signedInStaff,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

const PIN = '135790';

/**
 * The inbox (docs/inbox.md), through HTTP only: staff send from the back office, the job delivers,
 * members read; system notices come from REAL deposit confirmation and withdrawal pay/reject.
 */
describe.each(dbTargets())('inbox on $name', (target) => {
  let database: Database;
  let app: App;
  // Noon in Asia/Shanghai: the withdrawal day never turns during the file.
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  let admin: Client;
  let support: Client;
  let marketing: Client;
  let finance: Client;
  let trial: Client;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const staffClient = (role: StaffRole) => signedInStaff(app, database, role);

  const inbox = async (c: Client, query = '') => {
    const res = await call(c, 'GET', `/api/inbox${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return inboxPageResponseSchema.parse(res.json()).value;
  };
  const unread = async (c: Client) =>
    inboxUnreadResponseSchema.parse((await call(c, 'GET', '/api/inbox/unread')).json()).value;
  const send = (c: Client, body: Record<string, unknown>) =>
    call(c, 'POST', '/api/admin/inbox/broadcasts', { title: 'Hello', content: '<p>Hi</p>', ...body });
  const runJob = async () => {
    const { run } = valueIn<{ run: { outcome: string } }>(
      await call(admin, 'POST', '/api/admin/jobs/inbox-broadcasts/run'),
    );
    expect(run.outcome).toBe('succeeded');
  };
  const titles = async (c: Client) => (await inbox(c)).list.map((m) => m.title);

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    admin = await staffClient('admin');
    support = await staffClient('support');
    marketing = await staffClient('marketing');
    finance = await staffClient('finance');
    const ip = freshIp();
    const res = await app.inject({ method: 'POST', url: '/api/accounts/trial', headers: { 'x-debug-client-ip': ip } });
    expect(res.statusCode, res.body).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    trial = { app, ip, cookie: `sid=${sid.value}` };
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  describe('member calls', () => {
    it('refuses a visitor (401) and a trial account (403 auth.trial_refused) on every inbox call', async () => {
      const visitor: Client = { app, ip: freshIp() };
      const id = randomUUID();
      const calls: [Parameters<typeof call>[1], string, unknown?][] = [
        ['GET', '/api/inbox'],
        ['GET', '/api/inbox/unread'],
        ['POST', '/api/inbox/read', { all: true }],
        ['GET', `/api/inbox/${id}`],
        ['DELETE', `/api/inbox/${id}`],
      ];
      for (const [method, url, body] of calls) {
        expectError(await call(visitor, method, url, body), 401, 'auth.required');
        expectError(await call(trial, method, url, body), 403, 'auth.trial_refused');
      }
    });

    it('lists newest first, counts unread, reads one (marking it read), marks read, deletes softly', async () => {
      const { client, username } = await registered(app);
      expect(await unread(client)).toBe(0);
      expect(await inbox(client)).toMatchObject({ list: [], total: 0, unread: 0, page: 1 });
      for (const title of ['First', 'Second', 'Third']) {
        valueIn(await send(support, { title, segment: { kind: 'member', username } }));
        clock.advance(1000);
      }
      const page = await inbox(client);
      expect(page.list.map((m) => m.title)).toEqual(['Third', 'Second', 'First']);
      expect(page).toMatchObject({ total: 3, unread: 3 });
      expect(page.list[0]).toMatchObject({ kind: 'staff', read: false, preview: 'Hi', template: null });
      expect(await unread(client)).toBe(3);

      const third = page.list[0]!;
      const opened = inboxMessageResponseSchema.parse(
        (await call(client, 'GET', `/api/inbox/${third.id}`)).json(),
      ).value;
      expect(opened).toMatchObject({ title: 'Third', content: '<p>Hi</p>', read: true });
      expect(opened.readAt).not.toBeNull();
      expect(await unread(client)).toBe(2);

      const second = page.list[1]!;
      expect(valueIn(await call(client, 'POST', '/api/inbox/read', { ids: [second.id] }))).toEqual({ unread: 1 });
      expect(valueIn(await call(client, 'POST', '/api/inbox/read', { all: true }))).toEqual({ unread: 0 });

      expect(valueIn(await call(client, 'DELETE', `/api/inbox/${third.id}`))).toEqual({ unread: 0 });
      expect(await titles(client)).toEqual(['Second', 'First']);
      expectError(await call(client, 'GET', `/api/inbox/${third.id}`), 404, 'inbox.not_found');
      expectError(await call(client, 'DELETE', `/api/inbox/${third.id}`), 404, 'inbox.not_found');
      const [row] = await database.db.select().from(inboxMessages).where(eq(inboxMessages.id, third.id));
      expect(row?.deletedAt).not.toBeNull();
    });

    it("answers another member's message 404, exactly as an unknown id, and never changes it", async () => {
      const a = await registered(app);
      const b = await registered(app);
      valueIn(await send(support, { title: 'Only for A', segment: { kind: 'member', username: a.username } }));
      const [message] = (await inbox(a.client)).list;
      expectError(await call(b.client, 'GET', `/api/inbox/${message!.id}`), 404, 'inbox.not_found');
      expectError(await call(b.client, 'DELETE', `/api/inbox/${message!.id}`), 404, 'inbox.not_found');
      expect(valueIn(await call(b.client, 'POST', '/api/inbox/read', { ids: [message!.id] }))).toEqual({ unread: 0 });
      expectError(await call(b.client, 'GET', '/api/inbox/not-a-uuid'), 404, 'inbox.not_found');
      expect((await inbox(b.client)).total).toBe(0);
      expect((await inbox(a.client)).list[0]).toMatchObject({ read: false });
    });

    it('emits unread.changed for the member (ids only) on every change: delivery, read, mark read, delete', async () => {
      const { client, username } = await registered(app);
      const memberId = await idOf(username);
      const seen: DomainEvent[] = [];
      const stop = await app.events.subscribe((e) => {
        if ('memberId' in e && e.memberId === memberId) seen.push(e);
      });
      try {
        const count = async (n: number) => expect.poll(() => seen.length).toBe(n);
        valueIn(await send(support, { title: 'One', segment: { kind: 'member', username } }));
        valueIn(await send(support, { title: 'Two', segment: { kind: 'member', username } }));
        await count(2);
        expect(seen[0]).toEqual({ type: 'unread.changed', brand: 'aurum', memberId });
        const [two, one] = (await inbox(client)).list;
        valueIn(await call(client, 'GET', `/api/inbox/${two!.id}`));
        await count(3);
        // Reading it again changes nothing, and says nothing.
        valueIn(await call(client, 'GET', `/api/inbox/${two!.id}`));
        valueIn(await call(client, 'POST', '/api/inbox/read', { ids: [two!.id] }));
        valueIn(await call(client, 'POST', '/api/inbox/read', { all: true }));
        await count(4);
        valueIn(await call(client, 'DELETE', `/api/inbox/${one!.id}`));
        await count(5);
        expect(seen.every((e) => e.type === 'unread.changed')).toBe(true);
      } finally {
        await stop();
      }
    });

    it('refuses bad input with 400 request.invalid', async () => {
      const { client } = await registered(app);
      for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [randomUUID()], all: true }, { all: false }]) {
        expectError(await call(client, 'POST', '/api/inbox/read', body), 400, 'request.invalid');
      }
      expectError(await call(client, 'GET', '/api/inbox?page=0'), 400, 'request.invalid');
    });

    it('sanitises HTML when saved and when read, and serves the translation of the asked language', async () => {
      const { client, username } = await registered(app);
      valueIn(
        await send(marketing, {
          title: 'Bonus',
          content: '<p onclick="x()">Yours<script>alert(1)</script></p>',
          translations: { 'zh-CN': { title: '奖金', content: '<p>你的<img src=x onerror=alert(1)></p>' } },
          segment: { kind: 'member', username },
        }),
      );
      const [item] = (await inbox(client)).list;
      const en = valueIn<InboxMessage>(await call(client, 'GET', `/api/inbox/${item!.id}`));
      expect(en.content).toBe('<p>Yours</p>');
      const zh = valueIn<InboxMessage>(await call(client, 'GET', `/api/inbox/${item!.id}?lang=zh-CN`));
      expect(zh).toMatchObject({ title: '奖金', language: 'zh-CN' });
      expect(zh.content).not.toContain('onerror');
      // Even a row written around the sanitiser is cleaned on the way out.
      await database.db
        .update(inboxMessages)
        .set({ content: '<p>x<script>bad()</script></p>', translations: {} })
        .where(eq(inboxMessages.id, item!.id));
      expect(valueIn<InboxMessage>(await call(client, 'GET', `/api/inbox/${item!.id}`)).content).toBe('<p>x</p>');
    });
  });

  describe('staff messages and broadcasts', () => {
    it('lets support and marketing (and admin) send, not finance; audits the send', async () => {
      const { username } = await registered(app);
      const segment = { kind: 'member', username };
      expectError(await send(finance, { segment }), 403, 'staff.forbidden');
      expectError(
        await call({ app, ip: freshIp() }, 'POST', '/api/admin/inbox/broadcasts', {}),
        401,
        'staff.auth_required',
      );
      const sent = valueIn<Broadcast>(await send(admin, { segment }));
      expect(sent).toMatchObject({ status: 'delivered', recipients: 1 });
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbox.broadcast'), eq(auditLog.targetId, sent.id)));
      expect(audits).toHaveLength(1);
    });

    it('refuses unknown usernames (404 inbox.member_not_found) and bad segments (400)', async () => {
      const { username } = await registered(app);
      const res = expectError(
        await send(support, { segment: { kind: 'list', usernames: [username, 'nobody-here'] } }),
        404,
        'inbox.member_not_found',
      );
      expect(res.fields?.segment).toBe('nobody-here');
      expectError(
        await send(support, { segment: { kind: 'team', agent: 'nobody-here' } }),
        404,
        'inbox.member_not_found',
      );
      expectError(await send(support, { segment: { kind: 'nope' } }), 400, 'request.invalid');
      expectError(await send(support, { title: '', segment: { kind: 'all' } }), 400, 'request.invalid');
      expectError(await send(support, { segment: { kind: 'list', usernames: [] } }), 400, 'request.invalid');
    });

    it("delivers to exactly the segment: a list, a VIP level, an agent's team, everyone (never trial accounts)", async () => {
      const a = await registered(app);
      const b = await registered(app);
      const c = await registered(app);
      await database.db.update(members).set({ vipLabel: 'VIP7' }).where(eq(members.username, c.username));
      valueIn(await send(support, { title: 'List', segment: { kind: 'list', usernames: [a.username, b.username] } }));
      valueIn(await send(support, { title: 'Vip7', segment: { kind: 'vip', level: 'VIP7' } }));
      const team = valueIn<Broadcast>(
        await send(support, { title: 'Team', segment: { kind: 'team', agent: 'agent01' } }),
      );
      expect(team.recipients).toBe(3);
      const player01 = await loggedIn(app, 'player01', 'player1234');
      const agent = await loggedIn(app, 'agent01', 'agent1234');
      expect(await titles(player01)).toContain('Team');
      expect(await titles(agent)).not.toContain('Team');
      expect(await titles(a.client)).toEqual(['List']);
      expect(await titles(b.client)).toEqual(['List']);
      expect(await titles(c.client)).toEqual(['Vip7']);

      const everyone = valueIn<Broadcast>(await send(support, { title: 'Everyone', segment: { kind: 'all' } }));
      const [real] = await database.db
        .select({ n: sql`count(*)::int` })
        .from(members)
        .where(and(eq(members.brand, 'aurum'), ne(members.customerType, 4)));
      expect(everyone.recipients).toBe((real as { n: number }).n);
      expect(await titles(a.client)).toEqual(['Everyone', 'List']);
      const trialId = (
        await database.db.select({ id: members.id }).from(members).where(eq(members.customerType, 4))
      ).map((m) => m.id);
      const trialMessages = await database.db
        .select()
        .from(inboxMessages)
        .where(inArray(inboxMessages.memberId, trialId));
      expect(trialMessages).toEqual([]);
    });

    it('keeps a scheduled broadcast until its time, then the job delivers it once; a second run does nothing', async () => {
      const { client, username } = await registered(app);
      const sendAt = clock.now().getTime() + 600_000;
      const scheduled = valueIn<Broadcast>(
        await send(support, { title: 'Later', sendAt, segment: { kind: 'member', username } }),
      );
      expect(scheduled).toMatchObject({ status: 'scheduled', recipients: null });
      await runJob();
      expect(await titles(client)).toEqual([]);
      clock.advance(600_000);
      await runJob();
      await runJob();
      expect(await titles(client)).toEqual(['Later']);
      const list = valueIn<{ list: Broadcast[] }>(await call(support, 'GET', '/api/admin/inbox/broadcasts'));
      expect(list.list.find((b) => b.id === scheduled.id)).toMatchObject({ status: 'delivered', recipients: 1 });
      expectError(
        await call(support, 'POST', `/api/admin/inbox/broadcasts/${scheduled.id}/cancel`),
        409,
        'inbox.broadcast_not_scheduled',
      );
    });

    it('cancels a scheduled broadcast (audited): the job never delivers it', async () => {
      const { client, username } = await registered(app);
      const scheduled = valueIn<Broadcast>(
        await send(support, {
          title: 'Cancelled',
          sendAt: clock.now().getTime() + 60_000,
          segment: { kind: 'member', username },
        }),
      );
      const cancelled = valueIn<Broadcast>(
        await call(marketing, 'POST', `/api/admin/inbox/broadcasts/${scheduled.id}/cancel`),
      );
      expect(cancelled.status).toBe('cancelled');
      clock.advance(120_000);
      await runJob();
      expect(await titles(client)).toEqual([]);
      expectError(
        await call(marketing, 'POST', `/api/admin/inbox/broadcasts/${randomUUID()}/cancel`),
        404,
        'inbox.broadcast_not_found',
      );
      const audits = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbox.broadcast_cancel'), eq(auditLog.targetId, scheduled.id)));
      expect(audits).toHaveLength(1);
    });

    it.runIf(target.name === 'postgres')('delivers once when 30 job runs race (one message per member)', async () => {
      const a = await registered(app);
      const b = await registered(app);
      const scheduled = valueIn<Broadcast>(
        await send(support, {
          title: 'Race',
          sendAt: clock.now().getTime() + 60_000,
          segment: { kind: 'list', usernames: [a.username, b.username] },
        }),
      );
      clock.advance(60_000);
      const runs = await Promise.all(
        Array.from({ length: 30 }, () => call(admin, 'POST', '/api/admin/jobs/inbox-broadcasts/run')),
      );
      for (const r of runs) expect(r.statusCode, r.body).toBe(200);
      const rows = await database.db.select().from(inboxMessages).where(eq(inboxMessages.broadcastId, scheduled.id));
      expect(rows.map((r) => r.memberId).sort()).toEqual([await idOf(a.username), await idOf(b.username)].sort());
      expect(await titles(a.client)).toEqual(['Race']);
    });
  });

  describe('system notices from real money movements', () => {
    async function bankChannel(c: Client) {
      const channels = valueIn<DepositChannels>(await call(c, 'GET', '/api/wallet/deposit/channels'));
      return channels.channels.find((x) => x.code === 'bank')!;
    }

    it('a confirmed deposit lands once in the inbox as depositConfirmed with the amount in minor units', async () => {
      const { client } = await registered(app);
      const bank = await bankChannel(client);
      const created = valueIn<CreateDepositResult>(
        await call(client, 'POST', '/api/wallet/deposits', {
          clientRequestId: randomUUID(),
          channelId: bank.id,
          amount: 30_000,
          reference: 'REF-INBOX',
        }),
      );
      expect(await unread(client)).toBe(0);
      valueIn(await call(finance, 'POST', `/api/admin/finance/deposits/${created.deposit.id}/confirm`));
      expectError(
        await call(finance, 'POST', `/api/admin/finance/deposits/${created.deposit.id}/confirm`),
        409,
        'finance.already_processed',
      );
      const page = await inbox(client);
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({
        kind: 'system',
        title: '',
        read: false,
        template: { key: 'depositConfirmed', params: { amount: '30000', currency: 'CNY' } },
      });
      expect(await unread(client)).toBe(1);
    });

    it('a withdrawal paid and one rejected (with its reason) each land once', async () => {
      const { client, username, password } = await registered(app);
      const memberId = await idOf(username);
      await app.ledger.post({
        brand: 'aurum',
        type: 'deposit',
        idempotencyKey: `test-credit:${randomUUID()}`,
        actor: { kind: 'system' },
        postings: [
          { account: { memberId, kind: 'cash' }, amount: 100_000n },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -100_000n },
        ],
      });
      valueIn(
        await call(client, 'POST', '/api/accounts/security/payment-password', {
          password,
          newPaymentPassword: PIN,
          confirmPaymentPassword: PIN,
        }),
      );
      const account = valueIn<{ id: string }>(
        await call(client, 'POST', '/api/wallet/bank-accounts', {
          bankName: 'ICBC',
          accountNumber: `6222${Date.now()}`.slice(0, 19),
          payeeName: 'Zhang San',
        }),
      );
      const withdraw = async () =>
        valueIn<{ withdrawal: { id: string } }>(
          await call(client, 'POST', '/api/wallet/withdrawals', {
            amount: 10_000,
            paymentPassword: PIN,
            clientRequestId: randomUUID(),
            bankAccountId: account.id,
          }),
        ).withdrawal.id;
      const paid = await withdraw();
      const rejected = await withdraw();
      valueIn(await call(finance, 'POST', `/api/admin/finance/withdrawals/${paid}/approve`, {}));
      valueIn(
        await call(finance, 'POST', `/api/admin/finance/withdrawals/${rejected}/reject`, { reason: 'Name mismatch' }),
      );
      expectError(
        await call(finance, 'POST', `/api/admin/finance/withdrawals/${paid}/approve`, {}),
        409,
        'finance.already_processed',
      );
      const templates = (await inbox(client)).list.map((m) => m.template);
      expect(templates).toEqual(
        expect.arrayContaining([
          { key: 'withdrawalPaid', params: { amount: '10000', currency: 'CNY' } },
          { key: 'withdrawalRejected', params: { amount: '10000', currency: 'CNY', reason: 'Name mismatch' } },
        ]),
      );
      expect(templates).toHaveLength(2);
    });
  });
});
