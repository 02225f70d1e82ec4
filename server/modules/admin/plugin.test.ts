import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '../../../src/api/contract/access';
import { adjustmentResponseSchema } from '../../../src/api/contract/adminFinance';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, journalEntries, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, freshIp, registered, signedInStaff, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { accessKey, guardFromAccessTable } from './plugin';

describe.each(dbTargets())('the back office plugin on $name', (target) => {
  let database: Database;
  let app: App;
  let support: Client;
  let finance: Client;
  let admin: Client;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
    support = await signedInStaff(app, database, 'support');
    finance = await signedInStaff(app, database, 'finance');
    admin = await signedInStaff(app, database, 'admin');
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('guards the HEAD of every back-office GET exactly as the table guards the GET', async () => {
    const heads = app
      .registeredRoutes()
      .filter((r) => r.method === 'HEAD' && r.url.startsWith('/api/admin/'))
      .map((r) => r.url);
    expect(heads).toContain('/api/admin/audit');
    expect(heads).toContain('/api/admin/finance/deposits');
    for (const url of heads) {
      const entry = accessOf(accessKey('GET', url));
      if (entry?.access.kind !== 'staff') throw new Error(`GET ${url} is not a staff route`);
      const path = url.replace(/:[a-z]+/gi, randomUUID());
      const head = (c: Client) =>
        app.inject({ method: 'HEAD', url: path, headers: { 'x-debug-client-ip': c.ip, cookie: c.cookie ?? '' } });
      expect((await head({ app, ip: freshIp() })).statusCode, `HEAD ${url} as a visitor`).toBe(401);
      const { roles } = entry.access;
      const supportRefused = roles.length > 0 && !(roles as readonly string[]).includes('support');
      const asSupport = (await head(support)).statusCode;
      if (supportRefused) {
        expect(asSupport, `HEAD ${url} as support`).toBe(403);
        expect([401, 403], `HEAD ${url} as admin`).not.toContain((await head(admin)).statusCode);
      } else {
        expect([401, 403], `HEAD ${url} as support`).not.toContain(asSupport);
      }
    }
  });

  it('posts 30 identical adjustments sent at once as one entry with one audit row naming the caller', async () => {
    const { username } = await registered(app);
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    const body = {
      memberId: m!.id,
      account: 'cash',
      direction: 'credit',
      amount: 12_345,
      reason: 'Goodwill credit',
      clientRequestId: randomUUID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(finance, 'POST', '/api/admin/finance/adjustments', body)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const values = answers.map((res) => adjustmentResponseSchema.parse(res.json()).value);
    expect(new Set(values.map((v) => v.entryId)).size).toBe(1);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(values.every((v) => v.balances.cash === 12_345)).toBe(true);
    const entries = await database.db.select().from(journalEntries).where(eq(journalEntries.reference, m!.id));
    expect(entries.filter((e) => e.type === 'adjustment')).toHaveLength(1);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, m!.id));
    expect(rows.map((r) => [r.action, r.ip, r.reason])).toEqual([['wallet.adjust', finance.ip, 'Goodwill credit']]);
    expect(rows[0]?.after).toMatchObject({ cash: '12345', direction: 'credit', amount: '12345' });
  });

  it('answers an adjustment of an unknown member 404 finance.not_found, and posts nothing', async () => {
    const adjust = (memberId: string) =>
      call(finance, 'POST', '/api/admin/finance/adjustments', {
        memberId,
        account: 'cash',
        direction: 'credit',
        amount: 1,
        reason: 'Goodwill credit',
        clientRequestId: randomUUID(),
      });
    const before = await database.db.select().from(auditLog);
    const memberId = randomUUID();
    expectError(await adjust(memberId), 404, 'finance.not_found');
    expect(await database.db.select().from(journalEntries).where(eq(journalEntries.reference, memberId))).toEqual([]);
    expect(await database.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe('the access-table guard of the back office', () => {
  /** A bare app whose staff guard records the roles it was given and refuses everyone. */
  function bare() {
    const asked: string[][] = [];
    const app = Fastify();
    app.decorate('requireStaff', (...roles: string[]) => {
      asked.push(roles);
      return async (_request: FastifyRequest) => {
        throw Object.assign(new Error('refused'), { statusCode: 401 });
      };
    });
    return { app, asked };
  }

  it('stops the app at start when a back-office route is not in the table', async () => {
    const { app } = bare();
    // Not awaited: the refusal comes out of the start (ready), as in buildApp.
    app.register(
      async (admin) => {
        guardFromAccessTable(admin);
        admin.get('/unlisted', async () => 'open');
      },
      { prefix: '/api/admin' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/admin/unlisted is not in the access table');
  });

  it("gives each route its entry's roles, the HEAD route too, and leaves a public entry unguarded", async () => {
    const { app, asked } = bare();
    await app.register(
      async (admin) => {
        guardFromAccessTable(admin);
        admin.get('/audit', async () => 'the audit log');
        admin.post('/session', async () => 'logged in');
      },
      { prefix: '/api/admin' },
    );
    await app.ready();
    expect(asked).toEqual([['admin'], ['admin']]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'HEAD', url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/session' })).body).toBe('logged in');
    await app.close();
  });
});
