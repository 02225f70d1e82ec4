import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import {
  countWords,
  FEEDBACK_PER_HOUR,
  type InboxMessage,
  type InboxPage,
  type StaffFeedback,
} from '../../../src/api/contract/inbox';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, brands, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  captcha,
  expectError,
  freshIp,
  registered,
  signedInStaff,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

const FIVE = 'the deposit did not arrive';

describe('countWords', () => {
  it('counts runs of non-space characters, and every CJK character as a word', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(FIVE)).toBe(5);
    expect(countWords('  two\n words ')).toBe(2);
    expect(countWords('存款没有到账')).toBe(6);
    expect(countWords('我的 deposit 没到')).toBe(5);
  });
});

/** Feedback (spec §2, §3, §5 Feedback; FEEDBACK3) through HTTP only: send, reply, convert. */
describe.each(dbTargets())('feedback on $name', (target) => {
  let database: Database;
  let app: App;
  let support: Client;
  let admin: Client;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const staffClient = (role: StaffRole) => signedInStaff(app, database, role);
  const submit = (c: Client, body: Record<string, unknown> = {}) =>
    call(c, 'PUT', '/api/feedback', { type: 1, content: FIVE, captcha, ...body });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
    support = await staffClient('support');
    admin = await staffClient('admin');
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('answers the word limits: 5 and 500 by default, else the brand setting', async () => {
    expect(valueIn(await call({ app, ip: freshIp() }, 'GET', '/api/feedback/rules'))).toEqual({
      minWords: 5,
      maxWords: 500,
    });
  });

  it('refuses a visitor (401) and a trial account (403 auth.trial_refused)', async () => {
    expectError(await submit({ app, ip: freshIp() }), 401, 'auth.required');
    const ip = freshIp();
    const res = await app.inject({ method: 'POST', url: '/api/accounts/trial', headers: { 'x-debug-client-ip': ip } });
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expectError(await submit({ app, ip, cookie: `sid=${sid.value}` }), 403, 'auth.trial_refused');
  });

  it('checks the words (CJK counted per character), the type and the captcha', async () => {
    const { client } = await registered(app);
    const short = expectError(await submit(client, { content: 'too short' }), 400, 'feedback.word_count');
    expect(short.fields).toEqual({ content: '5-500' });
    expectError(await submit(client, { content: 'word '.repeat(501) }), 400, 'feedback.word_count');
    expectError(await submit(client, { content: '存款没到' }), 400, 'feedback.word_count');
    expectError(await submit(client, { content: '' }), 400, 'request.invalid');
    expectError(await submit(client, { type: 5 }), 400, 'request.invalid');
    expectError(await submit(client, { captcha: undefined }), 400, 'request.invalid');
    expectError(await submit(client, { captcha: { id: 'fixed', answer: '000000' } }), 400, 'captcha.invalid');
    valueIn(await submit(client, { content: '存款没有到账' }));
  });

  it('takes the limits from the brand setting', async () => {
    const [brand] = await database.db.select().from(brands).where(eq(brands.code, 'aurum'));
    const config = brand!.config as Record<string, unknown>;
    await database.db
      .update(brands)
      .set({ config: { ...config, feedback: { minWords: 2, maxWords: 3 } } })
      .where(eq(brands.code, 'aurum'));
    try {
      const { client } = await registered(app);
      expect(valueIn(await call(client, 'GET', '/api/feedback/rules'))).toEqual({ minWords: 2, maxWords: 3 });
      const res = expectError(await submit(client), 400, 'feedback.word_count');
      expect(res.fields).toEqual({ content: '2-3' });
      valueIn(await submit(client, { content: 'two words' }));
    } finally {
      await database.db.update(brands).set({ config }).where(eq(brands.code, 'aurum'));
    }
  });

  it(`takes at most ${FEEDBACK_PER_HOUR} an hour from a member (429 rate.limited)`, async () => {
    const { client } = await registered(app);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) valueIn(await submit(client));
    const res = expectError(await submit(client), 429, 'rate.limited');
    expect(res.retryAt).toBeGreaterThan(Date.now());
    // Another member is not affected.
    valueIn(await submit((await registered(app)).client));
  });

  it('lets support list (filters), open and reply once: the reply lands in the inbox, audited', async () => {
    const { client, username } = await registered(app);
    const { id } = valueIn<{ id: string }>(await submit(client, { type: 2, content: `${FIVE} ${username}` }));
    const finance = await staffClient('finance');
    expectError(await call(finance, 'GET', '/api/admin/feedback'), 403, 'staff.forbidden');

    const list = valueIn<{ list: StaffFeedback[] }>(
      await call(support, 'GET', '/api/admin/feedback?type=2&status=open'),
    );
    expect(list.list.map((f) => f.id)).toContain(id);
    const none = valueIn<{ list: StaffFeedback[] }>(await call(support, 'GET', '/api/admin/feedback?type=3'));
    expect(none.list.map((f) => f.id)).not.toContain(id);
    const future = valueIn<{ list: StaffFeedback[] }>(
      await call(support, 'GET', `/api/admin/feedback?from=${Date.now() + 86_400_000}`),
    );
    expect(future.list).toEqual([]);
    expect(valueIn<StaffFeedback>(await call(support, 'GET', `/api/admin/feedback/${id}`))).toMatchObject({
      username,
      type: 2,
      status: 'open',
    });
    expectError(await call(support, 'GET', `/api/admin/feedback/${randomUUID()}`), 404, 'feedback.not_found');
    expectError(await call(support, 'GET', '/api/admin/feedback?type=5'), 400, 'request.invalid');

    const reply = { title: 'About your withdrawal', content: '<p>It is on its way.<script>x()</script></p>' };
    const replied = valueIn<StaffFeedback>(await call(support, 'POST', `/api/admin/feedback/${id}/reply`, reply));
    expect(replied).toMatchObject({ status: 'replied', reply: '<p>It is on its way.</p>' });
    expectError(await call(support, 'POST', `/api/admin/feedback/${id}/reply`, reply), 409, 'feedback.already_replied');

    const inbox = valueIn<InboxPage>(await call(client, 'GET', '/api/inbox'));
    expect(inbox.list).toHaveLength(1);
    expect(inbox.list[0]).toMatchObject({ kind: 'feedback_reply', title: 'About your withdrawal', read: false });
    const message = valueIn<InboxMessage>(await call(client, 'GET', `/api/inbox/${inbox.list[0]!.id}`));
    expect(message.content).toBe('<p>It is on its way.</p>');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.reply'), eq(auditLog.targetId, id)));
    expect(audits).toHaveLength(1);
  });

  it('lets an admin (only) turn an agent application into an agent with an affiliate code, once', async () => {
    const { client, username } = await registered(app);
    const { id } = valueIn<{ id: string }>(await submit(client, { type: 6, content: `I want to be an agent` }));
    const other = valueIn<{ id: string }>(await submit(client, { type: 4 }));
    expectError(await call(support, 'POST', `/api/admin/feedback/${id}/make-agent`), 403, 'staff.forbidden');
    expectError(
      await call(admin, 'POST', `/api/admin/feedback/${other.id}/make-agent`),
      409,
      'feedback.not_agent_application',
    );
    const converted = valueIn<StaffFeedback>(await call(admin, 'POST', `/api/admin/feedback/${id}/make-agent`));
    expect(converted).toMatchObject({ customerType: 1 });
    expect(converted.convertedAt).not.toBeNull();
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    expect(m).toMatchObject({ customerType: 1 });
    expect(m!.affiliateCode).toMatch(/^[A-Z0-9]{8}$/);
    expectError(await call(admin, 'POST', `/api/admin/feedback/${id}/make-agent`), 409, 'feedback.already_agent');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.make_agent'), eq(auditLog.targetId, m!.id)));
    expect(audits).toHaveLength(1);
  });
});
