import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustmentResponseSchema,
  auditResponseSchema,
  ledgerCheckResponseSchema,
  memberLedgerResponseSchema,
  memberSearchResponseSchema,
  turnoverWaiverResponseSchema,
} from '../../../src/api/contract/adminFinance';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, members, staff } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  expectError,
  freshIp,
  hashPassword,
  registered,
  STAFF_COOKIE,
  testApp,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { addRequirement, addWagered, turnoverOf } from './turnover';

const ADMIN_PASSWORD = 'staff-secret-123';

describe.each(dbTargets())('back-office finance: members, ledger, adjustments, audit on $name', (target) => {
  let database: Database;
  let app: App;
  let admin: Client;
  let finance: Client;
  let support: Client;

  async function staffClient(username: string, password: string): Promise<Client> {
    const c: Client = { app, ip: freshIp() };
    const res = await call(c, 'POST', '/api/admin/session', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((x) => x.name === STAFF_COOKIE);
    c.cookie = `${STAFF_COOKIE}=${cookie!.value}`;
    return c;
  }
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const adjust = (c: Client, body: Record<string, unknown>) =>
    call(c, 'POST', '/api/admin/finance/adjustments', {
      account: 'cash',
      direction: 'credit',
      reason: 'Goodwill credit',
      clientRequestId: randomUUID(),
      ...body,
    });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' });
    const hash = await hashPassword('role-password-1');
    await database.db.insert(staff).values([
      { username: 'fiona', passwordHash: hash, role: 'finance' },
      { username: 'sam', passwordHash: hash, role: 'support' },
    ]);
    admin = await staffClient('admin', ADMIN_PASSWORD);
    finance = await staffClient('fiona', 'role-password-1');
    support = await staffClient('sam', 'role-password-1');
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('finds members by username prefix with their balances; support may look, visitors may not', async () => {
    const res = await call(support, 'GET', '/api/admin/finance/members?q=dem');
    expect(res.statusCode, res.body).toBe(200);
    const { value } = memberSearchResponseSchema.parse(res.json());
    const demo = value.find((m) => m.username === 'demo');
    expect(demo).toMatchObject({ customerType: 0, currencySymbol: '¥', minorUnitDigits: 2 });
    expect(demo?.balances).toEqual({ cash: 888_800, bonus: 0, withdrawalHold: 0, playMoney: 0 });
    expectError(
      await call({ app, ip: freshIp() }, 'GET', '/api/admin/finance/members?q=dem'),
      401,
      'staff.auth_required',
    );
    expectError(await call(finance, 'GET', '/api/admin/finance/members'), 400, 'request.invalid');
  });

  it('credits and debits with a reason, posts one ledger entry each, and audits who did it', async () => {
    const { username } = await registered(app);
    const memberId = await idOf(username);
    const credit = await adjust(finance, { memberId, amount: 50_000 });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(adjustmentResponseSchema.parse(credit.json()).value.balances.cash).toBe(50_000);
    const debit = await adjust(finance, { memberId, amount: 20_000, direction: 'debit', reason: 'Reverse a mistake' });
    expect(adjustmentResponseSchema.parse(debit.json()).value.balances.cash).toBe(30_000);

    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, memberId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.staffUsername, r.action, r.reason])).toEqual([
      ['fiona', 'wallet.adjust', 'Goodwill credit'],
      ['fiona', 'wallet.adjust', 'Reverse a mistake'],
    ]);
    expect(rows[1]?.before).toEqual({ cash: '50000' });
    expect(rows[1]?.after).toMatchObject({ cash: '30000', direction: 'debit', amount: '20000' });

    const ledger = await call(support, 'GET', `/api/admin/finance/members/${memberId}/ledger`);
    const { value } = memberLedgerResponseSchema.parse(ledger.json());
    expect(value.entries.total).toBe(2);
    expect(value.entries.list[0]).toMatchObject({
      type: 'adjustment',
      actor: 'staff:fiona',
      reason: 'Reverse a mistake',
    });
    expect(value.entries.list[0]?.postings).toContainEqual({ account: 'cash', amount: -20_000, balanceAfter: 30_000 });
    expect(value.entries.list[0]?.postings).toContainEqual(
      expect.objectContaining({ account: 'system:payment_clearing:adjustment', amount: 20_000 }),
    );
  });

  it('refuses a debit beyond the balance, and changes nothing', async () => {
    const { username } = await registered(app);
    const memberId = await idOf(username);
    await adjust(finance, { memberId, amount: 1_000 });
    expectError(
      await adjust(finance, { memberId, amount: 1_001, direction: 'debit' }),
      409,
      'wallet.insufficient_funds',
    );
    const { value } = memberLedgerResponseSchema.parse(
      (await call(finance, 'GET', `/api/admin/finance/members/${memberId}/ledger`)).json(),
    );
    expect(value.member.balances.cash).toBe(1_000);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, memberId))).toHaveLength(1);
  });

  it('answers a replayed request id with the first result and credits once', async () => {
    const { username } = await registered(app);
    const memberId = await idOf(username);
    const clientRequestId = randomUUID();
    const first = adjustmentResponseSchema.parse(
      (await adjust(finance, { memberId, amount: 700, clientRequestId })).json(),
    );
    const again = adjustmentResponseSchema.parse(
      (await adjust(finance, { memberId, amount: 700, clientRequestId })).json(),
    );
    expect(again.value).toMatchObject({ entryId: first.value.entryId, replayed: true });
    expect(again.value.balances.cash).toBe(700);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.targetId, memberId))).toHaveLength(1);
  });

  it('checks its input: reason, amount, member; only finance may adjust; trial accounts have no cash', async () => {
    const { username } = await registered(app);
    const memberId = await idOf(username);
    const short = expectError(await adjust(finance, { memberId, amount: 100, reason: 'x' }), 400, 'request.invalid');
    expect(Object.keys(short.fields ?? {})).toContain('reason');
    expectError(await adjust(finance, { memberId, amount: 0 }), 400, 'request.invalid');
    expectError(await adjust(finance, { memberId, amount: 1.5 }), 400, 'request.invalid');
    expectError(await adjust(finance, { memberId: randomUUID(), amount: 100 }), 404, 'finance.not_found');
    expectError(await adjust(support, { memberId, amount: 100 }), 403, 'staff.forbidden');
    const trial = await call({ app, ip: freshIp() }, 'POST', '/api/accounts/trial');
    const trialId = await idOf((trial.json() as { value: { userName: string } }).value.userName);
    expectError(await adjust(finance, { memberId: trialId, amount: 100 }), 409, 'auth.real_account_required');
  });

  it('waives the outstanding turnover down to what was wagered, with a reason, once, audited', async () => {
    const { username } = await registered(app);
    const memberId = await idOf(username);
    const waive = (c: Client, body: Record<string, unknown>, id = memberId) =>
      call(c, 'POST', `/api/admin/finance/members/${id}/turnover-waiver`, { reason: 'Deposit made in error', ...body });
    // Nothing owed yet: nothing to waive.
    expectError(await waive(finance, { outstanding: 100 }), 409, 'finance.no_turnover');
    await addRequirement(database.db, memberId, 50_000n);
    await addWagered(database.db, memberId, 12_000n);

    // Input and roles first: nothing changes on any of these.
    const short = expectError(await waive(finance, { outstanding: 38_000, reason: 'no' }), 400, 'request.invalid');
    expect(Object.keys(short.fields ?? {})).toContain('reason');
    expectError(await waive(finance, { outstanding: 0 }), 400, 'request.invalid');
    expectError(await waive(finance, { outstanding: 1.5 }), 400, 'request.invalid');
    expectError(await waive(support, { outstanding: 38_000 }), 403, 'staff.forbidden');
    expectError(await waive({ app, ip: freshIp() }, { outstanding: 38_000 }), 401, 'staff.auth_required');
    expectError(await waive(finance, { outstanding: 38_000 }, randomUUID()), 404, 'finance.not_found');
    // What the staff member saw is stale (a bet settled since): refused, nothing waived.
    expectError(await waive(finance, { outstanding: 50_000 }), 409, 'finance.already_processed');
    expect(await turnoverOf(database.db, memberId)).toEqual({
      required: 50_000n,
      wagered: 12_000n,
      outstanding: 38_000n,
    });

    const res = await waive(finance, { outstanding: 38_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { value } = turnoverWaiverResponseSchema.parse(res.json());
    expect(value.member).toMatchObject({ id: memberId, outstandingTurnover: 0 });
    expect(await turnoverOf(database.db, memberId)).toEqual({ required: 12_000n, wagered: 12_000n, outstanding: 0n });
    // A second staff member acting on the same figure finds it done.
    expectError(await waive(admin, { outstanding: 38_000 }), 409, 'finance.no_turnover');

    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffUsername: 'fiona',
      action: 'turnover.waive',
      reason: 'Deposit made in error',
      before: { required: '50000', wagered: '12000', outstanding: '38000' },
      after: { required: '12000', wagered: '12000', outstanding: '0' },
    });
    // Later deposits add turnover again as usual.
    await addRequirement(database.db, memberId, 1_000n);
    expect((await turnoverOf(database.db, memberId)).outstanding).toBe(1_000n);
  });

  it('shows the audit log to admins only, with filters', async () => {
    expectError(await call(finance, 'GET', '/api/admin/audit'), 403, 'staff.forbidden');
    const res = await call(admin, 'GET', '/api/admin/audit?action=wallet.adjust&staff=fiona&size=2');
    expect(res.statusCode, res.body).toBe(200);
    const { value } = auditResponseSchema.parse(res.json());
    expect(value.list).toHaveLength(2);
    expect(value.total).toBeGreaterThanOrEqual(4);
    expect(value.list.every((r) => r.staff === 'fiona' && r.action === 'wallet.adjust')).toBe(true);
  });

  it('runs the ledger check on demand and shows the last run', async () => {
    const run = await call(finance, 'POST', '/api/admin/finance/ledger-check');
    expect(run.statusCode, run.body).toBe(200);
    const { value } = ledgerCheckResponseSchema.parse(run.json());
    expect(value).toMatchObject({ ok: true });
    expectError(await call(support, 'GET', '/api/admin/finance/ledger-check'), 403, 'staff.forbidden');
    const seen = ledgerCheckResponseSchema.parse(
      (await call(finance, 'GET', '/api/admin/finance/ledger-check')).json(),
    );
    expect(seen.value?.ranAt).toBe(value?.ranAt);
  });
});
