import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROVIDER_CALLS,
  providerRequestSchemas,
  providerResponseSchema,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../../src/api/contract/provider';
import { isAppError } from '../../lib/errors';
import { errorHandler } from '../../lib/http-errors';
import type { ProviderWallet } from './provider-wallet';

const summaries = {
  balance: "The player's balance (cash, or play money in a trial session)",
  debit: 'Take a stake; idempotent by transactionId',
  credit: 'Pay a win (0 closes a losing round); never refused for an expired token',
  rollback: 'Cancel a debit of a round that is not settled; a rollback that comes first blocks its debit',
} as const;

/**
 * /api/provider/:vassalage/wallet/*: the seamless-wallet protocol (docs/provider-wallet.md). The
 * body is taken as the raw string, because the signature covers the exact bytes the vendor sent;
 * the declared body schemas are for the OpenAPI document. No cookies, no session: the signature
 * is the authentication.
 */
export const providerRoutes: FastifyPluginAsyncZod<{ wallet: ProviderWallet }> = async (app, { wallet }) => {
  // An error before the handler (the edge's text guard, a body over the limit) still answers in the
  // protocol's shape, with the platform code beside the status.
  app.setErrorHandler(function providerErrors(error, request, reply) {
    if (isAppError(error) && error.status >= 400 && error.status < 500) {
      return reply
        .code(error.status)
        .header('cache-control', 'no-store')
        .send({
          status: 'UNKNOWN',
          balance: null,
          currency: null,
          operatorTransactionId: null,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        });
    }
    return errorHandler.call(this, error as FastifyError, request, reply);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => done(null, body));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  for (const call of PROVIDER_CALLS) {
    app.post(
      `/:vassalage/wallet/${call}`,
      {
        schema: {
          tags: ['provider'],
          summary: summaries[call],
          description: `Signed: \`${TIMESTAMP_HEADER}\` (epoch ms, within ±5 min) and \`${SIGNATURE_HEADER}\` (hex HMAC-SHA256 of \`timestamp + "." + rawBody\`). Every protocol outcome is HTTP 200 with its status; 400 for a body that is not the call's JSON (or, with \`code\`, holds bad text or an amount above the maximum), 404 for an unknown vendor, 409 \`ledger.balance_limit\` for a movement that would pass the balance bound (all with status UNKNOWN).`,
          params: z.object({ vassalage: z.string().min(1).max(64) }),
          headers: z.object({ [TIMESTAMP_HEADER]: z.string().optional(), [SIGNATURE_HEADER]: z.string().optional() }),
          body: providerRequestSchemas[call].optional(),
          response: {
            200: providerResponseSchema,
            400: providerResponseSchema,
            404: providerResponseSchema,
            409: providerResponseSchema,
          },
        },
        // The raw body is validated by the service, after the signature; here everything passes as sent.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const answer = await wallet.handle(request.params.vassalage, call, raw, request.headers);
        return reply.code(answer.httpStatus as 200 | 400 | 404 | 409).send(answer.body);
      },
    );
  }
};
