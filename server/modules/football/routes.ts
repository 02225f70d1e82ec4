import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  footballOpenBodySchema,
  footballSlipResponseSchema,
  footballStateQuerySchema,
  footballStateResponseSchema,
  matchProofResponseSchema,
  placeFootballSlipSchema,
} from '../../../src/api/contract/football';
import { ok } from '../../lib/envelope';
import { STUDIO_COOKIE, studioCookie } from '../studio';
import type { Football } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e, 503: e };

/**
 * /api/studio/football/*: the house virtual football window (docs/virtual-football.md). It shares
 * the studio's window cookie (studio_key, path /api/studio) and session table through the house kit.
 */
export const footballRoutes: FastifyPluginAsyncZod<{ football: Football; production: boolean }> = async (
  app,
  { football, production },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const key = (cookies: Record<string, string | undefined>) => cookies[STUDIO_COOKIE];
  const requireWindow = async (request: FastifyRequest) => football.requireWindow(key(request.cookies));

  app.post(
    '/sessions',
    {
      schema: {
        tags: ['football'],
        summary: 'Open the football window with the launch token (once per token); sets the studio cookie',
        body: footballOpenBodySchema,
        response: { 200: footballStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await football.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(STUDIO_COOKIE, opened.clientKey, studioCookie(production));
      return ok(opened.value);
    },
  );

  app.get(
    '/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['football'],
        summary:
          'The league, the coming matches with their odds, the live and last finished matches, balance, limits and the player’s bets',
        querystring: footballStateQuerySchema,
        response: { 200: footballStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await football.state(key(request.cookies), request.query.lang)),
  );

  app.post(
    '/slips',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['football'],
        summary:
          'Place a slip (idempotent by slipId): singles or one accumulator, one debit; 409 football.match_started after kick-off',
        body: placeFootballSlipSchema,
        response: { 200: footballSlipResponseSchema, ...errors },
      },
    },
    async (request) => ok(await football.placeSlip(key(request.cookies), request.body)),
  );
};

/** GET /api/fairness/matches/:id: a match's public proof (a bet's or slip's id answers its first match). */
export const matchProofRoutes: FastifyPluginAsyncZod<{ football: Football }> = async (app, { football }) => {
  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['fairness'],
        summary:
          "A match's proof: its chain (terminating hash, salt), link index and model; from kick-off its hash and result",
        params: z.object({ id: z.uuid() }),
        response: { 200: matchProofResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await football.proof(request.params.id));
    },
  );
};
