import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, freshIp, login, registered, STAFF_COOKIE, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';

const ADMIN_PASSWORD = 'staff-secret-123';
const PIN = '246135';

/**
 * A frozen account (issue 4, "Bad input"): once staff disable a member, every money call of theirs is
 * refused with a stable code and nothing moves; the log-in says why; money already on its way out
 * (a pending withdrawal) is still settled by staff.
 */
describe.each(dbTargets())('a frozen account on $name', (target) => {
  let database: Database;
  let app: App;
  let staffClient: Client;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { ADMIN_PASSWORD, LEDGER_CHECK_MINUTES: '0' });
    staffClient = { app, ip: freshIp() };
    const res = await call(staffClient, 'POST', '/api/admin/session', { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    staffClient.cookie = `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)!.value}`;
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('refuses deposits, withdrawals, bank accounts and the wallet; the log-in says the account is disabled', async () => {
    const { client, username, password } = await registered(app);
    const [{ id }] = (await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, username))) as [{ id: string }];
    const credited = await call(staffClient, 'POST', '/api/admin/finance/adjustments', {
      memberId: id,
      account: 'cash',
      direction: 'credit',
      amount: 50_000,
      reason: 'Money to withdraw',
      clientRequestId: randomUUID(),
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(
      (
        await call(client, 'POST', '/api/accounts/security/payment-password', {
          password,
          newPaymentPassword: PIN,
          confirmPaymentPassword: PIN,
        })
      ).statusCode,
    ).toBe(200);
    const bound = await call(client, 'POST', '/api/wallet/bank-accounts', {
      bankName: 'ICBC',
      accountNumber: `6222${String(Date.now()).slice(-12)}`,
      payeeName: 'Zhang San',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const bankAccountId = bound.json().value.id as string;
    const pending = await call(client, 'POST', '/api/wallet/withdrawals', {
      bankAccountId,
      amount: 20_000,
      paymentPassword: PIN,
      clientRequestId: randomUUID(),
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const withdrawalId = pending.json().value.withdrawal.id as string;
    const channels = (await call(client, 'GET', '/api/wallet/deposit/channels')).json().value.channels as {
      id: string;
      kind: string;
    }[];
    const sandbox = channels.find((c) => c.kind === 'sandbox')!;

    // Staff freeze the account.
    await database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, id));
    const before = await app.ledger.memberBalances('aurum', id);
    expect(before).toMatchObject({ cash: 30_000n, withdrawal_hold: 20_000n });

    expectError(await call(client, 'GET', '/api/wallet'), 401, 'auth.required');
    expectError(
      await call(client, 'POST', '/api/wallet/deposits', {
        channelId: sandbox.id,
        amount: 20_000,
        clientRequestId: randomUUID(),
      }),
      401,
      'auth.required',
    );
    expectError(
      await call(client, 'POST', '/api/wallet/withdrawals', {
        bankAccountId,
        amount: 10_000,
        paymentPassword: PIN,
        clientRequestId: randomUUID(),
      }),
      401,
      'auth.required',
    );
    expectError(
      await call(client, 'POST', '/api/wallet/bank-accounts', {
        bankName: 'ICBC',
        accountNumber: `6223${String(Date.now()).slice(-12)}`,
        payeeName: 'Zhang San',
      }),
      401,
      'auth.required',
    );
    expectError(await login({ app, ip: freshIp() }, username, password), 403, 'auth.account_disabled');
    expect(await app.ledger.memberBalances('aurum', id)).toEqual(before);

    // What was already on its way out is still settled by staff: rejected, it goes back to cash.
    const rejected = await call(staffClient, 'POST', `/api/admin/finance/withdrawals/${withdrawalId}/reject`, {
      reason: 'Account frozen',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await app.ledger.memberBalances('aurum', id)).toMatchObject({ cash: 50_000n, withdrawal_hold: 0n });
  });
});
