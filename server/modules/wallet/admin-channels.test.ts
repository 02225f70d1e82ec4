import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import {
  CHANNEL_LIMITS,
  type StaffChannel,
  staffChannelListResponseSchema,
  staffChannelResponseSchema,
} from '../../../src/api/contract/adminChannels';
import type { CreateDepositResult, DepositChannels, StaffDeposit } from '../../../src/api/contract/deposits';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, deposits, paymentChannels } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  expectError,
  freshIp,
  freshName,
  registered,
  STAFF_COOKIE,
  signedInStaff,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { SANDBOX_HEADERS, signNotification } from './channels/sandbox';
import { createLedger } from './ledger';

const ADMIN_PASSWORD = 'staff-secret-123';
const URL = '/api/admin/finance/channels';
const SECRET = 'a-sandbox-webhook-secret-of-40-characters';
const NEW_SECRET = 'another-sandbox-webhook-secret-0123456789';

describe.each(dbTargets())('back-office deposit channels on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  let admin: Client;
  let finance: Client;
  let support: Client;
  let marketing: Client;
  let player: Client;
  const visitor = () => ({ app, ip: freshIp() }) satisfies Client;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const patch = (c: Client, id: string, body: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      payload: body as Record<string, unknown>,
      headers: { 'x-debug-client-ip': c.ip, ...(c.cookie ? { cookie: c.cookie } : {}) },
    });

  const createStaff = (role: StaffRole) => signedInStaff(app, database, role);

  const list = async (c: Client = support) => {
    const res = await call(c, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    return staffChannelListResponseSchema.parse(res.json()).value;
  };
  const playerChannels = async () =>
    valueIn<DepositChannels>(await call(player, 'GET', '/api/wallet/deposit/channels?lang=zh-CN')).channels;
  const storedConfig = async (id: string) =>
    (await database.db.select().from(paymentChannels).where(eq(paymentChannels.id, id)))[0]!.config as Record<
      string,
      unknown
    >;
  const auditRows = (id: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(desc(auditLog.id));
  const deposit = (body: Record<string, unknown>) =>
    call(player, 'POST', '/api/wallet/deposits', { clientRequestId: randomUUID(), ...body });

  const bankBody = (over: Record<string, unknown> = {}) => ({
    code: freshName('bk').toLowerCase(),
    kind: 'manual_bank',
    name: { en: 'Wire transfer', 'zh-CN': '电汇' },
    icon: 'bank',
    minAmount: 10_000,
    maxAmount: 100_000,
    quickAmounts: [50_000, 20_000],
    enabled: true,
    sort: 50,
    config: {
      bankName: 'ICBC',
      accountName: 'Aurum Play Ltd',
      accountNumber: '6222 0000 1111 2222',
      branch: '',
      instructions: { en: 'Write your username as the reference.', 'zh-CN': '' },
    },
    ...over,
  });
  const sandboxBody = (over: Record<string, unknown> = {}) => ({
    ...bankBody(),
    code: freshName('sb').toLowerCase(),
    kind: 'sandbox',
    name: { en: 'Quick pay', 'zh-CN': '快付' },
    icon: 'zap',
    config: { merchantId: freshName('m'), webhookSecret: SECRET },
    ...over,
  });
  const create = async (body: Record<string, unknown>, c: Client = finance) => {
    const res = await call(c, 'POST', URL, body);
    expect(res.statusCode, res.body).toBe(200);
    return staffChannelResponseSchema.parse(res.json()).value;
  };
  /** The fields of a 400 request.invalid answer. */
  const refused = async (res: LightMyRequestResponse | Promise<LightMyRequestResponse>) =>
    expectError(await res, 400, 'request.invalid').fields ?? {};

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' }, clock.now);
    admin = { app, ip: freshIp() };
    const res = await call(admin, 'POST', '/api/admin/session', { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    admin.cookie = `${STAFF_COOKIE}=${res.cookies.find((x) => x.name === STAFF_COOKIE)!.value}`;
    finance = await createStaff('finance');
    support = await createStaff('support');
    marketing = await createStaff('marketing');
    player = (await registered(app)).client;
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('is in the OpenAPI document: list, create and update', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths[URL] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${URL}/{id}`] ?? {})).toEqual(['patch']);
  });

  describe('list', () => {
    it('gives support every channel with every field, the bank account, and the sandbox without its secret', async () => {
      const res = await call(support, 'GET', URL);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const [seeded] = await database.db
        .select({ config: paymentChannels.config })
        .from(paymentChannels)
        .where(and(eq(paymentChannels.brand, 'aurum'), eq(paymentChannels.code, 'sandbox')));
      const secret = (seeded!.config as { webhookSecret: string }).webhookSecret;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(res.body).not.toContain(secret);

      const value = staffChannelListResponseSchema.parse(res.json()).value;
      expect(JSON.stringify(value.channels)).not.toContain('webhookSecret');
      expect(value).toMatchObject({ currencyCode: 'CNY', currencySymbol: '¥', minorUnitDigits: 2 });
      expect(value.kinds).toEqual([
        { kind: 'manual_bank', flow: 'manual', secretKeys: [] },
        { kind: 'sandbox', flow: 'redirect', secretKeys: ['webhookSecret'] },
      ]);
      const bank = value.channels.find((c) => c.code === 'bank')!;
      expect(bank).toMatchObject({
        kind: 'manual_bank',
        name: { en: 'Bank transfer', 'zh-CN': '银行转账' },
        icon: 'bank',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        quickAmounts: [10_000, 50_000, 100_000, 500_000],
        enabled: true,
        sort: 10,
        configValid: true,
        offered: true,
        config: { bankName: 'China Merchants Bank', accountNumber: '6225 8801 2345 6789' },
      });
      expect(bank.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const sandbox = value.channels.find((c) => c.code === 'sandbox')!;
      expect(sandbox.config).toEqual({ merchantId: 'aurum-demo', secretSet: true });
      expect(value.channels.map((c) => c.sort)).toEqual([...value.channels.map((c) => c.sort)].sort((a, b) => a - b));
    });

    it('lists disabled channels too; finance and admin may read; nobody else', async () => {
      const off = await create(bankBody({ enabled: false }));
      expect((await list(finance)).channels.find((c) => c.id === off.id)).toMatchObject({
        enabled: false,
        offered: false,
      });
      expect((await list(admin)).channels.some((c) => c.id === off.id)).toBe(true);
      expectError(await call(visitor(), 'GET', URL), 401, 'staff.auth_required');
      expectError(await call(marketing, 'GET', URL), 403, 'staff.forbidden');
      // A player's session is not a staff session.
      expectError(await call(player, 'GET', URL), 401, 'staff.auth_required');
    });
  });

  describe('create', () => {
    it('creates a bank channel (empty optional settings dropped, quick amounts in order), writes the audit row, offers it to players', async () => {
      const body = bankBody();
      const made = await create(body);
      expect(made).toMatchObject({
        code: body.code,
        kind: 'manual_bank',
        name: { en: 'Wire transfer', 'zh-CN': '电汇' },
        icon: 'bank',
        minAmount: 10_000,
        maxAmount: 100_000,
        quickAmounts: [20_000, 50_000],
        enabled: true,
        sort: 50,
        configValid: true,
        offered: true,
      });
      expect(made.config).toEqual({
        bankName: 'ICBC',
        accountName: 'Aurum Play Ltd',
        accountNumber: '6222 0000 1111 2222',
        instructions: { en: 'Write your username as the reference.' },
      });
      expect((await list()).channels.some((c) => c.id === made.id)).toBe(true);

      const [row] = await auditRows(made.id);
      expect(row).toMatchObject({ action: 'channel.create', targetType: 'channel', before: null });
      expect(row!.staffUsername).toMatch(/^fin/);
      expect(row!.after).toMatchObject({
        code: body.code,
        'name.en': 'Wire transfer',
        minAmount: '10000',
        maxAmount: '100000',
        enabled: true,
        'config.bankName': 'ICBC',
      });

      const offered = (await playerChannels()).find((c) => c.id === made.id);
      expect(offered).toMatchObject({
        name: '电汇',
        minAmount: 10_000,
        maxAmount: 100_000,
        quickAmounts: [20_000, 50_000],
        receivingAccount: { bankName: 'ICBC', branch: null, instructions: 'Write your username as the reference.' },
      });
    });

    it('creates a sandbox channel whose secret is never sent back nor audited; the secret is required', async () => {
      const missing = await refused(
        call(finance, 'POST', URL, sandboxBody({ config: { merchantId: 'shop_1', webhookSecret: '' } })),
      );
      expect(missing).toEqual({ 'config.webhookSecret': 'required' });
      const short = await refused(
        call(finance, 'POST', URL, sandboxBody({ config: { merchantId: 'shop_1', webhookSecret: 'short' } })),
      );
      expect(short).toEqual({ 'config.webhookSecret': 'tooShort' });

      const res = await call(finance, 'POST', URL, sandboxBody());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(SECRET);
      const made = staffChannelResponseSchema.parse(res.json()).value;
      expect(made.config).toEqual({ merchantId: expect.any(String), secretSet: true });
      expect((await storedConfig(made.id)).webhookSecret).toBe(SECRET);
      expect((await call(support, 'GET', URL)).body).not.toContain(SECRET);
      const [row] = await auditRows(made.id);
      expect(JSON.stringify([row!.before, row!.after])).not.toContain(SECRET);
      expect(row!.after).toMatchObject({ 'config.webhookSecret': 'set' });
    });

    it('refuses a code the brand already has, or one the ledger reserves, with 409 finance.channel_code_taken', async () => {
      const body = bankBody();
      await create(body);
      expectError(await call(finance, 'POST', URL, bankBody({ code: body.code })), 409, 'finance.channel_code_taken');
      expectError(await call(finance, 'POST', URL, bankBody({ code: 'bank' })), 409, 'finance.channel_code_taken');
      expectError(
        await call(finance, 'POST', URL, bankBody({ code: 'adjustment' })),
        409,
        'finance.channel_code_taken',
      );
      // Two at once with one code: exactly one is made.
      const code = freshName('race').toLowerCase();
      const both = await Promise.all([
        call(finance, 'POST', URL, bankBody({ code })),
        call(admin, 'POST', URL, bankBody({ code })),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'finance.channel_code_taken' });
    });

    it('answers every bad field with request.invalid and its stable reason', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ code: 'Has Spaces' }, { code: 'format' }],
        [{ code: '' }, { code: 'required' }],
        [{ kind: 'paypal' }, { kind: 'kind' }],
        [{ name: { en: '', 'zh-CN': '电汇' } }, { 'name.en': 'required' }],
        [{ name: { en: 'Wire' } }, { 'name.zh-CN': 'required' }],
        [{ name: { en: 'x'.repeat(CHANNEL_LIMITS.nameMax + 1), 'zh-CN': '电汇' } }, { 'name.en': 'tooLong' }],
        [{ icon: 'rocket' }, { icon: 'icon' }],
        [{ minAmount: 0 }, { minAmount: 'amount' }],
        [{ minAmount: 100.5 }, { minAmount: 'amount' }],
        [{ maxAmount: '5000' }, { maxAmount: 'amount' }],
        [{ minAmount: 200_000, maxAmount: 100_000, quickAmounts: [] }, { maxAmount: 'minAboveMax' }],
        [{ quickAmounts: [5_000] }, { quickAmounts: 'quickRange' }],
        [{ quickAmounts: [200_000] }, { quickAmounts: 'quickRange' }],
        [{ quickAmounts: [20_000, 20_000] }, { quickAmounts: 'quickDuplicate' }],
        [{ quickAmounts: Array.from({ length: 9 }, (_, i) => 10_000 + i) }, { quickAmounts: 'quickTooMany' }],
        [{ quickAmounts: [0] }, { 'quickAmounts.0': 'amount' }],
        [{ sort: -1 }, { sort: 'sort' }],
        [{ sort: 10_000 }, { sort: 'sort' }],
        [{ enabled: 'yes' }, { enabled: 'required' }],
        [{ config: { accountName: 'A', accountNumber: '1' } }, { 'config.bankName': 'required' }],
        [
          { config: { bankName: 'B', accountName: 'A', accountNumber: '1'.repeat(41) } },
          { 'config.accountNumber': 'tooLong' },
        ],
      ];
      for (const [over, fields] of cases) {
        const got = await refused(call(finance, 'POST', URL, bankBody(over)));
        expect(got, JSON.stringify(over)).toMatchObject(fields);
      }
      expect(
        await refused(
          call(finance, 'POST', URL, sandboxBody({ config: { merchantId: 'no spaces!', webhookSecret: SECRET } })),
        ),
      ).toEqual({ 'config.merchantId': 'format' });
      // Nothing of those was made.
      const names = (await list()).channels.map((c) => c.code);
      expect(names).not.toContain('has spaces');
    });

    it('lets support and visitors create nothing', async () => {
      const before = (await list()).channels.length;
      expectError(await call(support, 'POST', URL, bankBody()), 403, 'staff.forbidden');
      expectError(await call(marketing, 'POST', URL, bankBody()), 403, 'staff.forbidden');
      expectError(await call(visitor(), 'POST', URL, bankBody()), 401, 'staff.auth_required');
      expect((await list()).channels.length).toBe(before);
    });
  });

  describe('update', () => {
    it('changes the fields sent, moves updatedAt on, and audits before and after', async () => {
      const made = await create(bankBody());
      clock.advance(1_000);
      const res = await patch(finance, made.id, {
        updatedAt: made.updatedAt,
        name: { en: 'Wire (new)', 'zh-CN': '电汇（新）' },
        icon: 'wallet',
        minAmount: 30_000,
        maxAmount: 80_000,
        quickAmounts: [70_000, 30_000, 40_000],
        sort: 60,
      });
      const next = staffChannelResponseSchema.parse(res.json()).value;
      expect(res.statusCode, res.body).toBe(200);
      expect(next).toMatchObject({
        id: made.id,
        code: made.code,
        kind: 'manual_bank',
        name: { en: 'Wire (new)', 'zh-CN': '电汇（新）' },
        icon: 'wallet',
        minAmount: 30_000,
        maxAmount: 80_000,
        quickAmounts: [30_000, 40_000, 70_000],
        enabled: true,
        sort: 60,
        config: made.config,
      });
      expect(Date.parse(next.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
      expect(next.createdAt).toBe(made.createdAt);

      const [row] = await auditRows(made.id);
      expect(row).toMatchObject({ action: 'channel.update', targetType: 'channel' });
      expect(row!.before).toMatchObject({
        minAmount: '10000',
        maxAmount: '100000',
        icon: 'bank',
        'name.en': 'Wire transfer',
      });
      expect(row!.after).toMatchObject({
        minAmount: '30000',
        maxAmount: '80000',
        icon: 'wallet',
        'name.en': 'Wire (new)',
      });
    });

    it('refuses an update from an editor who loaded an older version: 409 finance.stale, nothing changes', async () => {
      const made = await create(bankBody());
      const first = valueIn<StaffChannel>(await patch(finance, made.id, { updatedAt: made.updatedAt, sort: 70 }));
      // The second editor still has the first version open.
      expectError(await patch(admin, made.id, { updatedAt: made.updatedAt, sort: 80 }), 409, 'finance.stale');
      const now = (await list()).channels.find((c) => c.id === made.id)!;
      expect(now.sort).toBe(70);
      expect(now.updatedAt).toBe(first.updatedAt);
      // With the version it has now, it goes through.
      expect(valueIn<StaffChannel>(await patch(admin, made.id, { updatedAt: first.updatedAt, sort: 80 })).sort).toBe(
        80,
      );
      expect((await auditRows(made.id)).filter((r) => r.action === 'channel.update')).toHaveLength(2);
    });

    it('lets exactly one of two editors saving the same version at once win', async () => {
      const made = await create(bankBody());
      const both = await Promise.all([
        patch(finance, made.id, { updatedAt: made.updatedAt, sort: 1 }),
        patch(admin, made.id, { updatedAt: made.updatedAt, sort: 2 }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = both.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ code: 'finance.stale' });
      const winner = staffChannelResponseSchema.parse(both.find((r) => r.statusCode === 200)!.json()).value;
      expect((await list()).channels.find((c) => c.id === made.id)!.sort).toBe(winner.sort);
      expect((await auditRows(made.id)).filter((r) => r.action === 'channel.update')).toHaveLength(1);
    });

    it('keeps the stored secret when none is sent, replaces it when one is, and never returns or audits it', async () => {
      const made = await create(sandboxBody());
      const merchantId = made.config.merchantId as string;
      const kept = valueIn<StaffChannel>(
        await patch(finance, made.id, { updatedAt: made.updatedAt, config: { merchantId, webhookSecret: '' } }),
      );
      expect(kept.config).toEqual({ merchantId, secretSet: true });
      expect((await storedConfig(made.id)).webhookSecret).toBe(SECRET);
      const [keptAudit] = await auditRows(made.id);
      expect(keptAudit!.after).toMatchObject({ 'config.webhookSecret': 'set' });

      const res = await patch(finance, made.id, {
        updatedAt: kept.updatedAt,
        config: { merchantId: `${merchantId}-2`, webhookSecret: NEW_SECRET },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(NEW_SECRET);
      expect(await storedConfig(made.id)).toEqual({ merchantId: `${merchantId}-2`, webhookSecret: NEW_SECRET });
      const rows = await auditRows(made.id);
      const logged = JSON.stringify(rows.map((r) => [r.before, r.after, r.reason]));
      expect(logged).not.toContain(SECRET);
      expect(logged).not.toContain(NEW_SECRET);
      expect(rows[0]!.before).toMatchObject({ 'config.merchantId': merchantId, 'config.webhookSecret': 'set' });
      expect(rows[0]!.after).toMatchObject({
        'config.merchantId': `${merchantId}-2`,
        'config.webhookSecret': 'replaced',
      });
    });

    it('checks an update against the stored fields, and refuses what the editor may not change', async () => {
      const made = await create(bankBody());
      const v = made.updatedAt;
      // The quick amounts stored (200 and 500) are not inside a range that starts at 600.
      expect(await refused(patch(finance, made.id, { updatedAt: v, minAmount: 60_000 }))).toEqual({
        quickAmounts: 'quickRange',
      });
      expect(await refused(patch(finance, made.id, { updatedAt: v, maxAmount: 5_000, quickAmounts: [] }))).toEqual({
        maxAmount: 'minAboveMax',
      });
      expect(
        await refused(
          patch(finance, made.id, { updatedAt: v, config: { bankName: '', accountName: 'A', accountNumber: '1' } }),
        ),
      ).toEqual({ 'config.bankName': 'required' });
      expect(Object.keys(await refused(patch(finance, made.id, { updatedAt: v, kind: 'sandbox' })))).toHaveLength(1);
      expect(Object.keys(await refused(patch(finance, made.id, { updatedAt: v, code: 'other' })))).toHaveLength(1);
      expect(await refused(patch(finance, made.id, { sort: 1 }))).toEqual({ updatedAt: 'required' });
      expect((await list()).channels.find((c) => c.id === made.id)!.updatedAt).toBe(v);
      expect((await auditRows(made.id)).filter((r) => r.action === 'channel.update')).toHaveLength(0);
    });

    it('lets only finance and admin change a channel', async () => {
      const made = await create(bankBody());
      expectError(await patch(support, made.id, { updatedAt: made.updatedAt, sort: 1 }), 403, 'staff.forbidden');
      expectError(await patch(visitor(), made.id, { updatedAt: made.updatedAt, sort: 1 }), 401, 'staff.auth_required');
      expectError(await patch(finance, randomUUID(), { updatedAt: made.updatedAt, sort: 1 }), 404, 'finance.not_found');
      expectError(await patch(finance, 'not-a-uuid', { updatedAt: made.updatedAt, sort: 1 }), 404, 'finance.not_found');
      expect((await list()).channels.find((c) => c.id === made.id)!.sort).toBe(50);
    });
  });

  describe('what players see', () => {
    it('a changed range and quick amounts are what the next deposit is checked against', async () => {
      const made = await create(bankBody());
      valueIn(
        await patch(finance, made.id, { updatedAt: made.updatedAt, minAmount: 30_000, quickAmounts: [30_000, 60_000] }),
      );
      expect((await playerChannels()).find((c) => c.id === made.id)).toMatchObject({
        minAmount: 30_000,
        maxAmount: 100_000,
        quickAmounts: [30_000, 60_000],
      });
      const low = expectError(
        await deposit({ channelId: made.id, amount: 20_000, reference: 'REF-1234' }),
        400,
        'request.invalid',
      );
      expect(low.fields).toEqual({ amount: 'validation.amountMin' });
      const high = expectError(
        await deposit({ channelId: made.id, amount: 100_001, reference: 'REF-1234' }),
        400,
        'request.invalid',
      );
      expect(high.fields).toEqual({ amount: 'validation.amountMax' });
      const okay = valueIn<CreateDepositResult>(
        await deposit({ channelId: made.id, amount: 30_000, reference: 'REF-1234' }),
      );
      expect(okay.deposit).toMatchObject({ status: 'pending', amount: 30_000 });
    });

    it('a disabled channel leaves the player list and refuses new deposits; its pending ones are still confirmed', async () => {
      const made = await create(bankBody());
      const pending = valueIn<CreateDepositResult>(
        await deposit({ channelId: made.id, amount: 20_000, reference: 'REF-OFF-1' }),
      ).deposit;
      const off = valueIn<StaffChannel>(await patch(finance, made.id, { updatedAt: made.updatedAt, enabled: false }));
      expect(off).toMatchObject({ enabled: false, offered: false });
      expect((await playerChannels()).some((c) => c.id === made.id)).toBe(false);
      expectError(
        await deposit({ channelId: made.id, amount: 20_000, reference: 'REF-OFF-2' }),
        409,
        'finance.channel_unavailable',
      );

      const cashBefore = (await call(player, 'GET', '/api/wallet')).json().value.breakdown.cash as number;
      const confirmed = valueIn<StaffDeposit>(
        await call(finance, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`),
      );
      expect(confirmed.status).toBe('confirmed');
      expect((await call(player, 'GET', '/api/wallet')).json().value.breakdown.cash).toBe(cashBefore + 20_000);

      // Switched on again, it is offered again.
      valueIn(await patch(finance, made.id, { updatedAt: off.updatedAt, enabled: true }));
      expect((await playerChannels()).some((c) => c.id === made.id)).toBe(true);
    });

    it("a disabled gateway's open order is still settled by its signed notification", async () => {
      const made = await create(sandboxBody());
      const order = valueIn<CreateDepositResult>(await deposit({ channelId: made.id, amount: 20_000 }));
      const [row] = await database.db.select().from(deposits).where(eq(deposits.id, order.deposit.id));
      valueIn(await patch(finance, made.id, { updatedAt: made.updatedAt, enabled: false }));
      expectError(await deposit({ channelId: made.id, amount: 20_000 }), 409, 'finance.channel_unavailable');

      const body = JSON.stringify({
        merchantId: made.config.merchantId,
        orderId: row!.providerOrderId,
        status: 'paid',
        amount: 20_000,
        currency: 'CNY',
      });
      const timestamp = String(clock.now().getTime());
      const res = await app.inject({
        method: 'POST',
        url: '/api/wallet/webhooks/sandbox',
        payload: body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_HEADERS.timestamp]: timestamp,
          [SANDBOX_HEADERS.signature]: signNotification(SECRET, timestamp, body),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [paid] = await database.db.select().from(deposits).where(eq(deposits.id, order.deposit.id));
      expect(paid!.status).toBe('paid');
      const check = await createLedger(database.db).check();
      expect(check.ok, JSON.stringify(check)).toBe(true);
    });
  });
});
