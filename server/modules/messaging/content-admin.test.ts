import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnnouncement, AdminAnnouncementInput } from '../../../src/api/contract/announcements';
import type { AdminHelpTopic, AdminHelpTopicInput, HelpTopic } from '../../../src/api/contract/help';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, helpTopics } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, freshIp, registered, signedInStaff, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

/** The back office's content editors (docs/announcements.md): announcements and help topics. */
describe.each(dbTargets())('content editors on $name', (target) => {
  let database: Database;
  let app: App;
  let marketing: Client;
  let support: Client;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const input = (over: Partial<AdminAnnouncementInput> = {}): AdminAnnouncementInput => ({
    type: 'PL',
    title: 'Maintenance tonight',
    content: '<p>From 02:00</p>',
    startAt: '2026-01-01T00:00:00Z',
    endAt: null,
    sequence: 3,
    target: 'everyone',
    targetVip: null,
    members: [],
    translations: { 'zh-CN': { title: '今晚维护', content: '<p>02:00 起</p>' } },
    ...over,
  });
  const topic = (over: Partial<AdminHelpTopicInput> = {}): AdminHelpTopicInput => ({
    key: null,
    title: 'Withdrawal times',
    content: '<p>Within 24 hours<script>x()</script></p>',
    translations: {},
    sequence: 5,
    active: true,
    ...over,
  });
  const auditsOf = async (targetId: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((a) => a.action).sort();

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
    marketing = await signedInStaff(app, database, 'marketing');
    support = await signedInStaff(app, database, 'support');
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('creates a draft, edits it, publishes, unpublishes and deletes it, auditing every step', async () => {
    const created = valueIn<AdminAnnouncement>(await call(marketing, 'POST', '/api/admin/announcements', input()));
    expect(created).toMatchObject({ state: 'draft', current: false, target: 'everyone', sequence: 3 });
    expect(created.translations['zh-CN']?.title).toBe('今晚维护');
    const id = created.id;
    const edited = valueIn<AdminAnnouncement>(
      await call(marketing, 'PUT', `/api/admin/announcements/${id}`, input({ title: 'Maintenance at 02:00' })),
    );
    expect(edited.title).toBe('Maintenance at 02:00');
    expect(
      valueIn<AdminAnnouncement>(await call(marketing, 'POST', `/api/admin/announcements/${id}/publish`)),
    ).toMatchObject({ state: 'published', current: true });
    // A published one cannot be deleted.
    expectError(await call(marketing, 'DELETE', `/api/admin/announcements/${id}`), 409, 'announcement.not_draft');
    const drafts = valueIn<{ list: AdminAnnouncement[] }>(
      await call(support, 'GET', '/api/admin/announcements?state=published&type=PL'),
    );
    expect(drafts.list.map((a) => a.id)).toContain(id);
    expect(drafts.list.every((a) => a.type === 'PL' && a.state === 'published')).toBe(true);
    valueIn(await call(marketing, 'POST', `/api/admin/announcements/${id}/unpublish`));
    expect(valueIn(await call(marketing, 'DELETE', `/api/admin/announcements/${id}`))).toEqual({ deleted: true });
    expectError(await call(support, 'GET', `/api/admin/announcements/${id}`), 404, 'announcement.not_found');
    expect(await auditsOf(String(id))).toEqual([
      'announcement.create',
      'announcement.delete',
      'announcement.publish',
      'announcement.unpublish',
      'announcement.update',
    ]);
  });

  it('keeps a member list by username, and refuses unknown usernames and bad schedules with 400', async () => {
    const { username } = await registered(app);
    const made = valueIn<AdminAnnouncement>(
      await call(marketing, 'POST', '/api/admin/announcements', input({ target: 'list', members: [username] })),
    );
    expect(made.members).toEqual([username]);
    const bad = expectError(
      await call(
        marketing,
        'POST',
        '/api/admin/announcements',
        input({ target: 'list', members: [username, 'ghost'] }),
      ),
      400,
      'announcement.unknown_members',
    );
    expect(bad.fields?.members).toBe('ghost');
    for (const over of [
      { endAt: '2025-12-31T00:00:00Z' },
      { target: 'vip' as const, targetVip: null },
      { target: 'list' as const, members: [] },
      { title: '' },
    ]) {
      expectError(await call(marketing, 'POST', '/api/admin/announcements', input(over)), 400, 'request.invalid');
    }
  });

  it('lets support read but not write, and refuses other roles and visitors', async () => {
    valueIn(await call(support, 'GET', '/api/admin/announcements'));
    valueIn(await call(support, 'GET', '/api/admin/help-topics'));
    expectError(await call(support, 'POST', '/api/admin/announcements', input()), 403, 'staff.forbidden');
    expectError(await call(support, 'POST', '/api/admin/help-topics', topic()), 403, 'staff.forbidden');
    const finance = await signedInStaff(app, database, 'finance');
    expectError(await call(finance, 'GET', '/api/admin/announcements'), 403, 'staff.forbidden');
    expectError(await call({ app, ip: freshIp() }, 'GET', '/api/admin/announcements'), 401, 'staff.auth_required');
  });

  it('edits help topics (sanitised, audited, keys unique) and the help center shows the result', async () => {
    const made = valueIn<AdminHelpTopic>(
      await call(marketing, 'POST', '/api/admin/help-topics', topic({ key: 'withdraw-times' })),
    );
    expect(made.content).toBe('<p>Within 24 hours</p>');
    expectError(
      await call(marketing, 'POST', '/api/admin/help-topics', topic({ key: 'withdraw-times' })),
      409,
      'help.key_taken',
    );
    valueIn(
      await call(
        marketing,
        'PUT',
        `/api/admin/help-topics/${made.id}`,
        topic({ key: 'withdraw-times', title: 'When withdrawals arrive' }),
      ),
    );
    expectError(await call(marketing, 'PUT', '/api/admin/help-topics/999999', topic()), 404, 'help.not_found');
    const shown = valueIn<{ list: HelpTopic[] }>(await call({ app, ip: freshIp() }, 'GET', '/api/help'));
    expect(shown.list.find((t) => t.id === made.id)).toMatchObject({ title: 'When withdrawals arrive' });
    valueIn(await call(marketing, 'PUT', `/api/admin/help-topics/${made.id}`, topic({ active: false })));
    const hidden = valueIn<{ list: HelpTopic[] }>(await call({ app, ip: freshIp() }, 'GET', '/api/help'));
    expect(hidden.list.find((t) => t.id === made.id)).toBeUndefined();
    const [row] = await database.db.select().from(helpTopics).where(eq(helpTopics.id, made.id));
    expect(row?.content).not.toContain('script');
    expect(await auditsOf(String(made.id))).toEqual(['help_topic.create', 'help_topic.update', 'help_topic.update']);
  });
});
