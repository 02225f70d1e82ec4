import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentResponseSchema,
  adjustmentSchema,
  auditQuerySchema,
  auditResponseSchema,
  ledgerCheckResponseSchema,
  memberLedgerQuerySchema,
  memberLedgerResponseSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  moneyDaysQuerySchema,
  moneyDaysResponseSchema,
  turnoverWaiverResponseSchema,
  turnoverWaiverSchema,
} from '../../../src/api/contract/adminFinance';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { AdminFinanceService } from './admin-finance-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  500: apiErrorSchema,
};

export interface AdminFinanceOptions {
  service: AdminFinanceService;
  production: boolean;
}

/**
 * /api/admin/finance (members, ledger, adjustments, ledger check) and /api/admin/audit: the staff side
 * of the wallet that is not a deposit or withdrawal queue. HTTP only: the rules are the service's
 * (admin-finance-service.ts); the guards come from the access table (server/modules/admin/plugin.ts).
 */
export const adminFinanceRoutes: FastifyPluginAsyncZod<AdminFinanceOptions> = async (app, opts) => {
  const { service } = opts;
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/finance/members',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find members by username prefix, mobile number or e-mail (at most 20)',
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.searchMembers(request.query.q)),
  );

  app.get(
    '/finance/members/:id/ledger',
    {
      schema: {
        tags: ['admin'],
        summary: "A member's balances and ledger entries, newest first (25 per page)",
        querystring: memberLedgerQuerySchema,
        response: { 200: memberLedgerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok(await service.memberLedger((request.params as { id: string }).id, page, size));
    },
  );

  app.post(
    '/finance/adjustments',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Credit or debit a member (cash or bonus) with a mandatory reason; idempotent by clientRequestId; audited',
        body: adjustmentSchema,
        response: { 200: adjustmentResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.adjust(staffOf(request), request.body, ipOf(request))),
  );

  app.post(
    '/finance/members/:id/turnover-waiver',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Waive a member's outstanding turnover with a mandatory reason (409 finance.already_processed when it changed since it was read); audited",
        body: turnoverWaiverSchema,
        response: { 200: turnoverWaiverResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.waiveTurnover(
          staffOf(request),
          (request.params as { id: string }).id,
          request.body,
          ipOf(request),
        ),
      ),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first (filters: action, staff, target id)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.auditLog(request.query)),
  );

  app.get(
    '/finance/daily',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Deposits credited and withdrawals paid per day of the brand’s business day, the last `days` days (14 by default), oldest first',
        querystring: moneyDaysQuerySchema,
        response: { 200: moneyDaysResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.moneyDays(request.query.days)),
  );

  app.get(
    '/finance/ledger-check',
    {
      schema: {
        tags: ['admin'],
        summary: 'The last ledger invariant check (null before the first run)',
        response: { 200: ledgerCheckResponseSchema, ...errors },
      },
    },
    async () => ok(await service.lastLedgerCheck()),
  );

  app.post(
    '/finance/ledger-check',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run the ledger invariant check now',
        response: { 200: ledgerCheckResponseSchema, ...errors },
      },
    },
    async () => {
      await app.checkLedger();
      return ok(await service.lastLedgerCheck());
    },
  );
};
