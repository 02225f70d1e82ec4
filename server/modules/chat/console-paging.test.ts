import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CONSOLE_PAGE_SIZE,
  type ChatMessage,
  type StaffConversation,
  type StaffConversationPage,
} from '../../../src/api/contract/chat';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { chatConversations, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, FIXED, registered, signedInStaff, testClock } from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';

/**
 * The console's list in pages (docs/chat.md "Paging"): keyset pages of 25 in a stable order (last
 * activity, then id; the queue by wait, then id), walked through the real endpoint while members
 * keep writing. Every conversation of the first page's moment comes exactly once; a garbled cursor
 * is a 400 with a stable code.
 */
describe.each(dbTargets())('chat console paging on $name', (target) => {
  let database: Database;
  let app: App;
  let agent: Client;
  const clock = testClock(new Date('2026-08-01T02:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
      now: clock.now,
    });
    agent = await signedInStaff(app, database, 'support');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const send = async (c: Client, body: string) => {
    clock.advance(1000);
    const res = await call(c, 'POST', '/api/chat/messages', { clientMessageId: randomUUID(), body });
    return valueIn<{ message: ChatMessage }>(res).message;
  };
  const page = async (query: string, cursor?: string | null) =>
    valueIn<StaffConversationPage>(
      await call(
        agent,
        'GET',
        `/api/admin/chat/conversations?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    );
  /** Players who each start a conversation, one second apart, with `word` in their message. */
  async function players(n: number, word: string) {
    const out: { client: Client; username: string; conversationId: string }[] = [];
    for (let i = 0; i < n; i += 1) {
      const { client, username } = await registered(app);
      await send(client, `hello ${word} ${i}`);
      const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
      const [c] = await database.db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.memberId, m!.id));
      out.push({ client, username, conversationId: c!.id });
    }
    return out;
  }
  const ids = (rows: readonly StaffConversation[]) => rows.map((r) => r.id);
  /** Each page's rows in the order's direction: last activity newest first (the "all" view, searches). */
  const expectRecentOrder = (rows: readonly StaffConversation[]) => {
    for (let i = 1; i < rows.length; i += 1) {
      expect(Date.parse(rows[i - 1]!.lastMessageAt!)).toBeGreaterThanOrEqual(Date.parse(rows[i]!.lastMessageAt!));
    }
  };

  it('walks the "all" view in pages of 25 with no repeats or gaps while members keep writing', async () => {
    const crowd = await players(60, 'walk');
    const before = ids((await allOf('view=all')).rows);
    expect(before.length).toBeGreaterThanOrEqual(60);

    const first = await page('view=all');
    expect(first.conversations).toHaveLength(CHAT_CONSOLE_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    expectRecentOrder(first.conversations);
    expect(first.conversations[0]!.id).toBe(crowd.at(-1)!.conversationId);

    // Meanwhile: someone already listed writes, someone not yet listed writes, a newcomer starts.
    const seenOnFirst = crowd.find((p) => p.conversationId === first.conversations[3]!.id)!;
    const notYetSeen = crowd.find((p) => p.conversationId === before[40])!;
    await send(seenOnFirst.client, 'still there?');
    await send(notYetSeen.client, 'me too');
    const [newcomer] = await players(1, 'late');

    // The rest of the walk, with more messages racing each page.
    const walked = [...first.conversations];
    let cursor = first.nextCursor;
    let turn = 0;
    while (cursor) {
      const writer = crowd[(turn * 7) % crowd.length]!;
      turn += 1;
      const [next] = await Promise.all([page('view=all', cursor), send(writer.client, `racing ${turn}`)]);
      expect(next.conversations.length).toBeLessThanOrEqual(CHAT_CONSOLE_PAGE_SIZE);
      walked.push(...next.conversations);
      cursor = next.nextCursor;
    }
    const walkedIds = ids(walked);
    expect(new Set(walkedIds).size).toBe(walkedIds.length);
    expect([...walkedIds].sort()).toEqual([...before].sort());
    expect(walkedIds).toEqual(before);
    expect(walkedIds).not.toContain(newcomer!.conversationId);

    // Read again from the top: the newest activity first, the newcomer included.
    const fresh = await page('view=all');
    expect(ids(fresh.conversations)).toContain(newcomer!.conversationId);
    // Ahead of everyone but those who wrote after it: the newcomer, and the racing writers.
    expect(ids(fresh.conversations).indexOf(notYetSeen.conversationId)).toBeLessThanOrEqual(1 + turn);
    const again = await allOf('view=all');
    expect(new Set(ids(again.rows)).size).toBe(again.rows.length);
    expect(again.rows.length).toBe(before.length + 1);
  }, 180_000);

  it('pages a search (message words) past the first 25', async () => {
    const found = await players(30, 'kiwifruit');
    const first = await page('q=kiwifruit');
    expect(first.conversations).toHaveLength(CHAT_CONSOLE_PAGE_SIZE);
    const second = await page('q=kiwifruit', first.nextCursor);
    expect(second.conversations).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.conversations, ...second.conversations];
    expectRecentOrder(all);
    expect(ids(all).sort()).toEqual(found.map((p) => p.conversationId).sort());
  }, 120_000);

  it('walks the queue oldest wait first; answered ones leave it, no one shows twice', async () => {
    // Only this test's conversations wait.
    await database.db.update(chatConversations).set({ waitingSince: null });
    const waiting = await players(30, 'queue');
    const first = await page('view=queue');
    expect(ids(first.conversations)).toEqual(waiting.slice(0, 25).map((p) => p.conversationId));
    // An agent answers one not yet listed; one already listed is answered and writes again (a new wait).
    const answered = waiting[27]!;
    const rewaiting = waiting[2]!;
    for (const p of [answered, rewaiting]) {
      clock.advance(1000);
      valueIn(
        await call(agent, 'POST', `/api/admin/chat/conversations/${p.conversationId}/messages`, {
          clientMessageId: randomUUID(),
          body: 'on it',
          private: false,
        }),
      );
    }
    await send(rewaiting.client, 'back again');
    const second = await page('view=queue', first.nextCursor);
    expect(second.nextCursor).toBeNull();
    expect(ids(second.conversations)).toEqual(
      waiting
        .slice(25)
        .filter((p) => p !== answered)
        .map((p) => p.conversationId),
    );
    // From the top: the member who wrote again waits last now.
    const fresh = await allOf('view=queue');
    expect(ids(fresh.rows).at(-1)).toBe(rewaiting.conversationId);
    expect(ids(fresh.rows)).not.toContain(answered.conversationId);
  }, 120_000);

  it('answers a garbled or tampered cursor with 400 chat.bad_cursor, never a 5xx', async () => {
    const first = await page('view=all');
    const good = first.nextCursor!;
    const [, asOf, key, id] = JSON.parse(Buffer.from(good, 'base64url').toString('utf8')) as string[];
    const forge = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const bad of [
      'nonsense!',
      'e30',
      forge([2, asOf, key, id]),
      forge([1, 'yesterday', key, id]),
      forge([1, asOf, '2026-08-01T02:00:00Z', id]),
      forge([1, asOf, "2026-08-01T02:00:00.000000Z'); drop table members; --", id]),
      forge([1, asOf, key, 'not-a-uuid']),
      forge({ asOf, key, id }),
      Buffer.from('not json').toString('base64url'),
    ]) {
      expectError(
        await call(agent, 'GET', `/api/admin/chat/conversations?view=all&cursor=${encodeURIComponent(bad)}`),
        400,
        'chat.bad_cursor',
      );
    }
    const tooLong = await call(agent, 'GET', `/api/admin/chat/conversations?view=all&cursor=${'a'.repeat(500)}`);
    expect(tooLong.statusCode).toBe(400);
    // The genuine cursor still works after all that.
    expect((await page('view=all', good)).conversations.length).toBeGreaterThan(0);
  });

  /** Every page of a list, from the top, at this moment. */
  async function allOf(query: string) {
    const rows: StaffConversation[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: StaffConversationPage = await page(query, cursor);
      rows.push(...p.conversations);
      cursor = p.nextCursor;
      pages += 1;
    } while (cursor);
    return { rows, pages };
  }
});
