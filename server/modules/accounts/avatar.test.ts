import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATARS, memberInfoResponseSchema } from '../../../src/api/contract/accounts';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, freshIp, registered, sessionCookie, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

/** PUT /api/accounts/avatar: the head icon a member picks in the member centre (spec §8, head icon). */
describe.each(dbTargets())('head icon on $name', (target) => {
  let database: Database;
  let app: App;
  const put = (c: Client, body: unknown) => call(c, 'PUT', '/api/accounts/avatar', body);
  const me = async (c: Client) =>
    memberInfoResponseSchema.parse((await call(c, 'GET', '/api/accounts/me')).json()).value;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('starts with none, stores a pick, and /me and the answer show it', async () => {
    const { client } = await registered(app);
    expect((await me(client)).avatar).toBeNull();
    const res = await put(client, { avatar: 'crown' });
    expect(res.statusCode, res.body).toBe(200);
    expect(memberInfoResponseSchema.parse(res.json()).value.avatar).toBe('crown');
    expect((await me(client)).avatar).toBe('crown');
    // Picking again replaces it.
    expect((await put(client, { avatar: 'dice' })).statusCode).toBe(200);
    expect((await me(client)).avatar).toBe('dice');
  });

  it('refuses what is not one of the icons with 400 request.invalid, and keeps the old pick', async () => {
    const { client } = await registered(app);
    expect((await put(client, { avatar: 'gem' })).statusCode).toBe(200);
    for (const body of [
      { avatar: 'skull' },
      { avatar: '' },
      { avatar: 7 },
      { avatar: null },
      {},
      { avatar: 'gem', extra: 1 },
      { avatar: "gem' or '1'='1" },
    ]) {
      expectError(await put(client, body), 400, 'request.invalid');
    }
    expect((await me(client)).avatar).toBe('gem');
  });

  it('needs a session (401) and refuses a trial account (403 auth.trial_refused)', async () => {
    expectError(await put({ app, ip: freshIp() }, { avatar: 'star' }), 401, 'auth.required');
    const trial: Client = { app, ip: freshIp() };
    trial.cookie = sessionCookie(await call(trial, 'POST', '/api/accounts/trial'));
    expectError(await put(trial, { avatar: 'star' }), 403, 'auth.trial_refused');
  });

  it('30 picks at once, of every icon, all succeed and leave exactly one of them stored', async () => {
    const { client, username } = await registered(app);
    const picks = Array.from({ length: 30 }, (_, i) => AVATARS[i % AVATARS.length]!);
    const answers = await Promise.all(picks.map((avatar) => put(client, { avatar })));
    expect(answers.map((r) => r.statusCode)).toEqual(picks.map(() => 200));
    const [row] = await database.db.select().from(members).where(eq(members.username, username));
    expect(AVATARS).toContain(row!.avatar);
    expect((await me(client)).avatar).toBe(row!.avatar);
  });

  it('the database itself refuses a value outside the list', async () => {
    const { username } = await registered(app);
    await expect(
      database.db.update(members).set({ avatar: 'skull' }).where(eq(members.username, username)),
    ).rejects.toThrow();
  });
});
