import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  redRainCurrentResponseSchema,
  redRainGrabResponseSchema,
  redRainListResponseSchema,
  redRainParamsSchema,
  redRainResponseSchema,
  redRainScheduleSchema,
} from '../../../src/api/contract/redrain';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import type { Player, RedRainService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['red-rain'];

const playerOf = (request: Parameters<typeof sessionOf>[0]): Player => {
  const { member } = sessionOf(request);
  return { id: member.id, brand: member.brand, customerType: member.customerType };
};

/** /api/red-rain (docs/red-rain.md): the member's next or live rain, and grabbing an envelope. Real accounts only. */
export const redRainRoutes: FastifyPluginAsyncZod<{ service: RedRainService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRealAccount);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/current',
    {
      schema: {
        tags,
        summary:
          "The member's live rain, else the next one, else the last one (10 minutes after it ended): the countdown's server clock, the member's envelope, the latest winners",
        response: { 200: redRainCurrentResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.current(playerOf(request))),
  );

  app.post(
    '/:id/grab',
    {
      schema: {
        tags,
        summary:
          'Grab one envelope of a live rain: one per member, a repeat answers the same envelope (409 redrain.not_started, redrain.ended, redrain.empty; 403 redrain.not_in_team)',
        params: redRainParamsSchema,
        response: { 200: redRainGrabResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.grab(playerOf(request), request.params.id)),
  );
};

/**
 * /api/agent/red-rain: an agent schedules a rain for its team (its cash pays the budget) and reads
 * its rains with their results. Agents only (types 1, 2, 41, 42): trial 403 auth.trial_refused,
 * anyone else 403 agent.required.
 */
export const agentRedRainRoutes: FastifyPluginAsyncZod<{ service: RedRainService }> = async (app, { service }) => {
  // The agent area's one guard (server/modules/accounts/auth.ts): trial 403 auth.trial_refused, non-agents 403 agent.required.
  app.addHook('onRequest', app.requireAgent);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The agent's rains, newest first, with grabbed, paid, returned and the winners",
        response: { 200: redRainListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.listForAgent(member.brand, member.id));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          "Schedule a rain for the agent's team: the budget leaves the agent's cash now (409 wallet.insufficient_funds); the same clientRequestId answers the same rain",
        body: redRainScheduleSchema,
        response: { 200: redRainResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      return ok(await service.schedule(member.brand, { kind: 'agent', memberId: member.id }, request.body));
    },
  );
};

/** /api/admin/red-rain (back office; roles in src/api/contract/access.ts): brand-wide rains and every rain's results. */
export const redRainAdminRoutes: FastifyPluginAsyncZod<{ service: RedRainService; production: boolean }> = async (
  app,
  { service, production },
) => {
  app.get(
    '/red-rain',
    {
      schema: {
        tags: ['admin'],
        summary: "Every rain of the brand (agents' and brand-wide), newest first, with results",
        response: { 200: redRainListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.listForBrand(request.brand)),
  );

  app.post(
    '/red-rain',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Schedule a brand-wide rain for every real member (paid from promotion cost; audited); the same clientRequestId answers the same rain',
        body: redRainScheduleSchema,
        response: { 200: redRainResponseSchema, ...errors },
      },
    },
    async (request) => {
      const s = staffOf(request);
      const ip = clientIp(request.ip, request.headers, { production }) || null;
      return ok(
        await service.schedule(
          request.brand,
          { kind: 'brand', staff: { id: s.id, username: s.username, ip } },
          request.body,
        ),
      );
    },
  );
};
