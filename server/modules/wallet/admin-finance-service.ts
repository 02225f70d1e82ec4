import { and, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdjustmentInput,
  auditQuerySchema,
  MoneyDays,
  StaffMemberSummary,
  TurnoverWaiverInput,
} from '../../../src/api/contract/adminFinance';
import { WITHDRAWAL_DAY_TIME_ZONE } from '../../../src/api/contract/withdrawals.constants';
import { isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import {
  auditLog,
  deposits,
  journalEntries,
  ledgerAccounts,
  ledgerChecks,
  ledgerPostings,
  members,
  withdrawals,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Ledger } from './ledger';
import { toWire, type WalletService } from './service';
import { turnoverOf, waiveOutstanding } from './turnover';

type Member = typeof members.$inferSelect;

/** The staff member acting (who the audit row names). */
export interface FinanceActor {
  id: string;
  username: string;
}

export interface AdminFinanceServiceOptions {
  db: Db;
  ledger: Ledger;
  wallet: WalletService;
  brand: string;
  /** The clock the money chart's days count back from. */
  now?: () => Date;
}

const notFound = () => new AppError(404, 'finance.not_found', 'No such member');

/**
 * The staff side of the wallet that is not a deposit or withdrawal queue: member search, a member's
 * ledger, adjustments, turnover waivers, the audit log and the last ledger check. Every change writes
 * its audit row in the change's own transaction. The routes (admin-finance.ts) hold HTTP only.
 */
/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(t: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);
}

/** The `count` calendar days ending with `last` (YYYY-MM-DD), oldest first. */
export function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export function createAdminFinanceService({
  db,
  ledger,
  wallet,
  brand,
  now = () => new Date(),
}: AdminFinanceServiceOptions) {
  async function summary(m: Member): Promise<StaffMemberSummary> {
    const [b, c, t] = await Promise.all([
      ledger.memberBalances(brand, m.id),
      wallet.currency(brand),
      turnoverOf(db, m.id),
    ]);
    return {
      id: m.id,
      username: m.username,
      nickname: m.nickname,
      payeeName: m.payeeName,
      mobile: m.mobile ? `${m.countryDialingCode ?? ''}${m.mobile}` : null,
      customerType: m.customerType,
      status: m.status,
      vipLabel: m.vipLabel,
      createdAt: m.createdAt.toISOString(),
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
      balances: {
        cash: toWire(b.cash),
        bonus: toWire(b.bonus),
        withdrawalHold: toWire(b.withdrawal_hold),
        playMoney: toWire(b.play_money),
      },
      outstandingTurnover: toWire(t.outstanding),
    };
  }

  async function member(id: string): Promise<Member> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const [m] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.brand, brand)));
    if (!m) throw notFound();
    return m;
  }

  return {
    /** Members by username prefix, exact mobile number or e-mail (at most 20). */
    async searchMembers(query: string): Promise<StaffMemberSummary[]> {
      const q = query.toLowerCase();
      const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.brand, brand),
            or(ilike(members.username, like), eq(members.mobile, q), eq(sql`lower(${members.email})`, q)),
          ),
        )
        .orderBy(members.username)
        .limit(20);
      return Promise.all(rows.map(summary));
    },

    /** A member's summary and one page of the ledger entries touching their accounts, newest first. */
    async memberLedger(id: string, page: number, size: number) {
      const m = await member(id);
      const accounts = await ledger.accountIds(brand, m.id);
      const none = { list: [], pageNum: page, pageSize: size, total: 0, totalPages: 0 };
      if (accounts.length === 0) return { member: await summary(m), entries: none };
      const touching = db
        .selectDistinct({ entryId: ledgerPostings.entryId })
        .from(ledgerPostings)
        .where(inArray(ledgerPostings.accountId, accounts))
        .as('touching');
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(touching);
      const entries = await db
        .select()
        .from(journalEntries)
        .innerJoin(touching, eq(touching.entryId, journalEntries.id))
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(size)
        .offset((page - 1) * size);
      const ids = entries.map((e) => e.journal_entries.id);
      const postings =
        ids.length === 0
          ? []
          : await db
              .select({
                entryId: ledgerPostings.entryId,
                key: ledgerAccounts.key,
                memberId: ledgerAccounts.memberId,
                kind: ledgerAccounts.kind,
                amount: ledgerPostings.amount,
                balanceAfter: ledgerPostings.balanceAfter,
              })
              .from(ledgerPostings)
              .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
              .where(inArray(ledgerPostings.entryId, ids))
              .orderBy(ledgerPostings.id);
      const list = entries.map(({ journal_entries: e }) => ({
        entryId: e.id,
        type: e.type,
        time: e.createdAt.toISOString(),
        actor: e.actorKind === 'staff' || e.actorKind === 'provider' ? `${e.actorKind}:${e.actorId}` : e.actorKind,
        reason: e.reason,
        reference: e.reference,
        postings: postings
          .filter((p) => p.entryId === e.id)
          .map((p) => ({
            // The member's own accounts by kind; the other side by its system key.
            account: p.memberId === m.id ? p.kind : p.key,
            amount: toWire(p.amount),
            balanceAfter: toWire(p.balanceAfter),
          })),
      }));
      return {
        member: await summary(m),
        entries: { list, pageNum: page, pageSize: size, total: n, totalPages: Math.ceil(n / size) },
      };
    },

    /**
     * Credits or debits a member's cash or bonus against payment clearing or promotion cost, with a
     * reason. Idempotent by the staff member and clientRequestId; a replay writes no second audit row.
     */
    async adjust(staff: FinanceActor, body: AdjustmentInput, ip: string | null) {
      const m = await member(body.memberId);
      if (isTrial(m.customerType)) {
        throw new AppError(409, 'auth.real_account_required', 'A trial account has play money only');
      }
      const amount = BigInt(body.amount);
      const signed = body.direction === 'credit' ? amount : -amount;
      const counter =
        body.account === 'bonus'
          ? ({ system: 'promotion_cost' } as const)
          : ({
              system: 'payment_clearing',
              channel: 'adjustment',
            } as const);
      const result = await db.transaction(async (tx) => {
        const entry = await ledger.post(
          {
            brand,
            type: 'adjustment',
            idempotencyKey: `adjustment:${staff.id}:${body.clientRequestId}`,
            reference: m.id,
            actor: { kind: 'staff', id: staff.username },
            reason: body.reason,
            postings: [
              { account: { memberId: m.id, kind: body.account }, amount: signed },
              { account: counter, amount: -signed },
            ],
          },
          tx,
        );
        if (!entry.replayed) {
          const after = entry.postings.find((p) => p.key === `member:${m.id}:${body.account}`)?.balanceAfter ?? 0n;
          await audit(tx, {
            brand,
            staff,
            action: 'wallet.adjust',
            targetType: 'member',
            targetId: m.id,
            before: { [body.account]: after - signed },
            after: {
              [body.account]: after,
              entryId: entry.id,
              direction: body.direction,
              amount,
            },
            reason: body.reason,
            ip,
          });
        }
        return entry;
      });
      const s = await summary(m);
      return { entryId: result.id, replayed: result.replayed, balances: s.balances };
    },

    /**
     * Waives a member's outstanding turnover when it is still the figure the staff member saw
     * (409 finance.already_processed otherwise, 409 finance.no_turnover when none is owed).
     */
    async waiveTurnover(staff: FinanceActor, memberId: string, input: TurnoverWaiverInput, ip: string | null) {
      const m = await member(memberId);
      const { outstanding, reason } = input;
      await db.transaction(async (tx) => {
        // The row is locked before it is read, so a deposit or a bet settling meanwhile either came
        // first (and the figure differs: refused, rolled back) or waits for this transaction.
        const waived = await waiveOutstanding(tx, m.id);
        if (!waived) throw new AppError(409, 'finance.no_turnover', 'The member owes no turnover');
        if (waived.before.outstanding !== BigInt(outstanding)) {
          throw new AppError(
            409,
            'finance.already_processed',
            'The outstanding turnover changed; refresh and look again',
          );
        }
        await audit(tx, {
          brand,
          staff,
          action: 'turnover.waive',
          targetType: 'member',
          targetId: m.id,
          before: waived.before,
          after: waived.after,
          reason,
          ip,
        });
      });
      return { member: await summary(m) };
    },

    /** One page of the brand's audit log, newest first. */
    async auditLog(query: z.infer<typeof auditQuerySchema>) {
      const { page, size, action, staff, targetId } = query;
      const where = and(
        eq(auditLog.brand, brand),
        action ? eq(auditLog.action, action) : undefined,
        staff ? eq(auditLog.staffUsername, staff.toLowerCase()) : undefined,
        targetId ? eq(auditLog.targetId, targetId) : undefined,
      );
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(size)
        .offset((page - 1) * size);
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          at: r.at.toISOString(),
          staff: r.staffUsername,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          before: r.before,
          after: r.after,
          reason: r.reason,
          ip: r.ip,
        })),
        pageNum: page,
        pageSize: size,
        total: n,
        totalPages: Math.ceil(n / size),
      };
    },

    /**
     * Deposits credited (confirmed by staff, or paid through a gateway) and withdrawals paid out per
     * day over the last `days` days of the brand's business day (WITHDRAWAL_DAY_TIME_ZONE), today
     * included, oldest first; a day without money is zeros. A deposit counts on the day it was
     * credited (reviewed, or its last update for a gateway payment), a withdrawal on the day it was paid.
     */
    async moneyDays(days: number): Promise<MoneyDays> {
      const timeZone = WITHDRAWAL_DAY_TIME_ZONE;
      const list = daysEnding(dayIn(now(), timeZone), days);
      // A coarse bound on the instant (the index), then the exact one on the local day.
      const since = new Date(Date.parse(`${list[0]}T00:00:00Z`) - 86_400_000);
      // The zone is a constant (checked below), written as a literal: a bound parameter would make the
      // select's expression and the group-by's two different expressions to PostgreSQL.
      if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(timeZone)) throw new Error(`unexpected time zone ${timeZone}`);
      const zone = sql.raw(`'${timeZone}'`);
      const dayOf = (at: unknown) => sql<string>`to_char((${at}) at time zone ${zone}, 'YYYY-MM-DD')`;
      const creditedAt = sql`coalesce(${deposits.reviewedAt}, ${deposits.updatedAt})`;
      const paidAt = sql`coalesce(${withdrawals.reviewedAt}, ${withdrawals.updatedAt})`;
      const [inRows, outRows, c] = await Promise.all([
        db
          .select({ day: dayOf(creditedAt), total: sql<string>`sum(${deposits.amount})`, n: count() })
          .from(deposits)
          .where(
            and(
              eq(deposits.brand, brand),
              inArray(deposits.status, ['confirmed', 'paid']),
              gte(creditedAt, since),
              gte(dayOf(creditedAt), list[0]!),
            ),
          )
          .groupBy(dayOf(creditedAt)),
        db
          .select({ day: dayOf(paidAt), total: sql<string>`sum(${withdrawals.amount})`, n: count() })
          .from(withdrawals)
          .where(
            and(
              eq(withdrawals.brand, brand),
              eq(withdrawals.status, 'paid'),
              gte(paidAt, since),
              gte(dayOf(paidAt), list[0]!),
            ),
          )
          .groupBy(dayOf(paidAt)),
        wallet.currency(brand),
      ]);
      const byDay = (rows: { day: string; total: string; n: number }[]) =>
        new Map(rows.map((r) => [r.day, { total: toWire(BigInt(r.total)), n: Number(r.n) }]));
      const ins = byDay(inRows);
      const outs = byDay(outRows);
      return {
        timeZone,
        currencySymbol: c.symbol,
        minorUnitDigits: c.minorUnitDigits,
        days: list.map((day) => ({
          day,
          deposits: ins.get(day)?.total ?? 0,
          depositCount: ins.get(day)?.n ?? 0,
          withdrawals: outs.get(day)?.total ?? 0,
          withdrawalCount: outs.get(day)?.n ?? 0,
        })),
      };
    },

    /** The last ledger invariant check, or null before the first run. */
    async lastLedgerCheck() {
      const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
      return row ? { ...row, ranAt: row.ranAt.toISOString() } : null;
    },
  };
}

export type AdminFinanceService = ReturnType<typeof createAdminFinanceService>;
