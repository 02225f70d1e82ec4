import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../src/api/contract/accounts';
import type { StaffChannelList } from '../../../src/api/contract/adminChannels';
import { memberLedgerResponseSchema } from '../../../src/api/contract/adminFinance';
import type { DepositChannels } from '../../../src/api/contract/deposits';
import { gameRecordsResponseSchema, launchResponseSchema } from '../../../src/api/contract/games';
import { recordsResponseSchema } from '../../../src/api/contract/records';
import { walletResponseSchema } from '../../../src/api/contract/wallet';
import { withdrawInfoResponseSchema } from '../../../src/api/contract/withdrawals';
import type { App } from '../../app';
import type { Database } from '../../db';
import { auditLog, brands, gameVendors, ledgerAccounts, members, memberTurnover } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { pgError } from '../../lib/pg-error';
import { createProviderWalletClient, type ProviderWalletClient } from '../../lib/provider-client';
import { type Client, call, freshName, registered, signedInStaff, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { COUNTER_CEILING, MONEY_CEILING_MINOR } from './bounds';
import { physicalKey } from './ledger';

const MAX = 1_000_000_000_000_000; // MONEY_MAX_MINOR's default: 10^15
const UNSAFE = Number.MAX_SAFE_INTEGER; // 9007199254740991, the amount of the issue's two credits

/**
 * Money bounds (issue 13, item 9; ADR 0011): amounts and balances stop at MONEY_MAX_MINOR, refused
 * with a stable code before anything commits, the database checks the ceiling too, and no read path
 * fails however much money an account has moved.
 */
describe.each(dbTargets())('money bounds on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  let finance: Client;
  let n = 0;
  const uid = (p: string) => `${p}-${++n}-${randomUUID().slice(0, 8)}`;

  const valueIn = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: T }).value;
  };
  const expectCode = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect((res.json() as { code: string }).code).toBe(code);
  };

  const staffClient = (role: StaffRole) => signedInStaff(app, database, role);

  /** A registered member with a launched LUMEN game: its client, id and the provider calls' common fields. */
  async function player() {
    const { client, username } = await registered(app);
    const [m] = await database.db.select({ id: members.id }).from(members).where(eq(members.username, username));
    const launched = launchResponseSchema.parse(
      (await call(client, 'POST', '/api/games/launch', { nodeId: 'lumen-lucky-sevens' })).json(),
    ).value;
    const token = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const base = () => ({ requestId: uid('req'), playerToken: token, currency: 'CNY', gameCode: 'lumen-lucky-sevens' });
    return { client, username, id: m!.id, base };
  }

  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;

  // The house side of a provider entry lands on one of 16 rows by its transaction id (ADR 0008), and
  // each row has the bound too. Tests that move 10^15 pick their ids' rows, so that what earlier
  // tests left on a row never decides their outcome.
  const house = { system: 'house_game', channel: 'LUMEN' } as const;
  const rowOf = (transactionId: string) => physicalKey(house, `provider:aurum:LUMEN:${transactionId}`);
  const idOnRow = (prefix: string, key: string) => {
    for (;;) {
      const id = uid(prefix);
      if (rowOf(id) === key) return id;
    }
  };
  /** An id whose house row no earlier test took below zero: wins up to 10^15 in all fit it. */
  async function idOnFreeRow(prefix: string) {
    const moved = await database.db
      .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'house_game'));
    for (;;) {
      const id = uid(prefix);
      if ((moved.find((r) => r.key === rowOf(id))?.balance ?? 0n) >= 0n) return id;
    }
  }

  /** Every read path the issue found broken, each answering 200 with exact numbers. */
  async function readsOk(p: Awaited<ReturnType<typeof player>>) {
    const wallet = walletResponseSchema.parse(valueOk(await call(p.client, 'GET', '/api/wallet')));
    const records = recordsResponseSchema.parse(valueOk(await call(p.client, 'GET', '/api/wallet/records')));
    const info = withdrawInfoResponseSchema.parse(valueOk(await call(p.client, 'GET', '/api/wallet/withdraw/info')));
    const games = gameRecordsResponseSchema.parse(valueOk(await call(p.client, 'GET', '/api/games/records')));
    const ledger = memberLedgerResponseSchema.parse(
      valueOk(await call(finance, 'GET', `/api/admin/finance/members/${p.id}/ledger`)),
    );
    valueOk(await call(finance, 'GET', `/api/admin/finance/members?q=${p.username}`));
    const balance = await lumen.balance(p.base());
    expect(balance.httpStatus).toBe(200);
    expect(balance.body.status).toBe('OK');
    return {
      wallet: wallet.value,
      records: records.value,
      info: info.value,
      games: games.value,
      ledger: ledger.value,
      balance,
    };
  }
  const valueOk = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' });
    const [vendor] = await database.db.select().from(gameVendors).where(eq(gameVendors.vassalage, 'LUMEN'));
    lumen = createProviderWalletClient({
      vassalage: 'LUMEN',
      secret: vendor!.walletSecret,
      send: async (path, headers, rawBody) => {
        const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
        return { status: res.statusCode, body: res.json() };
      },
    });
    finance = await staffClient('finance');
  });

  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  it('refuses the two vendor credits of 2^53 − 1 and a second credit past the maximum, and every read path still answers', async () => {
    const p = await player();
    for (let i = 0; i < 2; i++) {
      const res = await lumen.credit({
        ...p.base(),
        transactionId: uid('win'),
        roundId: uid('r'),
        amount: UNSAFE,
        roundClosed: true,
      });
      expect(res.httpStatus).toBe(400);
      expect(res.body).toMatchObject({ status: 'UNKNOWN', code: 'amount.too_large' });
    }
    expect(await cash(p.id)).toBe(0n);

    // Two credits that each fit, but not together: the second is refused and nothing of it commits.
    const big = 600_000_000_000_000;
    const first = await lumen.credit({
      ...p.base(),
      transactionId: uid('win'),
      roundId: uid('r'),
      amount: big,
      roundClosed: true,
    });
    expect(first).toMatchObject({ httpStatus: 200, body: { status: 'OK', balance: big } });
    const roundId = uid('r');
    const second = await lumen.credit({
      ...p.base(),
      transactionId: uid('win'),
      roundId,
      amount: big,
      roundClosed: true,
    });
    expect(second.httpStatus).toBe(409);
    expect(second.body).toMatchObject({ status: 'UNKNOWN', code: 'ledger.balance_limit', balance: big });
    expect(await cash(p.id)).toBe(BigInt(big));
    // Up to the maximum exactly is fine.
    const top = await lumen.credit({
      ...p.base(),
      transactionId: uid('win'),
      roundId: uid('r'),
      amount: MAX - big,
      roundClosed: true,
    });
    expect(top.body).toMatchObject({ status: 'OK', balance: MAX });
    const one = await lumen.credit({
      ...p.base(),
      transactionId: uid('win'),
      roundId: uid('r'),
      amount: 1,
      roundClosed: true,
    });
    expect(one).toMatchObject({ httpStatus: 409, body: { code: 'ledger.balance_limit', balance: MAX } });

    const reads = await readsOk(p);
    expect(reads.wallet.sumBalance).toBe(MAX);
    expect(reads.records.list[0]?.balanceAfter).toBe(MAX);
    expect(reads.info.cash).toBe(MAX);
    expect(reads.ledger.member.balances.cash).toBe(MAX);
    expect(reads.balance.body.balance).toBe(MAX);
    expect(reads.games.totals).toEqual({ stake: '0', payout: String(MAX), net: String(MAX) });
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('keeps every read exact after more than 2^53 of stakes: turnover saturates, game totals are exact strings', async () => {
    const p = await player();
    // Eleven rounds of a win of 10^15 and a stake of 10^15 (each pair on one house row, so the house
    // side stays within its bound too): 1.1 × 10^16 staked, past 2^53.
    const rounds = 11;
    for (let i = 0; i < rounds; i++) {
      const win = await idOnFreeRow('win');
      const bet = idOnRow('bet', rowOf(win));
      const credited = await lumen.credit({
        ...p.base(),
        transactionId: win,
        roundId: uid('r'),
        amount: MAX,
        roundClosed: true,
      });
      expect(credited.body, `round ${i}`).toMatchObject({ status: 'OK', balance: MAX });
      const staked = await lumen.debit({ ...p.base(), transactionId: bet, roundId: uid('r'), amount: MAX });
      expect(staked.body, `round ${i}`).toMatchObject({ status: 'OK', balance: 0 });
    }
    const reads = await readsOk(p);
    expect(reads.info.turnover).toEqual({ required: 0, wagered: Number(COUNTER_CEILING), outstanding: 0 });
    const total = (BigInt(MAX) * BigInt(rounds)).toString();
    expect(reads.games.totals).toEqual({ stake: total, payout: total, net: '0' });
    expect(reads.games.list).toContainEqual(expect.objectContaining({ stake: MAX, payout: 0, net: -MAX }));
    expect(reads.games.list).toContainEqual(expect.objectContaining({ stake: 0, payout: MAX, net: MAX }));
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('lets exactly as many of 30 concurrent credits through as fit under the maximum', async () => {
    const p = await player();
    const each = MAX / 20; // 5 × 10^13: twenty fit, ten would pass the maximum
    const row = rowOf(await idOnFreeRow('win'));
    const ids = Array.from({ length: 30 }, () => idOnRow('win', row));
    const answers = await Promise.all(
      ids.map((transactionId) =>
        lumen.credit({ ...p.base(), transactionId, roundId: uid('r'), amount: each, roundClosed: true }),
      ),
    );
    expect(answers.filter((a) => a.httpStatus === 200 && a.body.status === 'OK')).toHaveLength(20);
    const refused = answers.filter((a) => a.httpStatus === 409);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.body).toMatchObject({ status: 'UNKNOWN', code: 'ledger.balance_limit' });
    expect(await cash(p.id)).toBe(BigInt(MAX));
    await readsOk(p);
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('refuses provider amounts above the maximum (debit, credit, rollback) with 400 amount.too_large, stored and moving nothing', async () => {
    const p = await player();
    const calls = [
      () => lumen.debit({ ...p.base(), transactionId: uid('bet'), roundId: uid('r'), amount: MAX + 1 }),
      () =>
        lumen.credit({
          ...p.base(),
          transactionId: uid('win'),
          roundId: uid('r'),
          amount: MAX + 1,
          roundClosed: false,
        }),
      () =>
        lumen.rollback({
          ...p.base(),
          transactionId: uid('rb'),
          roundId: uid('r'),
          amount: UNSAFE,
          referenceTransactionId: uid('bet'),
        }),
    ];
    for (const send of calls) {
      const res = await send();
      expect(res.httpStatus).toBe(400);
      expect(res.body).toMatchObject({
        status: 'UNKNOWN',
        code: 'amount.too_large',
        fields: { amount: `at most ${MAX}` },
      });
    }
    expect(await cash(p.id)).toBe(0n);
  });

  it('refuses a staff adjustment above the maximum (400) or past the balance bound (409), with no entry and no audit', async () => {
    const p = await player();
    const adjust = (amount: number) =>
      call(finance, 'POST', '/api/admin/finance/adjustments', {
        memberId: p.id,
        account: 'cash',
        direction: 'credit',
        amount,
        reason: 'bounds test',
        clientRequestId: randomUUID(),
      });
    expectCode(await adjust(MAX + 1), 400, 'amount.too_large');
    expectCode(await adjust(UNSAFE), 400, 'amount.too_large');
    valueIn(await adjust(MAX - 10));
    expectCode(await adjust(11), 409, 'ledger.balance_limit');
    expect(await cash(p.id)).toBe(BigInt(MAX - 10));
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.targetId, p.id));
    expect(audits).toHaveLength(1);
    // The bonus account has the same bound.
    const bonus = await call(finance, 'POST', '/api/admin/finance/adjustments', {
      memberId: p.id,
      account: 'bonus',
      direction: 'credit',
      amount: MAX + 1,
      reason: 'bounds test',
      clientRequestId: randomUUID(),
    });
    expectCode(bonus, 400, 'amount.too_large');
    await readsOk(p);
  });

  it('refuses a deposit above the maximum, and a channel whose range passes it', async () => {
    const { client } = await registered(app);
    const channels = valueIn<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels'));
    const bank = channels.channels.find((c) => c.code === 'bank')!;
    const deposit = (amount: number) =>
      call(client, 'POST', '/api/wallet/deposits', {
        clientRequestId: randomUUID(),
        channelId: bank.id,
        amount,
        reference: `REF-${freshName('r')}`,
      });
    expectCode(await deposit(MAX + 1), 400, 'amount.too_large');
    expectCode(await deposit(UNSAFE), 400, 'amount.too_large');

    const list = valueIn<StaffChannelList>(await call(finance, 'GET', '/api/admin/finance/channels'));
    const row = list.channels.find((c) => c.code === 'bank')!;
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/finance/channels/${row.id}`,
      headers: { cookie: finance.cookie!, 'x-debug-client-ip': finance.ip },
      payload: { updatedAt: row.updatedAt, maxAmount: MAX + 1 },
    });
    expectCode(patch, 400, 'amount.too_large');
  });

  it('applies a lower MONEY_MAX_MINOR: a deposit inside the channel range but above it is refused', async () => {
    const low = await testApp(database, { LEDGER_CHECK_MINUTES: '0', MONEY_MAX_MINOR: '1000000' });
    try {
      const { client } = await registered(low);
      const channels = valueIn<DepositChannels>(await call(client, 'GET', '/api/wallet/deposit/channels'));
      const bank = channels.channels.find((c) => c.code === 'bank')!;
      expect(bank.maxAmount).toBeGreaterThan(1_000_000);
      const res = await call(client, 'POST', '/api/wallet/deposits', {
        clientRequestId: randomUUID(),
        channelId: bank.id,
        amount: 2_000_000,
        reference: `REF-${freshName('r')}`,
      });
      expectCode(res, 400, 'amount.too_large');
      expect((res.json() as { fields: Record<string, string> }).fields).toEqual({ amount: 'at most 1000000' });
    } finally {
      await low.close();
    }
  });

  it('keeps the withdraw page exact when a brand sets withdrawal limits in major units past the maximum', async () => {
    const [brand] = await database.db.select({ config: brands.config }).from(brands).where(eq(brands.code, 'aurum'));
    const config = brand!.config as { wallet?: Record<string, unknown> };
    const huge = {
      ...config,
      wallet: { ...config.wallet, withdrawal: { minMajor: 100, maxMajor: UNSAFE, dailyCount: 5 } },
    };
    await database.db.update(brands).set({ config: huge }).where(eq(brands.code, 'aurum'));
    try {
      const p = await player();
      const info = withdrawInfoResponseSchema.parse(valueOk(await call(p.client, 'GET', '/api/wallet/withdraw/info')));
      expect(info.value.limits).toMatchObject({ min: 10_000, max: MAX });
    } finally {
      await database.db.update(brands).set({ config }).where(eq(brands.code, 'aurum'));
    }
  });

  it('checks the ceiling in the database too, whatever the caller asks', async () => {
    const p = await player();
    const attempt = async (query: ReturnType<typeof sql>) => {
      try {
        await database.db.execute(query);
        return null;
      } catch (err) {
        return pgError(err);
      }
    };
    // ledger_post called directly with a larger maximum still stops at the ceiling.
    const postings = JSON.stringify([
      {
        key: `member:${p.id}:cash`,
        amount: String(MONEY_CEILING_MINOR + 1n),
        kind: 'cash',
        memberId: p.id,
        channel: null,
      },
      {
        key: 'system:payment_clearing:test',
        amount: String(-(MONEY_CEILING_MINOR + 1n)),
        kind: 'payment_clearing',
        memberId: null,
        channel: 'test',
      },
    ]);
    const direct =
      await attempt(sql`select * from ledger_post('aurum', 'CNY', 'adjustment', null, ${uid('k')}, 'system',
      null, null, null::uuid, 'x', ${postings}::jsonb, 9007199254740991::bigint)`);
    expect(direct?.code).toBe('LD003');
    // A write that skips the ledger meets the check constraints.
    await app.ledger.post({
      brand: 'aurum',
      type: 'deposit',
      idempotencyKey: uid('fund'),
      actor: { kind: 'system' },
      postings: [
        { account: { memberId: p.id, kind: 'cash' }, amount: 5n },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -5n },
      ],
    });
    const raised = await attempt(
      sql`update ledger_accounts set balance = ${String(MONEY_CEILING_MINOR + 1n)}::bigint where key = ${`member:${p.id}:cash`}`,
    );
    expect(raised).toMatchObject({ code: '23514', constraint: 'ledger_accounts_balance_bound' });
    const turnover = await attempt(
      sql`insert into member_turnover (member_id, required, wagered) values (${p.id}, 0, ${String(COUNTER_CEILING + 1n)}::bigint)`,
    );
    expect(turnover).toMatchObject({ code: '23514', constraint: 'member_turnover_bound' });
    const [row] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brand, 'aurum'), eq(ledgerAccounts.key, `member:${p.id}:cash`)));
    expect(row?.balance).toBe(5n);
    expect(await database.db.select().from(memberTurnover).where(eq(memberTurnover.memberId, p.id))).toEqual([]);
  });
});
