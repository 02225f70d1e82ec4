import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import type { Database } from './db';
import { auditLog, brandDomains, members, staff } from './db/schema';
import { seedDemo } from './db/seed';
import { STUDIO_COOKIE } from './modules/studio/routes';
import {
  type Client,
  call,
  encrypted,
  expectError,
  freshIp,
  freshName,
  hashPassword,
  registerPayload,
  STAFF_COOKIE,
  sessionCookie,
  testApp,
} from './test/clients';
import { dbTargets } from './test/harness';

/** Many brands on one server, resolved per request from the host (ADR 0015). */
const AURUM = 'aurum.localhost';
const VERDANT = 'verdant.localhost';

const SITE_HTML = `<!doctype html>
<html lang="en" data-brand="aurum" data-theme="dark">
  <head><meta charset="UTF-8" /><title>Fixture</title></head>
  <body><div id="root"></div></body>
</html>
`;

describe.each(dbTargets())('brands per host on $name', (target) => {
  let database: Database;
  let app: App;
  let siteDir: string;
  const ADMIN_PASSWORD = 'admin-password-1';

  /** A client of `host`: every request carries that Host header. */
  const on = (host: string, c: Partial<Client> = {}): Client => ({
    app,
    ip: freshIp(),
    ...c,
    headers: { host, ...(c.headers ?? {}) },
  });

  async function staffOn(host: string, username: string, password: string): Promise<Client> {
    const c = on(host);
    const res = await call(c, 'POST', '/api/admin/session', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((x) => x.name === STAFF_COOKIE);
    return { ...c, cookie: `${STAFF_COOKIE}=${cookie!.value}` };
  }

  async function newStaff(role: 'admin' | 'finance' | 'support', brands: string[] | null) {
    const username = freshName(role.slice(0, 3));
    const password = `${role}-pass-1`;
    await database.db.insert(staff).values({ username, passwordHash: await hashPassword(password), role, brands });
    return { username, password };
  }

  /** A registration form both brands accept (verdant requires an e-mail address). */
  const form = (over: Record<string, unknown> = {}) => {
    const username = freshName();
    return registerPayload({ username, email: `${username}@example.com`, ...over });
  };

  async function registerOn(host: string) {
    const c = on(host);
    const payload = form();
    const res = await encrypted(c, 'PUT', '/api/accounts/register', payload);
    expect(res.statusCode, res.body).toBe(200);
    c.cookie = sessionCookie(res);
    return { client: c, username: String(payload.username).toLowerCase(), password: String(payload.password) };
  }

  /** A new member on `host`, credited ¥500 by that brand's admin through the back office. */
  async function fundedMemberOn(host: string) {
    const member = await registerOn(host);
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, member.username));
    const admin = await staffOn(host, 'admin', ADMIN_PASSWORD);
    const credit = await call(admin, 'POST', '/api/admin/finance/adjustments', {
      memberId: m!.id,
      account: 'cash',
      direction: 'credit',
      amount: 50_000,
      reason: 'Goodwill credit',
      clientRequestId: randomUUID(),
    });
    expect(credit.statusCode, credit.body).toBe(200);
    return { ...member, admin, memberId: m!.id };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    siteDir = await mkdtemp(path.join(tmpdir(), 'brands-site-'));
    await writeFile(path.join(siteDir, 'index.html'), SITE_HTML);
    app = await testApp(database, { ADMIN_PASSWORD, STATIC_DIR: siteDir, DEFAULT_BRAND: 'aurum' });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('seeds one demo host per brand', async () => {
    const rows = await database.db.select().from(brandDomains).orderBy(brandDomains.host);
    expect(rows.map((r) => [r.host, r.brand])).toEqual([
      [AURUM, 'aurum'],
      [VERDANT, 'verdant'],
    ]);
  });

  it('renders the page shell of the host’s brand', async () => {
    const aurum = await app.inject({ method: 'GET', url: '/m/home', headers: { host: AURUM } });
    const verdant = await app.inject({ method: 'GET', url: '/m/home', headers: { host: `${VERDANT}:5173` } });
    expect(aurum.statusCode).toBe(200);
    expect(verdant.statusCode).toBe(200);
    expect(aurum.body).toContain('data-brand="aurum"');
    expect(verdant.body).toContain('data-brand="verdant"');
    expect(verdant.body).not.toContain('data-brand="aurum"');
    // The bootstrap data in the page carries the brand's own white-label config.
    const bootstrap = (html: string) =>
      JSON.parse(/<script type="application\/json" id="bootstrap">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        config?: { brand: string };
      };
    expect(bootstrap(aurum.body).config?.brand).toBe('aurum');
    expect(bootstrap(verdant.body).config?.brand).toBe('verdant');
  });

  it('answers the white-label config of the host’s brand; unknown hosts, localhost and IPs get DEFAULT_BRAND', async () => {
    const brandOf = async (host: string) => {
      const res = await app.inject({ method: 'GET', url: '/api/system/config', headers: { host } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { value: { brand: string } }).value.brand;
    };
    expect(await brandOf(AURUM)).toBe('aurum');
    expect(await brandOf(VERDANT)).toBe('verdant');
    expect(await brandOf('VERDANT.localhost.:8080')).toBe('verdant');
    expect(await brandOf('unknown.example.com')).toBe('aurum');
    expect(await brandOf('localhost:3000')).toBe('aurum');
    expect(await brandOf('127.0.0.1:3000')).toBe('aurum');
    expect(await brandOf('[::1]:3000')).toBe('aurum');
    // Without a trusted proxy, X-Forwarded-Host cannot pick a brand.
    const forwarded = await app.inject({
      method: 'GET',
      url: '/api/system/config',
      headers: { host: AURUM, 'x-forwarded-host': VERDANT },
    });
    expect((forwarded.json() as { value: { brand: string } }).value.brand).toBe('aurum');
  });

  it('keeps sessions and log-ins to their brand', async () => {
    const { client, username, password } = await registerOn(AURUM);
    const me = (c: Client) => call(c, 'GET', '/api/wallet');
    expect((await me(client)).statusCode).toBe(200);
    // The aurum session cookie on the verdant host is no session.
    expectError(await me(on(VERDANT, { cookie: client.cookie })), 401, 'auth.required');
    // The same credentials on the verdant host fail exactly like an unknown user's.
    const login = (host: string, name: string) =>
      encrypted(on(host), 'POST', '/api/accounts/login', { type: 'username', username: name, password });
    const crossed = await login(VERDANT, username);
    const unknown = await login(VERDANT, freshName());
    expect(crossed.statusCode).toBe(unknown.statusCode);
    expect((crossed.json() as { code: string }).code).toBe((unknown.json() as { code: string }).code);
    expect(crossed.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // On its own host the member logs in.
    expect((await login(AURUM, username)).statusCode).toBe(200);
    // The member was registered under aurum.
    const [row] = await database.db
      .select({ brand: members.brand })
      .from(members)
      .where(eq(members.username, username));
    expect(row?.brand).toBe('aurum');
    // The same username can be registered on verdant: it is another brand's member.
    const again = await encrypted(on(VERDANT), 'PUT', '/api/accounts/register', form({ username }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('sets host-only session cookies', async () => {
    const res = await encrypted(on(VERDANT), 'PUT', '/api/accounts/register', form());
    expect(res.statusCode, res.body).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toBeDefined();
    expect(sid?.domain).toBeUndefined();
  });

  it('keeps the ledger per brand: staff of one brand cannot see or touch another brand’s member', async () => {
    const { client, username } = await registerOn(AURUM);
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
    const memberId = m!.id;
    const admin = await staffOn(AURUM, 'admin', ADMIN_PASSWORD);
    const credit = await call(admin, 'POST', '/api/admin/finance/adjustments', {
      memberId,
      account: 'cash',
      direction: 'credit',
      amount: 12_345,
      reason: 'Goodwill credit',
      clientRequestId: randomUUID(),
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const wallet = await call(client, 'GET', '/api/wallet');
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect(JSON.stringify(wallet.json())).toContain('12345');

    // The same admin (all brands) on the verdant host: the aurum member is not there.
    const adminOnVerdant = await staffOn(VERDANT, 'admin', ADMIN_PASSWORD);
    expectError(
      await call(adminOnVerdant, 'GET', `/api/admin/finance/members/${memberId}/ledger`),
      404,
      'finance.not_found',
    );
    const verdantFinance = await newStaff('finance', ['verdant']);
    const fin = await staffOn(VERDANT, verdantFinance.username, verdantFinance.password);
    expectError(await call(fin, 'GET', `/api/admin/finance/members/${memberId}/ledger`), 404, 'finance.not_found');
    expectError(
      await call(fin, 'POST', '/api/admin/finance/adjustments', {
        memberId,
        account: 'cash',
        direction: 'credit',
        amount: 1,
        reason: 'Cross-brand attempt',
        clientRequestId: randomUUID(),
      }),
      404,
      'finance.not_found',
    );
    const after = await call(admin, 'GET', `/api/admin/finance/members/${memberId}/ledger`);
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as { value: { member: { balances: { cash: number } } } }).value.member.balances.cash).toBe(
      12_345,
    );
  });

  it('shows each brand’s staff its own withdrawal queue', async () => {
    const { client, username, password, admin } = await fundedMemberOn(AURUM);
    const pin = await call(client, 'POST', '/api/accounts/security/payment-password', {
      password,
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const bank = await call(client, 'POST', '/api/wallet/bank-accounts', {
      bankName: 'ICBC',
      accountNumber: `6222${String(Date.now()).slice(-10)}${String(process.pid).slice(-4)}`,
      payeeName: 'Zhang San',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const res = await call(client, 'POST', '/api/wallet/withdrawals', {
      amount: 10_000,
      paymentPassword: '135790',
      clientRequestId: randomUUID(),
      bankAccountId: (bank.json() as { value: { id: string } }).value.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const queue = async (c: Client) => {
      const list = await call(c, 'GET', `/api/admin/finance/withdrawals?member=${username}`);
      expect(list.statusCode, list.body).toBe(200);
      return JSON.stringify(list.json());
    };
    expect(await queue(admin)).toContain(username);
    const adminOnVerdant = await staffOn(VERDANT, 'admin', ADMIN_PASSWORD);
    expect(await queue(adminOnVerdant)).not.toContain(username);
  });

  it('plays a house game on the second brand: the studio’s wallet calls reach that brand’s wallet', async () => {
    const { client, memberId } = await fundedMemberOn(VERDANT);
    const launched = await call(client, 'POST', '/api/games/launch', { nodeId: 'lumen-lucky-sevens' });
    expect(launched.statusCode, launched.body).toBe(200);
    const token = new URL((launched.json() as { value: { url: string } }).value.url, 'http://x').searchParams.get(
      'token',
    );
    const opened = await app.inject({
      method: 'POST',
      url: '/api/studio/sessions',
      headers: { host: VERDANT },
      payload: { gameCode: 'lumen-lucky-sevens', token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === STUDIO_COOKIE);
    const spin = await app.inject({
      method: 'POST',
      url: '/api/studio/spin',
      headers: { host: VERDANT, cookie: `${cookie!.name}=${cookie!.value}` },
      payload: { stake: 20 },
    });
    expect(spin.statusCode, spin.body).toBe(200);
    const { balance, spin: result } = (
      spin.json() as { value: { balance: number; spin: { totalWin: number; free: boolean } } }
    ).value;
    expect(balance).toBe(50_000 - 20 + result.totalWin);
    expect((await app.ledger.memberBalances('verdant', memberId)).cash).toBe(BigInt(balance));
  });

  it('refuses a staff member on a brand their account does not cover', async () => {
    const v = await newStaff('support', ['verdant']);
    // The log-in on aurum's host is refused, though the password is right.
    expectError(
      await call(on(AURUM), 'POST', '/api/admin/session', { username: v.username, password: v.password }),
      403,
      'staff.brand_forbidden',
    );
    const onVerdant = await staffOn(VERDANT, v.username, v.password);
    expect((await call(onVerdant, 'GET', '/api/admin/finance/members?q=demo')).statusCode).toBe(200);
    // Its session presented on aurum's host (cookies are host-only; a shared parent domain would send
    // it): every guarded route is refused.
    const onAurum = { ...onVerdant, headers: { host: AURUM } };
    expectError(await call(onAurum, 'GET', '/api/admin/finance/members?q=demo'), 403, 'staff.brand_forbidden');
    // An empty list, like none, means every brand.
    const all = await newStaff('support', []);
    const allOnAurum = await staffOn(AURUM, all.username, all.password);
    expect((await call(allOnAurum, 'GET', '/api/admin/finance/members?q=demo')).statusCode).toBe(200);
  });

  it('lets an admin give hosts to brands: validated, audited, effective at once on this node', async () => {
    const admin = await staffOn(AURUM, 'admin', ADMIN_PASSWORD);
    const host = `${freshName('h')}.example.com`;
    const brandOf = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/system/config', headers: { host } })).json() as {
          value: { brand: string };
        }
      ).value.brand;
    expect(await brandOf()).toBe('aurum');
    const created = await call(admin, 'POST', '/api/admin/brand-domains', {
      host: `  ${host.toUpperCase()}.`,
      brand: 'verdant',
      reason: 'New market',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((created.json() as { value: { host: string } }).value.host).toBe(host);
    expect(await brandOf()).toBe('verdant');
    const list = (await call(admin, 'GET', '/api/admin/brand-domains')).json() as {
      value: { list: { host: string; brand: string }[]; brands: string[]; defaultBrand: string };
    };
    expect(list.value.list).toContainEqual(expect.objectContaining({ host, brand: 'verdant' }));
    expect(list.value.brands).toEqual(['aurum', 'verdant']);
    expect(list.value.defaultBrand).toBe('aurum');

    expectError(
      await call(admin, 'POST', '/api/admin/brand-domains', { host, brand: 'aurum' }),
      409,
      'brand.domain_taken',
    );
    for (const bad of [
      'https://x.example.com',
      'x.example.com:8080',
      'x.example.com/path',
      '10.0.0.1',
      'localhost',
      'a b',
      '',
    ]) {
      expectError(
        await call(admin, 'POST', '/api/admin/brand-domains', { host: bad, brand: 'aurum' }),
        400,
        'brand.domain_invalid',
      );
    }
    expectError(
      await call(admin, 'POST', '/api/admin/brand-domains', { host: `x${host}`, brand: 'nosuch' }),
      404,
      'brand.domain_not_found',
    );
    // An admin limited to aurum cannot move hosts of verdant, nor see them.
    const limited = await newStaff('admin', ['aurum']);
    const limitedAdmin = await staffOn(AURUM, limited.username, limited.password);
    expectError(await call(limitedAdmin, 'DELETE', `/api/admin/brand-domains/${host}`), 403, 'staff.brand_forbidden');
    expectError(
      await call(limitedAdmin, 'POST', '/api/admin/brand-domains', { host: `y${host}`, brand: 'verdant' }),
      403,
      'staff.brand_forbidden',
    );
    const limitedList = (await call(limitedAdmin, 'GET', '/api/admin/brand-domains')).json() as {
      value: { list: { brand: string }[]; brands: string[] };
    };
    expect(limitedList.value.brands).toEqual(['aurum']);
    expect(limitedList.value.list.every((d) => d.brand === 'aurum')).toBe(true);
    // A finance member may not edit domains at all.
    const fin = await newStaff('finance', null);
    const finance = await staffOn(AURUM, fin.username, fin.password);
    expectError(await call(finance, 'GET', '/api/admin/brand-domains'), 403, 'staff.forbidden');

    const removed = await call(admin, 'DELETE', `/api/admin/brand-domains/${host}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await brandOf()).toBe('aurum');
    expectError(await call(admin, 'DELETE', `/api/admin/brand-domains/${host}`), 404, 'brand.domain_not_found');
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, host));
    expect(rows.map((r) => [r.action, r.brand, r.staffUsername])).toEqual([
      ['brand_domain.create', 'verdant', 'admin'],
      ['brand_domain.delete', 'verdant', 'admin'],
    ]);
  });

  it('lets an admin set the brands of a staff account, within their own', async () => {
    const admin = await staffOn(AURUM, 'admin', ADMIN_PASSWORD);
    const username = freshName('sup');
    const created = await call(admin, 'POST', '/api/admin/staff', {
      username,
      role: 'support',
      password: 'support-pass-1',
      brands: ['verdant'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const account = (created.json() as { value: { staff: { id: string; brands: string[] | null } } }).value.staff;
    expect(account.brands).toEqual(['verdant']);
    const onAurum = { ...(await staffOn(VERDANT, username, 'support-pass-1')), headers: { host: AURUM } };
    expectError(await call(onAurum, 'GET', '/api/admin/finance/members?q=demo'), 403, 'staff.brand_forbidden');
    // Widened to every brand: the same session passes at once.
    const widened = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${account.id}`,
      payload: { brands: null },
      headers: { host: AURUM, cookie: admin.cookie!, 'x-debug-client-ip': admin.ip },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await call(onAurum, 'GET', '/api/admin/finance/members?q=demo')).statusCode).toBe(200);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, account.id), eq(auditLog.action, 'staff.brands')));
    expect(audited?.before).toMatchObject({ brands: ['verdant'] });
    expect(audited?.after).toMatchObject({ brands: null });

    const bad = await call(admin, 'POST', '/api/admin/staff', {
      username: freshName('x'),
      role: 'support',
      brands: ['nosuch'],
    });
    expect(expectError(bad, 400, 'request.invalid').fields).toEqual({ brands: 'unknownBrand' });
    // An admin limited to aurum can give aurum only, never every brand.
    const limited = await newStaff('admin', ['aurum']);
    const limitedAdmin = await staffOn(AURUM, limited.username, limited.password);
    for (const brands of [null, [], ['verdant'], ['aurum', 'verdant']]) {
      expectError(
        await call(limitedAdmin, 'POST', '/api/admin/staff', { username: freshName('y'), role: 'support', brands }),
        403,
        'staff.brand_forbidden',
      );
    }
    const ok = await call(limitedAdmin, 'POST', '/api/admin/staff', {
      username: freshName('z'),
      role: 'support',
      brands: ['aurum'],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // ... and cannot reset the password of an account that covers more than their brands.
    expectError(
      await call(limitedAdmin, 'POST', `/api/admin/staff/${account.id}/password`, {}),
      403,
      'staff.brand_forbidden',
    );
    const own = (ok.json() as { value: { staff: { id: string } } }).value.staff.id;
    expect((await call(limitedAdmin, 'POST', `/api/admin/staff/${own}/password`, {})).statusCode).toBe(200);
  });

  it('lets a brand host’s own pages change things (same-origin), and refuses the other brand’s origin', async () => {
    const post = (host: string, origin: string) =>
      call(on(host), 'POST', '/api/accounts/logout', undefined, { origin });
    expect((await post(VERDANT, `http://${VERDANT}`)).statusCode).not.toBe(403);
    expect((await post(AURUM, `http://${AURUM}`)).statusCode).not.toBe(403);
    expectError(await post(VERDANT, `http://${AURUM}`), 403, 'request.cross_origin');
  });
});
