import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db';
import { journalEntries, loginHistory, members, sessions, verificationCodes } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  encrypted,
  expectError,
  freshIp,
  freshMobile,
  freshName,
  lastCode,
  registerPayload,
  sessionCookie,
  smsCode,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';

/**
 * Sign-up is one transaction (issue 14): registration uses the SMS code, inserts the member and
 * starts the session; trial sign-up inserts the member, credits its play money and starts the
 * session. A database that refuses the step after the member insert must leave nothing behind.
 */
describe.each(dbTargets())('atomic sign-up on $name', (target) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  const exec = (text: string) => database.db.execute(text);

  /** Makes the database refuse `table` inserts that match `when` (plpgsql on NEW), until the returned drop runs. */
  async function refuse(table: string, when: string): Promise<() => Promise<void>> {
    await exec(`create or replace function test_refuse_${table}() returns trigger language plpgsql as $$
      begin if ${when} then raise exception 'test: ${table} refused'; end if; return new; end $$`);
    await exec(
      `create trigger test_refuse_${table} before insert on ${table} for each row execute function test_refuse_${table}()`,
    );
    return async () => {
      await exec(`drop trigger test_refuse_${table} on ${table}`);
    };
  }

  const total = async (table: typeof members | typeof sessions | typeof journalEntries | typeof loginHistory) =>
    (await database.db.select({ n: count() }).from(table))[0]!.n;
  const counts = async () => ({
    members: await total(members),
    sessions: await total(sessions),
    loginHistory: await total(loginHistory),
    journalEntries: await total(journalEntries),
  });

  const mobileRegistration = (mobile: string, code: string, username = freshName()) =>
    registerPayload({ username, countryDialingCode: '+86', mobileNum: mobile, verificationCode: code });

  it('registration: a session that cannot start leaves no member, no used code, no session; then it succeeds', async () => {
    const c: Client = { app, ip: freshIp() };
    const mobile = freshMobile();
    expect((await smsCode(c, 'register', mobile)).statusCode).toBe(200);
    const code = await lastCode(app, `+86${mobile}`);
    const username = freshName();
    const before = await counts();

    const drop = await refuse('sessions', `new.ip = '${c.ip}'`);
    try {
      const failed = await encrypted(c, 'PUT', '/api/accounts/register', mobileRegistration(mobile, code, username));
      expect(failed.statusCode, failed.body).toBe(500);
      expect(sessionCookie(failed)).toBeUndefined();
    } finally {
      await drop();
    }
    expect(await counts()).toEqual(before);
    expect(await database.db.select().from(members).where(eq(members.username, username))).toHaveLength(0);
    const live = await database.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, `+86${mobile}`), isNull(verificationCodes.consumedAt)));
    expect(live).toHaveLength(1);

    // The same sign-up, with the same code, now goes through.
    const ok = await encrypted(c, 'PUT', '/api/accounts/register', mobileRegistration(mobile, code, username));
    expect(ok.statusCode, ok.body).toBe(200);
    const cookie = sessionCookie(ok);
    expect(cookie).toBeDefined();
    expect((await call({ ...c, cookie }, 'GET', '/api/accounts/me')).statusCode).toBe(200);
    const after = await counts();
    expect(after).toMatchObject({
      members: before.members + 1,
      sessions: before.sessions + 1,
      loginHistory: before.loginHistory + 1,
    });
    const [row] = await database.db.select().from(members).where(eq(members.username, username));
    expect(row).toMatchObject({ mobile, countryDialingCode: '+86' });
    // And the code is used up now.
    const again = await encrypted(c, 'PUT', '/api/accounts/register', mobileRegistration(mobile, code));
    expectError(again, 400, 'sms.code_invalid');
  });

  it('trial: play money that cannot be credited leaves no member and no session; then it succeeds', async () => {
    const c: Client = { app, ip: freshIp() };
    const before = await counts();
    const drop = await refuse('journal_entries', `new.type = 'trial_credit'`);
    try {
      const failed = await call(c, 'POST', '/api/accounts/trial');
      expect(failed.statusCode, failed.body).toBe(500);
      expect(sessionCookie(failed)).toBeUndefined();
    } finally {
      await drop();
    }
    expect(await counts()).toEqual(before);

    const ok = await call(c, 'POST', '/api/accounts/trial');
    expect(ok.statusCode, ok.body).toBe(200);
    const t: Client = { ...c, cookie: sessionCookie(ok) };
    const wallet = await call(t, 'GET', '/api/wallet');
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect((wallet.json() as { value: { playMoney: boolean; sumBalance: number } }).value).toMatchObject({
      playMoney: true,
    });
    expect((wallet.json() as { value: { sumBalance: number } }).value.sumBalance).toBeGreaterThan(0);
    expect(await counts()).toEqual({
      members: before.members + 1,
      sessions: before.sessions + 1,
      loginHistory: before.loginHistory + 1,
      journalEntries: before.journalEntries + 1,
    });
  });

  it('trial: a session that cannot start leaves no member and no ledger entry', async () => {
    const c: Client = { app, ip: freshIp() };
    const before = await counts();
    const drop = await refuse('sessions', `new.ip = '${c.ip}'`);
    try {
      const failed = await call(c, 'POST', '/api/accounts/trial');
      expect(failed.statusCode, failed.body).toBe(500);
    } finally {
      await drop();
    }
    expect(await counts()).toEqual(before);
  });

  it('30 concurrent registrations of one username make exactly one member', async () => {
    const username = freshName();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        encrypted({ app, ip: freshIp() }, 'PUT', '/api/accounts/register', registerPayload({ username })),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'account.username_taken');
    expect(await database.db.select().from(members).where(eq(members.username, username))).toHaveLength(1);
  });

  it('30 concurrent registrations with one SMS code make exactly one member', async () => {
    const mobile = freshMobile();
    expect((await smsCode({ app, ip: freshIp() }, 'register', mobile)).statusCode).toBe(200);
    const code = await lastCode(app, `+86${mobile}`);
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        encrypted({ app, ip: freshIp() }, 'PUT', '/api/accounts/register', mobileRegistration(mobile, code)),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 400, 'sms.code_invalid');
    expect(await database.db.select().from(members).where(eq(members.mobile, mobile))).toHaveLength(1);
    expect(await counts()).toMatchObject({ members: before.members + 1, sessions: before.sessions + 1 });
  });
});
