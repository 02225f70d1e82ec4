import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type { CreateDepositResult, Deposit, DepositChannels, StaffDeposit } from '../../../src/api/contract/deposits';
import { GATEWAY_ORDER_TTL_MS } from '../../../src/api/contract/deposits';
import { WEBHOOK_WINDOW_MS } from '../../../src/api/contract/wallet';
import type { App } from '../../app';
import type { Database } from '../../db';
import {
  auditLog,
  deposits,
  journalEntries,
  members,
  memberTurnover,
  paymentChannels,
  paymentWebhooks,
} from '../../db/schema';
import { seedDemo } from '../../db/seed';
import {
  type Client,
  call,
  expectError,
  freshIp,
  freshName,
  registered,
  sessionCookie,
  signedInStaff,
  testApp,
  testClock,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { SANDBOX_HEADERS, signNotification } from './channels/sandbox';
import { createLedger } from './ledger';

const ADMIN_PASSWORD = 'staff-secret-123';

describe.each(dbTargets())('deposits on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = testClock();
  let channels: DepositChannels;
  let bank: DepositChannels['channels'][number];
  let sandbox: DepositChannels['channels'][number];
  let secret: string;

  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const cash = async (c: Client) =>
    ((await call(c, 'GET', '/api/wallet')).json().value as { breakdown: { cash: number } }).breakdown.cash;
  const turnover = async (memberId: string) =>
    (await database.db.select().from(memberTurnover).where(eq(memberTurnover.memberId, memberId)))[0]?.required ?? 0n;
  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  const createStaff = (role: StaffRole) => signedInStaff(app, database, role);

  const deposit = (c: Client, body: Record<string, unknown>) =>
    call(c, 'POST', '/api/wallet/deposits', { clientRequestId: randomUUID(), ...body });

  /** A player's fresh manual deposit, pending. */
  async function pendingDeposit(c: Client, amount = 20_000) {
    return valueIn<CreateDepositResult>(
      await deposit(c, { channelId: bank.id, amount, reference: `REF-${freshName('r')}` }),
    ).deposit;
  }

  /** A signed sandbox notification, as the gateway sends it. */
  function notification(
    orderId: string,
    over: { status?: 'paid' | 'failed'; amount?: number; currency?: string; at?: number; secret?: string } = {},
  ) {
    const body = JSON.stringify({
      merchantId: 'aurum-demo',
      orderId,
      status: over.status ?? 'paid',
      amount: over.amount ?? 20_000,
      currency: over.currency ?? 'CNY',
    });
    const timestamp = String(over.at ?? clock.now().getTime());
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_HEADERS.timestamp]: timestamp,
        [SANDBOX_HEADERS.signature]: signNotification(over.secret ?? secret, timestamp, body),
      },
    };
  }
  const sendWebhook = (n: { body: string; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/api/wallet/webhooks/sandbox', payload: n.body, headers: n.headers });

  /** A player's fresh sandbox order, created. */
  async function sandboxOrder(c: Client, amount = 20_000) {
    const result = valueIn<CreateDepositResult>(await deposit(c, { channelId: sandbox.id, amount }));
    const [row] = await database.db.select().from(deposits).where(eq(deposits.id, result.deposit.id));
    return { ...result, orderId: row!.providerOrderId! };
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' }, clock.now);
    const { client } = await registered(app);
    channels = valueIn<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels?lang=en'));
    bank = channels.channels.find((c) => c.code === 'bank')!;
    sandbox = channels.channels.find((c) => c.code === 'sandbox')!;
    const [row] = await database.db
      .select({ config: paymentChannels.config })
      .from(paymentChannels)
      .where(and(eq(paymentChannels.brand, 'aurum'), eq(paymentChannels.code, 'sandbox')));
    secret = (row!.config as { webhookSecret: string }).webhookSecret;
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  describe('channels', () => {
    it('lists the enabled channels in order, amounts in minor units, the receiving account but never a secret', async () => {
      expect(channels).toMatchObject({ currencyCode: 'CNY', currencySymbol: '¥', minorUnitDigits: 2 });
      expect(channels.channels.map((c) => c.code)).toEqual(['bank', 'sandbox']);
      expect(bank).toMatchObject({
        kind: 'manual_bank',
        name: 'Bank transfer',
        icon: 'bank',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        quickAmounts: [10_000, 50_000, 100_000, 500_000],
        receivingAccount: { bankName: 'China Merchants Bank', accountNumber: '6225 8801 2345 6789' },
      });
      expect(bank.receivingAccount?.instructions).toMatch(/transfer reference/);
      expect(sandbox).toMatchObject({
        kind: 'sandbox',
        name: 'Instant pay (sandbox)',
        minAmount: 5_000,
        maxAmount: 2_000_000,
        quickAmounts: [10_000, 20_000, 50_000, 100_000],
        receivingAccount: null,
      });
      const { client } = await registered(app);
      const res = await call(client, 'GET', '/api/wallet/deposit/channels?lang=zh-CN');
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('webhookSecret');
      const zh = valueIn<DepositChannels>(res);
      expect(zh.channels.map((c) => c.name)).toEqual(['银行转账', '快捷支付（沙盒）']);
      expect(zh.channels[0]!.receivingAccount?.instructions).toMatch(/转账附言/);
    });

    it('is 401 for a visitor, auth.trial_refused for a trial account, auth.real_account_required for a test account', async () => {
      expectError(await call({ app, ip: freshIp() }, 'GET', '/api/wallet/deposit/channels'), 401, 'auth.required');
      const trial: Client = { app, ip: freshIp() };
      const started = await call(trial, 'POST', '/api/accounts/trial');
      trial.cookie = sessionCookie(started);
      expectError(await call(trial, 'GET', '/api/wallet/deposit/channels'), 403, 'auth.trial_refused');
      expectError(await deposit(trial, { channelId: sandbox.id, amount: 10_000 }), 403, 'auth.trial_refused');
      const { client, username } = await registered(app);
      await database.db.update(members).set({ customerType: 40 }).where(eq(members.username, username));
      expectError(await call(client, 'GET', '/api/wallet/deposit/channels'), 403, 'auth.real_account_required');
      expectError(
        await deposit(client, { channelId: bank.id, amount: 10_000, reference: 'ABCD' }),
        403,
        'auth.real_account_required',
      );
    });

    it('leaves out a disabled channel and refuses deposits to it', async () => {
      const [extra] = await database.db
        .insert(paymentChannels)
        .values({
          brand: 'aurum',
          code: `off-${freshName('c')}`,
          kind: 'manual_bank',
          name: { en: 'Closed bank' },
          minAmount: 100n,
          maxAmount: 1_000_000n,
          quickAmounts: [],
          enabled: false,
          config: { bankName: 'B', accountName: 'A', accountNumber: '1' },
        })
        .returning();
      const { client } = await registered(app);
      const list = valueIn<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels'));
      expect(list.channels.map((c) => c.id)).not.toContain(extra!.id);
      expectError(
        await deposit(client, { channelId: extra!.id, amount: 10_000, reference: 'ABCD' }),
        409,
        'finance.channel_unavailable',
      );
      expectError(
        await deposit(client, { channelId: randomUUID(), amount: 10_000, reference: 'ABCD' }),
        404,
        'finance.not_found',
      );
    });
  });

  describe('creating a deposit', () => {
    it('refuses amounts outside the channel range with fields.amount, and a manual deposit without a reference', async () => {
      const { client, username } = await registered(app);
      const low = expectError(
        await deposit(client, { channelId: bank.id, amount: 9_999, reference: 'ABCD' }),
        400,
        'request.invalid',
      );
      expect(low.fields).toEqual({ amount: 'validation.amountMin' });
      const high = expectError(
        await deposit(client, { channelId: sandbox.id, amount: 2_000_001 }),
        400,
        'request.invalid',
      );
      expect(high.fields).toEqual({ amount: 'validation.amountMax' });
      const noRef = expectError(await deposit(client, { channelId: bank.id, amount: 10_000 }), 400, 'request.invalid');
      expect(noRef.fields).toEqual({ reference: 'validation.required' });
      const shortRef = expectError(
        await deposit(client, { channelId: bank.id, amount: 10_000, reference: ' ab ' }),
        400,
        'request.invalid',
      );
      expect(shortRef.fields).toEqual({ reference: 'validation.depositReference' });
      for (const amount of [0, -5, 100.5, '100']) {
        expectError(await deposit(client, { channelId: bank.id, amount, reference: 'ABCD' }), 400, 'request.invalid');
      }
      expectError(
        await deposit(client, { channelId: bank.id, amount: 10_000, reference: 'ABCD', clientRequestId: 'x' }),
        400,
        'request.invalid',
      );
      expect(
        await database.db
          .select()
          .from(deposits)
          .where(eq(deposits.memberId, await idOf(username))),
      ).toEqual([]);
    });

    it('makes one deposit of a double submit (in turn and at once), and refuses the id for another amount', async () => {
      const { client, username } = await registered(app);
      const body = { channelId: bank.id, amount: 15_000, reference: 'TRANSFER-001', clientRequestId: randomUUID() };
      const first = valueIn<CreateDepositResult>(await call(client, 'POST', '/api/wallet/deposits', body));
      expect(first).toMatchObject({ replayed: false, redirectUrl: null });
      expect(first.deposit).toMatchObject({
        status: 'pending',
        amount: 15_000,
        reference: 'TRANSFER-001',
        channelName: 'Bank transfer',
      });
      const again = valueIn<CreateDepositResult>(await call(client, 'POST', '/api/wallet/deposits', body));
      expect(again.replayed).toBe(true);
      expect(again.deposit).toEqual(first.deposit);

      const together = { ...body, clientRequestId: randomUUID() };
      const answers = await Promise.all([1, 2, 3].map(() => call(client, 'POST', '/api/wallet/deposits', together)));
      const ids = answers.map((r) => valueIn<CreateDepositResult>(r).deposit.id);
      expect(new Set(ids).size).toBe(1);
      const rows = await database.db
        .select()
        .from(deposits)
        .where(eq(deposits.memberId, await idOf(username)));
      expect(rows).toHaveLength(2);

      expectError(
        await call(client, 'POST', '/api/wallet/deposits', { ...body, amount: 16_000 }),
        409,
        'ledger.idempotency_conflict',
      );
    });

    it("lists the member's deposits newest first, and hides another member's", async () => {
      const { client } = await registered(app);
      const a = await pendingDeposit(client, 10_000);
      const b = await pendingDeposit(client, 11_000);
      const page = valueIn<{ items: Deposit[]; total: number; page: number; size: number }>(
        await call(client, 'GET', '/api/wallet/deposits?page=1'),
      );
      expect(page).toMatchObject({ total: 2, page: 1, size: 25 });
      expect(page.items.map((d) => d.id)).toEqual([b.id, a.id]);
      expect(valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${a.id}`)).status).toBe('pending');

      const other = (await registered(app)).client;
      expectError(await call(other, 'GET', `/api/wallet/deposits/${a.id}`), 404, 'finance.not_found');
      expectError(await call(other, 'POST', `/api/wallet/deposits/${a.id}/abandon`), 404, 'finance.not_found');
      expectError(await call(other, 'GET', '/api/wallet/deposits/not-a-uuid'), 404, 'finance.not_found');
      expect(valueIn<{ total: number }>(await call(other, 'GET', '/api/wallet/deposits')).total).toBe(0);
      expectError(await call({ app, ip: freshIp() }, 'GET', `/api/wallet/deposits/${a.id}`), 401, 'auth.required');
    });
  });

  describe('staff: manual bank transfers', () => {
    it('confirm credits exactly once: balance, one ledger entry, turnover, an audit row; a second confirm is 409', async () => {
      const { client, username } = await registered(app);
      const memberId = await idOf(username);
      const before = await cash(client);
      const pending = await pendingDeposit(client, 30_000);
      const finance = await createStaff('finance');

      const queue = valueIn<{ items: StaffDeposit[]; total: number }>(
        await call(finance, 'GET', `/api/admin/finance/deposits?status=pending&member=${username}`),
      );
      expect(queue.total).toBe(1);
      expect(queue.items[0]).toMatchObject({
        id: pending.id,
        username,
        channelName: 'Bank transfer',
        amount: 30_000,
        currencyCode: 'CNY',
        currencySymbol: '¥',
        minorUnitDigits: 2,
        status: 'pending',
        flag: null,
      });
      expect(queue.items[0]!.reference).toMatch(/^REF-/);

      const confirmed = valueIn<StaffDeposit>(
        await call(finance, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`),
      );
      expect(confirmed).toMatchObject({ status: 'confirmed', reviewedBy: expect.any(String) });
      expectError(
        await call(finance, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`),
        409,
        'finance.already_processed',
      );
      expectError(
        await call(finance, 'POST', `/api/admin/finance/deposits/${pending.id}/reject`, { reason: 'late' }),
        409,
        'finance.already_processed',
      );

      expect(await cash(client)).toBe(before + 30_000);
      const entries = await database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `deposit:${pending.id}`));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ type: 'deposit', actorKind: 'staff', reference: pending.id });
      const [row] = await database.db.select().from(deposits).where(eq(deposits.id, pending.id));
      expect(row!.entryId).toBe(entries[0]!.id);
      expect(await turnover(memberId)).toBe(30_000n);
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, pending.id));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ action: 'deposit.confirm', targetType: 'deposit' });
      expect(audits[0]!.before).toMatchObject({ status: 'pending', amount: '30000' });
      expect(audits[0]!.after).toMatchObject({ status: 'confirmed', entryId: entries[0]!.id });
      expect(valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${pending.id}`)).status).toBe(
        'confirmed',
      );
    });

    it('of two staff confirming at once, one gets 409 finance.already_processed and the money moves once', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const pending = await pendingDeposit(client, 12_345);
      const [a, b] = await Promise.all([createStaff('finance'), createStaff('admin')]);
      const answers = await Promise.all(
        [a, b].map((s) => call(s, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('finance.already_processed');
      expect(await cash(client)).toBe(before + 12_345);
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, pending.id));
      expect(audits).toHaveLength(1);
    });

    it('reject needs a reason, moves nothing, and is audited; the player sees the reason', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const pending = await pendingDeposit(client);
      const finance = await createStaff('finance');
      const url = `/api/admin/finance/deposits/${pending.id}/reject`;
      expectError(await call(finance, 'POST', url, {}), 400, 'request.invalid');
      expectError(await call(finance, 'POST', url, { reason: '   ' }), 400, 'request.invalid');
      expectError(await call(finance, 'POST', url, { reason: 'x'.repeat(201) }), 400, 'request.invalid');
      const rejected = valueIn<StaffDeposit>(await call(finance, 'POST', url, { reason: 'No transfer found' }));
      expect(rejected).toMatchObject({ status: 'rejected', reason: 'No transfer found' });
      expect(await cash(client)).toBe(before);
      const mine = valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${pending.id}`));
      expect(mine).toMatchObject({ status: 'rejected', reason: 'No transfer found' });
      const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, pending.id));
      expect(audit).toMatchObject({ action: 'deposit.reject', reason: 'No transfer found' });
      expectError(
        await call(finance, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`),
        409,
        'finance.already_processed',
      );
      expectError(
        await call(finance, 'POST', `/api/admin/finance/deposits/${randomUUID()}/confirm`),
        404,
        'finance.not_found',
      );
    });

    it('lets support read the queue but not act; members and visitors are refused', async () => {
      const { client } = await registered(app);
      const pending = await pendingDeposit(client);
      const support = await createStaff('support');
      expect((await call(support, 'GET', '/api/admin/finance/deposits')).statusCode).toBe(200);
      expect(valueIn<StaffDeposit>(await call(support, 'GET', `/api/admin/finance/deposits/${pending.id}`)).id).toBe(
        pending.id,
      );
      expectError(
        await call(support, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`),
        403,
        'staff.forbidden',
      );
      expectError(await call(client, 'GET', '/api/admin/finance/deposits'), 401, 'staff.auth_required');
      expectError(
        await call({ app, ip: freshIp() }, 'POST', `/api/admin/finance/deposits/${pending.id}/confirm`),
        401,
        'staff.auth_required',
      );
    });

    it('filters the queue by status, time and member, and never confirms a gateway order', async () => {
      const { client, username } = await registered(app);
      await pendingDeposit(client);
      const order = await sandboxOrder(client);
      const finance = await createStaff('finance');
      const all = valueIn<{ items: StaffDeposit[] }>(
        await call(finance, 'GET', `/api/admin/finance/deposits?member=${username.slice(1)}`),
      );
      expect(all.items.map((d) => d.status).sort()).toEqual(['created', 'pending']);
      const future = clock.now().getTime() + 60_000;
      expect(
        valueIn<{ total: number }>(
          await call(finance, 'GET', `/api/admin/finance/deposits?member=${username}&from=${future}`),
        ).total,
      ).toBe(0);
      expect(
        valueIn<{ total: number }>(
          await call(finance, 'GET', `/api/admin/finance/deposits?member=${username}&to=${future}`),
        ).total,
      ).toBe(2);
      expectError(await call(finance, 'GET', '/api/admin/finance/deposits?status=nope'), 400, 'request.invalid');
      expectError(
        await call(finance, 'POST', `/api/admin/finance/deposits/${order.deposit.id}/confirm`),
        409,
        'finance.already_processed',
      );
    });
  });

  describe('the sandbox gateway', () => {
    it('takes a payment through its hosted page and signed webhook, then sends the player to the result page', async () => {
      const { client, username } = await registered(app);
      const before = await cash(client);
      const order = await sandboxOrder(client, 20_000);
      expect(order.deposit.status).toBe('created');
      expect(order.redirectUrl).toBe(`/sandbox-pay/${order.orderId}`);

      const pageRes = await call(client, 'GET', order.redirectUrl!);
      expect(pageRes.statusCode).toBe(200);
      expect(pageRes.headers['content-type']).toMatch(/text\/html/);
      expect(String(pageRes.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(pageRes.body).not.toContain('<script');
      expect(pageRes.body).toContain('CNY');
      expect(pageRes.body).toContain('200.00');
      expect(pageRes.body).toContain('aurum-demo');
      for (const action of ['pay', 'fail', 'abandon']) {
        expect(pageRes.body).toContain(`action="/sandbox-pay/${order.orderId}/${action}"`);
      }

      const paid = await app.inject({
        method: 'POST',
        url: `${order.redirectUrl}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode, paid.body).toBe(303);
      expect(paid.headers.location).toBe(`/m/voucherCenter/result?deposit=${order.deposit.id}`);

      expect(valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${order.deposit.id}`)).status).toBe(
        'paid',
      );
      expect(await cash(client)).toBe(before + 20_000);
      expect(await turnover(await idOf(username))).toBe(20_000n);
      const [entry] = await database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `deposit:${order.deposit.id}`));
      expect(entry).toMatchObject({ type: 'deposit', actorKind: 'provider', actorId: 'sandbox' });
      const calls = await database.db
        .select()
        .from(paymentWebhooks)
        .where(eq(paymentWebhooks.providerOrderId, order.orderId));
      expect(calls).toEqual([expect.objectContaining({ channel: 'sandbox', signatureValid: true, outcome: 'paid' })]);
      expect(calls[0]!.rawBody).toContain('"status":"paid"');

      // Paying the same order again is a replay at the platform: nothing more is credited.
      await app.inject({
        method: 'POST',
        url: `${order.redirectUrl}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(await cash(client)).toBe(before + 20_000);
    });

    it('a failed payment leaves the balance alone', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const order = await sandboxOrder(client);
      const res = await app.inject({ method: 'POST', url: `${order.redirectUrl}/fail` });
      expect(res.statusCode).toBe(303);
      expect(valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${order.deposit.id}`)).status).toBe(
        'failed',
      );
      expect(await cash(client)).toBe(before);
      // A "paid" for the same order now is a conflict, flagged for staff.
      expectError(await sendWebhook(notification(order.orderId)), 409, 'webhook.mismatch');
      const [row] = await database.db.select().from(deposits).where(eq(deposits.id, order.deposit.id));
      expect(row).toMatchObject({ status: 'failed' });
      expect(row!.flag).toMatch(/webhook_conflict/);
      expect(await cash(client)).toBe(before);
    });

    it('abandon sends the player back with nothing paid; the order becomes abandoned, and a late payment still counts', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const order = await sandboxOrder(client);
      const res = await app.inject({ method: 'POST', url: `${order.redirectUrl}/abandon` });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/m/voucherCenter/result?deposit=${order.deposit.id}&cancelled=1`);
      const abandoned = valueIn<Deposit>(
        await call(client, 'POST', `/api/wallet/deposits/${order.deposit.id}/abandon`),
      );
      expect(abandoned.status).toBe('abandoned');
      expect(await cash(client)).toBe(before);
      const late = valueIn<{ status: string; replayed: boolean }>(await sendWebhook(notification(order.orderId)));
      expect(late).toEqual({ orderId: order.orderId, status: 'paid', replayed: false });
      expect(await cash(client)).toBe(before + 20_000);
      // Abandoning a paid order changes nothing.
      expect(
        valueIn<Deposit>(await call(client, 'POST', `/api/wallet/deposits/${order.deposit.id}/abandon`)).status,
      ).toBe('paid');
    });

    it('refuses a bad signature and an expired timestamp with 401, recording both', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const order = await sandboxOrder(client);

      const forged = notification(order.orderId, { secret: 'f'.repeat(64) });
      expectError(await sendWebhook(forged), 401, 'webhook.signature_invalid');
      const tampered = notification(order.orderId);
      expectError(
        await sendWebhook({ ...tampered, body: tampered.body.replace('"amount":20000', '"amount":2000000') }),
        401,
        'webhook.signature_invalid',
      );
      const unsigned = notification(order.orderId);
      expectError(
        await sendWebhook({ body: unsigned.body, headers: { 'content-type': 'application/json' } }),
        401,
        'webhook.signature_invalid',
      );
      expectError(
        await sendWebhook(notification(order.orderId, { at: clock.now().getTime() - WEBHOOK_WINDOW_MS - 1_000 })),
        401,
        'webhook.expired',
      );
      expectError(
        await sendWebhook(notification(order.orderId, { at: clock.now().getTime() + WEBHOOK_WINDOW_MS + 1_000 })),
        401,
        'webhook.expired',
      );
      const recorded = await database.db
        .select()
        .from(paymentWebhooks)
        .where(sql`${paymentWebhooks.rawBody} like ${`%${order.orderId}%`}`)
        .orderBy(paymentWebhooks.id);
      expect(recorded.map((r) => [r.signatureValid, r.outcome])).toEqual([
        [false, 'signature_invalid'],
        [false, 'signature_invalid'],
        [false, 'signature_invalid'],
        [false, 'expired'],
        [false, 'expired'],
      ]);
      expect(valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${order.deposit.id}`)).status).toBe(
        'created',
      );
      expect(await cash(client)).toBe(before);
      expectError(
        await app.inject({ method: 'POST', url: '/api/wallet/webhooks/unknown', payload: '{}' }),
        404,
        'route.not_found',
      );
    });

    it('a replayed webhook changes nothing and answers the same; concurrent replays credit once', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const order = await sandboxOrder(client, 7_700);
      const n = notification(order.orderId, { amount: 7_700 });
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => sendWebhook(n)));
      const values = answers.map((r) => valueIn<{ status: string; replayed: boolean }>(r));
      expect(values.every((v) => v.status === 'paid')).toBe(true);
      expect(values.filter((v) => !v.replayed)).toHaveLength(1);
      const again = valueIn<{ status: string; replayed: boolean }>(await sendWebhook(n));
      expect(again).toEqual({ orderId: order.orderId, status: 'paid', replayed: true });
      expect(await cash(client)).toBe(before + 7_700);
      const entries = await database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `deposit:${order.deposit.id}`));
      expect(entries).toHaveLength(1);
      const outcomes = (
        await database.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.providerOrderId, order.orderId))
      ).map((r) => r.outcome);
      expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'replay')).toHaveLength(5);
    });

    it('refuses an amount or currency mismatch with 409 and flags the deposit', async () => {
      const { client } = await registered(app);
      const before = await cash(client);
      const order = await sandboxOrder(client, 20_000);
      expectError(await sendWebhook(notification(order.orderId, { amount: 30_000 })), 409, 'webhook.mismatch');
      expectError(await sendWebhook(notification(order.orderId, { currency: 'USD' })), 409, 'webhook.mismatch');
      const [row] = await database.db.select().from(deposits).where(eq(deposits.id, order.deposit.id));
      expect(row!.status).toBe('created');
      expect(row!.flag).toMatch(/webhook_mismatch: paid 30000 CNY, order 20000 CNY/);
      expect(row!.flag).toMatch(/USD/);
      expect(await cash(client)).toBe(before);
      const finance = await createStaff('finance');
      const queued = valueIn<StaffDeposit>(
        await call(finance, 'GET', `/api/admin/finance/deposits/${order.deposit.id}`),
      );
      expect(queued.flag).toMatch(/webhook_mismatch/);
      // An unknown order under a valid signature is 404, recorded.
      expectError(await sendWebhook(notification(`${order.orderId}x`)), 404, 'finance.not_found');
    });

    it('refuses a forged or unknown order on the hosted page', async () => {
      const { client } = await registered(app);
      const order = await sandboxOrder(client);
      const forged = `${order.orderId.slice(0, -4)}AAAA`;
      expect((await app.inject({ method: 'GET', url: `/sandbox-pay/${forged}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/sandbox-pay/${forged}/pay` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/sandbox-pay/nonsense' })).statusCode).toBe(404);
      const [row] = await database.db.select().from(deposits).where(eq(deposits.id, order.deposit.id));
      expect(row!.status).toBe('created');
    });

    it('a double submit of a gateway order answers the same redirect', async () => {
      const { client } = await registered(app);
      const body = { channelId: sandbox.id, amount: 10_000, clientRequestId: randomUUID() };
      const first = valueIn<CreateDepositResult>(await call(client, 'POST', '/api/wallet/deposits', body));
      const second = valueIn<CreateDepositResult>(await call(client, 'POST', '/api/wallet/deposits', body));
      expect(second).toEqual({ ...first, replayed: true });
    });
  });

  describe('expiry', () => {
    it('an order left unpaid past its time becomes abandoned, and the hosted page refuses it', async () => {
      const { client } = await registered(app);
      const order = await sandboxOrder(client);
      clock.advance(GATEWAY_ORDER_TTL_MS + 60_000);
      expect(valueIn<Deposit>(await call(client, 'GET', `/api/wallet/deposits/${order.deposit.id}`)).status).toBe(
        'abandoned',
      );
      expect((await app.inject({ method: 'GET', url: order.redirectUrl! })).statusCode).toBe(410);
      expect((await app.inject({ method: 'POST', url: `${order.redirectUrl}/pay` })).statusCode).toBe(410);
    });
  });

  it('leaves the ledger balanced', async () => {
    const report = await createLedger(database.db).check();
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
