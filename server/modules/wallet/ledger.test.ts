import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletResponseSchema } from '../../../src/api/contract/wallet';
import type { App } from '../../app';
import type { Database } from '../../db';
import { brands, journalEntries, ledgerAccounts, ledgerChecks, ledgerPostings, members } from '../../db/schema';
import { DEMO_MEMBERS, seedDemo } from '../../db/seed';
import { AppError } from '../../lib/errors';
import { call, expectError, freshIp, loggedIn, registered, sessionCookie, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { createLedger, type EntryInput, HOUSE_SHARDS, type Ledger, physicalKey } from './ledger';
import { createWalletService } from './service';

describe.each(dbTargets())('wallet ledger on $name', (target) => {
  let database: Database;
  let app: App;
  let ledger: Ledger;
  let n = 0;
  const key = (prefix: string) => {
    n += 1;
    return `${prefix}:${process.pid}:${n}`;
  };
  const idOf = async (username: string) =>
    (await database.db.select({ id: members.id }).from(members).where(eq(members.username, username)))[0]!.id;
  const credit = (memberId: string, amount: bigint, idempotencyKey = key('credit')): EntryInput => ({
    brand: 'aurum',
    type: 'deposit',
    idempotencyKey,
    actor: { kind: 'provider', id: 'sandbox' },
    postings: [
      { account: { memberId, kind: 'cash' }, amount },
      { account: { system: 'payment_clearing', channel: 'sandbox' }, amount: -amount },
    ],
  });
  const debit = (memberId: string, amount: bigint, idempotencyKey = key('bet')): EntryInput => ({
    brand: 'aurum',
    type: 'bet',
    idempotencyKey,
    actor: { kind: 'provider', id: 'house' },
    postings: [
      { account: { memberId, kind: 'cash' }, amount: -amount },
      { account: { system: 'house_game' }, amount },
    ],
  });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, { LEDGER_CHECK_MINUTES: '0' });
    ledger = createLedger(database.db);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  describe('the demo seed', () => {
    it('gives demo 8,888.00 and agent01 25,000.00 in cash, as opening-balance entries', async () => {
      expect(await ledger.memberBalances('aurum', await idOf('demo'))).toEqual({
        cash: 888_800n,
        bonus: 0n,
        withdrawal_hold: 0n,
        play_money: 0n,
      });
      expect((await ledger.memberBalances('aurum', await idOf('agent01'))).cash).toBe(2_500_000n);
      const entries = await database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, 'demo-opening:aurum:demo'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ type: 'opening_balance', actorKind: 'system' });
    });
  });

  describe('posting', () => {
    it('moves both sides in one entry and records the balance after each posting', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      const first = await ledger.post(credit(id, 12_345n));
      expect(first.replayed).toBe(false);
      expect(first.postings.find((p) => p.key === `member:${id}:cash`)).toMatchObject({
        amount: 12_345n,
        balanceAfter: 12_345n,
      });
      const second = await ledger.post(debit(id, 345n));
      expect(second.postings.find((p) => p.key === `member:${id}:cash`)?.balanceAfter).toBe(12_000n);
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(12_000n);
    });

    it('refuses a debit below zero with wallet.insufficient_funds and changes nothing', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      await ledger.post(credit(id, 1_000n));
      const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
      const err = await ledger.post(debit(id, 1_001n)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('wallet.insufficient_funds');
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(1_000n);
      const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
      expect(after[0]!.n).toBe(before[0]!.n);
      // Exactly the balance is allowed: it reaches zero, never below.
      await ledger.post(debit(id, 1_000n));
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(0n);
    });

    it('answers a replayed idempotency key with the first entry and moves nothing', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      const k = key('order');
      const first = await ledger.post(credit(id, 5_000n, k));
      const again = await ledger.post(credit(id, 5_000n, k));
      expect(again).toMatchObject({ id: first.id, replayed: true });
      expect(again.postings.map((p) => p.balanceAfter).sort()).toEqual(
        first.postings.map((p) => p.balanceAfter).sort(),
      );
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(5_000n);
    });

    it('refuses a reused key for a different movement with ledger.idempotency_conflict', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      const k = key('order');
      await ledger.post(credit(id, 5_000n, k));
      const err = await ledger.post(credit(id, 6_000n, k)).catch((e: unknown) => e);
      expect((err as AppError).code).toBe('ledger.idempotency_conflict');
      expect((err as AppError).status).toBe(409);
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(5_000n);
    });

    it('posts concurrent debits one after another, never below zero', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      await ledger.post(credit(id, 1_000n));
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => ledger.post(debit(id, 300n))));
      const done = results.filter((r) => r.status === 'fulfilled').length;
      expect(done).toBe(3);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('wallet.insufficient_funds');
      }
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(100n);
    });

    it('refuses a debit from an account that does not exist yet, and leaves no account or entry behind', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      const k = key('bet');
      const err = await ledger.post(debit(id, 1n, k)).catch((e: unknown) => e);
      expect((err as AppError).code).toBe('wallet.insufficient_funds');
      expect(await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, id))).toEqual([]);
      expect(await database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, k))).toEqual([]);
    });

    it('creates a new account once when the first credits to it arrive together', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      const posted = await Promise.all(Array.from({ length: 5 }, () => ledger.post(credit(id, 100n))));
      expect(posted.map((p) => p.postings.find((x) => x.key === `member:${id}:cash`)?.balanceAfter).sort()).toEqual([
        100n,
        200n,
        300n,
        400n,
        500n,
      ]);
      const accounts = await database.db
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, `member:${id}:cash`));
      expect(accounts).toHaveLength(1);
      expect(accounts[0]!.balance).toBe(500n);
    });

    it('refuses malformed entries: unbalanced, a zero amount, one posting, play money mixed with cash', async () => {
      const id = await idOf('demo');
      const bad: Partial<EntryInput>[] = [
        {
          postings: [
            { account: { memberId: id, kind: 'cash' }, amount: 10n },
            { account: { system: 'house_game' }, amount: -9n },
          ],
        },
        {
          postings: [
            { account: { memberId: id, kind: 'cash' }, amount: 0n },
            { account: { system: 'house_game' }, amount: 0n },
          ],
        },
        { postings: [{ account: { memberId: id, kind: 'cash' }, amount: 10n }] },
        {
          postings: [
            { account: { memberId: id, kind: 'play_money' }, amount: 10n },
            { account: { system: 'house_game' }, amount: -10n },
          ],
        },
      ];
      for (const over of bad) {
        await expect(ledger.post({ ...credit(id, 1n), ...over })).rejects.toThrow();
      }
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(888_800n);
    });

    it('rolls back with the caller when posted inside its transaction', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      await database.db
        .transaction(async (tx) => {
          await ledger.post(credit(id, 777n), tx);
          throw new Error('the caller failed after posting');
        })
        .catch(() => undefined);
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(0n);
    });

    it("leaves the caller's transaction usable after a refusal inside it, and commits what the caller did", async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      await database.db.transaction(async (tx) => {
        const err = await ledger.post(debit(id, 1n), tx).catch((e: unknown) => e);
        expect(err).toMatchObject({ code: 'wallet.insufficient_funds', status: 409 });
        await ledger.post(credit(id, 500n), tx);
      });
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(500n);
    });
  });

  describe('house shards', () => {
    const houseRows = async () =>
      database.db
        .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance, kind: ledgerAccounts.kind })
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.brand} = 'aurum' and ${ledgerAccounts.kind} = 'house_game'`);

    it('follow from the idempotency key: the same key always names the same row, of 16', () => {
      expect(HOUSE_SHARDS).toBe(16);
      const house = { system: 'house_game' } as const;
      expect(physicalKey(house, 'bet:1')).toBe(physicalKey(house, 'bet:1'));
      expect(physicalKey(house, 'bet:1')).toMatch(/^system:house_game#(0\d|1[0-5])$/);
      expect(physicalKey({ system: 'house_game', channel: 'lumen' }, 'bet:1')).toMatch(
        /^system:house_game:lumen#\d\d$/,
      );
      const used = new Set(Array.from({ length: 400 }, (_, i) => physicalKey(house, `bet:${i}`)));
      expect(used.size).toBe(16);
      // Only the house is sharded: members and clearing keep one row each.
      expect(physicalKey({ system: 'payment_clearing', channel: 'bank' }, 'x')).toBe('system:payment_clearing:bank');
      expect(physicalKey({ memberId: 'm', kind: 'cash' }, 'x')).toBe('member:m:cash');
    });

    it('spread bets over several house rows whose sum is what the players lost, and a replay hits the same row', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      await ledger.post(credit(id, 10_000n));
      const before = (await houseRows()).reduce((sum, r) => sum + r.balance, 0n);
      const keys = Array.from({ length: 24 }, () => key('shard-bet'));
      const posted = await Promise.all(keys.map((k) => ledger.post(debit(id, 100n, k))));
      const rows = await houseRows();
      expect(rows.reduce((sum, r) => sum + r.balance, 0n) - before).toBe(2_400n);
      const hit = new Set(posted.map((p) => p.postings.find((x) => x.key.startsWith('system:house_game'))!.key));
      expect(hit.size).toBeGreaterThan(1);
      expect(rows.every((r) => r.kind === 'house_game' && /^system:house_game#\d\d$/.test(r.key))).toBe(true);

      const again = await ledger.post(debit(id, 100n, keys[0]!));
      expect(again.replayed).toBe(true);
      expect(again.postings.map((p) => p.key).sort()).toEqual(posted[0]!.postings.map((p) => p.key).sort());
      expect((await ledger.memberBalances('aurum', id)).cash).toBe(7_600n);
      expect((await ledger.check()).ok).toBe(true);
    });
  });

  describe("the brand's currency", () => {
    it('is read through the transaction it is given (a brand not yet committed), once, and the wallet service shares it', async () => {
      const fresh = createLedger(database.db);
      const wallet = createWalletService({ db: database.db, ledger: fresh });
      const brand = `cur${process.pid}`;
      const config = { currency: { code: 'THB', symbol: '฿', minorUnitDigits: 2 } };
      await database.db
        .transaction(async (tx) => {
          await tx.insert(brands).values({ code: brand, name: 'Currency test', config });
          expect(await fresh.currency(brand, tx)).toEqual(config.currency);
          throw new Error('roll the brand back');
        })
        .catch((e: unknown) => expect((e as Error).message).toBe('roll the brand back'));
      // Cached from the first read: the wallet service asks the same lookup, so no second read finds the brand gone.
      expect(await wallet.currency(brand)).toEqual(config.currency);
      // A new lookup reads the database again, where the brand was rolled back.
      await expect(createLedger(database.db).currency(brand)).rejects.toThrow(`brand ${brand} has no currency`);
      expect(await wallet.currency('aurum')).toEqual({ code: 'CNY', symbol: '¥', minorUnitDigits: 2 });
    });

    it('refuses a brand whose config has no currency', async () => {
      const brand = `nocur${process.pid}`;
      await database.db
        .insert(brands)
        .values({ code: brand, name: 'No currency', config: { currency: { code: 'CNY' } } });
      try {
        await expect(createLedger(database.db).currency(brand)).rejects.toThrow(`brand ${brand} has no currency`);
      } finally {
        await database.db.delete(brands).where(eq(brands.code, brand));
      }
    });
  });

  describe('the invariant check', () => {
    it('passes on a consistent ledger and records the run', async () => {
      const report = await ledger.check();
      expect(report).toMatchObject({ ok: true, balanceMismatches: [], unbalancedEntries: [] });
      expect(report.totals.every((t) => t.total === '0')).toBe(true);
      expect(report.accounts).toBeGreaterThan(0);
      const runs = await database.db.select().from(ledgerChecks);
      expect(runs.at(-1)?.ok).toBe(true);
    });

    it('reports a cached balance that differs from its postings, and an unbalanced entry, and the metric shows it', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      await ledger.post(credit(id, 2_000n));
      // Simulate corruption outside the ledger's API (what the check exists to catch).
      await database.db
        .update(ledgerAccounts)
        .set({ balance: 2_500n })
        .where(eq(ledgerAccounts.key, `member:${id}:cash`));
      const report = await app.checkLedger();
      expect(report.ok).toBe(false);
      expect(report.balanceMismatches).toContainEqual({
        key: `member:${id}:cash`,
        brand: 'aurum',
        balance: '2500',
        postings: '2000',
      });
      expect(report.totals.find((t) => t.brand === 'aurum')?.total).toBe('500');
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/^ledger_invariant_ok 0$/m);
      expect(metrics.body).toMatch(/^ledger_invariant_problems [1-9]/m);

      // Put it right (the test's own corruption), so later checks pass again.
      await database.db
        .update(ledgerAccounts)
        .set({ balance: 2_000n })
        .where(eq(ledgerAccounts.key, `member:${id}:cash`));
      const fixed = await app.checkLedger();
      expect(fixed.ok).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^ledger_invariant_ok 1$/m);
    });

    it('reports an entry whose postings do not sum to zero', async () => {
      const { username } = await registered(app);
      const id = await idOf(username);
      const entry = await ledger.post(credit(id, 3_000n));
      const [row] = await database.db
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.entryId, entry.id))
        .limit(1);
      const [p] = await database.db.select().from(ledgerPostings).where(eq(ledgerPostings.id, row!.id));
      await database.db
        .update(ledgerPostings)
        .set({ amount: p!.amount + 1n })
        .where(eq(ledgerPostings.id, row!.id));
      const report = await ledger.check();
      expect(report.ok).toBe(false);
      expect(report.unbalancedEntries.map((e) => e.id)).toContain(entry.id);
      await database.db.update(ledgerPostings).set({ amount: p!.amount }).where(eq(ledgerPostings.id, row!.id));
      expect((await ledger.check()).ok).toBe(true);
    });
  });

  describe('GET /api/wallet', () => {
    it('answers the demo player its currency and balance in minor units', async () => {
      const c = await loggedIn(app, DEMO_MEMBERS.player.username, DEMO_MEMBERS.player.password);
      const res = await call(c, 'GET', '/api/wallet');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { value } = walletResponseSchema.parse(res.json());
      expect(value).toEqual({
        currencyCode: 'CNY',
        currencySymbol: '¥',
        minorUnitDigits: 2,
        sumBalance: 888_800,
        playMoney: false,
        breakdown: { cash: 888_800, bonus: 0, withdrawalHold: 0, playMoney: 0 },
      });
    });

    it('counts bonus in the total but not the withdrawal hold', async () => {
      const { client, username } = await registered(app);
      const id = await idOf(username);
      await ledger.post(credit(id, 10_000n));
      await ledger.post({
        brand: 'aurum',
        type: 'promotion',
        idempotencyKey: key('promo'),
        actor: { kind: 'job' },
        postings: [
          { account: { memberId: id, kind: 'bonus' }, amount: 2_000n },
          { account: { system: 'promotion_cost' }, amount: -2_000n },
        ],
      });
      await ledger.post({
        brand: 'aurum',
        type: 'withdrawal_request',
        idempotencyKey: key('wd'),
        actor: { kind: 'member', id },
        postings: [
          { account: { memberId: id, kind: 'cash' }, amount: -3_000n },
          { account: { memberId: id, kind: 'withdrawal_hold' }, amount: 3_000n },
        ],
      });
      const { value } = walletResponseSchema.parse((await call(client, 'GET', '/api/wallet')).json());
      expect(value.sumBalance).toBe(9_000);
      expect(value.breakdown).toEqual({ cash: 7_000, bonus: 2_000, withdrawalHold: 3_000, playMoney: 0 });
    });

    it('gives a new trial account 2,000.00 of play money, once', async () => {
      const c = { app, ip: freshIp() } as { app: App; ip: string; cookie?: string };
      const res = await call(c, 'POST', '/api/accounts/trial');
      expect(res.statusCode, res.body).toBe(200);
      c.cookie = sessionCookie(res);
      const { value } = walletResponseSchema.parse((await call(c, 'GET', '/api/wallet')).json());
      expect(value).toMatchObject({ playMoney: true, sumBalance: 200_000 });
      expect(value.breakdown).toEqual({ cash: 0, bonus: 0, withdrawalHold: 0, playMoney: 200_000 });
    });

    it('answers a visitor 401 auth.required', async () => {
      expectError(await call({ app, ip: freshIp() }, 'GET', '/api/wallet'), 401, 'auth.required');
    });
  });
});
