import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bingoBuyBodySchema,
  bingoCollectBodySchema,
  bingoExtraBodySchema,
  bingoRoundResponseSchema,
  bingoStateResponseSchema,
  fishingShotBodySchema,
  fishingShotResponseSchema,
  fishingStateResponseSchema,
  houseOpenBodySchema,
  houseStateQuerySchema,
} from '../../../src/api/contract/bingofish';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { STUDIO_COOKIE, studioCookie, studioKey } from '../studio';
import type { Bingo } from './bingo';
import type { Fishing } from './fishing';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e, 503: e };

/**
 * /api/studio/bingo/* and /api/studio/fishing/*: the house bingo and fishing windows (issue 23,
 * docs/bingo-fishing.md). They share the studio's cookie (studio_key) and seed pair endpoints
 * (/api/studio/seeds). HTTP only; the rules are bingo.ts's and fishing.ts's.
 */
export const bingoFishRoutes: FastifyPluginAsyncZod<{ bingo: Bingo; fishing: Fishing; production: boolean }> = async (
  app,
  { bingo, fishing, production },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const requireWindow = async (request: FastifyRequest) => {
    await bingo.kit.sessionOf(studioKey(request));
  };

  // ---- Bingo
  app.post(
    '/bingo/sessions',
    {
      schema: {
        tags: ['studio'],
        summary: 'Open the bingo window with the launch token (once per token); sets the studio cookie',
        body: houseOpenBodySchema,
        response: { 200: bingoStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await bingo.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(STUDIO_COOKIE, opened.clientKey, studioCookie(production));
      return ok(opened.value);
    },
  );
  app.get(
    '/bingo/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'The bingo window: balance, game, the open round and the last 20 rounds',
        querystring: houseStateQuerySchema,
        response: { 200: bingoStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await bingo.state(studioKey(request), request.query.lang)),
  );
  app.post(
    '/bingo/buy',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Buy 1–4 cards at a stake per card (debit), deal them and draw the base balls',
        body: bingoBuyBodySchema,
        response: { 200: bingoRoundResponseSchema, ...errors },
      },
    },
    async (request) => ok(await bingo.buy(studioKey(request), request.body.cards, request.body.stake)),
  );
  app.post(
    '/bingo/extra',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Buy the next ball of the round at its quoted price (debit)',
        body: bingoExtraBodySchema,
        response: { 200: bingoRoundResponseSchema, ...errors },
      },
    },
    async (request) => ok(await bingo.extra(studioKey(request), request.body.roundId, request.body.drawn)),
  );
  app.post(
    '/bingo/collect',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Collect the round: credit its win and close it (once)',
        body: bingoCollectBodySchema,
        response: { 200: bingoRoundResponseSchema, ...errors },
      },
    },
    async (request) => ok(await bingo.collect(studioKey(request), request.body.roundId)),
  );

  // ---- Fishing
  app.post(
    '/fishing/sessions',
    {
      schema: {
        tags: ['studio'],
        summary: 'Open the fishing window with the launch token (once per token); sets the studio cookie',
        body: houseOpenBodySchema,
        response: { 200: fishingStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await fishing.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(STUDIO_COOKIE, opened.clientKey, studioCookie(production));
      return ok(opened.value);
    },
  );
  app.get(
    '/fishing/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'The fishing window: balance, scene seed and clock, fish caught, the last 20 shots',
        querystring: houseStateQuerySchema,
        response: { 200: fishingStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await fishing.state(studioKey(request), request.query.lang)),
  );
  app.post(
    '/fishing/shot',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary:
          'One shot at a fish at the cannon stake: debit, capture decided from the seed pair, credit; 429 fishing.too_fast over 5 a second',
        body: fishingShotBodySchema,
        response: { 200: fishingShotResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await fishing.shoot(studioKey(request), request.body.fishId, request.body.kind, request.body.stake)),
  );
};
