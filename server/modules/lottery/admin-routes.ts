import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDrawBetsQuerySchema,
  adminDrawBetsResponseSchema,
  adminDrawPageResponseSchema,
  adminDrawResponseSchema,
  adminDrawsQuerySchema,
  adminLotteryGameResponseSchema,
  adminLotteryGamesResponseSchema,
  drawParamsSchema,
  drawVoidBodySchema,
  lotteryGameParamsSchema,
  lotteryGameUpdateSchema,
  lotteryReportQuerySchema,
  lotteryReportResponseSchema,
} from '../../../src/api/contract/adminLottery';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { LotteryAdmin } from './admin';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e, 503: e };

/**
 * /api/admin/lottery: the house lottery's back office (docs/lottery.md). HTTP only; the rules are
 * admin.ts's; guarded by the back office's plugin from the access table. Changes are audited.
 */
export const adminLotteryRoutes: FastifyPluginAsyncZod<{ service: LotteryAdmin; production: boolean }> = async (
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
    '/lottery/games',
    {
      schema: {
        tags: ['admin'],
        summary: 'The lottery games: schedule, close, limits, bet types with odds and declared RTP, next draw, chain',
        response: { 200: adminLotteryGamesResponseSchema, ...errors },
      },
    },
    async () => ok({ list: await service.games(), currency: await service.currency(), today: service.today() }),
  );

  app.put(
    '/lottery/games/:code',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Edit a game: enabled, closeSeconds, limits, the daily time (odds are fixed); audited lottery.game_update',
        params: lotteryGameParamsSchema,
        body: lotteryGameUpdateSchema,
        response: { 200: adminLotteryGameResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.updateGame(staffOf(request), request.params.code, request.body, ipOf(request))),
  );

  app.get(
    '/lottery/draws',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Draws by game, status and brand-local day, newest first, 25 a page: bets, stake, exposure, result, payout',
        querystring: adminDrawsQuerySchema,
        response: { 200: adminDrawPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.draws(request.query)),
  );

  app.get(
    '/lottery/draws/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One draw',
        params: drawParamsSchema,
        response: { 200: adminDrawResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.draw(request.params.id)),
  );

  app.get(
    '/lottery/draws/:id/bets',
    {
      schema: {
        tags: ['admin'],
        summary: "A draw's bets, newest first, 25 a page",
        params: drawParamsSchema,
        querystring: adminDrawBetsQuerySchema,
        response: { 200: adminDrawBetsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.drawBets(request.params.id, request.query.cursor)),
  );

  app.post(
    '/lottery/draws/:id/void',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Void a draw with a reason: every bet is refunded through the wallet (idempotent); 409 lottery.draw_settled once settled; audited lottery.draw_void',
        params: drawParamsSchema,
        body: drawVoidBodySchema,
        response: { 200: adminDrawResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.voidDraw(staffOf(request), request.params.id, request.body.reason, ipOf(request))),
  );

  app.get(
    '/lottery/report',
    {
      schema: {
        tags: ['admin'],
        summary: 'Draws, bets, stake, payout and GGR by game and brand-local day (at most 93 days)',
        querystring: lotteryReportQuerySchema,
        response: { 200: lotteryReportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.report(request.query)),
  );
};
