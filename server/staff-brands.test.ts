import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { Database } from './db';
import { staff } from './db/schema';
import { seedDemo } from './db/seed';
import {
  type Client,
  call,
  expectError,
  freshIp,
  freshName,
  hashPassword,
  STAFF_COOKIE,
  testApp,
} from './test/clients';
import { dbTargets } from './test/harness';

/**
 * The brand scope of staff administration (ADR 0015, docs/admin.md "Staff"): an admin limited to some
 * brands lists only the staff accounts within them, and GET /api/admin/brands offers the brands an
 * admin may give. Two brands (aurum, verdant) on one server; every request on aurum's host.
 */
const AURUM = 'aurum.localhost';
const VERDANT = 'verdant.localhost';

interface Listed {
  id: string;
  username: string;
  brands: string[] | null;
}

describe.each(dbTargets())('staff brand scope on $name', (target) => {
  let database: Database;
  let app: App;
  const ADMIN_PASSWORD = 'admin-password-1';
  /** One account of each brand scope, created once: username by scope name. */
  const accounts: Record<string, { id: string; username: string }> = {};
  const SCOPES: Record<string, string[] | null> = {
    none: null,
    empty: [],
    aurum: ['aurum'],
    verdant: ['verdant'],
    both: ['aurum', 'verdant'],
  };

  async function newStaff(role: 'admin' | 'finance' | 'support', brands: string[] | null) {
    const username = freshName(role.slice(0, 3));
    const password = `${role}-pass-1`;
    const [row] = await database.db
      .insert(staff)
      .values({ username, passwordHash: await hashPassword(password), role, brands })
      .returning();
    return { id: row!.id, username, password };
  }

  async function signIn(username: string, password: string, host = AURUM): Promise<Client> {
    const c: Client = { app, ip: freshIp(), headers: { host } };
    const res = await call(c, 'POST', '/api/admin/session', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((x) => x.name === STAFF_COOKIE);
    return { ...c, cookie: `${STAFF_COOKIE}=${cookie!.value}` };
  }

  async function adminOf(brands: string[] | null) {
    const a = await newStaff('admin', brands);
    // On a host of a brand they cover (aurum's, unless limited to verdant alone).
    const host = brands?.length && !brands.includes('aurum') ? VERDANT : AURUM;
    return { ...a, client: await signIn(a.username, a.password, host) };
  }

  async function listOf(c: Client): Promise<Listed[]> {
    const res = await call(c, 'GET', '/api/admin/staff');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: Listed[] }).value;
  }

  /** Which of the accounts made here (by scope name) a list holds. */
  const scopesIn = (list: Listed[]) =>
    Object.entries(accounts)
      .filter(([, a]) => list.some((l) => l.id === a.id))
      .map(([scope]) => scope)
      .sort();

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, DEFAULT_BRAND: 'aurum' });
    for (const [scope, brands] of Object.entries(SCOPES)) accounts[scope] = await newStaff('support', brands);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('shows an admin of every brand every staff account', async () => {
    const seeded = await signIn('admin', ADMIN_PASSWORD);
    expect(scopesIn(await listOf(seeded))).toEqual(['aurum', 'both', 'empty', 'none', 'verdant']);
    // An empty list means every brand, for the admin as for the accounts.
    const emptyAdmin = await adminOf([]);
    const list = await listOf(emptyAdmin.client);
    expect(scopesIn(list)).toEqual(['aurum', 'both', 'empty', 'none', 'verdant']);
    expect(list.map((l) => l.username)).toContain('admin');
  });

  it('shows an admin limited to some brands only the accounts limited to (some of) theirs', async () => {
    const aurumAdmin = await adminOf(['aurum']);
    const aurumList = await listOf(aurumAdmin.client);
    expect(scopesIn(aurumList)).toEqual(['aurum']);
    // Themself (limited to aurum) is in it; the seeded admin of every brand is not.
    expect(aurumList.map((l) => l.username)).toContain(aurumAdmin.username);
    expect(aurumList.map((l) => l.username)).not.toContain('admin');
    // Every listed account is limited to aurum, whoever else the table holds.
    expect(aurumList.every((l) => l.brands?.length && l.brands.every((b) => b === 'aurum'))).toBe(true);

    const bothAdmin = await adminOf(['aurum', 'verdant']);
    expect(scopesIn(await listOf(bothAdmin.client))).toEqual(['aurum', 'both', 'verdant']);
    const verdantAdmin = await adminOf(['verdant']);
    expect(scopesIn(await listOf(verdantAdmin.client))).toEqual(['verdant']);
  });

  it('lists exactly the accounts the limited admin may act on', async () => {
    const aurumAdmin = await adminOf(['aurum']);
    const listed = new Set((await listOf(aurumAdmin.client)).map((l) => l.id));
    for (const [scope, account] of Object.entries(accounts)) {
      const res = await call(aurumAdmin.client, 'POST', `/api/admin/staff/${account.id}/password`, {});
      if (listed.has(account.id)) expect(res.statusCode, `${scope}: ${res.body}`).toBe(200);
      else expectError(res, 403, 'staff.brand_forbidden');
    }
    // A new account within their brand appears in their list; a wider one cannot be created.
    const created = await call(aurumAdmin.client, 'POST', '/api/admin/staff', {
      username: freshName('new'),
      role: 'support',
      brands: ['aurum'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { value: { staff: { id: string } } }).value.staff.id;
    expect((await listOf(aurumAdmin.client)).map((l) => l.id)).toContain(id);
  });

  it('offers an admin the brands they may give: every brand (and "every brand") or only their own', async () => {
    const seeded = await signIn('admin', ADMIN_PASSWORD);
    const all = await call(seeded, 'GET', '/api/admin/brands');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json()).toEqual({
      value: {
        brands: [
          { code: 'aurum', name: 'Aurum Play' },
          { code: 'verdant', name: 'Verdant Play' },
        ],
        everyBrand: true,
      },
    });
    const emptyAdmin = await adminOf([]);
    expect((await call(emptyAdmin.client, 'GET', '/api/admin/brands')).json()).toMatchObject({
      value: { everyBrand: true },
    });

    const aurumAdmin = await adminOf(['aurum']);
    expect((await call(aurumAdmin.client, 'GET', '/api/admin/brands')).json()).toEqual({
      value: { brands: [{ code: 'aurum', name: 'Aurum Play' }], everyBrand: false },
    });
    const bothAdmin = await adminOf(['aurum', 'verdant']);
    expect((await call(bothAdmin.client, 'GET', '/api/admin/brands')).json()).toEqual({
      value: {
        brands: [
          { code: 'aurum', name: 'Aurum Play' },
          { code: 'verdant', name: 'Verdant Play' },
        ],
        everyBrand: false,
      },
    });
  });

  it('keeps the brand list to admins: 401 signed out, 403 for other roles and other brands', async () => {
    expectError(
      await call({ app, ip: freshIp(), headers: { host: AURUM } }, 'GET', '/api/admin/brands'),
      401,
      'staff.auth_required',
    );
    const fin = await newStaff('finance', null);
    expectError(
      await call(await signIn(fin.username, fin.password), 'GET', '/api/admin/brands'),
      403,
      'staff.forbidden',
    );
    // An admin of verdant only, with their session presented on aurum's host.
    const onVerdant = (await adminOf(['verdant'])).client;
    expect((await call(onVerdant, 'GET', '/api/admin/brands')).statusCode).toBe(200);
    expectError(
      await call({ ...onVerdant, headers: { host: AURUM } }, 'GET', '/api/admin/brands'),
      403,
      'staff.brand_forbidden',
    );
  });
});
