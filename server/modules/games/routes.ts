import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  favouriteBodySchema,
  favouriteIdsResponseSchema,
  gameListQuerySchema,
  gamePageResponseSchema,
  gameRecordsQuerySchema,
  gameRecordsResponseSchema,
  HOT_GAMES_PAGE_SIZE,
  hotQuerySchema,
  langQuery,
  launchBodySchema,
  launchResponseSchema,
  nodeParamsSchema,
  okResponseSchema,
  vendorsResponseSchema,
  winnersQuerySchema,
  winnersResponseSchema,
} from '../../../src/api/contract/games';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { Catalogue } from './catalogue';
import type { Rounds } from './rounds';

const e = apiErrorSchema;
const memberErrors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

/** /api/games/*: the catalogue, favourites, recent games and the launch. HTTP only. */
export const gamesRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue; rounds: Rounds }> = async (
  app,
  { catalogue, rounds },
) => {
  app.get(
    '/winners',
    {
      schema: {
        tags: ['games'],
        summary: 'The winner board from real wins: the biggest of the last 7 days, and recent jackpot-class wins',
        querystring: winnersQuerySchema,
        response: { 200: winnersResponseSchema, 400: e, 500: e },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await rounds.winners(request.query));
    },
  );

  app.get(
    '/records',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['games'],
        summary:
          'The betting record: every round with time, game, vendor, stake, payout, net and status; totals over the filter',
        querystring: gameRecordsQuerySchema,
        response: { 200: gameRecordsResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rounds.records(sessionOf(request).member, request.query));
    },
  );

  app.get(
    '/vendors',
    {
      config: { responseCache: true },
      schema: {
        tags: ['games'],
        summary:
          'Enabled vendors: the sorting per category (SPORTS split into SPORTS, ESPORTS, COCKFIGHT) and the mapping by game type',
        querystring: langQuery,
        response: { 200: vendorsResponseSchema, 400: e, 500: e },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await catalogue.vendors(request.query.language));
    },
  );

  app.get(
    '/list',
    {
      config: { responseCache: true },
      schema: {
        tags: ['games'],
        summary:
          'A page of games: filters by type, vendor, name, classify, minimum bet and lines; dataType all, hot, recent or fav (the last two need a session)',
        querystring: gameListQuerySchema,
        response: { 200: gamePageResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      const needsMember = request.query.dataType === 'fav' || request.query.dataType === 'recent';
      reply.header('cache-control', needsMember ? 'no-store' : 'no-cache');
      const session = await app.memberSession(request);
      return ok(await catalogue.list(request.query, session?.member ?? null));
    },
  );

  app.get(
    '/hot',
    {
      config: { responseCache: true },
      schema: {
        tags: ['games'],
        summary: `Hot games, pinned first (page size ${HOT_GAMES_PAGE_SIZE})`,
        querystring: hotQuerySchema,
        response: { 200: gamePageResponseSchema, 400: e, 500: e },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await catalogue.list({ ...request.query, dataType: 'hot' }, null));
    },
  );

  app.get(
    '/favourites/ids',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['games'],
        summary: "The member's favourite node ids, newest first (at most 100)",
        response: { 200: favouriteIdsResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await catalogue.favouriteIds(sessionOf(request).member));
    },
  );

  app.post(
    '/favourites',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['games'],
        summary: 'Add a favourite; one already there is ignored',
        body: favouriteBodySchema,
        response: { 200: okResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      await catalogue.addFavourite(sessionOf(request).member, request.body.nodeId);
      return ok({ ok: true as const });
    },
  );

  app.delete(
    '/favourites/:nodeId',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite; removing one that is not there changes nothing',
        params: nodeParamsSchema,
        response: { 200: okResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      await catalogue.removeFavourite(sessionOf(request).member, request.params.nodeId);
      return ok({ ok: true as const });
    },
  );

  app.post(
    '/launch',
    {
      onRequest: app.requireMember,
      // The kill switch of the game's category (ADR 0032).
      config: { module: 'game' },
      schema: {
        tags: ['games'],
        summary: 'Open a game session: a URL whose token works once within 60 s; trial accounts play with play money',
        body: launchBodySchema,
        response: { 200: launchResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A third-party vendor's {returnUrl}: the lobby on the host the player is on (issue 23).
      const origin = `${request.protocol}://${request.host}`;
      return ok(await catalogue.launch(sessionOf(request).member, request.body, { origin }));
    },
  );
};
