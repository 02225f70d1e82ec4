import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMessage } from '../../../src/api/contract/accounts';
import { outboxResponseSchema } from '../../../src/api/contract/accounts';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';

export interface DevRoutesOptions {
  listOutbox(to?: string): Promise<OutboxMessage[]>;
}

/**
 * /api/dev/*: registered only when NODE_ENV is not production (the route does not exist there).
 * The outbox is how the demo and the automated tests read SMS and e-mail codes.
 */
export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, { listOutbox }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the outbox SMS and e-mail providers stored, newest first (not in production)',
        querystring: z.object({
          to: z.string().max(254).optional().describe('Only messages to this recipient, e.g. +8613800138000'),
        }),
        response: { 200: outboxResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listOutbox(request.query.to));
    },
  );
};
