import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { journalEntries, ledgerAccounts, ledgerChecks, ledgerPostings } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { balanceEvents, type Events } from '../../lib/events';
import { pgError } from '../../lib/pg-error';
import { amountTooLarge, balanceLimit, isBoundViolation, maxMinorOf } from './bounds';

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
  /** The budgets of scheduled red-envelope rains, until grabbed or returned (docs/red-rain.md). */
  'red_envelope',
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
  | 'bonus_grant'
  | 'bonus_conversion'
  | 'bonus_forfeit'
  | 'reward'
  | 'rebate'
  | 'commission'
  /** A red-envelope rain's budget taken from its funder, an envelope grabbed, the rest returned (docs/red-rain.md). */
  | 'red_envelope_fund'
  | 'red_envelope_grab'
  | 'red_envelope_return'
  /** An agent contract's settlement: upline cash (or agent commission) → the downline's cash (ADR 0026). */
  | 'contract_payment'
  /** An agent's cash moved to a direct member's (docs/agents.md "Transfers to downline"). */
  | 'agent_transfer'
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

/**
 * System accounts that nearly every entry touches are spread over this many rows (ADR 0008): every
 * bet and win moves the house, and one row would make all players' postings wait for each other.
 * An entry's shard follows from its idempotency key, so a replay finds the same row. The logical
 * account is the sum of its shards; the invariant check holds for each row as for any other.
 */
export const HOUSE_SHARDS = 16;
// The red-envelope holding account too: every grab of a rain moves it at once (docs/red-rain.md).
const SHARDED: ReadonlySet<SystemAccountKind> = new Set(['house_game', 'red_envelope']);

/** FNV-1a: a cheap, stable spread of idempotency keys over the shards. */
function shardOf(idempotencyKey: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < idempotencyKey.length; i++) {
    h ^= idempotencyKey.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % HOUSE_SHARDS;
}

/** The row a posting moves: the account key, with the shard for sharded system accounts (`system:house_game#07`). */
export function physicalKey(ref: AccountRef, idempotencyKey: string): string {
  const key = accountKey(ref);
  if ('memberId' in ref || !SHARDED.has(ref.system)) return key;
  return `${key}#${String(shardOf(idempotencyKey)).padStart(2, '0')}`;
}

type Physical = EntryInput['postings'][number] & { key: string };

/** The SQLSTATE ledger_post raises when the guard refuses a posting (migration 0006). */
const GUARD_REFUSED = 'LD001';
/** ... when a posting would take a balance past its bound, or an amount is above the maximum (migration 0012). */
const BALANCE_LIMIT = 'LD002';
const AMOUNT_TOO_LARGE = 'LD003';

export const insufficientFunds = () => new AppError(409, 'wallet.insufficient_funds', 'The balance is too low');

/** A programming error in a caller: never reaches a player as anything but a 500. */
class LedgerMisuse extends Error {
  override name = 'LedgerMisuse';
}

function validate(input: EntryInput, maxMinor: bigint) {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw new LedgerMisuse('bad idempotency key');
  if (input.postings.length < 2) throw new LedgerMisuse('an entry needs at least two postings');
  let sum = 0n;
  const keys = new Set<string>();
  let playMoney = 0;
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n)
      throw new LedgerMisuse('a posting amount is a non-zero bigint');
    // Not a misuse: the amount came from outside (a vendor, staff, a player). Refused before anything moves.
    if (p.amount > maxMinor || p.amount < -maxMinor) throw amountTooLarge(maxMinor);
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
 * conditional, and a check constraint backs it up), and no amount or balance passes its bound
 * (ADR 0011: 400 amount.too_large, 409 ledger.balance_limit). An idempotency key that was used before returns
 * the first entry unchanged; reused for a different movement, it is refused.
 */
export function createLedger(db: Db, opts: { maxMinor?: number | bigint; events?: Events } = {}) {
  const currencyOf = createCurrencyLookup();
  /** MONEY_MAX_MINOR: the largest amount of one posting, and the largest member balance (ADR 0011). */
  const maxMinor = maxMinorOf(opts.maxMinor);
  /** The brand's currency, read through `exec` (the seed posts inside its own transaction). */
  const currency = (brand: string, exec: Executor = db) => currencyOf(exec as Db, brand);

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

  /** Writes the entry through ledger_post (migration 0006): one statement, one round trip. */
  async function write(tx: Db, input: EntryInput, print: string, currency: string, ordered: Physical[]) {
    const postings = JSON.stringify(
      ordered.map((p) => ({
        key: p.key,
        amount: String(p.amount),
        kind: 'memberId' in p.account ? p.account.kind : p.account.system,
        memberId: 'memberId' in p.account ? p.account.memberId : null,
        channel: 'memberId' in p.account ? null : (p.account.channel ?? null),
      })),
    );
    try {
      const result = (await tx.execute(sql`
        select out_entry, out_created, out_replayed, out_balances::text[] as out_balances
        from ledger_post(${input.brand}, ${currency}, ${input.type}, ${input.reference ?? null},
          ${input.idempotencyKey}, ${input.actor.kind}, ${input.actor.id ?? null}, ${input.reason ?? null},
          ${input.reverses ?? null}::uuid, ${print}, ${postings}::jsonb, ${String(maxMinor)}::bigint)`)) as unknown as {
        rows: {
          out_entry: string | null;
          out_created: Date | string | null;
          out_replayed: boolean;
          out_balances: string[] | null;
        }[];
      };
      const row = result.rows[0];
      if (!row || row.out_replayed || !row.out_entry) return null;
      return {
        id: row.out_entry,
        replayed: false,
        createdAt: new Date(row.out_created as Date | string),
        postings: ordered.map((p, i) => ({
          key: p.key,
          amount: p.amount,
          balanceAfter: BigInt(row.out_balances![i]!),
        })),
      } satisfies PostedEntry;
    } catch (err) {
      const code = pgError(err)?.code;
      if (code === GUARD_REFUSED) throw insufficientFunds();
      if (code === BALANCE_LIMIT || isBoundViolation(err)) throw balanceLimit();
      if (code === AMOUNT_TOO_LARGE) throw amountTooLarge(maxMinor);
      throw err;
    }
  }

  /**
   * Posts one entry. Without a caller's transaction it is a single autocommit statement, so the rows
   * it locks (the member's, a house shard's) are held for that statement alone; inside a caller's
   * transaction it runs in a savepoint, so a refusal leaves the caller's transaction usable.
   */
  async function post(input: EntryInput, exec: Executor = db): Promise<PostedEntry> {
    validate(input, maxMinor);
    const print = fingerprint(input);
    const { code: currency } = await currencyOf(exec as Db, input.brand);
    // A fixed order of row locks (by account key), so two entries on the same accounts never deadlock.
    // System accounts sort after member ones: a house shard is locked last.
    const ordered = input.postings
      .map((p) => ({ ...p, key: physicalKey(p.account, input.idempotencyKey) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    const once = async (tx: Db) => (await write(tx, input, print, currency, ordered)) ?? replay(tx, input, print);
    const posted = exec === db ? await once(db) : await exec.transaction((t) => once(t as unknown as Db));
    // balance.changed for each member whose accounts moved: after the caller's transaction commits,
    // or now when the entry was its own autocommit statement (ADR 0014). A replay changed nothing.
    if (!posted.replayed && opts.events) {
      const members = input.postings.flatMap((p) => ('memberId' in p.account ? [p.account.memberId] : []));
      opts.events.emit(exec === db ? undefined : exec, ...balanceEvents(input.brand, members));
    }
    return posted;
  }

  /** A member's balances by account kind (zero for accounts that do not exist yet). */
  /** A member's balances: read on every wallet call, so prepared once (issue 17). */
  const balancesOf = db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.brand, sql.placeholder('brand')), eq(ledgerAccounts.memberId, sql.placeholder('memberId'))),
    )
    .prepare('member_balances');

  async function memberBalances(brand: string, memberId: string): Promise<Record<MemberAccountKind, bigint>> {
    const rows = await balancesOf.execute({ brand, memberId });
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

  return { post, memberBalances, check, accountIds, currency, maxMinor };
}

export type Ledger = ReturnType<typeof createLedger>;
