import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { anyRoundProofResponseSchema, roundIdParamsSchema } from '../../../src/api/contract/fairness';
import {
  studioClientSeedBodySchema,
  studioHistoryResponseSchema,
  studioOpenBodySchema,
  studioRotateBodySchema,
  studioRotationResponseSchema,
  studioSeedsResponseSchema,
  studioSpinBodySchema,
  studioSpinResponseSchema,
  studioStateQuerySchema,
  studioStateResponseSchema,
} from '../../../src/api/contract/studio';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { Studio } from './service';

/** The game window's cookie: only /api/studio sees it. */
export const STUDIO_COOKIE = 'studio_key';

/**
 * The studio cookie every house game window sets on opening (ADR 0029): httpOnly, SameSite=Strict,
 * secure in production, and only /api/studio sees it.
 */
export const studioCookie = (production: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure: production, path: '/api/studio' }) as const;

/** The game window's key a request carries (the studio cookie). */
export const studioKey = (request: FastifyRequest) => request.cookies[STUDIO_COOKIE];

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e, 503: e };

/**
 * /api/studio/*: the house studio's game server, which the game window (/m/play/:code) talks to.
 * It is a vendor: it holds the operator's player token and moves money only through the
 * provider wallet API. HTTP only.
 */
export const studioRoutes: FastifyPluginAsyncZod<{ studio: Studio; production: boolean }> = async (
  app,
  { studio, production },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const key = (cookies: Record<string, string | undefined>) => cookies[STUDIO_COOKIE];
  /** The game window's key is checked first, so a call without one is 401 whatever its body (src/api/contract/access.ts). */
  const requireWindow = async (request: FastifyRequest) => studio.requireWindow(key(request.cookies));

  app.post(
    '/sessions',
    {
      schema: {
        tags: ['studio'],
        summary: 'Open the game window with the launch token (once per token); sets the studio cookie',
        body: studioOpenBodySchema,
        response: { 200: studioStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await studio.open(request.body.gameCode, request.body.token, request.body.lang);
      reply.setCookie(STUDIO_COOKIE, opened.clientKey, studioCookie(production));
      return ok(opened.value);
    },
  );

  app.get(
    '/state',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'The open game: balance, rules, stakes, pending free spins and the last 20 spins',
        querystring: studioStateQuerySchema,
        response: { 200: studioStateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await studio.state(key(request.cookies), request.query.lang)),
  );

  app.post(
    '/spin',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary:
          'Spin: takes the stake through the wallet, then draws the outcome on the server; plays a pending free spin first',
        body: studioSpinBodySchema,
        response: { 200: studioSpinResponseSchema, ...errors },
      },
    },
    async (request) => ok(await studio.spin(key(request.cookies), request.body.stake)),
  );

  app.get(
    '/history',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'The last 20 spins of this game window',
        response: { 200: studioHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await studio.history(key(request.cookies))),
  );

  // Provable fairness (issue 22, docs/fairness.md): the player's seed pair.
  app.get(
    '/seeds',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: "The player's seed pair: sha256 of the server seed, the client seed and the next nonce",
        response: { 200: studioSeedsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await studio.seeds(key(request.cookies))),
  );

  app.put(
    '/seeds/client',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Set the client seed the next rounds play (1–64 printable characters, no colon)',
        body: studioClientSeedBodySchema,
        response: { 200: studioSeedsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await studio.setClientSeed(key(request.cookies), request.body.clientSeed)),
  );

  app.post(
    '/seeds/rotate',
    {
      onRequest: requireWindow,
      schema: {
        tags: ['studio'],
        summary: 'Reveal the server seed and start a new pair at nonce 0 (once per pair: a double tap rotates once)',
        body: studioRotateBodySchema,
        response: { 200: studioRotationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await studio.rotate(key(request.cookies), request.body.serverSeedHash)),
  );
};

/** GET /api/fairness/rounds/:id: a studio round's public proof (no session; issue 22). */
export const studioFairnessRoutes: FastifyPluginAsyncZod<{
  studio: Studio;
  /** Other house games' proofs by id (bingo, fishing; issue 23): null when the id is not theirs. */
  others?: readonly ((id: string) => Promise<object | null>)[];
}> = async (app, { studio, others = [] }) => {
  app.get(
    '/rounds/:id',
    {
      schema: {
        tags: ['fairness'],
        summary: "A slot round's proof: seeds (the server seed once rotated), nonce, stops and outcome",
        params: roundIdParamsSchema,
        response: { 200: anyRoundProofResponseSchema, 400: e, 404: e, 500: e, 503: e },
      },
    },
    async (request) => {
      try {
        return ok(await studio.roundProof(request.params.id));
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'fairness.round_not_found') throw err;
        for (const other of others) {
          const proof = await other(request.params.id);
          if (proof) return ok(proof as Awaited<ReturnType<Studio['roundProof']>>);
        }
        throw err;
      }
    },
  );
};
