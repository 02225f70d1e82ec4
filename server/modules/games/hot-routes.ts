import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotGamesResponseSchema, hotPinBodySchema, hotPinParamsSchema } from '../../../src/api/contract/adminHotGames';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { HOT_PIN_LIMIT, HOT_TURNOVER_TOP, HOT_WINDOW_DAYS } from '../../../src/api/contract/games.constants';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { HotGamesAdmin } from './hot';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

/**
 * /api/admin/games/hot: the hot games of the request's brand and their pins (docs/hot-games.md).
 * HTTP only; the rules are hot.ts's; guarded by the back office's plugin from the access table.
 */
export const adminHotGamesRoutes: FastifyPluginAsyncZod<{ service: HotGamesAdmin; production: boolean }> = async (
  app,
  opts,
) => {
  const { service } = opts;
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/games/hot',
    {
      schema: {
        tags: ['admin'],
        summary: `Every game of the brand with its real turnover of the last ${HOT_WINDOW_DAYS} days (at the last ranking), its rank and its pin; hot: pinned or in the top ${HOT_TURNOVER_TOP}`,
        response: { 200: hotGamesResponseSchema, ...errors },
      },
    },
    async () => ok(await service.list()),
  );

  app.put(
    '/games/hot/pins/:gameId',
    {
      schema: {
        tags: ['admin'],
        summary: `Pins a game hot at a position (default last), or moves its pin; at most ${HOT_PIN_LIMIT} pins (409 games.hot_pins_full), 404 games.not_found; audited`,
        params: hotPinParamsSchema,
        body: hotPinBodySchema,
        response: { 200: hotGamesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.pin(staffOf(request), request.params.gameId, request.body, ipOf(request))),
  );

  app.delete(
    '/games/hot/pins/:gameId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Unpins a game (a game not pinned: nothing changes), 404 games.not_found; audited',
        params: hotPinParamsSchema,
        response: { 200: hotGamesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.unpin(staffOf(request), request.params.gameId, ipOf(request))),
  );
};
