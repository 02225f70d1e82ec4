import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baccaratDealBodySchema,
  baccaratPlayResponseSchema,
  baccaratStateResponseSchema,
  cardProofResponseSchema,
  cardsOpenBodySchema,
  cardsStateQuerySchema,
  pokerDealBodySchema,
  pokerDrawBodySchema,
  pokerPlayResponseSchema,
  pokerStateResponseSchema,
} from '../../../src/api/contract/cards';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { roundIdParamsSchema } from '../../../src/api/contract/fairness';
import { ok } from '../../lib/envelope';
import { STUDIO_COOKIE, studioCookie, studioKey } from '../studio';
import type { Cards } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e, 503: e };

/**
 * The house card games' windows (issue 23; docs/video-poker-baccarat.md): /api/studio/poker/* and
 * /api/studio/baccarat/*. They share the studio's cookie (path /api/studio) and its seed routes.
 */
export const cardsRoutes: FastifyPluginAsyncZod<{ cards: Cards; production: boolean }> = async (
  app,
  { cards, production },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const requireWindow = async (request: FastifyRequest) => {
    await cards.kit.sessionOf(studioKey(request));
  };
  const cookie = studioCookie(production);

  app.post(
    '/poker/sessions',
    {
      schema: {
        tags: ['studio'],
        summary: 'Open a video poker window with the launch token (once per token); sets the studio cookie',
        body: cardsOpenBodySchema,
        response: { 200: pokerStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await cards.poker.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(STUDIO_COOKIE, opened.clientKey, cookie);
      return ok(opened.value);
    },
  );
  app.get(
    '/poker/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'The video poker window: balance, paytable, stakes, the open hand and the last 20 hands',
        querystring: cardsStateQuerySchema,
        response: { 200: pokerStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await cards.poker.state(studioKey(request), request.query.lang)),
  );
  app.post(
    '/poker/deal',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Deal: takes the stake through the wallet, then deals five cards; the hand stays open',
        body: pokerDealBodySchema,
        response: { 200: pokerPlayResponseSchema, ...errors },
      },
    },
    async (request) => ok(await cards.poker.deal(studioKey(request), request.body.stake)),
  );
  app.post(
    '/poker/draw',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Draw once: replaces the cards not held, pays the paytable and closes the round (again: 409)',
        body: pokerDrawBodySchema,
        response: { 200: pokerPlayResponseSchema, ...errors },
      },
    },
    async (request) => ok(await cards.poker.draw(studioKey(request), request.body.handId, request.body.hold)),
  );

  app.post(
    '/baccarat/sessions',
    {
      schema: {
        tags: ['studio'],
        summary: 'Open the baccarat window with the launch token (once per token); sets the studio cookie',
        body: cardsOpenBodySchema,
        response: { 200: baccaratStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await cards.baccarat.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(STUDIO_COOKIE, opened.clientKey, cookie);
      return ok(opened.value);
    },
  );
  app.get(
    '/baccarat/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'The baccarat window: balance, bets and limits, and the last 60 coups (the road)',
        querystring: cardsStateQuerySchema,
        response: { 200: baccaratStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await cards.baccarat.state(studioKey(request), request.query.lang)),
  );
  app.post(
    '/baccarat/deal',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary:
          'One coup: one debit for the bets, the coup from the round’s shoe, one credit (a tie refunds player/banker)',
        body: baccaratDealBodySchema,
        response: { 200: baccaratPlayResponseSchema, ...errors },
      },
    },
    async (request) => ok(await cards.baccarat.deal(studioKey(request), request.body.bets)),
  );
};

/** GET /api/fairness/card-rounds/:id: a card round's public proof (no session). */
export const cardsFairnessRoutes: FastifyPluginAsyncZod<{ cards: Cards }> = async (app, { cards }) => {
  app.get(
    '/card-rounds/:id',
    {
      schema: {
        tags: ['fairness'],
        summary: "A video poker hand's or a baccarat coup's proof: seeds, nonce and the result",
        params: roundIdParamsSchema,
        response: { 200: cardProofResponseSchema, 400: e, 404: e, 500: e, 503: e },
      },
    },
    async (request) => ok(await cards.proof(request.params.id)),
  );
};
