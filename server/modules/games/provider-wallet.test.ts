import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db';
import {
  gameRounds,
  gameSessions,
  games,
  gameVendors,
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  members,
  providerCalls,
  providerTransactions,
} from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { sha256 } from '../../lib/hash';
import { createProviderWalletClient, type ProviderSend } from '../../lib/provider-client';
import { call, freshIp, registered, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { CONFORMANCE_CHECKS, type ConformanceContext, runConformance } from './conformance';

/**
 * The conformance suite of the seamless-wallet provider API (issue 5; docs/provider-wallet.md):
 * what any vendor, the house studio included, can rely on. It drives the real app through
 * `app.inject` with the same signed client a vendor uses, on PGlite and on PostgreSQL.
 */
describe.each(dbTargets())('provider wallet API on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = new Date('2026-11-24T12:00:00Z');
  const SECRET = 'test-vendor-secret-0123456789abcdef';
  const V = 'TESTV';
  const GAME = 'testv-slot';
  let n = 0;
  const uid = (p: string) => {
    n += 1;
    return `${p}-${n}`;
  };

  const send: ProviderSend = async (path, headers, rawBody) => {
    const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
    return { status: res.statusCode, body: res.json() };
  };
  const vendor = (opts: { secret?: string; vassalage?: string } = {}) =>
    createProviderWalletClient({
      vassalage: opts.vassalage ?? V,
      secret: opts.secret ?? SECRET,
      send,
      now: () => clock,
    });
  const client = vendor();

  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;

  /** Cash for a member, posted like a deposit. */
  const fund = (memberId: string, amount: bigint) =>
    app.ledger.post({
      brand: 'aurum',
      type: 'deposit',
      idempotencyKey: uid('fund'),
      actor: { kind: 'system' },
      postings: [
        { account: { memberId, kind: 'cash' }, amount },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -amount },
      ],
    });

  /** A game session as the launch makes it: only the token's hash is stored. */
  async function session(
    memberId: string,
    opts: { playMoney?: boolean; opened?: boolean; launchExpiresAt?: Date; expiresAt?: Date } = {},
  ) {
    const token = randomBytes(32).toString('base64url');
    const [game] = await database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.brand, 'aurum'), eq(games.vassalage, V), eq(games.gameCode, GAME)));
    await database.db.insert(gameSessions).values({
      brand: 'aurum',
      memberId,
      gameId: game!.id,
      vassalage: V,
      tokenHash: sha256(token),
      playMoney: opts.playMoney ?? false,
      currency: 'CNY',
      launchExpiresAt: opts.launchExpiresAt ?? new Date(clock.getTime() + 60_000),
      openedAt: opts.opened === false ? null : clock,
      expiresAt: opts.expiresAt ?? new Date(clock.getTime() + 8 * 3600_000),
    });
    return token;
  }

  async function player(cash = 0n, opts: Parameters<typeof session>[1] = {}) {
    const { username } = await registered(app);
    const memberId = await idOf(username);
    if (cash > 0n) await fund(memberId, cash);
    return { memberId, token: await session(memberId, opts) };
  }

  const base = (token: string) => ({ requestId: uid('req'), playerToken: token, currency: 'CNY', gameCode: GAME });
  const debit = (token: string, amount: number, over: Record<string, unknown> = {}) =>
    client.debit({ ...base(token), transactionId: uid('tx'), roundId: uid('round'), amount, ...over });
  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;
  const roundOf = async (roundId: string) =>
    (await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId)))[0];

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, {}, () => clock);
    const [v] = await database.db
      .insert(gameVendors)
      .values({
        brand: 'aurum',
        vassalage: V,
        displayName: 'Test Vendor',
        mobileLargeIcon: '/media/test.svg',
        gameType: 'RNG',
        gameCategory: 'RNG',
        walletSecret: SECRET,
        unknownRollback: 'OK',
      })
      .returning();
    await database.db.insert(gameVendors).values({
      brand: 'aurum',
      vassalage: 'STRICT',
      displayName: 'Strict Vendor',
      mobileLargeIcon: '/media/test.svg',
      gameType: 'RNG',
      gameCategory: 'RNG',
      walletSecret: SECRET,
      unknownRollback: 'TRANSACTION_NOT_FOUND',
    });
    await database.db.insert(games).values({
      brand: 'aurum',
      vendorId: v!.id,
      vassalage: V,
      gameCode: GAME,
      nodeId: GAME,
      gameName: 'Test Slot',
      gameType: 'RNG',
      minBet: 100n,
      iconUrl: '/media/test.svg',
    });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  /**
   * The shared HTTP-level checks (conformance.ts), the same the vendors' self-test runs over fetch
   * (npm run provider:selftest): here through app.inject, each with a fresh funded player.
   */
  describe('conformance checks (shared with the self-test)', () => {
    const ctxOf = async (over: Partial<ConformanceContext> = {}): Promise<ConformanceContext> => ({
      send,
      vendor: V,
      secret: SECRET,
      gameCode: GAME,
      token: (await player(10_000n)).token,
      now: () => clock,
      unknownRollback: 'OK',
      ...over,
    });
    for (const check of CONFORMANCE_CHECKS) {
      it(`${check.name}: ${check.title}`, async () => {
        const [result] = await runConformance(await ctxOf(), [check]);
        expect(result?.why).toBeUndefined();
        expect(result?.ok).toBe(true);
      });
    }

    it('answers an unknown rollback TRANSACTION_NOT_FOUND for the vendor that chose it, and fails the check that expects OK', async () => {
      const p = await player(5_000n);
      const [strict] = await database.db
        .select({ id: gameVendors.id })
        .from(gameVendors)
        .where(eq(gameVendors.vassalage, 'STRICT'));
      await database.db.insert(games).values({
        brand: 'aurum',
        vendorId: strict!.id,
        vassalage: 'STRICT',
        gameCode: GAME,
        nodeId: 'strict-slot',
        gameName: 'Strict Slot',
        gameType: 'RNG',
        minBet: 100n,
        iconUrl: '/media/test.svg',
      });
      const [row] = await database.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, sha256(p.token)));
      const token = randomBytes(32).toString('base64url');
      await database.db
        .insert(gameSessions)
        .values({ ...row!, id: undefined, vassalage: 'STRICT', tokenHash: sha256(token) });
      const unknown = CONFORMANCE_CHECKS.filter((c) => c.name === 'rollback.unknown');
      const strictCtx = { vendor: 'STRICT', token };
      expect(
        await runConformance(await ctxOf({ ...strictCtx, unknownRollback: 'TRANSACTION_NOT_FOUND' }), unknown),
      ).toMatchObject([{ ok: true }]);
      const [wrong] = await runConformance(await ctxOf({ ...strictCtx, unknownRollback: 'OK' }), unknown);
      expect(wrong?.ok).toBe(false);
      expect(wrong?.why).toContain('TRANSACTION_NOT_FOUND');
      expect(await cash(p.memberId)).toBe(5_000n);
    });

    it('reports each failure with what it expected, and runs the other checks: a wrong secret fails every check', async () => {
      const results = await runConformance(await ctxOf({ secret: 'not-the-secret-0123456789abcdef0123' }));
      expect(results).toHaveLength(CONFORMANCE_CHECKS.length);
      expect(results.every((r) => !r.ok)).toBe(true);
      expect(results[0]?.why).toContain('INVALID_SIGNATURE');
    });
  });

  describe('tokens, currency and players', () => {
    it('opens a session with its first call inside the launch window, and refuses one never opened after it', async () => {
      const { memberId } = await player(500n, { opened: false });
      const fresh = await session(memberId, { opened: false });
      expect((await client.balance(base(fresh))).body).toMatchObject({ status: 'OK', balance: 500 });
      const [row] = await database.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, sha256(fresh)));
      expect(row?.openedAt).toEqual(clock);
      const stale = await session(memberId, { opened: false, launchExpiresAt: new Date(clock.getTime() - 1) });
      expect((await client.balance(base(stale))).body.status).toBe('TOKEN_EXPIRED');
    });

    it('refuses a debit on an expired session with TOKEN_EXPIRED, but still takes its credit and rollback', async () => {
      const p = await player(10_000n);
      const roundId = uid('round');
      const first = await debit(p.token, 1_000, { roundId });
      expect(first.body.status).toBe('OK');
      const secondId = uid('tx');
      const second = await debit(p.token, 2_000, { roundId, transactionId: secondId });
      expect(second.body.status).toBe('OK');
      await database.db
        .update(gameSessions)
        .set({ expiresAt: new Date(clock.getTime() - 1) })
        .where(eq(gameSessions.tokenHash, sha256(p.token)));
      expect((await debit(p.token, 500, { roundId })).body.status).toBe('TOKEN_EXPIRED');
      const rollback = await client.rollback({
        ...base(p.token),
        transactionId: uid('rb'),
        roundId,
        amount: 2_000,
        referenceTransactionId: secondId,
      });
      expect(rollback.body).toMatchObject({ status: 'OK', balance: 9_000 });
      const credit = await client.credit({
        ...base(p.token),
        transactionId: uid('win'),
        roundId,
        amount: 3_000,
        roundClosed: true,
      });
      expect(credit.body).toMatchObject({ status: 'OK', balance: 12_000 });
      expect(await cash(p.memberId)).toBe(12_000n);
    });

    it('refuses balance and debit for a blocked player, but pays the credit of a round already staked', async () => {
      const p = await player(1_000n);
      const roundId = uid('round');
      expect((await debit(p.token, 400, { roundId })).body.status).toBe('OK');
      await database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, p.memberId));
      expect((await client.balance(base(p.token))).body.status).toBe('PLAYER_BLOCKED');
      expect((await debit(p.token, 100)).body.status).toBe('PLAYER_BLOCKED');
      const win = await client.credit({
        ...base(p.token),
        transactionId: uid('win'),
        roundId,
        amount: 800,
        roundClosed: true,
      });
      expect(win.body).toMatchObject({ status: 'OK', balance: 1_400 });
    });

    it('plays a trial session with play money only: cash and the house stay untouched', async () => {
      const c = { app, ip: freshIp() };
      const res = await call(c, 'POST', '/api/accounts/trial');
      expect(res.statusCode, res.body).toBe(200);
      const memberId = await idOf((res.json() as { value: { userName: string } }).value.userName.toLowerCase());
      const token = await session(memberId, { playMoney: true });
      const bet = await debit(token, 5_000);
      expect(bet.body).toMatchObject({ status: 'OK', balance: 195_000 });
      const balances = await app.ledger.memberBalances('aurum', memberId);
      expect(balances).toMatchObject({ cash: 0n, play_money: 195_000n });
      const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.memberId, memberId));
      expect(round).toMatchObject({ playMoney: true, stake: 5_000n });
    });
  });

  describe('money calls', () => {
    it('takes a stake, pays a win and settles the round, with the balance after each', async () => {
      const p = await player(10_000n);
      const roundId = uid('round');
      const bet = await debit(p.token, 2_500, { roundId });
      expect(bet.body).toMatchObject({ status: 'OK', balance: 7_500, currency: 'CNY' });
      expect(bet.body.operatorTransactionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await roundOf(roundId)).toMatchObject({ status: 'open', stake: 2_500n, payout: 0n });
      const win = await client.credit({
        ...base(p.token),
        transactionId: uid('win'),
        roundId,
        amount: 6_000,
        roundClosed: true,
      });
      expect(win.body).toMatchObject({ status: 'OK', balance: 13_500 });
      expect(await roundOf(roundId)).toMatchObject({ status: 'settled', stake: 2_500n, payout: 6_000n });
      expect(await cash(p.memberId)).toBe(13_500n);
    });

    it('closes a losing round with a credit of 0', async () => {
      const p = await player(1_000n);
      const roundId = uid('round');
      await debit(p.token, 1_000, { roundId });
      const lose = await client.credit({
        ...base(p.token),
        transactionId: uid('win'),
        roundId,
        amount: 0,
        roundClosed: true,
      });
      expect(lose.body).toMatchObject({ status: 'OK', balance: 0 });
      expect(await roundOf(roundId)).toMatchObject({ status: 'settled', payout: 0n });
    });

    it('refuses a stake above the balance with INSUFFICIENT_FUNDS and the balance, moving nothing', async () => {
      const p = await player(999n);
      const res = await debit(p.token, 1_000);
      expect(res.body).toEqual({
        status: 'INSUFFICIENT_FUNDS',
        balance: 999,
        currency: 'CNY',
        operatorTransactionId: null,
      });
      expect(await cash(p.memberId)).toBe(999n);
      expect(await database.db.select().from(gameRounds).where(eq(gameRounds.memberId, p.memberId))).toEqual([]);
    });

    it('cancels a debit of an open round with a rollback, once, and cancels the round', async () => {
      const p = await player(5_000n);
      const roundId = uid('round');
      const bet = { ...base(p.token), transactionId: uid('tx'), roundId, amount: 2_000 };
      await client.debit(bet);
      const rb = {
        ...base(p.token),
        transactionId: uid('rb'),
        roundId,
        amount: 2_000,
        referenceTransactionId: bet.transactionId,
      };
      const first = await client.rollback(rb);
      expect(first.body).toMatchObject({ status: 'OK', balance: 5_000 });
      expect(await client.rollback(rb)).toEqual(first);
      // A second rollback id for the same debit moves nothing more.
      const twice = await client.rollback({ ...rb, transactionId: uid('rb') });
      expect(twice.body).toMatchObject({ status: 'OK', balance: 5_000 });
      expect(await cash(p.memberId)).toBe(5_000n);
      expect(await roundOf(roundId)).toMatchObject({ status: 'cancelled', stake: 0n });
    });

    it('refuses a rollback after the round is settled with BET_ALREADY_SETTLED, and a credit to a settled round', async () => {
      const p = await player(5_000n);
      const roundId = uid('round');
      const bet = { ...base(p.token), transactionId: uid('tx'), roundId, amount: 1_000 };
      await client.debit(bet);
      await client.credit({ ...base(p.token), transactionId: uid('win'), roundId, amount: 0, roundClosed: true });
      const rb = await client.rollback({
        ...base(p.token),
        transactionId: uid('rb'),
        roundId,
        amount: 1_000,
        referenceTransactionId: bet.transactionId,
      });
      expect(rb.body).toMatchObject({ status: 'BET_ALREADY_SETTLED', balance: 4_000 });
      const late = await client.credit({
        ...base(p.token),
        transactionId: uid('win'),
        roundId,
        amount: 50,
        roundClosed: true,
      });
      expect(late.body.status).toBe('BET_ALREADY_SETTLED');
      expect(await cash(p.memberId)).toBe(4_000n);
    });

    it('stores every call with its outcome, refusals included', async () => {
      const p = await player(100n);
      const tx = uid('tx');
      await debit(p.token, 1_000, { transactionId: tx });
      await vendor({ secret: 'wrong' }).debit({ ...base(p.token), transactionId: tx, roundId: 'r', amount: 1 });
      const stored = await database.db.select().from(providerCalls).where(eq(providerCalls.transactionId, tx));
      expect(stored.map((c) => [c.call, c.status, c.httpStatus])).toEqual([
        ['debit', 'INSUFFICIENT_FUNDS', 200],
        ['debit', 'INVALID_SIGNATURE', 200],
      ]);
      expect(stored[0]?.request).toMatchObject({ transactionId: tx, amount: 1_000 });
    });
  });

  describe('atomicity: effect, record and answer together or not at all (issue 13)', () => {
    /** The member's provider entries in the ledger, and the transactions and call records that explain them. */
    async function books(memberId: string) {
      const entries = await database.db
        .selectDistinct({ id: journalEntries.id })
        .from(journalEntries)
        .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, journalEntries.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(journalEntries.actorKind, 'provider')));
      const txs = await database.db
        .select()
        .from(providerTransactions)
        .where(eq(providerTransactions.memberId, memberId));
      const calls =
        txs.length === 0
          ? []
          : await database.db
              .select()
              .from(providerCalls)
              .where(
                inArray(
                  providerCalls.transactionId,
                  txs.map((t) => t.transactionId),
                ),
              );
      return { entries: entries.map((e) => e.id), txs, calls };
    }

    /** Every ledger entry is a stored transaction, and every stored transaction has its call with the same answer. */
    async function expectConsistent(memberId: string) {
      const { entries, txs, calls } = await books(memberId);
      expect(new Set(entries)).toEqual(new Set(txs.flatMap((t) => (t.entryId ? [t.entryId] : []))));
      for (const t of txs) {
        const call = calls.find((c) => c.transactionId === t.transactionId && c.call === t.kind && c.status === 'OK');
        expect(call, `call record of ${t.kind} ${t.transactionId}`).toBeDefined();
        expect(call!.response).toEqual(t.response);
      }
      expect((await app.ledger.check()).ok).toBe(true);
    }

    it('refuses a signed debit whose requestId holds U+0000 with a 4xx, and moves nothing', async () => {
      const p = await player(10_000n);
      const tx = uid('tx');
      const res = await debit(p.token, 1_000, { transactionId: tx, requestId: 'req\u0000nul' });
      expect(res.httpStatus).toBe(400);
      expect(res.body).toMatchObject({ status: 'UNKNOWN', code: 'request.bad_text' });
      expect(await cash(p.memberId)).toBe(10_000n);
      expect(
        await database.db.select().from(providerTransactions).where(eq(providerTransactions.transactionId, tx)),
      ).toEqual([]);
      await expectConsistent(p.memberId);
      // The vendor retries with clean text: taken once.
      expect((await debit(p.token, 1_000, { transactionId: tx })).body).toMatchObject({ status: 'OK', balance: 9_000 });
      await expectConsistent(p.memberId);
    });

    it('refuses a signed credit holding a lone surrogate with a 4xx, and credits nothing', async () => {
      const p = await player(10_000n);
      const roundId = uid('round');
      expect((await debit(p.token, 2_000, { roundId })).body.status).toBe('OK');
      for (const over of [{ requestId: 'r\ud800' }, { roundId: `${roundId}\ud800` }, { gameCode: 'g\udfff' }]) {
        const res = await client.credit({
          ...base(p.token),
          transactionId: uid('win'),
          roundId,
          amount: 50_000,
          roundClosed: true,
          ...over,
        });
        expect(res.httpStatus, JSON.stringify(over)).toBe(400);
        expect(res.body).toMatchObject({ status: 'UNKNOWN', code: 'request.bad_text' });
      }
      expect(await cash(p.memberId)).toBe(8_000n);
      expect(await roundOf(roundId)).toMatchObject({ status: 'open', payout: 0n });
      await expectConsistent(p.memberId);
    });

    it('rolls the money back when the call cannot be recorded, so that a retry takes it once', async () => {
      const p = await player(10_000n);
      // The database refuses to store calls with this request id: the recording fails mid-call.
      await database.db.execute(
        sql.raw(`create or replace function test_refuse_call() returns trigger language plpgsql as $$
          begin if new.request_id = 'cannot-record' then raise exception 'recording refused'; end if; return new; end $$`),
      );
      await database.db.execute(
        sql.raw(
          'create trigger test_refuse_call before insert on provider_calls for each row execute function test_refuse_call()',
        ),
      );
      try {
        const roundId = uid('round');
        const tx = uid('tx');
        const failed = await debit(p.token, 3_000, { roundId, transactionId: tx, requestId: 'cannot-record' });
        expect(failed.httpStatus).toBe(500);
        expect(await cash(p.memberId)).toBe(10_000n);
        expect(await roundOf(roundId)).toBeUndefined();
        await expectConsistent(p.memberId);

        const win = await client.credit({
          ...base(p.token),
          requestId: 'cannot-record',
          transactionId: uid('win'),
          roundId: uid('round'),
          amount: 4_000,
          roundClosed: true,
        });
        expect(win.httpStatus).toBe(500);
        expect(await cash(p.memberId)).toBe(10_000n);

        const retried = await debit(p.token, 3_000, { roundId, transactionId: tx });
        expect(retried.body).toMatchObject({ status: 'OK', balance: 7_000 });
        expect(await cash(p.memberId)).toBe(7_000n);
        await expectConsistent(p.memberId);
      } finally {
        await database.db.execute(sql.raw('drop trigger test_refuse_call on provider_calls'));
      }
    });
  });

  describe('concurrency', () => {
    it('serialises 100 concurrent debits of one player: no overdraft, and the ledger holds', async () => {
      const p = await player(30_000n);
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, () => debit(p.token, 1_000).then((r) => r.body.status)),
      );
      const count = (s: string) => outcomes.filter((o) => o === s).length;
      expect(count('OK')).toBe(30);
      expect(count('INSUFFICIENT_FUNDS')).toBe(70);
      expect(await cash(p.memberId)).toBe(0n);
      const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.memberId, p.memberId));
      expect(rounds.reduce((s, r) => s + r.stake, 0n)).toBe(30_000n);
      expect((await app.ledger.check()).ok).toBe(true);
    });

    it('posts one of 20 concurrent replays of a debit once, and answers all the same', async () => {
      const p = await player(10_000n);
      const body = { ...base(p.token), transactionId: uid('tx'), roundId: uid('round'), amount: 700 };
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.debit(body)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]?.body).toMatchObject({ status: 'OK', balance: 9_300 });
      expect(await cash(p.memberId)).toBe(9_300n);
    });
  });
});
