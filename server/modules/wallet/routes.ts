import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { walletResponseSchema } from '../../../src/api/contract/wallet';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { WalletService } from './service';

const errors = { 401: apiErrorSchema, 500: apiErrorSchema };

/** /api/wallet: the member's balances. */
export const walletRoutes: FastifyPluginAsyncZod<{ service: WalletService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: "The member's wallet: currency, total balance (sumBalance) and the breakdown, in minor units",
        response: { 200: walletResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.summary(sessionOf(request).member)),
  );
};
