import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type { StaffAccount, StaffWithPassword } from '../../../src/api/contract/adminStaff';
import type { App } from '../../app';
import { buildApp } from '../../app';
import type { Database } from '../../db';
import { auditLog, staff } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { type Client, call, expectError, FIXED, freshIp, freshName, signedInStaff } from '../../test/clients';
import { dbTargets, testConfig } from '../../test/harness';
import { STAFF_COOKIE } from './staff-auth';

const ADMIN_PASSWORD = 'staff-admin-secret-1';

describe.each(dbTargets())('staff accounts in the back office on $name', (target) => {
  let database: Database;
  let app: App;
  let admin: Client;
  let adminId: string;
  /** The admin left standing by the demotion race (the disable race starts from it). */
  let survivor: Client;
  const activeAdmins = () =>
    database.db
      .select()
      .from(staff)
      .where(and(eq(staff.role, 'admin'), eq(staff.active, true)));
  /** Everything the server logged, at debug level (request lines included). */
  const logged: string[] = [];

  /** A request as this client (PATCH too, which the shared `call` does not take). */
  const send = (c: Client, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      payload: body as Record<string, unknown> | undefined,
      headers: { 'x-debug-client-ip': c.ip, ...(c.cookie ? { cookie: c.cookie } : {}) },
    });

  async function signIn(username: string, password: string) {
    const c: Client = { app, ip: freshIp() };
    const res = await call(c, 'POST', '/api/admin/session', { username, password });
    return { res, client: c };
  }

  async function signedIn(username: string, password: string): Promise<Client> {
    const { res, client } = await signIn(username, password);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((x) => x.name === STAFF_COOKIE);
    return { ...client, cookie: `${STAFF_COOKIE}=${cookie!.value}` };
  }

  async function create(role: StaffRole, password?: string, by: Client = admin) {
    const username = freshName(role.slice(0, 3));
    const res = await send(by, 'POST', '/api/admin/staff', { username, role, ...(password ? { password } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const value = (res.json() as { value: StaffWithPassword }).value;
    return { ...value, username, password: password ?? (value.generatedPassword as string) };
  }

  const auditRows = (targetId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'staff'), eq(auditLog.targetId, targetId)))
      .orderBy(auditLog.id);

  /** An audit row (or rows) as text, to look for a password in it. */
  const text = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));

  const whoAmI = (c: Client) => call(c, 'GET', '/api/admin/session');

  beforeAll(async () => {
    database = await target.open();
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logged.push(String(chunk));
        cb();
      },
    });
    app = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, ADMIN_PASSWORD }),
      db: database,
      logger: createLogger('debug', stream),
    });
    await app.ready();
    admin = await signedIn('admin', ADMIN_PASSWORD);
    const [row] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    adminId = row!.id;
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('lists every account with role, status, created and last sign-in, and never a password', async () => {
    const res = await send(admin, 'GET', '/api/admin/staff');
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { value: StaffAccount[] }).value;
    const me = list.find((s) => s.username === 'admin');
    expect(me).toMatchObject({ id: adminId, role: 'admin', active: true });
    expect(me?.lastSignInAt).not.toBeNull();
    expect(res.body).not.toMatch(/password/i);
  });

  it('creates an account with a typed password, or a generated one shown once; audited without the password', async () => {
    const typed = await create('finance', 'typed-pass-123');
    expect(typed.generatedPassword).toBeUndefined();
    expect(typed.staff).toMatchObject({ username: typed.username, role: 'finance', active: true, lastSignInAt: null });
    const signed = await signedIn(typed.username, 'typed-pass-123');
    expect((await whoAmI(signed)).json()).toEqual({ value: { username: typed.username, role: 'finance' } });

    const generated = await create('support');
    expect(generated.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await signedIn(generated.username, generated.password);
    const list = await send(admin, 'GET', '/api/admin/staff');
    expect(list.body).not.toContain(generated.password);

    const [row] = await auditRows(generated.staff.id);
    expect(row).toMatchObject({
      action: 'staff.create',
      staffId: adminId,
      staffUsername: 'admin',
      before: null,
      after: { username: generated.username, role: 'support', active: true, password: 'generated' },
    });
    expect(text(row)).not.toContain(generated.password);
  });

  it('keeps usernames unique, compared lower-case (409 staff.username_taken), and checks the rules', async () => {
    const username = freshName('Fin');
    const first = await send(admin, 'POST', '/api/admin/staff', { username, role: 'finance' });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { value: StaffWithPassword }).value.staff.username).toBe(username.toLowerCase());
    const again = await send(admin, 'POST', '/api/admin/staff', { username: username.toUpperCase(), role: 'support' });
    expectError(again, 409, 'staff.username_taken');
    expectError(
      await send(admin, 'POST', '/api/admin/staff', { username: 'admin', role: 'finance' }),
      409,
      'staff.username_taken',
    );
    for (const bad of [
      { username: 'ab', role: 'finance' },
      { username: '1abc', role: 'finance' },
      { username: 'a b c', role: 'finance' },
    ]) {
      expectError(await send(admin, 'POST', '/api/admin/staff', bad), 400, 'request.invalid');
    }
    expectError(
      await send(admin, 'POST', '/api/admin/staff', { username: freshName('x'), role: 'boss' }),
      400,
      'request.invalid',
    );
    const short = await send(admin, 'POST', '/api/admin/staff', {
      username: freshName('x'),
      role: 'finance',
      password: 'short',
    });
    expectError(short, 400, 'request.invalid');
  });

  it('is for admins only: finance, support and marketing are 403 on every staff route', async () => {
    const target = await create('support');
    for (const role of ['finance', 'support', 'marketing'] as const) {
      const c = await signedInStaff(app, database, role);
      expectError(await send(c, 'GET', '/api/admin/staff'), 403, 'staff.forbidden');
      expectError(
        await send(c, 'POST', '/api/admin/staff', { username: freshName('z'), role: 'admin' }),
        403,
        'staff.forbidden',
      );
      expectError(
        await send(c, 'PATCH', `/api/admin/staff/${target.staff.id}`, { role: 'admin' }),
        403,
        'staff.forbidden',
      );
      expectError(await send(c, 'POST', `/api/admin/staff/${target.staff.id}/password`, {}), 403, 'staff.forbidden');
    }
    expectError(await send({ app, ip: freshIp() }, 'GET', '/api/admin/staff'), 401, 'staff.auth_required');
    const [row] = await database.db.select().from(staff).where(eq(staff.id, target.staff.id));
    expect(row?.role).toBe('support');
  });

  it('changes a role (the next request has the new role), audited with before and after and the reason', async () => {
    const member = await create('finance', 'role-pass-123');
    const c = await signedIn(member.username, 'role-pass-123');
    expect((await whoAmI(c)).json()).toEqual({ value: { username: member.username, role: 'finance' } });
    const res = await send(admin, 'PATCH', `/api/admin/staff/${member.staff.id}`, {
      role: 'marketing',
      reason: 'moved team',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { value: StaffAccount }).value).toMatchObject({ role: 'marketing', active: true });
    expect((await whoAmI(c)).json()).toEqual({ value: { username: member.username, role: 'marketing' } });
    const rows = await auditRows(member.staff.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'staff.role',
      staffUsername: 'admin',
      before: { role: 'finance', active: true },
      after: { role: 'marketing', active: true },
      reason: 'moved team',
    });
    expectError(
      await send(admin, 'PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', { role: 'finance' }),
      404,
      'staff.not_found',
    );
  });

  it('disabling revokes the sessions at once; a disabled member signs in as if the password were wrong; enabling restores', async () => {
    const member = await create('finance', 'disable-pass-1');
    const c = await signedIn(member.username, 'disable-pass-1');
    const res = await send(admin, 'PATCH', `/api/admin/staff/${member.staff.id}`, { active: false, reason: 'left' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { value: StaffAccount }).value.active).toBe(false);
    expectError(await whoAmI(c), 401, 'staff.auth_required');

    const right = await signIn(member.username, 'disable-pass-1');
    const wrong = await signIn(member.username, 'not-the-password');
    const rightBody = expectError(right.res, 401, 'auth.invalid_credentials');
    const wrongBody = expectError(wrong.res, 401, 'auth.invalid_credentials');
    expect(rightBody).toEqual(wrongBody);

    const rows = await auditRows(member.staff.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'staff.disable',
      before: { active: true },
      after: { active: false },
      reason: 'left',
    });

    // Enabling: they can sign in again, but the old session stays revoked.
    expect((await send(admin, 'PATCH', `/api/admin/staff/${member.staff.id}`, { active: true })).statusCode).toBe(200);
    expectError(await whoAmI(c), 401, 'staff.auth_required');
    await signedIn(member.username, 'disable-pass-1');
    expect((await auditRows(member.staff.id)).at(-1)).toMatchObject({
      action: 'staff.enable',
      after: { active: true },
    });
  });

  it('an admin cannot disable or demote themself (409 staff.self_change)', async () => {
    expectError(await send(admin, 'PATCH', `/api/admin/staff/${adminId}`, { active: false }), 409, 'staff.self_change');
    expectError(
      await send(admin, 'PATCH', `/api/admin/staff/${adminId}`, { role: 'finance' }),
      409,
      'staff.self_change',
    );
    expect((await whoAmI(admin)).json()).toEqual({ value: { username: 'admin', role: 'admin' } });
  });

  it('resetting a password revokes the sessions; the old password stops working; a generated one is shown once', async () => {
    const member = await create('support', 'reset-pass-old1');
    const c = await signedIn(member.username, 'reset-pass-old1');
    const res = await send(admin, 'POST', `/api/admin/staff/${member.staff.id}/password`, { reason: 'forgot' });
    expect(res.statusCode, res.body).toBe(200);
    const generated = (res.json() as { value: StaffWithPassword }).value.generatedPassword as string;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expectError(await whoAmI(c), 401, 'staff.auth_required');
    expectError((await signIn(member.username, 'reset-pass-old1')).res, 401, 'auth.invalid_credentials');
    await signedIn(member.username, generated);

    const typed = await send(admin, 'POST', `/api/admin/staff/${member.staff.id}/password`, {
      password: 'reset-pass-new1',
    });
    expect((typed.json() as { value: StaffWithPassword }).value.generatedPassword).toBeUndefined();
    await signedIn(member.username, 'reset-pass-new1');

    const rows = await auditRows(member.staff.id);
    expect(rows.filter((r) => r.action === 'staff.password_reset')).toHaveLength(2);
    // Never logged, typed or generated (the request log is at debug level here).
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [generated, 'reset-pass-new1', 'reset-pass-old1'])
      expect(logged.join('')).not.toContain(secret);
    expect(text(rows)).not.toContain(generated);
    expect(text(rows)).not.toContain('reset-pass-new1');
  });

  it('30 concurrent demotions between two admins leave exactly one active admin', async () => {
    // Two admins only: `admin` and a new one; every other admin is demoted first.
    const other = await create('admin', 'second-admin-1');
    const list = (await send(admin, 'GET', '/api/admin/staff')).json() as { value: StaffAccount[] };
    for (const s of list.value.filter(
      (x) => x.role === 'admin' && x.active && x.id !== adminId && x.id !== other.staff.id,
    )) {
      expect((await send(admin, 'PATCH', `/api/admin/staff/${s.id}`, { role: 'support' })).statusCode).toBe(200);
    }
    const second = await signedIn(other.username, 'second-admin-1');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? send(admin, 'PATCH', `/api/admin/staff/${other.staff.id}`, { role: 'finance' })
          : send(second, 'PATCH', `/api/admin/staff/${adminId}`, { role: 'finance' }),
      ),
    );
    // The winner's repeats change nothing (200); the loser is no longer an admin (403).
    for (const r of results) if (r.statusCode !== 200) expectError(r, 403, 'staff.forbidden');
    const admins = await activeAdmins();
    expect(admins).toHaveLength(1);
    const demotions = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.role'));
    const raceDemotions = demotions.filter((r) => r.targetId === adminId || r.targetId === other.staff.id);
    expect(raceDemotions).toHaveLength(1);
    survivor = admins[0]!.id === adminId ? admin : second;
  });

  it('30 concurrent disablings between two admins leave exactly one active admin, the other signed out', async () => {
    // The survivor of the test above is the only active admin; a second one joins.
    expect(await activeAdmins()).toHaveLength(1);
    const survivorId = (await activeAdmins())[0]!.id;
    const other = await create('admin', 'third-admin-12', survivor);
    const third = await signedIn(other.username, 'third-admin-12');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? send(survivor, 'PATCH', `/api/admin/staff/${other.staff.id}`, { active: false })
          : send(third, 'PATCH', `/api/admin/staff/${survivorId}`, { active: false }),
      ),
    );
    // The loser is signed out (401) or, past the guard already, no longer an active admin (403).
    for (const r of results) if (r.statusCode !== 200) expect([401, 403], r.body).toContain(r.statusCode);
    expect(await activeAdmins()).toHaveLength(1);
    const disables = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.disable'));
    expect(disables.filter((r) => r.targetId === survivorId || r.targetId === other.staff.id)).toHaveLength(1);
  });
});
