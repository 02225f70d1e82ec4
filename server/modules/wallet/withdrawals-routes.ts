import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  approveWithdrawalSchema,
  bankAccountListResponseSchema,
  bankAccountResponseSchema,
  bindBankAccountSchema,
  pageQuerySchema,
  rejectWithdrawalSchema,
  staffWithdrawalDetailResponseSchema,
  staffWithdrawalPageResponseSchema,
  staffWithdrawalQuerySchema,
  staffWithdrawalResponseSchema,
  WITHDRAWAL_PAGE_SIZE,
  withdrawalPageResponseSchema,
  withdrawInfoResponseSchema,
  withdrawRequestSchema,
  withdrawResultResponseSchema,
} from '../../../src/api/contract/withdrawals';
import { ok } from '../../lib/envelope';
import { sessionOf, staffOf } from '../accounts';
import type { BankAccounts } from './bank-accounts';
import type { WalletService } from './service';
import type { Withdrawals } from './withdrawals';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
};

export interface WithdrawalRoutesOptions {
  withdrawals: Withdrawals;
  bankAccounts: BankAccounts;
  wallet: WalletService;
}

/** /api/wallet: the member's bank accounts and withdrawals (real accounts only: types 0, 1, 2). */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (app, opts) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/bank-accounts',
    {
      onRequest: app.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: "The member's bank accounts, numbers masked to the last four digits",
        response: { 200: bankAccountListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await opts.bankAccounts.list(sessionOf(request).member.id)),
  );

  app.post(
    '/bank-accounts',
    {
      onRequest: app.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary:
          "Bind a bank account: bank code, 10-30 digits, the member's name as payee (403 withdraw.payment_password_unset, 400 bank.payee_mismatch, 409 bank.duplicate / bank.limit)",
        body: bindBankAccountSchema,
        response: { 200: bankAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const currency = await opts.wallet.currency(member.brand);
      return ok(await opts.bankAccounts.bind(member, currency.code, request.body));
    },
  );

  app.get(
    '/withdraw/info',
    {
      onRequest: app.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: 'The withdraw page: cash, limits (minor units), used today, outstanding turnover, bank accounts',
        response: { 200: withdrawInfoResponseSchema, ...errors },
      },
    },
    async (request) => ok(await opts.withdrawals.info(sessionOf(request).member)),
  );

  app.post(
    '/withdrawals',
    {
      onRequest: app.requireRealAccount,
      config: { module: 'withdrawals' },
      schema: {
        tags: ['wallet'],
        summary:
          'Request a withdrawal: cash moves to the withdrawal hold. A replayed clientRequestId answers the first withdrawal and moves nothing',
        body: withdrawRequestSchema,
        response: { 200: withdrawResultResponseSchema, ...errors },
      },
    },
    async (request) => ok(await opts.withdrawals.submit(sessionOf(request).member, request.body)),
  );

  app.get(
    '/withdrawals',
    {
      onRequest: app.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary: "The member's withdrawals, newest first (25 a page)",
        querystring: pageQuerySchema.extend({
          size: z.coerce.number().int().min(1).max(100).default(WITHDRAWAL_PAGE_SIZE),
        }),
        response: { 200: withdrawalPageResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await opts.withdrawals.list(sessionOf(request).member, request.query.page, request.query.size)),
  );
};

/**
 * /api/admin/finance/withdrawals: the withdrawal queue. Finance and admin act; support may read the
 * queue and a withdrawal (without the full account number).
 */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod<{ withdrawals: Withdrawals }> = async (app, opts) => {
  const staff = opts.withdrawals.staff;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const idParams = z.object({ id: z.string().max(64) });

  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['admin'],
        summary: 'The withdrawal queue: filter by status, creation time (ms) and member, 25 a page, newest first',
        querystring: staffWithdrawalQuerySchema,
        response: { 200: staffWithdrawalPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await staff.list(request.query)),
  );

  app.get(
    '/withdrawals/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One withdrawal; finance and admin see the full account number (audited as withdrawal.view_account)',
        params: idParams,
        response: { 200: staffWithdrawalDetailResponseSchema, ...errors },
      },
    },
    async (request) => ok(await staff.detail(request.params.id, staffOf(request), request.ip)),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending withdrawal: paid, the hold goes to payment clearing (409 finance.already_processed)',
        params: idParams,
        body: approveWithdrawalSchema.nullish(),
        response: { 200: staffWithdrawalResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await staff.approve(staffOf(request), request.params.id, request.body?.note ?? null, request.ip)),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending withdrawal with a reason: the hold goes back to cash (409 finance.already_processed)',
        params: idParams,
        body: rejectWithdrawalSchema,
        response: { 200: staffWithdrawalResponseSchema, ...errors },
      },
    },
    async (request) => ok(await staff.reject(staffOf(request), request.params.id, request.body.reason, request.ip)),
  );
};
