import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimResponseSchema,
  grantsResponseSchema,
  redeemCodeResponseSchema,
  redeemCodeSchema,
  rewardIdParamsSchema,
  rewardsQuerySchema,
  rewardsResponseSchema,
} from '../../../src/api/contract/bonus';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { BonusService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

/**
 * /api/bonus and /api/rewards (docs/bonuses.md): the member's bonus grants with their wagering
 * progress, promotion codes, and the reward centre. Real (non-trial) members only.
 */
export const bonusRoutes: FastifyPluginAsyncZod<{ service: BonusService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireNonTrial);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/bonus/grants',
    {
      schema: {
        tags: ['bonus'],
        summary: "The member's active bonus grants (wagered, remaining, expiry, maximum bet) and the ended ones",
        response: { 200: grantsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.grantsOf(member.brand, member.id));
    },
  );

  app.post(
    '/bonus/code',
    {
      schema: {
        tags: ['bonus'],
        summary: 'Redeem a promotion code: once per member (409 bonus.code_used), 404 bonus.code_unknown',
        body: redeemCodeSchema,
        response: { 200: redeemCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok({ grant: await service.redeem(member.brand, member.id, request.body.code) });
    },
  );

  app.get(
    '/rewards',
    {
      schema: {
        tags: ['rewards'],
        summary:
          'The reward centre: claimable rewards (or the history of claimed and expired ones) and the claimable count',
        querystring: rewardsQuerySchema,
        response: { 200: rewardsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.rewardsOf(member.brand, member.id, request.query.tab));
    },
  );

  app.post(
    '/rewards/:id/claim',
    {
      schema: {
        tags: ['rewards'],
        summary:
          'Claim a reward: cash in one entry, or a bonus grant. A second claim answers the first (replayed true); expired is 409 rewards.expired',
        params: rewardIdParamsSchema,
        response: { 200: claimResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.claim(member.brand, member.id, request.params.id));
    },
  );
};
