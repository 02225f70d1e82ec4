import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { recordsQuerySchema, recordsResponseSchema } from '../../../src/api/contract/records';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { RecordsService } from './records';

/** /api/wallet/records: the member's own transaction record. */
export const recordsRoutes: FastifyPluginAsyncZod<{ service: RecordsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary:
          "The member's transaction record: every ledger entry that touched their accounts, newest first, by type and time, 25 a page",
        querystring: recordsQuerySchema,
        response: { 200: recordsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request) => ok(await service.list(sessionOf(request).member, request.query)),
  );
};
