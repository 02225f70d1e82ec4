import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { drawProofResponseSchema } from '../../../src/api/contract/fairness';
import {
  betPageResponseSchema,
  drawPageResponseSchema,
  lotteryScheduleResponseSchema,
  lottoBetsQuerySchema,
  lottoDrawsQuerySchema,
  lottoOpenBodySchema,
  lottoSlipResponseSchema,
  lottoStateQuerySchema,
  lottoStateResponseSchema,
  placeSlipSchema,
} from '../../../src/api/contract/lottery';
import { ok } from '../../lib/envelope';
import type { Lottery } from './service';

/** The lottery window's cookie: only /api/lotto sees it. */
export const LOTTO_COOKIE = 'lotto_key';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e, 503: e };

/**
 * /api/lotto/*: the house lottery vendor's game server, which the game window (/m/lotto/:code) talks
 * to (docs/lottery.md). A vendor: it holds the operator's player token and moves money only through
 * the provider-wallet API. HTTP only; the rules are service.ts's.
 */
export const lottoRoutes: FastifyPluginAsyncZod<{ lottery: Lottery; production: boolean }> = async (
  app,
  { lottery, production },
) => {
  const key = (cookies: Record<string, string | undefined>) => cookies[LOTTO_COOKIE];
  const requireWindow = async (request: FastifyRequest) => lottery.requireWindow(key(request.cookies));

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/lotto/schedule')) reply.header('cache-control', 'no-store');
  });

  app.post(
    '/sessions',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Open the lottery window with the launch token (once per token); sets the lotto_key cookie',
        body: lottoOpenBodySchema,
        response: { 200: lottoStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await lottery.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(LOTTO_COOKIE, opened.clientKey, {
        httpOnly: true,
        sameSite: 'strict',
        secure: production,
        path: '/api/lotto',
      });
      return ok(opened.value);
    },
  );

  app.get(
    '/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['lottery'],
        summary:
          "The window's game: bet types with odds and RTP, rules, balance, the draw open for bets, recent draws, the player's bets",
        querystring: lottoStateQuerySchema,
        response: { 200: lottoStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await lottery.state(key(request.cookies), request.query.lang)),
  );

  app.post(
    '/bets',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['lottery'],
        summary:
          'Place a slip on a draw (idempotent by slipId): each bet is debited through the wallet; 409 lottery.closed after the close, lottery.stake_limit / player_limit / payout_cap over a limit',
        body: placeSlipSchema,
        response: { 200: lottoSlipResponseSchema, ...errors },
      },
    },
    async (request) => ok(await lottery.placeSlip(key(request.cookies), request.body)),
  );

  app.get(
    '/bets',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['lottery'],
        summary: "The player's open or settled bets on the window's game, newest first, 25 a page",
        querystring: lottoBetsQuerySchema,
        response: { 200: betPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await lottery.bets(key(request.cookies), request.query.status, request.query.cursor)),
  );

  app.get(
    '/draws',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['lottery'],
        summary: 'Past draws (drawn, settled, void) of a game, newest first, 25 a page',
        querystring: lottoDrawsQuerySchema,
        response: { 200: drawPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await lottery.draws(key(request.cookies), request.query.game, request.query.cursor)),
  );

  app.get(
    '/schedule',
    {
      schema: {
        tags: ['lottery'],
        summary: 'The next draw of each enabled game (public; cacheable for 5 seconds)',
        response: { 200: lotteryScheduleResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return ok(await lottery.schedule());
    },
  );
};

/** GET /api/fairness/draws/:id: a draw's public proof (src/api/contract/fairness.ts). */
export const drawProofRoutes: FastifyPluginAsyncZod<{ lottery: Lottery }> = async (app, { lottery }) => {
  app.get(
    '/draws/:id',
    {
      schema: {
        tags: ['fairness'],
        summary:
          "A draw's proof: its chain (terminating hash, salt), its link index, and once drawn its hash and result; 404 lottery.draw_not_found",
        params: z.object({ id: z.uuid() }),
        response: { 200: drawProofResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await lottery.proof(request.params.id));
    },
  );
};
