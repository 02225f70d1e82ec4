import { and, count, desc, eq, gte, ilike, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WITHDRAWAL_DEFAULTS } from '../../../src/api/contract/wallet.constants';
import {
  BANK_ACCOUNT_LIMITS,
  bankName,
  banksFor,
  type StaffWithdrawal,
  type StaffWithdrawalDetail,
  WITHDRAWAL_DAY_TIME_ZONE,
  WITHDRAWAL_PAGE_SIZE,
  type Withdrawal,
  type WithdrawalPage,
  type WithdrawInfo,
  type WithdrawRequest,
  type WithdrawResult,
} from '../../../src/api/contract/withdrawals';
import { maskAccountNumber } from '../../../src/rules/withdrawal';
import type { Db } from '../../db';
import { bankAccounts, members, staff, withdrawals } from '../../db/schema';
import { audit } from '../../lib/audit';
import { AppError, invalid } from '../../lib/errors';
import type { Events } from '../../lib/events';
import { dateIn, midnight } from '../../lib/zoned-time';
import { createPaymentPasswordCheck, type StaffMember } from '../accounts';
import { writeSystemNotice } from '../messaging';
import { readBrand } from '../system';
import { type BankAccounts, paymentPasswordUnset } from './bank-accounts';
import type { Ledger } from './ledger';
import { majorToMinor, toWire, type WalletService } from './service';
import { turnoverOf } from './turnover';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The member a withdrawal call acts for (the session's member). */
export interface WithdrawMember {
  id: string;
  brand: string;
}

export interface WithdrawalsOptions {
  db: Db;
  ledger: Ledger;
  wallet: WalletService;
  bankAccounts: BankAccounts;
  /** The brand the back office works on. */
  brand: string;
  now: () => Date;
  /** Domain events: withdrawal.status after each status change commits (ADR 0014). */
  events?: Events;
  /**
   * Runs in the request's transaction before the hold: the bonus engine forfeits the grants that
   * forfeit on withdrawal (docs/bonuses.md; the withdraw page warned the player before confirming).
   */
  onRequested?: (tx: Db, memberId: string, at: Date) => Promise<unknown>;
  /**
   * The member's own daily allowance (the VIP level's, docs/vip-rebates-referral.md): a count that
   * replaces the brand's when above 0, and a daily amount cap when above 0. None: the brand's count only.
   */
  allowance?: (
    exec: Pick<Db, 'select'>,
    memberId: string,
  ) => Promise<{ dailyCount: number; dailyAmount: bigint } | null>;
}

/** Midnight of `t`'s calendar day in `timeZone`, as an instant. */
export function startOfDay(t: Date, timeZone: string): Date {
  const { y, m, d } = dateIn(t, timeZone);
  return midnight(y, m, d, timeZone);
}

const notFound = () => new AppError(404, 'finance.not_found', 'No such withdrawal');
const alreadyProcessed = () =>
  new AppError(409, 'finance.already_processed', 'This withdrawal was already approved or rejected');

/**
 * Withdrawals (issue 4): submitting moves the amount from cash to the withdrawal hold in one
 * transaction with the withdrawal row; staff approve (hold → payment clearing, paid) or reject
 * (hold → cash). The member's client request id makes a double submit create one withdrawal.
 */
export function createWithdrawals(opts: WithdrawalsOptions) {
  const { db, ledger, wallet, now } = opts;
  const paymentPassword = createPaymentPasswordCheck(db, now);

  async function limits(brand: string, digits: number) {
    const settings = (await readBrand(db, brand))?.settings.wallet?.withdrawal ?? WITHDRAWAL_DEFAULTS;
    // Never above the wallet's maximum (ADR 0011): a brand's setting in major units could pass it.
    const bounded = (v: bigint) => (v > ledger.maxMinor ? ledger.maxMinor : v);
    return {
      min: bounded(majorToMinor(settings.minMajor, digits)),
      max: bounded(majorToMinor(settings.maxMajor, digits)),
      dailyCount: settings.dailyCount,
    };
  }

  /** The brand's limits with the member's own allowance applied (the amount cap: null when none). */
  async function memberLimits(exec: Pick<Db, 'select'>, brand: string, memberId: string, digits: number) {
    const [l, own] = await Promise.all([limits(brand, digits), opts.allowance?.(exec, memberId) ?? null]);
    const capped = (v: bigint) => (v > ledger.maxMinor ? ledger.maxMinor : v);
    return {
      ...l,
      dailyCount: own && own.dailyCount > 0 ? own.dailyCount : l.dailyCount,
      dailyAmount: own && own.dailyAmount > 0n ? capped(own.dailyAmount) : null,
    };
  }

  /** Withdrawals of the member today (the calendar day) that were not rejected: how many, and their sum. */
  async function usedToday(exec: Pick<Db, 'select'>, memberId: string): Promise<{ n: number; amount: bigint }> {
    const [row] = await exec
      .select({ n: count(), amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          ne(withdrawals.status, 'rejected'),
          gte(withdrawals.createdAt, startOfDay(now(), WITHDRAWAL_DAY_TIME_ZONE)),
        ),
      );
    return { n: row?.n ?? 0, amount: BigInt(row?.amount ?? '0') };
  }

  async function memberView(row: WithdrawalRow, account?: { bankName: string; accountLast4: string }) {
    const c = await wallet.currency(row.brand);
    const bank =
      account ??
      (
        await db
          .select({ bankName: bankAccounts.bankName, accountLast4: bankAccounts.accountLast4 })
          .from(bankAccounts)
          .where(eq(bankAccounts.id, row.bankAccountId))
      )[0]!;
    const view: Withdrawal = {
      id: row.id,
      amount: toWire(row.amount),
      currencyCode: row.currency,
      minorUnitDigits: c.minorUnitDigits,
      status: row.status as Withdrawal['status'],
      bankCode: bank.bankName,
      accountMasked: maskAccountNumber(bank.accountLast4),
      createdAt: row.createdAt.getTime(),
      reviewedAt: row.reviewedAt?.getTime() ?? null,
      reason: row.status === 'rejected' ? row.reason : null,
    };
    return view;
  }

  async function byRequest(exec: Pick<Db, 'select'>, memberId: string, clientRequestId: string) {
    const [row] = await exec
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.clientRequestId, clientRequestId)));
    return row ?? null;
  }

  /** The first answer for a request id; a different withdrawal under the same id is refused. */
  async function replay(row: WithdrawalRow, body: WithdrawRequest): Promise<WithdrawResult> {
    if (row.amount !== BigInt(body.amount) || row.bankAccountId !== body.bankAccountId) {
      throw new AppError(409, 'ledger.idempotency_conflict', 'This request id was already used for another withdrawal');
    }
    return { withdrawal: await memberView(row), replayed: true };
  }

  return {
    /** Everything the withdraw page shows: balances, limits, turnover, accounts, password state. */
    async info(member: WithdrawMember): Promise<WithdrawInfo> {
      const c = await wallet.currency(member.brand);
      const [balances, l, used, turnover, accounts, m, lock] = await Promise.all([
        ledger.memberBalances(member.brand, member.id),
        memberLimits(db, member.brand, member.id, c.minorUnitDigits),
        usedToday(db, member.id),
        turnoverOf(db, member.id),
        opts.bankAccounts.list(member.id),
        db
          .select({ payeeName: members.payeeName, paymentPasswordHash: members.paymentPasswordHash })
          .from(members)
          .where(eq(members.id, member.id)),
        paymentPassword.lockedUntil(member.id),
      ]);
      return {
        currencyCode: c.code,
        currencySymbol: c.symbol,
        minorUnitDigits: c.minorUnitDigits,
        cash: toWire(balances.cash),
        withdrawalHold: toWire(balances.withdrawal_hold),
        limits: {
          min: toWire(l.min),
          max: toWire(l.max),
          dailyCount: l.dailyCount,
          usedToday: used.n,
          dailyAmount: l.dailyAmount === null ? null : toWire(l.dailyAmount),
          usedAmountToday: toWire(used.amount),
        },
        turnover: {
          required: toWire(turnover.required),
          wagered: toWire(turnover.wagered),
          outstanding: toWire(turnover.outstanding),
        },
        bankAccounts: accounts,
        bankAccountLimit: BANK_ACCOUNT_LIMITS.perMember,
        banks: banksFor(c.code).map((b) => b.code),
        payeeName: m[0]?.payeeName ?? null,
        paymentPasswordSet: !!m[0]?.paymentPasswordHash,
        paymentPasswordLockedUntil: lock,
      };
    },

    /**
     * Submits a withdrawal. Checks, in order: a replay of the request id (answers the first
     * withdrawal), the payment password being set (403), the amount within the limits (400), the
     * bank account (404), the payment password (400 / 429), the daily count (409), outstanding
     * turnover (409 with `fields.remaining`), then moves cash to the hold (409 when cash is short).
     */
    async submit(member: WithdrawMember, body: WithdrawRequest): Promise<WithdrawResult> {
      const earlier = await byRequest(db, member.id, body.clientRequestId);
      if (earlier) return replay(earlier, body);

      const [m] = await db
        .select({ paymentPasswordHash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, member.id));
      if (!m?.paymentPasswordHash) throw paymentPasswordUnset();

      const c = await wallet.currency(member.brand);
      const l = await memberLimits(db, member.brand, member.id, c.minorUnitDigits);
      const amount = BigInt(body.amount);
      if (amount < l.min) {
        throw invalid('The amount is below the minimum', { amount: 'validation.withdrawMin', min: String(l.min) });
      }
      if (amount > l.max) {
        throw invalid('The amount is above the maximum', { amount: 'validation.withdrawMax', max: String(l.max) });
      }
      const account = await opts.bankAccounts.owned(member.id, body.bankAccountId);
      if (!account) throw new AppError(404, 'finance.not_found', 'No such bank account');

      await paymentPassword.check(member.id, m.paymentPasswordHash, body.paymentPassword);

      // The transaction answers rows only: nothing inside it may use `db` (PGlite has one connection,
      // which the transaction holds), so the views are made after it.
      const done = await db.transaction(async (tx): Promise<{ row: WithdrawalRow; replayed: boolean }> => {
        // One withdrawal of a member at a time: the daily count and a double submit see each other.
        await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
        const again = await byRequest(tx, member.id, body.clientRequestId);
        if (again) return { row: again, replayed: true };

        const used = await usedToday(tx, member.id);
        if (used.n >= l.dailyCount) {
          throw new AppError(409, 'withdraw.daily_limit', `At most ${l.dailyCount} withdrawals a day`);
        }
        if (l.dailyAmount !== null && used.amount + amount > l.dailyAmount) {
          const remaining = l.dailyAmount > used.amount ? l.dailyAmount - used.amount : 0n;
          throw new AppError(409, 'withdraw.daily_amount', 'Above what is left of the daily withdrawal allowance', {
            remaining: String(remaining),
          });
        }
        const turnover = await turnoverOf(tx, member.id);
        if (turnover.outstanding > 0n) {
          throw new AppError(409, 'withdraw.turnover_outstanding', 'Turnover is still owed before withdrawing', {
            remaining: String(turnover.outstanding),
          });
        }

        const [row] = await tx
          .insert(withdrawals)
          .values({
            brand: member.brand,
            memberId: member.id,
            bankAccountId: account.id,
            amount,
            currency: c.code,
            status: 'pending',
            clientRequestId: body.clientRequestId,
            // The service's clock, the one the daily count's day is taken from (not the database's).
            createdAt: now(),
          })
          .onConflictDoNothing({ target: [withdrawals.memberId, withdrawals.clientRequestId] })
          .returning();
        if (!row) {
          const first = await byRequest(tx, member.id, body.clientRequestId);
          if (!first) throw new Error('withdrawal request conflict without a row');
          return { row: first, replayed: true };
        }
        await opts.onRequested?.(tx as unknown as Db, member.id, now());
        const hold = await ledger.post(
          {
            brand: member.brand,
            type: 'withdrawal_request',
            idempotencyKey: `withdrawal-hold:${row.id}`,
            reference: row.id,
            actor: { kind: 'member', id: member.id },
            reason: 'Withdrawal requested',
            postings: [
              { account: { memberId: member.id, kind: 'cash' }, amount: -amount },
              { account: { memberId: member.id, kind: 'withdrawal_hold' }, amount },
            ],
          },
          tx,
        );
        const [held] = await tx
          .update(withdrawals)
          .set({ holdEntryId: hold.id })
          .where(eq(withdrawals.id, row.id))
          .returning();
        opts.events?.emit(tx, {
          type: 'withdrawal.status',
          brand: row.brand,
          memberId: row.memberId,
          withdrawalId: row.id,
        });
        return { row: held!, replayed: false };
      });
      if (done.replayed) return replay(done.row, body);
      return { withdrawal: await memberView(done.row, account), replayed: false };
    },

    /** The member's withdrawals, newest first. */
    async list(member: WithdrawMember, page: number, size = WITHDRAWAL_PAGE_SIZE): Promise<WithdrawalPage> {
      const where = eq(withdrawals.memberId, member.id);
      const [rows, total] = await Promise.all([
        db
          .select({ w: withdrawals, bankName: bankAccounts.bankName, accountLast4: bankAccounts.accountLast4 })
          .from(withdrawals)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      const items = await Promise.all(rows.map((r) => memberView(r.w, r)));
      return { items, total: total[0]?.n ?? 0, page, size };
    },

    staff: createStaffWithdrawals(opts),
  };
}

/** The back office's side: the queue, one withdrawal, approve and reject. */
function createStaffWithdrawals({ db, ledger, wallet, brand, now, events }: WithdrawalsOptions) {
  const reviewer = alias(staff, 'reviewer');
  const columns = {
    w: withdrawals,
    username: members.username,
    payeeName: bankAccounts.payeeName,
    bankCode: bankAccounts.bankName,
    accountLast4: bankAccounts.accountLast4,
    reviewedBy: reviewer.username,
  };
  const base = () =>
    db
      .select(columns)
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy));
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

  async function view(r: Row): Promise<StaffWithdrawal> {
    const c = await wallet.currency(r.w.brand);
    return {
      id: r.w.id,
      memberId: r.w.memberId,
      username: r.username,
      payeeName: r.payeeName,
      bankCode: r.bankCode,
      bankName: bankName(r.bankCode, 'en'),
      accountMasked: maskAccountNumber(r.accountLast4),
      amount: toWire(r.w.amount),
      currencyCode: r.w.currency,
      currencySymbol: c.symbol,
      minorUnitDigits: c.minorUnitDigits,
      status: r.w.status as StaffWithdrawal['status'],
      createdAt: r.w.createdAt.getTime(),
      reviewedAt: r.w.reviewedAt?.getTime() ?? null,
      reviewedBy: r.reviewedBy ?? null,
      reason: r.w.reason,
    };
  }

  /**
   * Moves a pending withdrawal to `status` and posts its settling entry, in one transaction with
   * the audit row. The conditional update is the lock: of two staff acting at once, the second
   * finds it no longer pending (409 finance.already_processed).
   */
  async function settle(
    who: StaffMember,
    id: string,
    action: { status: 'paid' | 'rejected'; reason: string | null; note?: string | null; ip: string | null },
  ) {
    if (!isUuid(id)) throw notFound();
    return db.transaction(async (tx) => {
      const t = now();
      const [w] = await tx
        .update(withdrawals)
        .set({
          status: action.status,
          reviewedBy: who.id,
          reviewedAt: t,
          reason: action.reason,
          updatedAt: t,
        })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.brand, brand), eq(withdrawals.status, 'pending')))
        .returning();
      if (!w) {
        const [exists] = await tx
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(and(eq(withdrawals.id, id), eq(withdrawals.brand, brand)));
        throw exists ? alreadyProcessed() : notFound();
      }
      const paid = action.status === 'paid';
      const entry = await ledger.post(
        {
          brand: w.brand,
          type: paid ? 'withdrawal_paid' : 'withdrawal_rejected',
          idempotencyKey: `withdrawal-${paid ? 'paid' : 'rejected'}:${w.id}`,
          reference: w.id,
          actor: { kind: 'staff', id: who.id },
          reason: paid ? (action.note ?? 'Withdrawal paid') : action.reason!,
          postings: [
            { account: { memberId: w.memberId, kind: 'withdrawal_hold' }, amount: -w.amount },
            paid
              ? { account: { system: 'payment_clearing', channel: 'payout' }, amount: w.amount }
              : { account: { memberId: w.memberId, kind: 'cash' }, amount: w.amount },
          ],
        },
        tx,
      );
      await tx.update(withdrawals).set({ settleEntryId: entry.id }).where(eq(withdrawals.id, w.id));
      events?.emit(tx, { type: 'withdrawal.status', brand: w.brand, memberId: w.memberId, withdrawalId: w.id });
      // The member's inbox notice, in this transaction; one per outcome (docs/inbox.md).
      await writeSystemNotice(tx, events, {
        brand: w.brand,
        memberId: w.memberId,
        key: paid ? 'withdrawalPaid' : 'withdrawalRejected',
        params: {
          amount: w.amount.toString(),
          currency: w.currency,
          ...(paid ? {} : { reason: action.reason ?? '' }),
        },
        ref: `withdrawal-${paid ? 'paid' : 'rejected'}:${w.id}`,
      });
      await audit(tx, {
        brand: w.brand,
        staff: who,
        action: paid ? 'withdrawal.approve' : 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: w.id,
        before: { status: 'pending', amount: w.amount, memberId: w.memberId },
        after: { status: action.status, settleEntryId: entry.id },
        reason: paid ? (action.note ?? null) : action.reason,
        ip: action.ip,
      });
      return w.id;
    });
  }

  async function row(id: string): Promise<Row> {
    if (!isUuid(id)) throw notFound();
    const [r] = await base().where(and(eq(withdrawals.id, id), eq(withdrawals.brand, brand)));
    if (!r) throw notFound();
    return r;
  }

  async function detail(id: string, who: StaffMember, ip: string | null): Promise<StaffWithdrawalDetail> {
    const r = await row(id);
    const mayPay = who.role === 'admin' || who.role === 'finance';
    let accountNumber: string | null = null;
    if (mayPay) {
      const [acct] = await db
        .select({ accountNumber: bankAccounts.accountNumber })
        .from(bankAccounts)
        .where(eq(bankAccounts.id, r.w.bankAccountId));
      accountNumber = acct?.accountNumber ?? null;
      // Who saw a full account number, and when (the number itself is never written anywhere else).
      await audit(db, {
        brand,
        staff: who,
        action: 'withdrawal.view_account',
        targetType: 'withdrawal',
        targetId: id,
        ip,
      });
    }
    const [balances, turnover] = await Promise.all([
      ledger.memberBalances(r.w.brand, r.w.memberId),
      turnoverOf(db, r.w.memberId),
    ]);
    return {
      ...(await view(r)),
      accountNumber,
      memberCash: toWire(balances.cash),
      turnoverOutstanding: toWire(turnover.outstanding),
      holdEntryId: r.w.holdEntryId,
      settleEntryId: r.w.settleEntryId,
    };
  }

  return {
    async list(q: { status?: string; from?: number; to?: number; member?: string; page: number }) {
      const filters: SQL[] = [eq(withdrawals.brand, brand)];
      if (q.status) filters.push(eq(withdrawals.status, q.status));
      if (q.from !== undefined) filters.push(gte(withdrawals.createdAt, new Date(q.from)));
      if (q.to !== undefined) filters.push(lt(withdrawals.createdAt, new Date(q.to)));
      if (q.member) filters.push(ilike(members.username, `%${q.member.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      const where = and(...filters);
      const [rows, total] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(WITHDRAWAL_PAGE_SIZE)
          .offset((q.page - 1) * WITHDRAWAL_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(withdrawals)
          .innerJoin(members, eq(members.id, withdrawals.memberId))
          .where(where),
      ]);
      return {
        items: await Promise.all(rows.map(view)),
        total: total[0]?.n ?? 0,
        page: q.page,
        size: WITHDRAWAL_PAGE_SIZE,
      };
    },
    detail,
    async approve(who: StaffMember, id: string, note: string | null, ip: string | null) {
      await settle(who, id, { status: 'paid', reason: null, note, ip });
      return view(await row(id));
    },
    async reject(who: StaffMember, id: string, reason: string, ip: string | null) {
      await settle(who, id, { status: 'rejected', reason, ip });
      return view(await row(id));
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: string) => UUID.test(v);

export type Withdrawals = ReturnType<typeof createWithdrawals>;
