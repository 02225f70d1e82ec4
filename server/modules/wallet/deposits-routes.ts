import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelsQuerySchema,
  createDepositResultResponseSchema,
  createDepositSchema,
  depositChannelsResponseSchema,
  depositIdParamsSchema,
  depositPageQuerySchema,
  depositPageResponseSchema,
  depositResponseSchema,
  rejectDepositSchema,
  staffDepositPageResponseSchema,
  staffDepositQuerySchema,
  staffDepositResponseSchema,
  webhookResultResponseSchema,
} from '../../../src/api/contract/deposits';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { paymentChannels } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { sessionOf, staffOf } from '../accounts';
import { sandboxConfigSchema } from './channels/sandbox';
import type { DepositService } from './deposits';
import { sandboxGateway } from './sandbox-gateway';

const e = apiErrorSchema;
const memberErrors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const staffErrors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header('cache-control', 'no-store');
};

/** /api/wallet: the player's deposit channels and deposits. */
const memberRoutes: FastifyPluginAsyncZod<{ service: DepositService }> = async (app, { service }) => {
  app.addHook('onSend', noStore);

  app.get(
    '/deposit/channels',
    {
      onRequest: app.requireRealAccount,
      schema: {
        tags: ['wallet'],
        summary:
          'Enabled deposit channels in the asked language: amount range and quick amounts (minor units), the receiving account of a bank transfer',
        querystring: channelsQuerySchema,
        response: { 200: depositChannelsResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(await service.listChannels(sessionOf(request).member, request.query.lang)),
  );

  app.post(
    '/deposits',
    {
      onRequest: app.requireRealAccount,
      config: { module: 'deposits' },
      schema: {
        tags: ['wallet'],
        summary:
          'Create a deposit: a bank transfer waits for staff (pending); a gateway order answers the redirectUrl of its payment page. A replayed clientRequestId answers the same deposit',
        querystring: channelsQuerySchema,
        body: createDepositSchema,
        response: { 200: createDepositResultResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(await service.create(sessionOf(request).member, request.body, request.query.lang)),
  );

  app.get(
    '/deposits',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: "The member's deposits, newest first",
        querystring: depositPageQuerySchema.extend(channelsQuerySchema.shape),
        response: { 200: depositPageResponseSchema, ...memberErrors },
      },
    },
    async (request) =>
      ok(await service.list(sessionOf(request).member, request.query.page, request.query.size, request.query.lang)),
  );

  app.get(
    '/deposits/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: "One of the member's deposits (404 finance.not_found for anyone else's)",
        params: depositIdParamsSchema,
        querystring: channelsQuerySchema,
        response: { 200: depositResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(await service.get(sessionOf(request).member, request.params.id, request.query.lang)),
  );

  app.post(
    '/deposits/:id/abandon',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary:
          'The player left the gateway without paying: an open order (created) becomes abandoned; any other status is answered unchanged',
        params: depositIdParamsSchema,
        querystring: channelsQuerySchema,
        response: { 200: depositResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(await service.abandon(sessionOf(request).member, request.params.id, request.query.lang)),
  );
};

/**
 * /api/wallet/webhooks/:kind: gateway notifications. The body is taken as the raw string (every
 * content type), because the signature covers the exact bytes the gateway sent.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ service: DepositService }> = async (app, { service }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));
  app.addHook('onSend', noStore);

  app.post(
    '/:kind',
    {
      schema: {
        tags: ['wallet'],
        summary:
          "A payment gateway's signed notification (sandbox: HMAC-SHA256 of `<timestamp>.<raw body>`); idempotent by order id",
        params: z.object({ kind: z.string().max(32) }),
        response: { 200: webhookResultResponseSchema, 400: e, 401: e, 404: e, 409: e, 500: e },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      return ok(await service.webhook(request.params.kind, raw, request.headers));
    },
  );
};

/**
 * /api/admin/finance/deposits: the deposit queue; finance (and admin) confirm or reject; support reads.
 * Registered by the back office's plugin (server/modules/admin/plugin.ts), which guards it. The queue is
 * the request's brand's (ADR 0015).
 */
export const depositAdminRoutes: FastifyPluginAsyncZod<{ service: DepositService }> = async (app, { service }) => {
  app.addHook('onSend', noStore);
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const s = staffOf(request);
    return { id: s.id, username: s.username };
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The deposit queue, newest first: filter by status, creation time (ms) and part of a username',
        querystring: staffDepositQuerySchema,
        response: { 200: staffDepositPageResponseSchema, ...staffErrors },
      },
    },
    async (request) => ok(await service.staffList(request.brand, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One deposit',
        params: depositIdParamsSchema,
        response: { 200: staffDepositResponseSchema, ...staffErrors },
      },
    },
    async (request) => ok(await service.staffGet(request.brand, request.params.id)),
  );

  app.post(
    '/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Confirm a pending bank transfer: credits the wallet, adds the turnover, writes the audit row (409 finance.already_processed when someone was first)',
        params: depositIdParamsSchema,
        response: { 200: staffDepositResponseSchema, ...staffErrors },
      },
    },
    async (request) => ok(await service.confirm(request.brand, actor(request), request.params.id, request.ip)),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending bank transfer with a reason (1-200 characters); nothing is credited',
        params: depositIdParamsSchema,
        body: rejectDepositSchema,
        response: { 200: staffDepositResponseSchema, ...staffErrors },
      },
    },
    async (request) =>
      ok(await service.reject(request.brand, actor(request), request.params.id, request.body.reason, request.ip)),
  );
};

export interface DepositsPluginOptions {
  /** The deposit rules (createDepositService); the back office's queue uses the same service. */
  service: DepositService;
  production: boolean;
  now?: () => Date;
}

/**
 * Deposits (issue 4; docs/payments.md): the player's API under /api/wallet, gateway notifications
 * under /api/wallet/webhooks, and outside production the sandbox gateway's hosted pages under
 * /sandbox-pay. The staff queue (depositAdminRoutes) is the back office plugin's. Needs the member
 * guards registered before it.
 */
export const depositsPlugin: FastifyPluginAsync<DepositsPluginOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const db = app.database.db;
  const { service } = opts;
  await app.register(memberRoutes, { prefix: '/api/wallet', service });
  await app.register(webhookRoutes, { prefix: '/api/wallet/webhooks', service });
  if (!opts.production) {
    // The gateway knows its merchants (as a PSP's dashboard would): the sandbox channels' merchant ids and secrets.
    const merchantSecret = async (merchantId: string) => {
      const rows = await db
        .select({ config: paymentChannels.config })
        .from(paymentChannels)
        .where(eq(paymentChannels.kind, 'sandbox'));
      for (const row of rows) {
        const parsed = sandboxConfigSchema.safeParse(row.config);
        if (parsed.success && parsed.data.merchantId === merchantId) return parsed.data.webhookSecret;
      }
      return null;
    };
    await app.register(sandboxGateway, { merchantSecret, now });
  }
};
