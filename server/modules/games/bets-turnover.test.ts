import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { type WithdrawInfo, withdrawInfoResponseSchema } from '../../../src/api/contract/withdrawals';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members, memberTurnover } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import type { ProviderWalletClient } from '../../lib/provider-client';
import {
  type Client,
  call,
  confirmedDeposit as depositConfirmed,
  registered,
  signedInStaff,
  testApp,
  testClock,
  trialPlayer,
  vendorWallet,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_COOKIE } from '../studio/routes';

const PIN = '135790';

/**
 * Bets count toward turnover (issue 13, item 8), proved with real bets only: a confirmed deposit
 * sets the requirement, then house-studio spins and signed provider debits over HTTP stake the
 * money, and the withdraw page reads the outcome. No test here calls a turnover helper.
 */
describe.each(dbTargets())('bets count toward turnover on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  // Noon in Asia/Shanghai, so the withdrawal's day never turns during the file.
  const clock = testClock(new Date('2026-06-15T04:00:00Z'));
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };

  const _staffClient = (role: StaffRole) => signedInStaff(app, database, role);

  /** A member's bank transfer of `amount`, confirmed by finance: cash and turnover requirement, as in production. */
  const confirmedDeposit = (c: Client, amount: number) => depositConfirmed(app, database, c, amount);

  const launch = async (c: Client, nodeId: string) => {
    const launched = launchResponseSchema.parse((await call(c, 'POST', '/api/games/launch', { nodeId })).json()).value;
    return new URL(launched.url, 'http://x').searchParams.get('token')!;
  };

  const info = async (c: Client): Promise<WithdrawInfo> => {
    const res = await call(c, 'GET', '/api/wallet/withdraw/info');
    expect(res.statusCode, res.body).toBe(200);
    return withdrawInfoResponseSchema.parse(res.json()).value;
  };
  const turnover = async (c: Client) => (await info(c)).turnover;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' }, clock.now);
    lumen = await vendorWallet(app, database, 'LUMEN', clock.now);
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('a member who deposits 200.00 and stakes 260.00 (studio spins and provider debits) owes nothing and can withdraw', async () => {
    const { client, password } = await registered(app);
    await confirmedDeposit(client, 20_000);
    expect(await turnover(client)).toEqual({ required: 20_000, wagered: 0, outstanding: 20_000 });

    // Two spins in the house studio, over its own HTTP API (which pays through the provider API).
    const token = await launch(client, 'lumen-golden-dragon');
    const opened = await app.inject({
      method: 'POST',
      url: '/api/studio/sessions',
      payload: { gameCode: 'lumen-golden-dragon', token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const studio = opened.cookies.find((c) => c.name === STUDIO_COOKIE)!;
    let studioStakes = 0;
    for (let i = 0; i < 2; i++) {
      const spin = await app.inject({
        method: 'POST',
        url: '/api/studio/spin',
        headers: { cookie: `${STUDIO_COOKIE}=${studio.value}` },
        payload: { stake: 1_250 },
      });
      studioStakes += valueIn<{ spin: { stake: number } }>(spin).spin.stake;
    }
    expect(studioStakes).toBeGreaterThan(0);
    expect((await turnover(client)).wagered).toBe(studioStakes);

    // A third-party-style round through signed provider calls: a stake of 100.00 and a win.
    const base = async () => ({
      requestId: uid('req'),
      playerToken: await launch(client, 'lumen-lucky-sevens'),
      currency: 'CNY',
      gameCode: 'lumen-lucky-sevens',
    });
    const b = await base();
    const round1 = uid('round');
    expect((await lumen.debit({ ...b, transactionId: uid('bet'), roundId: round1, amount: 10_000 })).body.status).toBe(
      'OK',
    );
    expect((await turnover(client)).wagered).toBe(studioStakes + 10_000);

    // A stake that the vendor cancels counts while it stands, and no longer once rolled back.
    const cancelled = { ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 5_000 };
    expect((await lumen.debit(cancelled)).body.status).toBe('OK');
    expect((await turnover(client)).wagered).toBe(studioStakes + 15_000);
    const rb = await lumen.rollback({
      ...b,
      requestId: uid('req'),
      transactionId: uid('rb'),
      roundId: cancelled.roundId,
      amount: 5_000,
      referenceTransactionId: cancelled.transactionId,
    });
    expect(rb.body.status).toBe('OK');
    expect((await turnover(client)).wagered).toBe(studioStakes + 10_000);

    const win = { ...b, requestId: uid('req'), transactionId: uid('win'), roundId: round1, roundClosed: true };
    expect((await lumen.credit({ ...win, amount: 20_000 })).body.status).toBe('OK');
    expect((await turnover(client)).wagered).toBe(studioStakes + 10_000);

    // The rest of the 260.00, sent twice (a replay): it counts once.
    const rest = { ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 16_000 - studioStakes };
    const first = await lumen.debit(rest);
    expect(first.body.status).toBe('OK');
    expect(await lumen.debit({ ...rest, requestId: uid('req') })).toEqual(first);
    const settled = await info(client);
    expect(settled.turnover).toEqual({ required: 20_000, wagered: 26_000, outstanding: 0 });

    // Nothing is owed: the withdrawal goes through.
    valueIn(
      await call(client, 'POST', '/api/accounts/security/payment-password', {
        password,
        newPaymentPassword: PIN,
        confirmPaymentPassword: PIN,
      }),
    );
    const bound = valueIn<{ id: string }>(
      await call(client, 'POST', '/api/wallet/bank-accounts', {
        bankName: 'ICBC',
        accountNumber: `6222${String(Date.now()).slice(-9)}${String(n).padStart(4, '0')}`,
        payeeName: 'Zhang San',
      }),
    );
    const withdrawal = await call(client, 'POST', '/api/wallet/withdrawals', {
      amount: 10_000,
      paymentPassword: PIN,
      clientRequestId: randomUUID(),
      bankAccountId: bound.id,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('counts a stake that falls short of the deposit, leaving the rest owed', async () => {
    const { client } = await registered(app);
    await confirmedDeposit(client, 20_000);
    const b = {
      requestId: uid('req'),
      playerToken: await launch(client, 'lumen-lucky-sevens'),
      currency: 'CNY',
      gameCode: 'lumen-lucky-sevens',
    };
    expect(
      (await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 7_000 })).body.status,
    ).toBe('OK');
    expect(await turnover(client)).toEqual({ required: 20_000, wagered: 7_000, outstanding: 13_000 });
  });

  it('counts 30 concurrent stakes exactly, and 30 concurrent replays of one stake once', async () => {
    const { client } = await registered(app);
    await confirmedDeposit(client, 20_000);
    const b = {
      requestId: uid('req'),
      playerToken: await launch(client, 'lumen-lucky-sevens'),
      currency: 'CNY',
      gameCode: 'lumen-lucky-sevens',
    };
    const distinct = await Promise.all(
      Array.from({ length: 30 }, () =>
        lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 100 }),
      ),
    );
    expect(distinct.filter((r) => r.body.status === 'OK')).toHaveLength(30);
    expect((await turnover(client)).wagered).toBe(3_000);
    const once = { ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 700 };
    const replays = await Promise.all(Array.from({ length: 30 }, () => lumen.debit(once)));
    expect(new Set(replays.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replays[0]?.body.status).toBe('OK');
    expect(await turnover(client)).toEqual({ required: 20_000, wagered: 3_700, outstanding: 16_300 });
  });

  it('does not count play money: a trial account stakes without any turnover', async () => {
    const { client: trial, started } = await trialPlayer(app);
    const name = (started.json() as { value: { userName: string } }).value.userName.toLowerCase();
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, name));
    const b = {
      requestId: uid('req'),
      playerToken: await launch(trial, 'lumen-lucky-sevens'),
      currency: 'CNY',
      gameCode: 'lumen-lucky-sevens',
    };
    const bet = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 5_000 });
    expect(bet.body.status).toBe('OK');
    expect(await database.db.select().from(memberTurnover).where(eq(memberTurnover.memberId, m!.id))).toEqual([]);
  });
});
