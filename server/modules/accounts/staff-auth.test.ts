import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type { App } from '../../app';
import type { Database } from '../../db';
import { staff, staffSessions } from '../../db/schema';
import { type Client, call, expectError, freshIp, freshName, testApp, testClock } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { hashPassword } from './passwords';
import { createStaffSessions, STAFF_COOKIE, staffOf } from './staff-auth';

const ADMIN_PASSWORD = 'staff-secret-123';
const IDLE_MINUTES = 30;
const MAX_HOURS = 2;
const minutes = (n: number) => n * 60_000;

describe.each(dbTargets())('app.requireStaff on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();

  /** A staff member with this role, created directly in the table (there is no staff admin screen yet). */
  async function createStaff(role: StaffRole, opts: { active?: boolean } = {}) {
    const username = freshName(role.slice(0, 3));
    const password = `${role}-pass-1`;
    await database.db
      .insert(staff)
      .values({ username, passwordHash: await hashPassword(password), role, active: opts.active ?? true });
    return { username, password };
  }

  function staffCookie(res: LightMyRequestResponse): string {
    const c = res.cookies.find((x) => x.name === STAFF_COOKIE);
    expect(c?.value, res.body).toBeTruthy();
    return `${STAFF_COOKIE}=${c!.value}`;
  }

  async function signedIn(username: string, password: string): Promise<Client> {
    const c: Client = { app, ip: freshIp() };
    const res = await call(c, 'POST', '/api/admin/session', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return { ...c, cookie: staffCookie(res) };
  }

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(
      database,
      { ADMIN_PASSWORD, SESSION_IDLE_MINUTES: String(IDLE_MINUTES), SESSION_MAX_HOURS: String(MAX_HOURS) },
      clock.now,
    );
    // Routes as a back-office module declares them (the app is not ready yet, so they can still be added).
    app.get('/api/admin/test/any', { onRequest: app.requireStaff() }, async (request) => ({ value: staffOf(request) }));
    app.get('/api/admin/test/finance', { preHandler: app.requireStaff('finance') }, async (request) => ({
      value: request.staff,
    }));
    app.get('/api/admin/test/people', { onRequest: app.requireStaff('support', 'marketing') }, async (request) => ({
      value: request.staff,
    }));
    app.post(
      '/api/admin/test/finance',
      {
        onRequest: app.requireStaff('finance'),
        schema: { body: z.object({ amount: z.number().int() }) },
      },
      async () => ({ value: { ok: true } }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('is 401 staff.auth_required without a cookie, with a made-up one, and with a member cookie', async () => {
    const c: Client = { app, ip: freshIp() };
    for (const url of ['/api/admin/test/any', '/api/admin/test/finance', '/api/admin/test/people']) {
      expectError(await call(c, 'GET', url), 401, 'staff.auth_required');
      expectError(
        await call({ ...c, cookie: `${STAFF_COOKIE}=made-up-token` }, 'GET', url),
        401,
        'staff.auth_required',
      );
      expectError(
        await call({ ...c, cookie: `${STAFF_COOKIE}=${'x'.repeat(500)}` }, 'GET', url),
        401,
        'staff.auth_required',
      );
      expectError(await call({ ...c, cookie: 'sid=a-member-token' }, 'GET', url), 401, 'staff.auth_required');
    }
  });

  it('as onRequest, answers 401 before the body is validated', async () => {
    const res = await call({ app, ip: freshIp() }, 'POST', '/api/admin/test/finance', { amount: 'not a number' });
    expectError(res, 401, 'staff.auth_required');
  });

  it('lets the admin role through every guard and sets request.staff', async () => {
    const admin = await signedIn('admin', ADMIN_PASSWORD);
    const [row] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    for (const url of ['/api/admin/test/any', '/api/admin/test/finance', '/api/admin/test/people']) {
      const res = await call(admin, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ id: row!.id, username: 'admin', role: 'admin', brands: null });
    }
  });

  it('is 403 staff.forbidden for a role the route does not list, 200 for one it lists', async () => {
    const financeUser = await createStaff('finance');
    const supportUser = await createStaff('support');
    const marketingUser = await createStaff('marketing');
    const finance = await signedIn(financeUser.username, financeUser.password);
    const support = await signedIn(supportUser.username, supportUser.password);
    const marketing = await signedIn(marketingUser.username, marketingUser.password);

    const ok = await call(finance, 'GET', '/api/admin/test/finance');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ username: financeUser.username, role: 'finance' });
    expect(ok.json().value.id).toMatch(/^[0-9a-f-]{36}$/);
    expectError(await call(finance, 'GET', '/api/admin/test/people'), 403, 'staff.forbidden');

    expectError(await call(support, 'GET', '/api/admin/test/finance'), 403, 'staff.forbidden');
    expect((await call(support, 'GET', '/api/admin/test/people')).statusCode).toBe(200);
    expectError(await call(marketing, 'GET', '/api/admin/test/finance'), 403, 'staff.forbidden');
    expect((await call(marketing, 'GET', '/api/admin/test/people')).statusCode).toBe(200);

    // Any staff member passes a guard with no roles.
    for (const c of [finance, support, marketing])
      expect((await call(c, 'GET', '/api/admin/test/any')).statusCode).toBe(200);
    // A refused POST is refused before its body is looked at.
    expectError(await call(support, 'POST', '/api/admin/test/finance', { amount: 'x' }), 403, 'staff.forbidden');
    expect((await call(finance, 'POST', '/api/admin/test/finance', { amount: 5 })).statusCode).toBe(200);
    expect((await call(finance, 'POST', '/api/admin/test/finance', { amount: 'x' })).statusCode).toBe(400);
  });

  it('ends a session left unused for the idle limit; use keeps it alive', async () => {
    const user = await createStaff('finance');
    const c = await signedIn(user.username, user.password);
    clock.advance(minutes(IDLE_MINUTES) - 1000);
    expect((await call(c, 'GET', '/api/admin/test/finance')).statusCode).toBe(200);
    // The request above counted as use: another almost-idle stretch is still fine.
    clock.advance(minutes(IDLE_MINUTES) - 1000);
    expect((await call(c, 'GET', '/api/admin/test/finance')).statusCode).toBe(200);
    clock.advance(minutes(IDLE_MINUTES));
    expectError(await call(c, 'GET', '/api/admin/test/finance'), 401, 'staff.auth_required');
    expectError(await call(c, 'GET', '/api/admin/session'), 401, 'staff.auth_required');
  });

  it("a background re-check (the console socket's) does not count as use: the session still idles out", async () => {
    const user = await createStaff('support');
    const c = await signedIn(user.username, user.password);
    const token = c.cookie!.slice(`${STAFF_COOKIE}=`.length);
    const sessions = createStaffSessions({ db: database.db, now: clock.now, idleMs: minutes(IDLE_MINUTES) });
    // The socket re-checks every minute for almost the idle limit: the session is fine each time ...
    for (let i = 0; i < 3; i++) {
      clock.advance(minutes(IDLE_MINUTES) / 3 - 1000);
      expect(await sessions.resolve(token, { touch: false })).toMatchObject({ username: user.username });
    }
    // ... but none of it was use: past the idle limit since the sign-in, the session has ended.
    clock.advance(3000);
    expect(await sessions.resolve(token, { touch: false })).toBeNull();
    expectError(await call(c, 'GET', '/api/admin/session'), 401, 'staff.auth_required');
  });

  it('ends a session at its absolute limit, however much it is used', async () => {
    const user = await createStaff('support');
    const c = await signedIn(user.username, user.password);
    const step = minutes(IDLE_MINUTES) / 2;
    let elapsed = 0;
    while (elapsed + step < minutes(MAX_HOURS * 60)) {
      clock.advance(step);
      elapsed += step;
      expect((await call(c, 'GET', '/api/admin/test/any')).statusCode, `after ${elapsed / 60_000} min`).toBe(200);
    }
    clock.advance(minutes(MAX_HOURS * 60) - elapsed);
    expectError(await call(c, 'GET', '/api/admin/test/any'), 401, 'staff.auth_required');
  });

  it('ends a session at log-out, and when the staff member is made inactive', async () => {
    const one = await createStaff('marketing');
    const c = await signedIn(one.username, one.password);
    expect((await call(c, 'GET', '/api/admin/test/people')).statusCode).toBe(200);
    expect((await call(c, 'DELETE', '/api/admin/session')).statusCode).toBe(200);
    expectError(await call(c, 'GET', '/api/admin/test/people'), 401, 'staff.auth_required');
    const [session] = await database.db
      .select()
      .from(staffSessions)
      .where(
        eq(
          staffSessions.staffId,
          (await database.db.select().from(staff).where(eq(staff.username, one.username)))[0]!.id,
        ),
      );
    expect(session?.revokedAt).toBeInstanceOf(Date);

    const two = await createStaff('finance');
    const d = await signedIn(two.username, two.password);
    expect((await call(d, 'GET', '/api/admin/test/finance')).statusCode).toBe(200);
    await database.db.update(staff).set({ active: false }).where(eq(staff.username, two.username));
    expectError(await call(d, 'GET', '/api/admin/test/finance'), 401, 'staff.auth_required');
    // An inactive member cannot sign in again either.
    expectError(await call({ app, ip: freshIp() }, 'POST', '/api/admin/session', two), 401, 'auth.invalid_credentials');
  });

  it('resolves the session once per request', async () => {
    const user = await createStaff('finance');
    const c = await signedIn(user.username, user.password);
    const request = { cookies: { [STAFF_COOKIE]: c.cookie!.split('=')[1] } } as never;
    const first = app.staffSession(request);
    expect(app.staffSession(request)).toBe(first);
    expect(await first).toMatchObject({ username: user.username, role: 'finance' });
  });
});
