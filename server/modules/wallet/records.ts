import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  RECORD_GROUPS,
  RECORDS_MAX_RANGE_DAYS,
  type RecordGroup,
  type RecordStatus,
  type RecordsPage,
  type RecordsQuery,
  TEAM_MONEY_ENTRY_TYPES,
  TEAM_RECORD_FILTER,
  type TransactionRecord,
} from '../../../src/api/contract/records';
import type { Db } from '../../db';
import { journalEntries, ledgerAccounts, ledgerPostings, withdrawals } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { EntryType, Ledger, MemberAccountKind } from './ledger';
import { toWire, type WalletService } from './service';

type Listed = (typeof RECORD_GROUPS)[RecordGroup][number];
/** Compile-time: every ledger entry type is in a record group, and every group lists real entry types. */
const everyTypeGrouped: [EntryType] extends [Listed] ? ([Listed] extends [EntryType] ? true : never) : never = true;
void everyTypeGrouped;

const GROUP_OF = new Map<string, RecordGroup>(
  (Object.entries(RECORD_GROUPS) as [RecordGroup, readonly string[]][]).flatMap(([group, types]) =>
    types.map((t) => [t, group] as const),
  ),
);

/** The accounts whose movements make up the balance the player spends. */
const SPENDABLE: readonly MemberAccountKind[] = ['cash', 'bonus', 'play_money'];
/** Which account's balance-after a record shows, first found wins. */
const BALANCE_ORDER: readonly MemberAccountKind[] = ['cash', 'play_money', 'bonus', 'withdrawal_hold'];
const WITHDRAWAL_STATUSES: ReadonlySet<RecordStatus> = new Set(['pending', 'paid', 'rejected']);
const DAY_MS = 86_400_000;

interface RecordsMember {
  id: string;
  brand: string;
}

/**
 * The transaction record (issue 4): every ledger entry that touched the member's accounts, newest
 * first, filtered by group and time, a page at a time. Entries are found from the member's postings
 * through the (account_id, id) index and ordered by their last posting, which follows posting order
 * exactly (timestamps can tie). Amounts are the net change of the spendable balance; the balance
 * after comes from the postings, as posted, never recomputed.
 */
export function createRecordsService({ db, ledger, wallet }: { db: Db; ledger: Ledger; wallet: WalletService }) {
  function range(query: RecordsQuery) {
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to) {
      if (from > to) throw invalid('from must not be after to', { from: 'from must not be after to' });
      if (to.getTime() - from.getTime() > RECORDS_MAX_RANGE_DAYS * DAY_MS) {
        throw invalid(`The range is longer than ${RECORDS_MAX_RANGE_DAYS} days`, {
          from: `at most ${RECORDS_MAX_RANGE_DAYS} days before to`,
        });
      }
    }
    return { from, to };
  }

  async function list(member: RecordsMember, query: RecordsQuery): Promise<RecordsPage> {
    const { from, to } = range(query);
    const { page, size } = query;
    const currency = await wallet.currency(member.brand);
    const empty = (total: number): RecordsPage => ({
      list: [],
      pageNum: page,
      pageSize: size,
      total,
      totalPages: Math.ceil(total / size),
      currencySymbol: currency.symbol,
      minorUnitDigits: currency.minorUnitDigits,
    });
    const accounts = await ledger.accountIds(member.brand, member.id);
    if (accounts.length === 0) return empty(0);

    // The member's entries, each once, keyed by its last posting on the member's accounts.
    const mine = db.$with('mine').as(
      db
        .select({ entryId: ledgerPostings.entryId, seq: sql<string>`max(${ledgerPostings.id})`.as('seq') })
        .from(ledgerPostings)
        .where(inArray(ledgerPostings.accountId, accounts))
        .groupBy(ledgerPostings.entryId),
    );
    const types: string[] | undefined =
      query.type === TEAM_RECORD_FILTER
        ? [...TEAM_MONEY_ENTRY_TYPES]
        : query.type
          ? [...RECORD_GROUPS[query.type]]
          : undefined;
    const where = and(
      types ? inArray(journalEntries.type, types) : undefined,
      from ? gte(journalEntries.createdAt, from) : undefined,
      to ? lte(journalEntries.createdAt, to) : undefined,
    );
    const rows = await db
      .with(mine)
      .select({
        id: journalEntries.id,
        type: journalEntries.type,
        reference: journalEntries.reference,
        reason: journalEntries.reason,
        createdAt: journalEntries.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(mine)
      .innerJoin(journalEntries, eq(journalEntries.id, mine.entryId))
      .where(where)
      .orderBy(desc(mine.seq))
      .limit(size)
      .offset((page - 1) * size);

    if (rows.length === 0) {
      if (page === 1) return empty(0);
      // Past the last page: the window count has no row to ride on.
      const [counted] = await db
        .with(mine)
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(mine)
        .innerJoin(journalEntries, eq(journalEntries.id, mine.entryId))
        .where(where);
      return empty(counted?.total ?? 0);
    }

    const ids = rows.map((r) => r.id);
    const [postings, statuses] = await Promise.all([
      db
        .select({
          entryId: ledgerPostings.entryId,
          kind: ledgerAccounts.kind,
          amount: ledgerPostings.amount,
          balanceAfter: ledgerPostings.balanceAfter,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(and(inArray(ledgerPostings.entryId, ids), inArray(ledgerPostings.accountId, accounts))),
      withdrawalStatuses(
        member,
        rows.filter((r) => r.type === 'withdrawal_request'),
      ),
    ]);

    const byEntry = new Map<string, { kind: MemberAccountKind; amount: bigint; balanceAfter: bigint }[]>();
    for (const p of postings) {
      const list = byEntry.get(p.entryId) ?? [];
      list.push({ kind: p.kind as MemberAccountKind, amount: p.amount, balanceAfter: p.balanceAfter });
      byEntry.set(p.entryId, list);
    }

    const list: TransactionRecord[] = rows.map((r) => {
      const lines = byEntry.get(r.id) ?? [];
      const amount = lines.filter((l) => SPENDABLE.includes(l.kind)).reduce((sum, l) => sum + l.amount, 0n);
      const shown = BALANCE_ORDER.map((kind) => lines.find((l) => l.kind === kind)).find(Boolean);
      const group = GROUP_OF.get(r.type) ?? 'adjustment';
      return {
        id: r.id,
        type: group,
        entryType: r.type,
        time: r.createdAt.toISOString(),
        amount: toWire(amount),
        balanceAfter: toWire(shown?.balanceAfter ?? 0n),
        status: r.type === 'withdrawal_request' ? (statuses.get(r.id) ?? 'pending') : 'completed',
        reason: group === 'adjustment' ? r.reason : null,
      };
    });
    const total = rows[0]?.total ?? list.length;
    return {
      list,
      pageNum: page,
      pageSize: size,
      total,
      totalPages: Math.ceil(total / size),
      currencySymbol: currency.symbol,
      minorUnitDigits: currency.minorUnitDigits,
    };
  }

  /**
   * The status of the withdrawal behind each request entry: the withdrawal whose hold entry it is,
   * or (should the link be missing) whose id the entry names as its reference. Only the member's own.
   */
  async function withdrawalStatuses(member: RecordsMember, requests: { id: string; reference: string | null }[]) {
    const out = new Map<string, RecordStatus>();
    if (requests.length === 0) return out;
    const entryIds = requests.map((r) => r.id);
    const refs = requests.map((r) => r.reference).filter((r): r is string => !!r && UUID.test(r));
    const found = await db
      .select({ id: withdrawals.id, holdEntryId: withdrawals.holdEntryId, status: withdrawals.status })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, member.id),
          or(inArray(withdrawals.holdEntryId, entryIds), refs.length > 0 ? inArray(withdrawals.id, refs) : undefined),
        ),
      );
    for (const r of requests) {
      const w = found.find((x) => x.holdEntryId === r.id) ?? found.find((x) => x.id === r.reference);
      if (w && WITHDRAWAL_STATUSES.has(w.status as RecordStatus)) out.set(r.id, w.status as RecordStatus);
    }
    return out;
  }

  return { list };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RecordsService = ReturnType<typeof createRecordsService>;
