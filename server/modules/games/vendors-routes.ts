import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVendorGamesResponseSchema,
  adminVendorsResponseSchema,
  vendorCreateSchema,
  vendorGameCreateSchema,
  vendorGameParamsSchema,
  vendorGameUpdateSchema,
  vendorParamsSchema,
  vendorSavedResponseSchema,
  vendorSecretSchema,
  vendorUpdateSchema,
} from '../../../src/api/contract/adminVendors';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { VendorsAdmin } from './vendors-admin';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const HOUSE = 'house vendors (LUMEN, LUMEN_*): 409 vendors.house_protected';

/**
 * /api/admin/vendors: the brand's game vendors and their games (issue 23; docs/vendors.md). HTTP
 * only; the rules are vendors-admin.ts's; guarded by the back office's plugin from the access table.
 */
export const adminVendorsRoutes: FastifyPluginAsyncZod<{ service: VendorsAdmin; production: boolean }> = async (
  app,
  opts,
) => {
  const { service } = opts;
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/vendors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every vendor of the brand, house ones included, with its flags, launch template and game count',
        response: { 200: adminVendorsResponseSchema, ...errors },
      },
    },
    async () => ok(await service.list()),
  );

  app.post(
    '/vendors',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Adds a third-party vendor; without a secret one is generated and answered this once; 409 vendors.code_taken; audited',
        body: vendorCreateSchema,
        response: { 200: vendorSavedResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(staffOf(request), request.body, ipOf(request))),
  );

  app.patch(
    '/vendors/:code',
    {
      schema: {
        tags: ['admin'],
        summary: `Edits a vendor (absent fields unchanged); ${HOUSE} for anything but enabled, sorting, names and logo; audited`,
        params: vendorParamsSchema,
        body: vendorUpdateSchema,
        response: { 200: vendorSavedResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(staffOf(request), request.params.code, request.body, ipOf(request))),
  );

  app.post(
    '/vendors/:code/secret',
    {
      schema: {
        tags: ['admin'],
        summary: `Rotates the wallet secret (the one entered, or a generated one answered this once); ${HOUSE}; audited`,
        params: vendorParamsSchema,
        body: vendorSecretSchema,
        response: { 200: vendorSavedResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.rotateSecret(staffOf(request), request.params.code, request.body, ipOf(request))),
  );

  app.get(
    '/vendors/:code/games',
    {
      schema: {
        tags: ['admin'],
        summary: "A vendor's games, enabled or not",
        params: vendorParamsSchema,
        response: { 200: adminVendorGamesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.games(request.params.code)),
  );

  app.post(
    '/vendors/:code/games',
    {
      schema: {
        tags: ['admin'],
        summary: `Adds a game to a vendor; 409 vendors.game_code_taken; ${HOUSE}; audited`,
        params: vendorParamsSchema,
        body: vendorGameCreateSchema,
        response: { 200: adminVendorGamesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.addGame(staffOf(request), request.params.code, request.body, ipOf(request))),
  );

  app.patch(
    '/vendors/:code/games/:gameId',
    {
      schema: {
        tags: ['admin'],
        summary: `Edits a vendor's game (absent fields unchanged); ${HOUSE} for anything but enabled and sorting; audited`,
        params: vendorGameParamsSchema,
        body: vendorGameUpdateSchema,
        response: { 200: adminVendorGamesResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.updateGame(
          staffOf(request),
          request.params.code,
          request.params.gameId,
          request.body,
          ipOf(request),
        ),
      ),
  );
};
