import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesFor } from '../../../src/api/contract/access';
import {
  type AdjustmentInput,
  adjustmentResponseSchema,
  adjustmentSchema,
  auditQuerySchema,
  auditResponseSchema,
  ledgerCheckResponseSchema,
  memberLedgerQuerySchema,
  memberLedgerResponseSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  type StaffMemberSummary,
  turnoverWaiverResponseSchema,
  turnoverWaiverSchema,
} from '../../../src/api/contract/adminFinance';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { isTrial } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import { auditLog, journalEntries, ledgerAccounts, ledgerChecks, ledgerPostings, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { currentBrand } from '../../lib/brand-resolver';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts/staff-auth';
import type { Ledger } from './ledger';
import { toWire, type WalletService } from './service';
import { turnoverOf, waiveOutstanding } from './turnover';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  500: apiErrorSchema,
};

type Member = typeof members.$inferSelect;

export interface AdminFinanceOptions {
  db: Db;
  ledger: Ledger;
  wallet: WalletService;
  /** The fallback brand (DEFAULT_BRAND); requests work on their own brand (ADR 0015). */
  brand: string;
  production: boolean;
}

const notFound = () => new AppError(404, 'finance.not_found', 'No such member');

/**
 * /api/admin/finance (members, ledger, adjustments, ledger check) and /api/admin/audit: the staff side
 * of the wallet that is not a deposit or withdrawal queue. Every change writes an audit row in its own
 * transaction.
 */
export const adminFinanceRoutes: FastifyPluginAsyncZod<AdminFinanceOptions> = async (app, opts) => {
  const { db, ledger, wallet } = opts;
  /** The request's brand (ADR 0015); opts.brand (DEFAULT_BRAND) outside a request. */
  const brand = () => currentBrand() ?? opts.brand;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function summary(m: Member): Promise<StaffMemberSummary> {
    const [b, c, t] = await Promise.all([
      ledger.memberBalances(brand(), m.id),
      wallet.currency(brand()),
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
      .where(and(eq(members.id, id), eq(members.brand, brand())));
    if (!m) throw notFound();
    return m;
  }

  app.get(
    '/finance/members',
    {
      onRequest: app.requireStaff(...rolesFor('GET /api/admin/finance/members')),
      schema: {
        tags: ['admin'],
        summary: 'Find members by username prefix, mobile number or e-mail (at most 20)',
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query.q.toLowerCase();
      const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.brand, brand()),
            or(ilike(members.username, like), eq(members.mobile, q), eq(sql`lower(${members.email})`, q)),
          ),
        )
        .orderBy(members.username)
        .limit(20);
      return ok(await Promise.all(rows.map(summary)));
    },
  );

  app.get(
    '/finance/members/:id/ledger',
    {
      onRequest: app.requireStaff(...rolesFor('GET /api/admin/finance/members/:id/ledger')),
      schema: {
        tags: ['admin'],
        summary: "A member's balances and ledger entries, newest first (25 per page)",
        querystring: memberLedgerQuerySchema,
        response: { 200: memberLedgerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const m = await member((request.params as { id: string }).id);
      const { page, size } = request.query;
      const accounts = await ledger.accountIds(brand(), m.id);
      const none = { list: [], pageNum: page, pageSize: size, total: 0, totalPages: 0 };
      if (accounts.length === 0) return ok({ member: await summary(m), entries: none });
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
      return ok({
        member: await summary(m),
        entries: { list, pageNum: page, pageSize: size, total: n, totalPages: Math.ceil(n / size) },
      });
    },
  );

  app.post(
    '/finance/adjustments',
    {
      onRequest: app.requireStaff(...rolesFor('POST /api/admin/finance/adjustments')),
      schema: {
        tags: ['admin'],
        summary:
          'Credit or debit a member (cash or bonus) with a mandatory reason; idempotent by clientRequestId; audited',
        body: adjustmentSchema,
        response: { 200: adjustmentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body: AdjustmentInput = request.body;
      const staff = staffOf(request);
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
            brand: brand(),
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
            brand: brand(),
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
            ip: clientIp(request.ip, request.headers, { production: opts.production }),
          });
        }
        return entry;
      });
      const s = await summary(m);
      return ok({ entryId: result.id, replayed: result.replayed, balances: s.balances });
    },
  );

  app.post(
    '/finance/members/:id/turnover-waiver',
    {
      onRequest: app.requireStaff(...rolesFor('POST /api/admin/finance/members/:id/turnover-waiver')),
      schema: {
        tags: ['admin'],
        summary:
          "Waive a member's outstanding turnover with a mandatory reason (409 finance.already_processed when it changed since it was read); audited",
        body: turnoverWaiverSchema,
        response: { 200: turnoverWaiverResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const m = await member((request.params as { id: string }).id);
      const { outstanding, reason } = request.body;
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
          brand: brand(),
          staff,
          action: 'turnover.waive',
          targetType: 'member',
          targetId: m.id,
          before: waived.before,
          after: waived.after,
          reason,
          ip: clientIp(request.ip, request.headers, { production: opts.production }),
        });
      });
      return ok({ member: await summary(m) });
    },
  );

  app.get(
    '/audit',
    {
      onRequest: app.requireStaff(...rolesFor('GET /api/admin/audit')),
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first (filters: action, staff, target id)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, size, action, staff, targetId } = request.query;
      const where = and(
        eq(auditLog.brand, brand()),
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
      return ok({
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
      });
    },
  );

  const lastCheck = async () => {
    const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
    return row ? { ...row, ranAt: row.ranAt.toISOString() } : null;
  };

  app.get(
    '/finance/ledger-check',
    {
      onRequest: app.requireStaff(...rolesFor('GET /api/admin/finance/ledger-check')),
      schema: {
        tags: ['admin'],
        summary: 'The last ledger invariant check (null before the first run)',
        response: { 200: ledgerCheckResponseSchema, ...errors },
      },
    },
    async () => ok(await lastCheck()),
  );

  app.post(
    '/finance/ledger-check',
    {
      onRequest: app.requireStaff(...rolesFor('POST /api/admin/finance/ledger-check')),
      schema: {
        tags: ['admin'],
        summary: 'Run the ledger invariant check now',
        response: { 200: ledgerCheckResponseSchema, ...errors },
      },
    },
    async () => {
      await app.checkLedger();
      return ok(await lastCheck());
    },
  );
};
