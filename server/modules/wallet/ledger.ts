import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { journalEntries, ledgerAccounts, ledgerChecks, ledgerPostings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createCurrencyLookup } from './currency';

/** A member's own accounts. Play money exists only for trial accounts and never mixes with real money. */
export const MEMBER_ACCOUNT_KINDS = ['cash', 'bonus', 'withdrawal_hold', 'play_money'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/** The brand's own accounts. They may go negative: clearing is negative by what players paid in. */
export const SYSTEM_ACCOUNT_KINDS = [
  'house_game',
  'payment_clearing',
  'promotion_cost',
  'agent_commission',
  'play_money_issuer',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

export type AccountRef =
  | { memberId: string; kind: MemberAccountKind }
  | { system: SystemAccountKind; channel?: string };

/** What an entry is. New kinds of movement add a type; a type never changes meaning. */
export type EntryType =
  | 'opening_balance'
  | 'trial_credit'
  | 'deposit'
  | 'withdrawal_request'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'adjustment'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'promotion'
  | 'commission'
  | 'reversal';

export type ActorKind = 'member' | 'staff' | 'provider' | 'job' | 'system';

export interface EntryInput {
  brand: string;
  type: EntryType;
  /** Unique across the ledger: a payment order id, a provider transaction id, a client request id. */
  idempotencyKey: string;
  reference?: string;
  actor: { kind: ActorKind; id?: string };
  reason?: string;
  /** The entry this one reverses (corrections are new entries, never edits). */
  reverses?: string;
  postings: { account: AccountRef; amount: bigint }[];
}

export interface PostedEntry {
  id: string;
  /** True when the idempotency key had already been used for the same movement: nothing changed. */
  replayed: boolean;
  createdAt: Date;
  postings: { key: string; amount: bigint; balanceAfter: bigint }[];
}

/** A transaction or the database: the ledger posts inside the caller's transaction when given one. */
export type Executor = Pick<Db, 'transaction'>;

export const accountKey = (ref: AccountRef): string =>
  'memberId' in ref
    ? `member:${ref.memberId}:${ref.kind}`
    : `system:${ref.system}${ref.channel ? `:${ref.channel}` : ''}`;

export const insufficientFunds = () => new AppError(409, 'wallet.insufficient_funds', 'The balance is too low');

/** A programming error in a caller: never reaches a player as anything but a 500. */
class LedgerMisuse extends Error {
  override name = 'LedgerMisuse';
}

function validate(input: EntryInput) {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw new LedgerMisuse('bad idempotency key');
  if (input.postings.length < 2) throw new LedgerMisuse('an entry needs at least two postings');
  let sum = 0n;
  const keys = new Set<string>();
  let playMoney = 0;
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n)
      throw new LedgerMisuse('a posting amount is a non-zero bigint');
    sum += p.amount;
    const key = accountKey(p.account);
    if (keys.has(key)) throw new LedgerMisuse(`account ${key} posted twice in one entry`);
    keys.add(key);
    const kind = 'memberId' in p.account ? p.account.kind : p.account.system;
    if (kind === 'play_money' || kind === 'play_money_issuer') playMoney += 1;
  }
  if (sum !== 0n) throw new LedgerMisuse(`postings sum to ${sum}, not zero`);
  if (playMoney !== 0 && playMoney !== input.postings.length) {
    throw new LedgerMisuse('play money moves only between play-money accounts');
  }
}

function fingerprint(input: EntryInput): string {
  const lines = input.postings.map((p) => `${accountKey(p.account)}=${p.amount}`).sort();
  return createHash('sha256')
    .update([input.brand, input.type, ...lines].join('\n'))
    .digest('hex');
}

export interface CheckReport {
  ok: boolean;
  ranAt: Date;
  accounts: number;
  entries: number;
  /** Accounts whose cached balance differs from the sum of their postings. */
  balanceMismatches: { key: string; brand: string; balance: string; postings: string }[];
  /** Entries whose postings do not sum to zero, or that have fewer than two postings. */
  unbalancedEntries: { id: string; sum: string; postings: number }[];
  /** Per brand and currency, the sum of every balance (zero when the books balance). */
  totals: { brand: string; currency: string; total: string }[];
}

/**
 * The double-entry ledger (ADR 0007). `post` writes one journal entry with its postings and moves the
 * cached balances in the same transaction; member accounts never go below zero (the update is
 * conditional, and a check constraint backs it up). An idempotency key that was used before returns
 * the first entry unchanged; reused for a different movement, it is refused.
 */
export function createLedger(db: Db) {
  const currencyOf = createCurrencyLookup();
  /** The brand's currency, read through `exec` (the seed posts inside its own transaction). */
  const currency = (brand: string, exec: Executor = db) => currencyOf(exec as Db, brand);

  async function ensureAccount(tx: Db, brand: string, currency: string, ref: AccountRef): Promise<number> {
    const key = accountKey(ref);
    const [found] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brand, brand), eq(ledgerAccounts.key, key)));
    if (found) return found.id;
    const member = 'memberId' in ref;
    await tx
      .insert(ledgerAccounts)
      .values({
        brand,
        key,
        kind: member ? ref.kind : ref.system,
        memberId: member ? ref.memberId : null,
        channel: member ? null : (ref.channel ?? null),
        currency,
        allowNegative: !member,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brand, brand), eq(ledgerAccounts.key, key)));
    return row!.id;
  }

  /**
   * One posting in one statement (one round trip): moves the cached balance with the guard (member
   * accounts never below zero) and writes the posting with the balance after it. Undefined when no
   * row moved: the account does not exist, or the guard refused. The check constraint
   * ledger_accounts_non_negative still backs the guard up.
   */
  async function move(tx: Db, brand: string, key: string, entryId: string, amount: bigint) {
    const result = (await tx.execute(sql`
      with moved as (
        update ledger_accounts set balance = balance + ${amount}::bigint
        where brand = ${brand} and key = ${key} and (allow_negative or balance + ${amount}::bigint >= 0)
        returning id, balance)
      insert into ledger_postings (entry_id, account_id, amount, balance_after)
      select ${entryId}::uuid, id, ${amount}::bigint, balance from moved
      returning balance_after::text as balance_after`)) as unknown as { rows: { balance_after: string }[] };
    const row = result.rows[0];
    return row ? BigInt(row.balance_after) : undefined;
  }

  async function replay(tx: Db, input: EntryInput, print: string): Promise<PostedEntry> {
    const [entry] = await tx
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, input.idempotencyKey));
    if (!entry) throw new LedgerMisuse('idempotency conflict without an entry');
    if (entry.fingerprint !== print || entry.brand !== input.brand) {
      throw new AppError(
        409,
        'ledger.idempotency_conflict',
        'This request id was already used for a different operation',
      );
    }
    const postings = await tx
      .select({ key: ledgerAccounts.key, amount: ledgerPostings.amount, balanceAfter: ledgerPostings.balanceAfter })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerPostings.entryId, entry.id))
      .orderBy(asc(ledgerPostings.id));
    return { id: entry.id, replayed: true, createdAt: entry.createdAt, postings };
  }

  async function post(input: EntryInput, exec: Executor = db): Promise<PostedEntry> {
    validate(input);
    const print = fingerprint(input);
    const { code: currency } = await currencyOf(exec as Db, input.brand);
    return exec.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [entry] = await tx
        .insert(journalEntries)
        .values({
          brand: input.brand,
          type: input.type,
          reference: input.reference ?? null,
          idempotencyKey: input.idempotencyKey,
          actorKind: input.actor.kind,
          actorId: input.actor.id ?? null,
          reason: input.reason ?? null,
          reversesId: input.reverses ?? null,
          fingerprint: print,
        })
        .onConflictDoNothing({ target: journalEntries.idempotencyKey })
        .returning({ id: journalEntries.id, createdAt: journalEntries.createdAt });
      if (!entry) return replay(tx, input, print);

      // A fixed order of row locks (by account key), so two entries on the same accounts never deadlock.
      // System accounts sort after member ones: the house account, which nearly every entry touches,
      // is locked last and held only for its own statement and the commit.
      const ordered = [...input.postings].sort((a, b) => (accountKey(a.account) < accountKey(b.account) ? -1 : 1));
      const posted: PostedEntry['postings'] = [];
      for (const p of ordered) {
        const key = accountKey(p.account);
        let balanceAfter = await move(tx, input.brand, key, entry.id, p.amount);
        if (balanceAfter === undefined) {
          // The account does not exist yet, or the guard refused: make sure it exists and try once more.
          await ensureAccount(tx, input.brand, currency, p.account);
          balanceAfter = await move(tx, input.brand, key, entry.id, p.amount);
          if (balanceAfter === undefined) throw insufficientFunds();
        }
        posted.push({ key, amount: p.amount, balanceAfter });
      }
      return { id: entry.id, replayed: false, createdAt: entry.createdAt, postings: posted };
    });
  }

  /** A member's balances by account kind (zero for accounts that do not exist yet). */
  async function memberBalances(brand: string, memberId: string): Promise<Record<MemberAccountKind, bigint>> {
    const rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brand, brand), eq(ledgerAccounts.memberId, memberId)));
    const out: Record<MemberAccountKind, bigint> = { cash: 0n, bonus: 0n, withdrawal_hold: 0n, play_money: 0n };
    for (const r of rows) out[r.kind as MemberAccountKind] = r.balance;
    return out;
  }

  /**
   * The invariant check: every cached balance equals the sum of its postings, every entry sums to
   * zero with at least two postings, and each brand's balances total zero. Records the run.
   */
  async function check(now: Date = new Date()): Promise<CheckReport> {
    // Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`.
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const mismatches = await rows<{ key: string; brand: string; balance: string; postings: string }>(sql`
      select a.key, a.brand, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as postings
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(p.amount), 0)`);
    const unbalanced = await rows<{ id: string; sum: string; postings: number }>(sql`
      select e.id, coalesce(sum(p.amount), 0)::text as sum, count(p.id)::int as postings
      from journal_entries e left join ledger_postings p on p.entry_id = e.id
      group by e.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`);
    const totals = await rows<{ brand: string; currency: string; total: string }>(sql`
      select brand, currency, sum(balance)::text as total from ledger_accounts group by brand, currency order by brand, currency`);
    const [counts] = await rows<{ accounts: number; entries: number }>(sql`
      select (select count(*) from ledger_accounts)::int as accounts, (select count(*) from journal_entries)::int as entries`);
    const report: CheckReport = {
      ok: mismatches.length === 0 && unbalanced.length === 0 && totals.every((t) => t.total === '0'),
      ranAt: now,
      accounts: counts?.accounts ?? 0,
      entries: counts?.entries ?? 0,
      balanceMismatches: mismatches,
      unbalancedEntries: unbalanced,
      totals: totals,
    };
    await db.insert(ledgerChecks).values({
      ranAt: now,
      ok: report.ok,
      accounts: report.accounts,
      entries: report.entries,
      problems: {
        balanceMismatches: report.balanceMismatches,
        unbalancedEntries: report.unbalancedEntries,
        totals: report.totals.filter((t) => t.total !== '0'),
      },
    });
    return report;
  }

  /** Entries that touch any of these accounts, newest first (records and the back-office ledger view). */
  async function accountIds(brand: string, memberId: string, kinds?: MemberAccountKind[]) {
    const rows = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.brand, brand),
          eq(ledgerAccounts.memberId, memberId),
          kinds ? inArray(ledgerAccounts.kind, kinds) : undefined,
        ),
      );
    return rows.map((r) => r.id);
  }

  return { post, memberBalances, check, accountIds, currency };
}

export type Ledger = ReturnType<typeof createLedger>;
