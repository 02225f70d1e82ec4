import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  agentTransferResponseSchema,
  agentTransferSchema,
  teamBetsQuerySchema,
  teamBetsResponseSchema,
  teamPnlQuerySchema,
  teamPnlResponseSchema,
} from '../../../src/api/contract/teamReports';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { TeamReports } from './reports';
import type { AgentTransfers } from './transfers';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['agent'];

/** /api/agent/team/pnl and /api/agent/team/bets (issue 21; docs/agents.md): agent sessions, own subtree only. */
export const teamReportRoutes: FastifyPluginAsyncZod<{ reports: TeamReports }> = async (app, { reports }) => {
  app.addHook('onRequest', app.requireAgent);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/pnl',
    {
      schema: {
        tags,
        summary:
          "Team profit and loss over a period: totals, one row per day, one row per direct member (its team included); `parent` drills into a member's directs",
        querystring: teamPnlQuerySchema,
        response: { 200: teamPnlResponseSchema, ...errors },
      },
    },
    async (request) => ok(await reports.pnl(sessionOf(request).member, request.query)),
  );

  app.get(
    '/bets',
    {
      schema: {
        tags,
        summary:
          "Team betting: the downline's real-money rounds by member, category, game and period, 25 a page, newest first, with totals",
        querystring: teamBetsQuerySchema,
        response: { 200: teamBetsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await reports.bets(sessionOf(request).member, request.query)),
  );
};

/** POST /api/agent/transfers (docs/agents.md "Transfers to downline"): cash to a direct member, when the brand allows it. */
export const agentTransferRoutes: FastifyPluginAsyncZod<{ transfers: AgentTransfers }> = async (app, { transfers }) => {
  app.addHook('onRequest', app.requireAgent);
  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Move cash to a direct member (brand setting agent.transfersToDownline; else 403 agent.transfers_off); idempotent by requestId; 409 wallet.insufficient_funds',
        body: agentTransferSchema,
        response: { 200: agentTransferResponseSchema, ...errors },
      },
    },
    async (request) => ok(await transfers.transfer(sessionOf(request).member, request.body)),
  );
};
