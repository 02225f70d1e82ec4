import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type { AdminGrant, CostReport } from '../../../src/api/contract/adminBonus';
import type { ClaimResponse, GrantsResponse, RewardsResponse } from '../../../src/api/contract/bonus';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { bonusGrants, bonusTemplates, ledgerAccounts, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { DEMO_CONTRIBUTIONS } from '../../db/seed-bonuses';
import type { ProviderWalletClient } from '../../lib/provider-client';
import {
  type Client,
  call,
  confirmedDeposit as depositConfirmed,
  registered,
  signedInStaff,
  testApp,
  testClock,
  vendorWallet,
} from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { offerReward } from './rewards';

/**
 * The bonus engine through its real paths (docs/bonuses.md, ADR 0022): a confirmed deposit pays the
 * demo brand's 120 % welcome bonus, signed provider debits and credits stake and win it, staff grant,
 * forfeit and review through the back-office API, and a withdrawal or a time-out forfeits. After every
 * scenario the ledger balances and each member's bonus account equals their active grants.
 */
describe.each(dbTargets())('bonus engine on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  // The real time: the ledger dates its entries by the database clock, the grants by the app's.
  const clock = testClock();
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const staffClient = (role: StaffRole) => signedInStaff(app, database, role);

  const confirmedDeposit = (c: Client, amount: number) => depositConfirmed(app, database, c, amount);

  const grantsOf = async (c: Client) => valueIn<GrantsResponse>(await call(c, 'GET', '/api/bonus/grants'));
  const memberId = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const balances = async (id: string) => {
    const rows = await database.db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.key} like ${`member:${id}:%`}`);
    const of = (k: string) => rows.find((r) => r.kind === k)?.balance ?? 0n;
    return { cash: of('cash'), bonus: of('bonus') };
  };

  /** The books balance, and every member's bonus account is the sum of their active grants. */
  async function invariants() {
    const check = await app.ledger.check();
    expect(check.ok, JSON.stringify(check)).toBe(true);
    const mismatched = await database.db.execute(sql`
      select a.key, a.balance, coalesce(g.total, 0) as grants
      from ledger_accounts a
      left join (select member_id, sum(balance) as total from bonus_grants where status = 'active' group by member_id) g
        on a.key = 'member:' || g.member_id || ':bonus'
      where a.kind = 'bonus' and a.balance <> coalesce(g.total, 0)`);
    const rows = (mismatched as { rows?: unknown[] }).rows ?? mismatched;
    expect(rows).toEqual([]);
  }

  const launch = async (c: Client, nodeId = 'lumen-lucky-sevens') => {
    const launched = launchResponseSchema.parse((await call(c, 'POST', '/api/games/launch', { nodeId })).json()).value;
    return new URL(launched.url, 'http://x').searchParams.get('token')!;
  };
  /** A signed provider round base for the member: stake and win calls over HTTP, as a vendor sends them. */
  const vendorFor = async (c: Client) => ({
    requestId: uid('req'),
    playerToken: await launch(c),
    currency: 'CNY',
    gameCode: 'lumen-lucky-sevens',
  });

  /** A template with the given terms, straight in the table (the admin API has its own test below). */
  async function template(over: Partial<typeof bonusTemplates.$inferInsert>) {
    const [t] = await database.db
      .insert(bonusTemplates)
      .values({
        brand: 'aurum',
        name: uid('t'),
        trigger: 'manual',
        wageringMultiple: 2,
        contributions: DEMO_CONTRIBUTIONS,
        validDays: 7,
        ...over,
      })
      .returning();
    return t!;
  }
  async function manualGrant(username: string, templateId: string, amount: number) {
    const marketing = await staffClient('marketing');
    return valueIn<AdminGrant>(
      await call(marketing, 'POST', '/api/admin/bonus/grants', {
        requestId: randomUUID(),
        username,
        templateId,
        amount,
        reason: 'test',
      }),
    );
  }

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

  it('pays the 120 % welcome bonus on the first deposit only, capped at 3,000, and shows its terms', async () => {
    const { client, username } = await registered(app);
    await confirmedDeposit(client, 50_000);
    const first = await grantsOf(client);
    expect(first.active).toHaveLength(1);
    expect(first.active[0]).toMatchObject({
      status: 'active',
      source: 'deposit',
      amount: 60_000,
      balance: 60_000,
      wagered: 0,
      wageringRequired: 600_000,
      remaining: 600_000,
      maxBet: 50_000,
    });
    expect((await balances(await memberId(username))).bonus).toBe(60_000n);
    // The second deposit pays nothing more.
    await confirmedDeposit(client, 50_000);
    expect((await grantsOf(client)).active).toHaveLength(1);

    // A big first deposit is capped at 3,000.00.
    const big = await registered(app);
    await confirmedDeposit(big.client, 500_000);
    expect((await grantsOf(big.client)).active[0]).toMatchObject({ amount: 300_000, wageringRequired: 3_000_000 });
    await invariants();
  });

  it('takes cash first and bonus for the shortfall, settles a win in the stake proportions, and refunds a rollback the same way', async () => {
    const { client, username } = await registered(app);
    const id = await memberId(username);
    const t = await template({ maxBet: 100_000n, wageringMultiple: 20 });
    await confirmedDeposit(client, 10_000);
    const welcome = (await grantsOf(client)).active[0]!;
    // Staff forfeit the welcome grant (12,000, 30 days), so the manual grant below is the one bets use.
    const finance = await staffClient('finance');
    valueIn(await call(finance, 'POST', `/api/admin/bonus/grants/${welcome.id}/forfeit`, { reason: 'test set-up' }));
    await manualGrant(username, t.id, 20_000);
    expect(await balances(id)).toEqual({ cash: 10_000n, bonus: 20_000n });

    // A stake of 150.00 with 100.00 of cash: 100.00 cash + 50.00 bonus.
    const b = await vendorFor(client);
    const round = uid('round');
    const bet = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: round, amount: 15_000 });
    expect(bet.body).toMatchObject({ status: 'OK', balance: 15_000 });
    expect(await balances(id)).toEqual({ cash: 0n, bonus: 15_000n });
    const [g1] = (await grantsOf(client)).active;
    expect(g1).toMatchObject({ balance: 15_000, wagered: 15_000 });

    // A win of 300.00: a third back to the grant (5,000 of 15,000 was bonus), the rest to cash.
    const win = await lumen.credit({
      ...b,
      requestId: uid('req'),
      transactionId: uid('win'),
      roundId: round,
      amount: 30_000,
      roundClosed: true,
    });
    expect(win.body).toMatchObject({ status: 'OK', balance: 45_000 });
    expect(await balances(id)).toEqual({ cash: 20_000n, bonus: 25_000n });

    // A second stake, cancelled: its cash and bonus parts return, and its wagering is taken back.
    const stake = { ...b, requestId: uid('req'), transactionId: uid('bet'), roundId: uid('round'), amount: 30_000 };
    expect((await lumen.debit(stake)).body.status).toBe('OK');
    expect(await balances(id)).toEqual({ cash: 0n, bonus: 15_000n });
    const rb = await lumen.rollback({
      ...b,
      requestId: uid('req'),
      transactionId: uid('rb'),
      roundId: stake.roundId,
      amount: 30_000,
      referenceTransactionId: stake.transactionId,
    });
    expect(rb.body).toMatchObject({ status: 'OK', balance: 45_000 });
    expect(await balances(id)).toEqual({ cash: 20_000n, bonus: 25_000n });
    expect((await grantsOf(client)).active[0]).toMatchObject({ balance: 25_000, wagered: 15_000 });
    await invariants();
  });

  it('refuses a stake above the maximum bet while wagering, and one that cash and bonus cannot cover; nothing moves', async () => {
    const { client, username } = await registered(app);
    const id = await memberId(username);
    const t = await template({ maxBet: 5_000n });
    await manualGrant(username, t.id, 10_000);
    const b = await vendorFor(client);
    const over = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 5_001 });
    expect(over.httpStatus).toBe(409);
    expect(over.body).toMatchObject({ status: 'UNKNOWN', code: 'bonus.max_bet', fields: { maxBet: '5000' } });
    const short = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 5_000 });
    expect(short.body.status).toBe('OK');
    const more = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 5_000 });
    expect(more.body.status).toBe('OK');
    const none = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 100 });
    expect(none.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect(await balances(id)).toEqual({ cash: 0n, bonus: 0n });
    await invariants();
  });

  it('converts the balance to cash in one entry when wagering is met, up to the cap; the rest goes back', async () => {
    const { client, username } = await registered(app);
    const id = await memberId(username);
    // Wager 1× 100.00; convert at most 120.00; slots (RNG) count in full.
    const t = await template({ wageringMultiple: 1, conversionCap: 12_000n });
    await manualGrant(username, t.id, 10_000);
    const b = await vendorFor(client);
    const round = uid('round');
    expect((await lumen.debit({ ...b, transactionId: uid('bet'), roundId: round, amount: 6_000 })).body.status).toBe(
      'OK',
    );
    // A big win returns to the grant (all of the stake was bonus): 4,000 + 20,000 = 24,000 on the grant.
    await lumen.credit({
      ...b,
      requestId: uid('req'),
      transactionId: uid('win'),
      roundId: round,
      amount: 20_000,
      roundClosed: true,
    });
    expect(await balances(id)).toEqual({ cash: 0n, bonus: 24_000n });
    // The stake that meets the requirement (6,000 + 4,000 = 10,000): converts 20,000 - cap 12,000.
    const last = await lumen.debit({ ...b, transactionId: uid('bet'), roundId: uid('round'), amount: 4_000 });
    expect(last.body).toMatchObject({ status: 'OK', balance: 12_000 });
    expect(await balances(id)).toEqual({ cash: 12_000n, bonus: 0n });
    const view = await grantsOf(client);
    expect(view.active).toEqual([]);
    expect(view.history[0]).toMatchObject({ status: 'converted', convertedAmount: 12_000, endReason: 'wagering_met' });
    await invariants();
  });

  it('never over-consumes a grant under 50 parallel bets, and 30 parallel claims of a reward pay once', async () => {
    const { client, username } = await registered(app);
    const id = await memberId(username);
    const t = await template({ wageringMultiple: 50 });
    await manualGrant(username, t.id, 10_000);
    const b = await vendorFor(client);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        lumen.debit({ ...b, requestId: uid('req'), transactionId: uid('bet'), roundId: uid('round'), amount: 300 }),
      ),
    );
    const okCount = results.filter((r) => r.body.status === 'OK').length;
    expect(okCount).toBe(33); // 33 × 3.00 = 99.00 of 100.00
    expect(results.filter((r) => r.body.status === 'INSUFFICIENT_FUNDS')).toHaveLength(17);
    const [g] = await database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, id));
    expect(g!.balance).toBe(100n);
    expect(g!.wagered).toBe(9_900n);
    expect((await balances(id)).bonus).toBe(100n);

    const { reward } = await offerReward(database.db, {
      brand: 'aurum',
      memberId: id,
      source: 'manual',
      key: uid('reward'),
      titleKey: 'manual',
      amount: 1_234n,
      payout: 'cash',
      at: clock.now(),
    });
    const claims = await Promise.all(
      Array.from({ length: 30 }, () => call(client, 'POST', `/api/rewards/${reward.id}/claim`)),
    );
    const answers = claims.map((r) => valueIn<ClaimResponse>(r));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await balances(id)).cash).toBe(1_234n);
    const history = valueIn<RewardsResponse>(await call(client, 'GET', '/api/rewards?tab=history'));
    expect(history.list[0]).toMatchObject({ id: reward.id, state: 'claimed', amount: 1_234 });
    expect(valueIn<RewardsResponse>(await call(client, 'GET', '/api/rewards')).claimableCount).toBe(0);
    await invariants();
  });

  it('a bonus reward claims into a grant; an expired reward cannot be claimed', async () => {
    const { client, username } = await registered(app);
    const id = await memberId(username);
    const t = await template({ trigger: 'reward', wageringMultiple: 3 });
    const { reward } = await offerReward(database.db, {
      brand: 'aurum',
      memberId: id,
      source: 'promotion',
      key: uid('reward'),
      titleKey: 'promotion',
      amount: 5_000n,
      payout: 'bonus',
      templateId: t.id,
      at: clock.now(),
    });
    const open = valueIn<RewardsResponse>(await call(client, 'GET', '/api/rewards'));
    expect(open.claimableCount).toBe(1);
    expect(open.list[0]).toMatchObject({ payout: 'bonus', wagering: { multiple: 3, basis: 'bonus', validDays: 7 } });
    valueIn(await call(client, 'POST', `/api/rewards/${reward.id}/claim`));
    expect((await grantsOf(client)).active[0]).toMatchObject({
      source: 'reward',
      amount: 5_000,
      wageringRequired: 15_000,
    });

    const { reward: late } = await offerReward(database.db, {
      brand: 'aurum',
      memberId: id,
      source: 'signin',
      key: uid('reward'),
      titleKey: 'signin',
      amount: 100n,
      payout: 'cash',
      expiresAt: new Date(clock.now().getTime() - 1),
      at: clock.now(),
    });
    const refused = await call(client, 'POST', `/api/rewards/${late.id}/claim`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'rewards.expired' });
    const unknown = await call(client, 'POST', `/api/rewards/${randomUUID()}/claim`);
    expect(unknown.statusCode).toBe(404);
    await invariants();
  });

  it('a promotion code pays once per member; an unknown one is 404', async () => {
    const { client } = await registered(app);
    const got = valueIn<{ grant: { amount: number; wageringRequired: number } }>(
      await call(client, 'POST', '/api/bonus/code', { code: 'lucky888' }),
    );
    expect(got.grant).toMatchObject({ amount: 888, wageringRequired: 4_440 });
    const again = await call(client, 'POST', '/api/bonus/code', { code: 'LUCKY888' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'bonus.code_used' });
    const unknown = await call(client, 'POST', '/api/bonus/code', { code: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'bonus.code_unknown' });
    const bad = await call(client, 'POST', '/api/bonus/code', { code: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    await invariants();
  });

  it('a withdrawal forfeits the grants that forfeit on withdrawal; a time-out forfeits every grant', async () => {
    const { client, username, password } = await registered(app);
    const id = await memberId(username);
    await confirmedDeposit(client, 20_000); // welcome: 24,000, forfeits on withdrawal
    const keep = await template({ forfeitOnWithdrawal: false, wageringMultiple: 100 });
    await manualGrant(username, keep.id, 1_000);
    const PIN = '135790';
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
    // Turnover of the deposit is owed first (issue 13): stake it with cash.
    const b = await vendorFor(client);
    for (let i = 0; i < 4; i++) {
      await lumen.debit({
        ...b,
        requestId: uid('req'),
        transactionId: uid('bet'),
        roundId: uid('round'),
        amount: 5_000,
      });
    }
    await lumen.credit({
      ...b,
      requestId: uid('req'),
      transactionId: uid('win'),
      roundId: uid('round'),
      amount: 20_000,
      roundClosed: true,
    });
    const w = await call(client, 'POST', '/api/wallet/withdrawals', {
      amount: 10_000,
      paymentPassword: PIN,
      clientRequestId: randomUUID(),
      bankAccountId: bound.id,
    });
    expect(w.statusCode, w.body).toBe(200);
    const after = await grantsOf(client);
    expect(after.active.map((g) => g.amount)).toEqual([1_000]);
    expect(after.history[0]).toMatchObject({ status: 'forfeited', endReason: 'withdrawal' });

    valueIn(await call(client, 'POST', '/api/protection/time-out', { duration: '24h' }));
    expect((await grantsOf(client)).active).toEqual([]);
    expect((await balances(id)).bonus).toBe(0n);
    const code = await call(client, 'POST', '/api/bonus/code', { code: 'LUCKY888' });
    expect(code.statusCode).toBe(403);
    expect(code.json()).toMatchObject({ code: 'protection.excluded' });
    await invariants();
  });

  it('ends grants at expiry through the job, twice in a row paying nothing twice', async () => {
    const { client, username } = await registered(app);
    const id = await memberId(username);
    const t = await template({ validDays: 1 });
    await manualGrant(username, t.id, 7_000);
    clock.advance(86_400_000 + 1_000);
    // A period of its own (the in-process scheduler may have claimed the current minute already).
    const period = app.jobs.currentPeriod('bonus-expiry')!;
    const key = `${period.key}:${uid('t')}`;
    const first = await app.jobs.runPeriod('bonus-expiry', key, period.start);
    const second = await app.jobs.runPeriod('bonus-expiry', key, period.start);
    expect(first.ran).toBe(true);
    expect(second.ran).toBe(false);
    const [g] = await database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, id));
    expect(g).toMatchObject({ status: 'expired', endReason: 'expired', balance: 0n, forfeitedAmount: 7_000n });
    expect((await balances(id)).bonus).toBe(0n);
    expect(client).toBeDefined();
    await invariants();
  });

  it('holds a second welcome bonus of the same person (same device) for review; staff approve or reject it', async () => {
    const device = `dev-${randomUUID().replace(/-/g, '')}`;
    const a = await registered(app, {}, { 'x-device-id': device });
    await confirmedDeposit(a.client, 10_000);
    expect((await grantsOf(a.client)).active[0]!.status).toBe('active');
    const b = await registered(app, {}, { 'x-device-id': device });
    await confirmedDeposit(b.client, 10_000);
    const held = (await grantsOf(b.client)).active[0]!;
    expect(held).toMatchObject({ status: 'review', balance: 0 });
    expect((await balances(await memberId(b.username))).bonus).toBe(0n);

    const marketing = await staffClient('marketing');
    const queue = valueIn<{ list: AdminGrant[] }>(
      await call(marketing, 'GET', `/api/admin/bonus/grants?status=review&username=${b.username}`),
    );
    expect(queue.list[0]).toMatchObject({ id: held.id, flagReason: 'shared:device' });
    const approved = valueIn<AdminGrant>(
      await call(marketing, 'POST', `/api/admin/bonus/grants/${held.id}/approve`, {
        reason: 'same household, checked',
      }),
    );
    expect(approved).toMatchObject({ status: 'active', balance: 12_000 });
    const twice = await call(marketing, 'POST', `/api/admin/bonus/grants/${held.id}/approve`, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect((await balances(await memberId(b.username))).bonus).toBe(12_000n);

    const c = await registered(app, {}, { 'x-device-id': device });
    await confirmedDeposit(c.client, 10_000);
    const third = (await grantsOf(c.client)).active[0]!;
    valueIn(await call(marketing, 'POST', `/api/admin/bonus/grants/${third.id}/reject`, { reason: 'duplicate' }));
    expect((await grantsOf(c.client)).history[0]).toMatchObject({ status: 'rejected' });
    await invariants();
  });

  it('staff templates: validated, audited, code unique; the cost report sums the day', async () => {
    const marketing = await staffClient('marketing');
    const input = {
      name: 'Reload 50%',
      trigger: 'deposit',
      depositNth: null,
      code: null,
      percent: 50,
      fixedAmount: null,
      maxAmount: 100_000,
      minDeposit: 10_000,
      maxDeposit: 1_000_000,
      wageringMultiple: 5,
      wageringBasis: 'bonus_deposit',
      contributions: { default: 50, RNG: 100 },
      maxBet: 20_000,
      validDays: 7,
      conversionCap: null,
      forfeitOnWithdrawal: true,
      oncePerPerson: false,
      startsAt: null,
      endsAt: null,
      enabled: true,
    };
    const bad = await call(marketing, 'POST', '/api/admin/bonus/templates', { ...input, fixedAmount: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request.invalid' });
    const created = valueIn<{ id: string }>(await call(marketing, 'POST', '/api/admin/bonus/templates', input));
    const support = await staffClient('support');
    expect((await call(support, 'POST', '/api/admin/bonus/templates', input)).statusCode).toBe(403);
    const codeInput = {
      ...input,
      name: 'Code',
      trigger: 'code',
      code: 'DUPE1',
      percent: null,
      fixedAmount: 500,
      depositNth: null,
      minDeposit: null,
      maxDeposit: null,
    };
    valueIn(await call(marketing, 'POST', '/api/admin/bonus/templates', codeInput));
    const dupe = await call(marketing, 'POST', '/api/admin/bonus/templates', { ...codeInput, code: 'dupe1' });
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json()).toMatchObject({ code: 'bonus.code_taken' });

    // A reload in range pays 50 % of any deposit (here the member's second), and wagers bonus + deposit.
    const { client } = await registered(app);
    await confirmedDeposit(client, 20_000); // welcome 24,000 and reload 10,000
    const active = (await grantsOf(client)).active;
    expect(active.map((g) => g.amount).sort()).toEqual([10_000, 24_000]);
    expect(active.find((g) => g.amount === 10_000)!.wageringRequired).toBe(150_000);
    valueIn(await call(marketing, 'PUT', `/api/admin/bonus/templates/${created.id}`, { ...input, enabled: false }));

    const [from, to] = [new Date().toISOString().slice(0, 10), clock.now().toISOString().slice(0, 10)].sort();
    const report = valueIn<CostReport>(await call(support, 'GET', `/api/admin/bonus/cost?from=${from}&to=${to}`));
    const granted = report.days.reduce((sum, d) => sum + BigInt(d.granted), 0n);
    expect(granted).toBeGreaterThanOrEqual(34_000n);
    expect(report.byTemplate.find((x) => x.templateId === created.id)).toMatchObject({ granted: '10000', grants: 1 });
    const audited = await database.db.execute(
      sql`select action from audit_log where target_id = ${created.id} order by id`,
    );
    const auditRows = ((audited as { rows?: unknown[] }).rows ?? audited) as { action: string }[];
    expect(auditRows.map((r) => r.action)).toEqual(['bonus.template_create', 'bonus.template_update']);
    await invariants();
  });

  it('keeps the grants of another member out of reach', async () => {
    const a = await registered(app);
    const b = await registered(app);
    const t = await template({});
    await manualGrant(a.username, t.id, 1_000);
    expect((await grantsOf(b.client)).active).toEqual([]);
    const [g] = await database.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, await memberId(a.username))));
    const { reward } = await offerReward(database.db, {
      brand: 'aurum',
      memberId: await memberId(a.username),
      source: 'manual',
      key: uid('reward'),
      titleKey: 'manual',
      amount: 100n,
      payout: 'cash',
      at: clock.now(),
    });
    expect((await call(b.client, 'POST', `/api/rewards/${reward.id}/claim`)).statusCode).toBe(404);
    expect(g).toBeDefined();
  });
});
