import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_PAGE_SIZE,
  type ChatFigures,
  type ChatHistory,
  type ChatMessage,
  type StaffConversation,
  type StaffConversationDetail,
  type StaffConversationPage,
} from '../../../src/api/contract/chat';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { auditLog, brands, chatAgents, chatConversations, chatMessages, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  expectError,
  FIXED,
  freshIp,
  registered,
  sessionCookie,
  signedInStaff,
  testClock,
} from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { type LiveClient, openLive } from '../../test/live';

/** A 1×1 PNG, a JPEG and a WebP header: the magic bytes the server checks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

/**
 * Live chat through the real path (docs/chat.md): the player's API and the console's over HTTP, the
 * pushes over both live channels, on PGlite and PostgreSQL. The races (30 identical sends, 30 new
 * conversations against agents' caps) run where they can race: PostgreSQL.
 */
describe.each(dbTargets())('live chat on $name', (target) => {
  let database: Database;
  let app: App;
  let origin: string;
  let wsBase: string;
  const clock = testClock(new Date('2026-07-01T02:00:00Z'));
  const opened: LiveClient[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
      now: clock.now,
      live: { heartbeatMs: 60_000, sessionCheckMs: 60_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    wsBase = `ws://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    for (const c of opened) c.close();
    await app?.close();
    await target.cleanup();
  });

  // Each test starts with every agent offline and nothing waiting, so presence, the queue and
  // round-robin are the test's own.
  beforeEach(async () => {
    await database.db.update(chatAgents).set({ online: false });
    await database.db.update(chatConversations).set({ status: 'resolved', waitingSince: null });
  });

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const cmid = () => randomUUID();
  const memberIdOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  async function player() {
    const { client, username } = await registered(app);
    return { client, username, memberId: await memberIdOf(username) };
  }
  async function agent(opts: { online?: boolean; cap?: number; role?: StaffRole } = {}) {
    const client = await signedInStaff(app, database, opts.role ?? 'support');
    const me = valueIn<{ username: string }>(await call(client, 'GET', '/api/admin/session'));
    if (opts.online !== false) {
      valueIn(await call(client, 'PUT', '/api/admin/chat/presence', { online: true, cap: opts.cap }));
    }
    return { client, username: me.username };
  }
  const send = (c: Client, body: string, clientMessageId: string = cmid(), extra: Record<string, unknown> = {}) =>
    call(c, 'POST', '/api/chat/messages', { clientMessageId, body, ...extra });
  const sent = async (c: Client, body: string) => valueIn<{ message: ChatMessage }>(await send(c, body)).message;
  const history = async (c: Client, query = '') =>
    valueIn<ChatHistory>(await call(c, 'GET', `/api/chat/messages${query}`));
  const unread = async (c: Client) =>
    valueIn<{ unReadCount: number }>(await call(c, 'GET', '/api/chat/unread')).unReadCount;
  const conversationOf = async (memberId: string) =>
    (await database.db.select().from(chatConversations).where(eq(chatConversations.memberId, memberId)))[0]!;
  const reply = (
    c: Client,
    conversationId: string,
    body: string,
    isPrivate = false,
    clientMessageId: string = cmid(),
  ) =>
    call(c, 'POST', `/api/admin/chat/conversations/${conversationId}/messages`, {
      clientMessageId,
      body,
      private: isPrivate,
    });
  const staffId = async (username: string) =>
    (await database.db.query.staff.findFirst({ where: (s, { eq: e }) => e(s.username, username) }))!.id;

  async function liveMember(c: Client) {
    const res = await openLive(`${wsBase}/api/live`, { cookie: c.cookie!, origin });
    if (!res.ok) throw new Error(`live refused ${res.status} ${res.code}`);
    opened.push(res.client);
    await res.client.next((m) => m.type === 'hello');
    return res.client;
  }
  async function liveStaff(c: Client) {
    const res = await openLive(`${wsBase}/api/admin/live`, { cookie: c.cookie!, origin });
    if (!res.ok) throw new Error(`staff live refused ${res.status} ${res.code}`);
    opened.push(res.client);
    await res.client.next((m) => m.type === 'hello');
    return res.client;
  }

  async function setLiveChat(on: boolean) {
    const [b] = await database.db.select().from(brands).where(eq(brands.code, 'aurum'));
    const config = b!.config as { features: Record<string, boolean> };
    await database.db
      .update(brands)
      .set({ config: { ...config, features: { ...config.features, liveChat: on } } })
      .where(eq(brands.code, 'aurum'));
  }

  it('launch answers the chat page of this site with the spec query; backUrl must be a path here', async () => {
    const { client } = await player();
    const v = valueIn<{ chatUrl: string }>(
      await call(
        client,
        'GET',
        '/api/chat/launch?b2c=1&language=EN&backUrl=%2Fm%2Fmessage&headerColor=%23112233&title=Support',
      ),
    );
    const url = new URL(v.chatUrl, 'http://x');
    expect(url.pathname).toBe('/m/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      backUrl: '/m/message',
      title: 'Support',
      headerColor: '#112233',
      language: 'EN',
    });
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'm/home']) {
      const res = await call(client, 'GET', `/api/chat/launch?backUrl=${encodeURIComponent(bad)}`);
      expect(expectError(res, 400, 'request.invalid').fields).toEqual({ backUrl: 'not a path' });
    }
    // A colour that is not one is dropped, not passed on.
    const v2 = valueIn<{ chatUrl: string }>(await call(client, 'GET', '/api/chat/launch?headerColor=red;x:y'));
    expect(v2.chatUrl).toBe('/m/chat');
  });

  it('refuses visitors (401), trial accounts (403 auth.trial_refused), and everyone when CBS3 is off (404 chat.unavailable)', async () => {
    const visitor: Client = { app, ip: freshIp() };
    const trial: Client = { app, ip: freshIp() };
    trial.cookie = sessionCookie(await call(trial, 'POST', '/api/accounts/trial'));
    const { client } = await player();
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/chat/launch'],
      ['GET', '/api/chat/messages'],
      ['POST', '/api/chat/messages', { clientMessageId: cmid(), body: 'hi' }],
      ['POST', '/api/chat/read', { messageId: 1 }],
      ['POST', '/api/chat/typing'],
      ['GET', '/api/chat/unread'],
      ['GET', `/api/chat/attachments/${randomUUID()}`],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(visitor, method, url, body), 401, 'auth.required');
      expectError(await call(trial, method, url, body), 403, 'auth.trial_refused');
    }
    await setLiveChat(false);
    try {
      for (const [method, url, body] of routes.filter(([, u]) => !u.includes('/attachments/'))) {
        expectError(await call(client, method, url, body), 404, 'chat.unavailable');
      }
      const upload = await app.inject({
        method: 'POST',
        url: '/api/chat/attachments',
        headers: { cookie: client.cookie!, 'content-type': 'image/png', 'x-debug-client-ip': client.ip },
        payload: PNG,
      });
      expectError(upload, 404, 'chat.unavailable');
    } finally {
      await setLiveChat(true);
    }
    expect(valueIn<{ unReadCount: number }>(await call(client, 'GET', '/api/chat/unread')).unReadCount).toBe(0);
  });

  it('a message with nobody online waits in the queue; the page says no agent is online', async () => {
    const { client, memberId } = await player();
    const before = await history(client);
    expect(before).toEqual({ status: null, messages: [], hasMore: false, staffReadId: 0, agentOnline: false });
    const m = await sent(client, '  Hello, is anyone there?  ');
    expect(m).toMatchObject({ sender: 'member', body: 'Hello, is anyone there?', private: false, attachmentUrl: null });
    const h = await history(client);
    expect(h.status).toBe('open');
    expect(h.agentOnline).toBe(false);
    expect(h.messages.map((x) => x.body)).toEqual(['Hello, is anyone there?']);
    const c = await conversationOf(memberId);
    expect(c.assigneeId).toBeNull();
    expect(c.waitingSince).not.toBeNull();

    // The queue shows it; an agent coming online takes it (the queue is drained).
    const a = await agent({ online: false });
    const queue = valueIn<StaffConversationPage>(
      await call(a.client, 'GET', '/api/admin/chat/conversations?view=queue'),
    ).conversations;
    expect(queue.find((q) => q.id === c.id)).toMatchObject({ status: 'open', assigneeId: null, unread: 1 });
    valueIn(await call(a.client, 'PUT', '/api/admin/chat/presence', { online: true }));
    expect((await conversationOf(memberId)).assigneeId).toBe(await staffId(a.username));
    expect((await history(client)).agentOnline).toBe(true);
  });

  it('rejects bad messages: empty, too long, HTML kept as text, a bad client id, an attachment of another conversation', async () => {
    const { client } = await player();
    expectError(await send(client, '   '), 400, 'request.invalid');
    expectError(await send(client, 'x'.repeat(2_001)), 400, 'request.invalid');
    expectError(await send(client, 'hi', 'short'), 400, 'request.invalid');
    const html = await sent(client, '<img src=x onerror=alert(1)>');
    // Stored and answered as plain text: the client renders it as text, never as HTML.
    expect(html.body).toBe('<img src=x onerror=alert(1)>');
    const other = await player();
    const upload = valueIn<{ id: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/chat/attachments',
        headers: { cookie: other.client.cookie!, 'content-type': 'image/png', 'x-debug-client-ip': other.client.ip },
        payload: PNG,
      }),
    );
    expectError(await send(client, '', cmid(), { attachmentId: upload.id }), 404, 'chat.not_found');
    expectError(await call(client, 'POST', '/api/chat/read', { messageId: 999_999_999 }), 404, 'chat.not_found');
  });

  it('a retried send is one message; 30 identical sends at once are one message', async () => {
    const { client, memberId } = await player();
    const id = cmid();
    const first = valueIn<{ message: ChatMessage }>(await send(client, 'once', id)).message;
    const again = valueIn<{ message: ChatMessage }>(await send(client, 'once', id)).message;
    expect(again.id).toBe(first.id);
    const burstId = cmid();
    const results = await Promise.all(Array.from({ length: 30 }, () => send(client, 'burst', burstId)));
    const ids = new Set(results.map((r) => valueIn<{ message: ChatMessage }>(r).message.id));
    expect(ids.size).toBe(1);
    const c = await conversationOf(memberId);
    const rows = await database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id));
    expect(rows.map((r) => r.body).sort()).toEqual(['burst', 'once']);
  });

  it('agent replies reach the player live with unread counts; notes never do; read receipts both ways', async () => {
    const a = await agent();
    const { client, memberId } = await player();
    const memberLive = await liveMember(client);
    const staffLive = await liveStaff(a.client);
    const hello = await sent(client, 'My deposit has not arrived');
    const c = await conversationOf(memberId);
    expect(c.assigneeId).toBe(await staffId(a.username));
    await staffLive.next((m) => m.type === 'chat.message' && m.conversationId === c.id);
    await staffLive.next((m) => m.type === 'chat.conversation' && m.conversationId === c.id);

    // Typing, both ways: the agent sees the player's, the player sees the agent's (not their own).
    valueIn(await call(client, 'POST', '/api/chat/typing'));
    expect(await staffLive.next((m) => m.type === 'chat.typing' && m.from === 'member')).toEqual({
      type: 'chat.typing',
      brand: 'aurum',
      conversationId: c.id,
      memberId,
      from: 'member',
    });
    valueIn(await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/typing`));
    await memberLive.next((m) => m.type === 'chat.typing' && m.from === 'staff');
    expect(memberLive.messages.some((m) => m.type === 'chat.typing' && m.from === 'member')).toBe(false);

    // A note: the console sees it, the player never (not in history, not counted, not pushed).
    const seen = memberLive.messages.length;
    valueIn(await reply(a.client, c.id, 'Check deposit #123 with finance', true));
    await staffLive.next((m) => m.type === 'chat.note');
    expect(await unread(client)).toBe(0);
    expect((await history(client)).messages.map((m) => m.body)).toEqual(['My deposit has not arrived']);

    const answer = valueIn<{ message: ChatMessage }>(await reply(a.client, c.id, 'Let me check that for you.')).message;
    expect(answer.staffName).toBe(a.username);
    await memberLive.next((m) => m.type === 'chat.message' && memberLive.messages.indexOf(m) >= seen);
    await memberLive.next((m) => m.type === 'unread.changed' && memberLive.messages.indexOf(m) >= seen);
    expect(memberLive.messages.slice(seen).some((m) => m.type === 'chat.note')).toBe(false);
    expect(await unread(client)).toBe(1);
    const h = await history(client);
    expect(h.messages.map((m) => [m.sender, m.body, m.staffName])).toEqual([
      ['member', 'My deposit has not arrived', null],
      ['staff', 'Let me check that for you.', null],
    ]);
    expect(h.messages.every((m) => !m.private)).toBe(true);
    // The agent read the player's message when answering.
    expect(h.staffReadId).toBeGreaterThanOrEqual(hello.id);

    valueIn(await call(client, 'POST', '/api/chat/read', { messageId: answer.id }));
    expect(await unread(client)).toBe(0);
    await staffLive.next((m) => m.type === 'chat.read' && m.conversationId === c.id);
    const detail = valueIn<StaffConversationDetail>(
      await call(a.client, 'GET', `/api/admin/chat/conversations/${c.id}`),
    );
    expect(detail.memberReadId).toBe(answer.id);
    expect(detail.messages.map((m) => [m.sender, m.private])).toEqual([
      ['member', false],
      ['staff', true],
      ['staff', false],
    ]);
    expect(detail.member).toMatchObject({ username: detail.conversation.username, vipLabel: 'VIP0', balance: 0 });
    // Reading backwards changes nothing.
    valueIn(await call(client, 'POST', '/api/chat/read', { messageId: hello.id }));
    expect((await conversationOf(memberId)).memberReadId).toBe(answer.id);
  });

  it("a member cannot reach another's conversation or attachment; attachments are checked by their bytes", async () => {
    const me = await player();
    const other = await player();
    const a = await agent();
    const upload = (c: Client, payload: Buffer, type = 'image/png') =>
      app.inject({
        method: 'POST',
        url: '/api/chat/attachments',
        headers: { cookie: c.cookie!, 'content-type': type, 'x-debug-client-ip': c.ip },
        payload,
      });
    // A text file named image/png, a GIF, an empty body: 415 by the bytes.
    expectError(await upload(me.client, Buffer.from('not an image at all')), 415, 'chat.attachment_type');
    expectError(await upload(me.client, Buffer.from('GIF89a....')), 415, 'chat.attachment_type');
    expectError(await upload(me.client, Buffer.alloc(0)), 415, 'chat.attachment_type');
    // Past the limit: 413.
    const big = Buffer.concat([PNG, Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]);
    expectError(await upload(me.client, big), 413, 'chat.attachment_too_large');
    // The bytes decide, not the declared type.
    for (const [bytes, mime] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const v = valueIn<{ id: string }>(await upload(me.client, bytes, 'application/octet-stream'));
      const got = await call(me.client, 'GET', `/api/chat/attachments/${v.id}`);
      expect(got.headers['content-type']).toBe(mime);
    }
    const img = valueIn<{ id: string; url: string }>(await upload(me.client, PNG));
    const m = valueIn<{ message: ChatMessage }>(await send(me.client, '', cmid(), { attachmentId: img.id })).message;
    expect(m.attachmentUrl).toBe(`/api/chat/attachments/${img.id}`);
    const mine = await call(me.client, 'GET', img.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expectError(await call(other.client, 'GET', img.url), 404, 'chat.not_found');
    const staffGot = await call(a.client, 'GET', `/api/admin/chat/attachments/${img.id}`);
    expect(staffGot.statusCode).toBe(200);
    expect(staffGot.rawPayload.equals(PNG)).toBe(true);
    // Another member's conversation is not reachable by any player route: theirs is their own.
    await sent(other.client, 'mine only');
    expect((await history(me.client)).messages.some((x) => x.body === 'mine only')).toBe(false);
  });

  it('staff without the support role are refused; support and admin pass', async () => {
    for (const role of ['finance', 'marketing'] as const) {
      const c = await signedInStaff(app, database, role);
      expectError(await call(c, 'GET', '/api/admin/chat/conversations'), 403, 'staff.forbidden');
      expectError(await call(c, 'PUT', '/api/admin/chat/presence', { online: true }), 403, 'staff.forbidden');
      const ws = await openLive(`${wsBase}/api/admin/live`, { cookie: c.cookie!, origin });
      expect(ws).toMatchObject({ ok: false, status: 403, code: 'staff.forbidden' });
    }
    const admin = await signedInStaff(app, database, 'admin');
    valueIn(await call(admin, 'GET', '/api/admin/chat/conversations'));
    expectError(await call({ app, ip: freshIp() }, 'GET', '/api/admin/chat/agents'), 401, 'staff.auth_required');
    // The staff socket: another site's page is refused; a plain request is 426.
    const support = await signedInStaff(app, database, 'support');
    expect(
      await openLive(`${wsBase}/api/admin/live`, { cookie: support.cookie!, origin: 'https://evil.example' }),
    ).toMatchObject({
      ok: false,
      status: 403,
      code: 'request.cross_origin',
    });
    expectError(await call(support, 'GET', '/api/admin/live'), 426, 'live.upgrade_required');
  });

  it('round-robin honours presence and caps; take, transfer and release are audited', async () => {
    const a1 = await agent({ cap: 2 });
    const a2 = await agent({ cap: 2 });
    const off = await agent({ online: false, cap: 10 });
    const ids = [await staffId(a1.username), await staffId(a2.username)];
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    for (const p of players) await sent(p.client, 'help');
    const assignees = await Promise.all(players.map(async (p) => (await conversationOf(p.memberId)).assigneeId));
    // Alternating between the two online agents, two each, the fifth waits; never the offline one.
    expect(assignees.slice(0, 4).sort()).toEqual([ids[0], ids[0], ids[1], ids[1]].sort());
    expect(assignees[0]).not.toBe(assignees[1]);
    expect(assignees[4]).toBeNull();
    const agents = valueIn<{ staffId: string; load: number; online: boolean }[]>(
      await call(a1.client, 'GET', '/api/admin/chat/agents'),
    );
    expect(agents.find((x) => x.staffId === ids[0])).toMatchObject({ load: 2, online: true });

    // Transfer to an offline agent, or one at the cap: 409. Taking by hand is always possible.
    const waiting = await conversationOf(players[4]!.memberId);
    const offId = await staffId(off.username);
    expectError(
      await call(a1.client, 'POST', `/api/admin/chat/conversations/${waiting.id}/assign`, { staffId: offId }),
      409,
      'chat.agent_unavailable',
    );
    expectError(
      await call(a1.client, 'POST', `/api/admin/chat/conversations/${waiting.id}/assign`, { staffId: ids[1] }),
      409,
      'chat.agent_unavailable',
    );
    const taken = valueIn<StaffConversation>(
      await call(off.client, 'POST', `/api/admin/chat/conversations/${waiting.id}/assign`, { staffId: offId }),
    );
    expect(taken.assigneeId).toBe(offId);
    // Resolving one of a1's frees a place: released conversations go back to the queue and are drained to a1.
    const a1First = players.find((_, i) => assignees[i] === ids[0])!;
    const c1 = await conversationOf(a1First.memberId);
    valueIn(await call(a1.client, 'POST', `/api/admin/chat/conversations/${c1.id}/status`, { status: 'resolved' }));
    const released = valueIn<StaffConversation>(
      await call(off.client, 'POST', `/api/admin/chat/conversations/${waiting.id}/assign`, { staffId: null }),
    );
    expect(released.assigneeId).toBe(ids[0]);
    const mine = valueIn<StaffConversationPage>(
      await call(a1.client, 'GET', '/api/admin/chat/conversations?view=mine'),
    ).conversations;
    expect(mine.map((x) => x.id)).toContain(waiting.id);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'chat_conversation'), eq(auditLog.targetId, waiting.id)));
    expect(actions.map((x) => x.action).sort()).toEqual(['chat.release', 'chat.take']);
    expectError(
      await call(a1.client, 'POST', `/api/admin/chat/conversations/${randomUUID()}/assign`, { staffId: null }),
      404,
      'chat.not_found',
    );
  });

  it.runIf(target.name === 'postgres')(
    '30 new conversations at once never take an agent past the cap',
    async () => {
      const agents = await Promise.all([agent({ cap: 5 }), agent({ cap: 5 }), agent({ cap: 5 })]);
      const ids = await Promise.all(agents.map((a) => staffId(a.username)));
      const players = await Promise.all(Array.from({ length: 30 }, () => player()));
      const results = await Promise.all(players.map((p) => send(p.client, 'at once')));
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      const rows = await Promise.all(players.map((p) => conversationOf(p.memberId)));
      const load = new Map<string, number>();
      for (const r of rows) if (r.assigneeId) load.set(r.assigneeId, (load.get(r.assigneeId) ?? 0) + 1);
      expect([...load.keys()].sort()).toEqual([...ids].sort());
      expect([...load.values()]).toEqual([5, 5, 5]);
      expect(rows.filter((r) => r.assigneeId === null)).toHaveLength(15);
    },
    60_000,
  );

  it('an incoming message reopens a resolved conversation; statuses are audited', async () => {
    const a = await agent();
    const { client, memberId } = await player();
    await sent(client, 'first');
    const c = await conversationOf(memberId);
    for (const status of ['pending', 'resolved'] as const) {
      expect(
        valueIn<StaffConversation>(
          await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/status`, { status }),
        ).status,
      ).toBe(status);
    }
    expect((await conversationOf(memberId)).resolvedAt).not.toBeNull();
    const resolved = valueIn<StaffConversationPage>(
      await call(a.client, 'GET', '/api/admin/chat/conversations?view=resolved'),
    ).conversations;
    expect(resolved.map((x) => x.id)).toContain(c.id);
    await sent(client, 'one more thing');
    const after = await conversationOf(memberId);
    expect(after.status).toBe('open');
    expect(after.resolvedAt).toBeNull();
    expect(after.waitingSince).not.toBeNull();
    const rows = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.status'), eq(auditLog.targetId, c.id)));
    expect(rows.map((r) => r.after)).toEqual([{ status: 'pending' }, { status: 'resolved' }]);
    expectError(
      await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/status`, { status: 'closed' }),
      400,
      'request.invalid',
    );
  });

  it('history pages oldest to newest with `before`; search finds message words and usernames; the transcript marks notes', async () => {
    const a = await agent();
    const { client, memberId, username } = await player();
    for (let i = 0; i < CHAT_PAGE_SIZE + 3; i++)
      await sent(client, `line ${i} pineapple${i === 7 ? ' zebracorn' : ''}`);
    const newest = await history(client);
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages.at(-1)!.body).toBe(`line ${CHAT_PAGE_SIZE + 2} pineapple`);
    const older = await history(client, `?before=${newest.messages[0]!.id}`);
    expect(older.hasMore).toBe(false);
    expect(older.messages.map((m) => m.body)).toEqual(['line 0 pineapple', 'line 1 pineapple', 'line 2 pineapple']);

    const c = await conversationOf(memberId);
    valueIn(await reply(a.client, c.id, 'internal: VIP prospect', true));
    const byWord = valueIn<StaffConversationPage>(
      await call(a.client, 'GET', '/api/admin/chat/conversations?q=zebracorn'),
    ).conversations;
    expect(byWord.map((x) => x.id)).toEqual([c.id]);
    const byName = valueIn<StaffConversationPage>(
      await call(a.client, 'GET', `/api/admin/chat/conversations?q=${username.slice(0, 6)}`),
    ).conversations;
    expect(byName.map((x) => x.id)).toContain(c.id);
    const t = await call(a.client, 'GET', `/api/admin/chat/conversations/${c.id}/transcript`);
    expect(t.statusCode).toBe(200);
    expect(t.headers['content-type']).toContain('text/plain');
    expect(t.headers['content-disposition']).toContain('attachment');
    expect(t.body).toContain(`${username}: line 0 pineapple`);
    expect(t.body).toMatch(/\(note\) \S+: internal: VIP prospect/);
  });

  it('figures: first-response and resolution times from the message timestamps, median and average', async () => {
    // A day of its own: no other test's conversation started on it (sessions start after the jump).
    clock.advance(3 * 86_400_000);
    const a = await agent({ cap: 50 });
    const day = clock.now().toISOString().slice(0, 10);
    const steps = [
      { respond: 60, resolve: 300 },
      { respond: 120, resolve: 600 },
      { respond: 30, resolve: null },
    ];
    const empty = valueIn<ChatFigures>(await call(a.client, 'GET', `/api/admin/chat/figures?from=${day}&to=${day}`));
    expect(empty).toEqual({
      conversations: 0,
      firstResponse: { count: 0, medianSeconds: null, averageSeconds: null },
      resolution: { count: 0, medianSeconds: null, averageSeconds: null },
    });
    for (const s of steps) {
      const { client, memberId } = await player();
      await sent(client, 'question');
      const c = await conversationOf(memberId);
      clock.advance(s.respond * 1000);
      valueIn(await reply(a.client, c.id, 'answer'));
      if (s.resolve !== null) {
        clock.advance((s.resolve - s.respond) * 1000);
        valueIn(await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/status`, { status: 'resolved' }));
      }
    }
    const f = valueIn<ChatFigures>(await call(a.client, 'GET', `/api/admin/chat/figures?from=${day}&to=${day}`));
    expect(f.conversations).toBe(3);
    // The clock runs on between steps (real time plus the jumps): within a few seconds.
    const near = (x: number) => expect.closeTo(x, -1);
    expect(f.firstResponse).toEqual({ count: 3, medianSeconds: near(60), averageSeconds: near(70) });
    expect(f.resolution).toEqual({ count: 2, medianSeconds: near(450), averageSeconds: near(450) });
    // The day before holds none of them.
    const prev = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(
      valueIn<ChatFigures>(await call(a.client, 'GET', `/api/admin/chat/figures?from=${prev}&to=${prev}`))
        .conversations,
    ).toBe(0);
    expectError(
      await call(a.client, 'GET', `/api/admin/chat/figures?from=${day}&to=2020-01-01`),
      400,
      'request.invalid',
    );
    expectError(await call(a.client, 'GET', '/api/admin/chat/figures?from=yesterday&to=today'), 400, 'request.invalid');
  });

  it('figures: a conversation reopened by a new message is a new episode, timed from that message', async () => {
    // A day of its own, as above.
    clock.advance(3 * 86_400_000);
    const a = await agent({ cap: 50 });
    const day = clock.now().toISOString().slice(0, 10);
    const figures = async () =>
      valueIn<ChatFigures>(await call(a.client, 'GET', `/api/admin/chat/figures?from=${day}&to=${day}`));
    const { client, memberId } = await player();
    await sent(client, 'first question');
    const c = await conversationOf(memberId);
    clock.advance(60_000);
    valueIn(await reply(a.client, c.id, 'answer'));
    clock.advance(240_000);
    valueIn(await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/status`, { status: 'resolved' }));
    // Ten minutes later the player writes again: the same conversation reopens, as a new episode.
    clock.advance(600_000);
    await sent(client, 'second question');
    expect((await conversationOf(memberId)).status).toBe('open');
    // A note is not a response, and a second reply does not move the first response.
    clock.advance(10_000);
    valueIn(await reply(a.client, c.id, 'checking the deposit', true));
    clock.advance(20_000);
    valueIn(await reply(a.client, c.id, 'second answer'));
    clock.advance(30_000);
    valueIn(await reply(a.client, c.id, 'and more'));
    clock.advance(60_000);
    valueIn(await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/status`, { status: 'resolved' }));
    const near = (x: number) => expect.closeTo(x, -1);
    const f = await figures();
    expect(f.conversations).toBe(2);
    // 60 s and 30 s to the first responses; 300 s and 120 s to resolution (not 17 minutes from the first message).
    expect(f.firstResponse).toEqual({ count: 2, medianSeconds: near(45), averageSeconds: near(45) });
    expect(f.resolution).toEqual({ count: 2, medianSeconds: near(210), averageSeconds: near(210) });
    // Taking a resolved conversation back (pending) leaves its episode unresolved again.
    valueIn(await call(a.client, 'POST', `/api/admin/chat/conversations/${c.id}/status`, { status: 'pending' }));
    expect((await figures()).resolution.count).toBe(1);
  });

  it('canned replies: add, edit, delete, audited; a duplicate code is 409', async () => {
    const a = await agent();
    const made = valueIn<{ id: string; code: string; text: string }>(
      await call(a.client, 'POST', '/api/admin/chat/canned', { code: 'Hello', text: 'Hello! How can I help?' }),
    );
    expect(made.code).toBe('hello');
    expectError(
      await call(a.client, 'POST', '/api/admin/chat/canned', { code: 'hello', text: 'again' }),
      409,
      'chat.canned_code_taken',
    );
    expectError(
      await call(a.client, 'POST', '/api/admin/chat/canned', { code: 'has space', text: 'x' }),
      400,
      'request.invalid',
    );
    const edited = valueIn<{ text: string }>(
      await call(a.client, 'PUT', `/api/admin/chat/canned/${made.id}`, { code: 'hello', text: 'Hi there!' }),
    );
    expect(edited.text).toBe('Hi there!');
    const list = valueIn<{ code: string }[]>(await call(a.client, 'GET', '/api/admin/chat/canned'));
    expect(list.map((x) => x.code)).toContain('hello');
    valueIn(await call(a.client, 'DELETE', `/api/admin/chat/canned/${made.id}`));
    expectError(await call(a.client, 'DELETE', `/api/admin/chat/canned/${made.id}`), 404, 'chat.not_found');
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, made.id));
    expect(actions.map((x) => x.action).sort()).toEqual([
      'chat.canned_create',
      'chat.canned_delete',
      'chat.canned_update',
    ]);
  });

  it('typing is rate-limited (10 in 10 s) and stores nothing', async () => {
    const { client, memberId } = await player();
    await sent(client, 'hi');
    const c = await conversationOf(memberId);
    const before = await database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id));
    for (let i = 0; i < 10; i++) valueIn(await call(client, 'POST', '/api/chat/typing'));
    const limited = expectError(await call(client, 'POST', '/api/chat/typing'), 429, 'rate.limited');
    expect(limited.retryAt).toBeGreaterThan(Date.now() - 1);
    const after = await database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, c.id));
    expect(after).toHaveLength(before.length);
  });
});
