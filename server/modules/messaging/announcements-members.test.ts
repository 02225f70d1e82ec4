import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAnnouncement,
  type AdminAnnouncementInput,
  type AnnouncementsAnswer,
  announcementsResponseSchema,
} from '../../../src/api/contract/announcements';
import type { App } from '../../app';
import type { Database } from '../../db';
import { announcementReads, announcements, auditLog, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import type { DomainEvent } from '../../lib/events';
import {
  type Client,
  call,
  expectError,
  freshIp,
  registered,
  sessionCookie,
  signedInStaff,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

/**
 * Announcements for members (issue 18; docs/announcements.md), through the real path: staff write
 * and publish them over the back office's API, players read and mark them over the player API.
 */
describe.each(dbTargets())('announcements for members on $name', (target) => {
  let database: Database;
  let app: App;
  let marketing: Client;
  const clock = testClock(new Date('2026-11-24T12:00:00Z'));
  const guest = () => ({ app, ip: freshIp() }) as Client;
  const viewers: Record<'player' | 'agent' | 'vip' | 'listed' | 'trial', Client> = {} as never;
  const ids: Record<string, number> = {};
  let listedName = '';

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const input = (over: Partial<AdminAnnouncementInput>): AdminAnnouncementInput => ({
    type: 'B',
    title: 'T',
    content: '<p>Body</p>',
    startAt: new Date(clock.now().getTime() - 3_600_000).toISOString(),
    endAt: null,
    sequence: 0,
    target: 'everyone',
    targetVip: null,
    members: [],
    translations: {},
    ...over,
  });
  const create = async (over: Partial<AdminAnnouncementInput>, publish = true) => {
    const a = valueIn<AdminAnnouncement>(await call(marketing, 'POST', '/api/admin/announcements', input(over)));
    if (publish) valueIn(await call(marketing, 'POST', `/api/admin/announcements/${a.id}/publish`));
    return a.id;
  };
  const list = async (c: Client, types = 'B'): Promise<AnnouncementsAnswer> =>
    announcementsResponseSchema.parse(valueInEnvelope(await call(c, 'GET', `/api/announcements?types=${types}`))).value;
  const valueInEnvelope = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const titles = async (c: Client) => (await list(c)).list.map((a) => a.title).sort();
  const unread = async (c: Client) => valueIn<number>(await call(c, 'GET', '/api/announcements/unread'));
  const markRead = (c: Client, announcementId: number) =>
    call(c, 'POST', '/api/announcements/read', { announcementId, read: true });

  async function member(set: Partial<typeof members.$inferInsert> = {}) {
    const { client, username } = await registered(app);
    if (Object.keys(set).length > 0) {
      await database.db
        .update(members)
        .set(set)
        .where(and(eq(members.brand, 'aurum'), eq(members.username, username)));
    }
    return { client, username };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, {}, clock.now);
    marketing = await signedInStaff(app, database, 'marketing');
    viewers.player = (await member()).client;
    viewers.agent = (await member({ customerType: 1 })).client;
    viewers.vip = (await member({ vipLabel: 'VIP3' })).client;
    const listed = await member();
    viewers.listed = listed.client;
    listedName = listed.username;
    const trial: Client = { app, ip: freshIp() };
    trial.cookie = sessionCookie(await call(trial, 'POST', '/api/accounts/trial'));
    viewers.trial = trial;

    ids.everyone = await create({ title: 'For everyone', sequence: 1 });
    ids.members = await create({ title: 'For members', target: 'members', sequence: 2 });
    ids.agents = await create({ title: 'For agents', target: 'agents' });
    ids.vip = await create({ title: 'For VIP3', target: 'vip', targetVip: 'VIP3' });
    ids.list = await create({ title: 'For the list', target: 'list', members: [listedName.toUpperCase()] });
    ids.agentCard = await create({ type: 'A', title: 'Agent card', target: 'agents' });
    ids.draft = await create({ title: 'A draft' }, false);
    ids.ended = await create({
      title: 'Ended',
      startAt: '2026-11-01T00:00:00Z',
      endAt: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('shows each viewer the published, current announcements aimed at them, and nothing else', async () => {
    expect(await titles(guest())).toEqual(['For everyone']);
    expect(await titles(viewers.player)).toEqual(['For everyone', 'For members']);
    expect(await titles(viewers.agent)).toEqual(['For agents', 'For everyone', 'For members']);
    expect(await titles(viewers.vip)).toEqual(['For VIP3', 'For everyone', 'For members']);
    expect(await titles(viewers.listed)).toEqual(['For everyone', 'For members', 'For the list']);
    // A trial account is no member: only what goes to everyone.
    expect(await titles(viewers.trial)).toEqual(['For everyone']);
  });

  it('gives a visitor no read state, and refuses the unread count and mark-read with 401', async () => {
    const answer = await list(guest());
    expect(answer.unreadCount).toBeUndefined();
    expect(answer.list[0]).not.toHaveProperty('read');
    expectError(await call(guest(), 'GET', '/api/announcements/unread'), 401, 'auth.required');
    expectError(await markRead(guest(), ids.everyone!), 401, 'auth.required');
  });

  it("carries a member's read flags and counts, and a mark-read moves them for that member only", async () => {
    const { client } = await member();
    const other = (await member()).client;
    const before = await list(client);
    expect(before.list.map((a) => a.read)).toEqual([false, false]);
    expect(before.unreadCount).toBe(2);
    // B, PL and PU count: the three seeded player notices and the two banners.
    expect(await unread(client)).toBe(5);

    expect(valueIn(await markRead(client, ids.members!))).toEqual({ unread: 4 });
    const after = await list(client);
    expect(after.list.map((a) => [a.title, a.read])).toEqual([
      ['For everyone', false],
      ['For members', true],
    ]);
    expect(after.unreadCount).toBe(1);
    expect(await unread(client)).toBe(4);
    expect(await unread(other)).toBe(5);
    // An agent also has the banner for agents; its type-A notice (the agent card) is not in the badge.
    const agent = (await member({ customerType: 1 })).client;
    expect(await unread(agent)).toBe(6);
    // The demo seed's agents' announcement (the rate table, sequence 10) is there too, after this one.
    const agentCards = await list(agent, 'A');
    expect(agentCards.list.map((a) => [a.title, a.read])).toEqual([
      ['Agent card', false],
      ['Team rebate rates for this season', false],
    ]);
    expect(agentCards.unreadCount).toBe(2);
  });

  it('shows a trial account everything as read with 0 unread, and refuses its mark-read (403 auth.trial_refused)', async () => {
    const answer = await list(viewers.trial, 'B,PL');
    expect(answer.list.length).toBeGreaterThan(1);
    expect(answer.list.every((a) => a.read === true)).toBe(true);
    expect(answer.unreadCount).toBe(0);
    expect(await unread(viewers.trial)).toBe(0);
    expectError(await markRead(viewers.trial, ids.everyone!), 403, 'auth.trial_refused');
  });

  it('answers 404 announcement.not_found for one the member may not see (another target, a draft, ended, unknown)', async () => {
    for (const id of [ids.agents, ids.vip, ids.list, ids.draft, ids.ended, 999_999]) {
      expectError(await markRead(viewers.player, id!), 404, 'announcement.not_found');
    }
    expect(valueIn(await markRead(viewers.agent, ids.agents!))).toMatchObject({ unread: expect.any(Number) });
    for (const body of [{ announcementId: ids.everyone, read: false }, { announcementId: 'x', read: true }, {}]) {
      expectError(await call(viewers.player, 'POST', '/api/announcements/read', body), 400, 'request.invalid');
    }
  });

  it('keeps one read row however many identical mark-reads race, and says unread.changed once', async () => {
    const { client, username } = await member();
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
    const seen: DomainEvent[] = [];
    const stop = await app.events.subscribe((e) => seen.push(e));
    const answers = await Promise.all(Array.from({ length: 30 }, () => markRead(client, ids.everyone!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const rows = await database.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, ids.everyone!));
    expect(rows.filter((r) => r.memberId === m?.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(seen.filter((e) => e.type === 'unread.changed' && e.memberId === m?.id)).toHaveLength(1);
  });

  it("never serves a member's answer from the shared cache, nor a visitor's to a member", async () => {
    const { client } = await member();
    const first = await call(guest(), 'GET', '/api/announcements?types=B');
    await call(guest(), 'GET', '/api/announcements?types=B');
    const mine = await call(client, 'GET', '/api/announcements?types=B');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json().value.unreadCount).toBe(2);
    const again = await call(guest(), 'GET', '/api/announcements?types=B');
    expect(again.json().value).not.toHaveProperty('unreadCount');
    expect(again.body).toBe(first.body);
  });

  it('sanitises HTML when staff save it, and again when players read a row written around the editor', async () => {
    const id = await create({ title: 'Dirty', content: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    const [saved] = await database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(saved!.content).toBe('<p>Hi</p>');
    await database.db
      .update(announcements)
      .set({ content: '<img src="javascript:alert(1)"><a href="javascript:x()" onmouseover="y()">go</a><b>ok</b>' })
      .where(eq(announcements.id, id));
    const read = (await list(guest())).list.find((a) => a.id === id)!;
    expect(read.content).not.toMatch(/javascript|onmouseover|<img/i);
    expect(read.content).toContain('<b>ok</b>');
  });

  it('emits announcement.published on publish and on an edit of a published one, not for a draft', async () => {
    const seen: DomainEvent[] = [];
    const stop = await app.events.subscribe((e) => seen.push(e));
    const id = await create({ title: 'Live news' }, false);
    await call(marketing, 'PUT', `/api/admin/announcements/${id}`, input({ title: 'Live news, edited draft' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter((e) => e.type === 'announcement.published')).toHaveLength(0);
    valueIn(await call(marketing, 'POST', `/api/admin/announcements/${id}/publish`));
    valueIn(await call(marketing, 'PUT', `/api/admin/announcements/${id}`, input({ title: 'Live news, again' })));
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(seen.filter((e) => e.type === 'announcement.published')).toEqual([
      { type: 'announcement.published', brand: 'aurum', announcementId: String(id) },
      { type: 'announcement.published', brand: 'aurum', announcementId: String(id) },
    ]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'announcement.create',
      'announcement.publish',
      'announcement.update',
      'announcement.update',
    ]);
  });

  it('emits announcement.withdrawn on unpublish, brand-wide, and nothing for a repeated unpublish', async () => {
    const id = await create({ title: 'Soon withdrawn' }, true);
    const seen: DomainEvent[] = [];
    const stop = await app.events.subscribe((e) => seen.push(e));
    valueIn(await call(marketing, 'POST', `/api/admin/announcements/${id}/unpublish`));
    valueIn(await call(marketing, 'POST', `/api/admin/announcements/${id}/unpublish`));
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(seen.filter((e) => e.type.startsWith('announcement.'))).toEqual([
      { type: 'announcement.withdrawn', brand: 'aurum', announcementId: String(id) },
    ]);
  });
});
