import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRebateAgentsQuerySchema,
  adminRebateAgentsResponseSchema,
  adminSetRebateRatesSchema,
  myRebateRatesResponseSchema,
  rebateCapsResponseSchema,
  rebateDownlineQuerySchema,
  rebateDownlineResponseSchema,
  rebateEarningsQuerySchema,
  rebateEarningsResponseSchema,
  rebateMemberParamsSchema,
  rebateMemberResponseSchema,
  rebatePeriodParamsSchema,
  rebateReportResponseSchema,
  rerunPeriodSchema,
  setRebateCapsSchema,
  setRebateRatesSchema,
  settlementRunResponseSchema,
  settlementRunsQuerySchema,
  settlementRunsResponseSchema,
} from '../../../src/api/contract/agentRebates';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import type { AgentRebateService, Staff } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['agent'];

type Req = Parameters<typeof sessionOf>[0];
const agentOf = (request: Req) => {
  const { member } = sessionOf(request);
  return { id: member.id, brand: member.brand };
};

/**
 * /api/agent/rebates (issue 21, ADR 0025, docs/agents.md "Rebates"): the agent's own rates, its
 * direct members' rates and setting them, what it earned per period and today's estimate. Agents only;
 * every member id is looked up in the caller's subtree (404 agent.member_not_found outside it).
 */
export const agentRebateRoutes: FastifyPluginAsyncZod<{ service: AgentRebateService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireAgent);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/rates',
    {
      schema: {
        tags,
        summary: "The caller's own rebate rates per game category (bp of turnover)",
        response: { 200: myRebateRatesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.myRates(agentOf(request))),
  );

  app.get(
    '/downline',
    {
      schema: {
        tags,
        summary:
          "The caller's direct members with their rates, 25 a page, searched by username; and the caller's own rates (their limit)",
        querystring: rebateDownlineQuerySchema,
        response: { 200: rebateDownlineResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.downline(agentOf(request), request.query)),
  );

  app.put(
    '/downline/:id/rates',
    {
      schema: {
        tags,
        summary:
          "Set a direct member's rates: never above the caller's own (409 agent_rebate.above_limit, fields: the limit per category), never under the member's own directs' (409 agent_rebate.children_above)",
        params: rebateMemberParamsSchema,
        body: setRebateRatesSchema,
        response: { 200: rebateMemberResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setDirect(agentOf(request), request.params.id, request.body.rates)),
  );

  app.get(
    '/earnings',
    {
      schema: {
        tags,
        summary: 'What the caller earned per settled period (brand-local day), newest first, 25 a page',
        querystring: rebateEarningsQuerySchema,
        response: { 200: rebateEarningsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.earnings(agentOf(request), request.query.page)),
  );

  app.get(
    '/earnings/:period',
    {
      schema: {
        tags,
        summary: 'One settled period: per category and per source member (turnover, rate difference, amount)',
        params: rebatePeriodParamsSchema,
        response: { 200: rebateReportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.report(agentOf(request), request.params.period)),
  );

  app.get(
    '/estimate',
    {
      schema: {
        tags,
        summary: "Today's estimate at today's rates (brand-local day so far; not paid yet)",
        response: { 200: rebateReportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.estimate(agentOf(request))),
  );
};

/** /api/admin/agent-rebates (back office; roles in src/api/contract/access.ts). */
export const agentRebateAdminRoutes: FastifyPluginAsyncZod<{
  service: AgentRebateService;
  production: boolean;
}> = async (app, { service, production }) => {
  const staffFrom = (request: Req): Staff => {
    const s = staffOf(request);
    return { id: s.id, username: s.username, ip: clientIp(request.ip, request.headers, { production }) || null };
  };
  const admin = ['admin'];

  app.get(
    '/agent-rebates/agents',
    {
      schema: {
        tags: admin,
        summary: 'Top-level agents (no agent upline) with their rebate rates, 25 a page; and the brand max',
        querystring: adminRebateAgentsQuerySchema,
        response: { 200: adminRebateAgentsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.adminAgents(request.brand, request.query)),
  );

  app.put(
    '/agent-rebates/agents/:id/rates',
    {
      schema: {
        tags: admin,
        summary:
          "Set a top-level agent's rates within the brand max (409 agent_rebate.above_limit; 409 agent_rebate.not_top_level; 409 agent_rebate.children_above); audited",
        params: rebateMemberParamsSchema,
        body: adminSetRebateRatesSchema,
        response: { 200: rebateMemberResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.adminSetTop(
          request.brand,
          staffFrom(request),
          request.params.id,
          request.body.rates,
          request.body.reason,
        ),
      ),
  );

  app.get(
    '/agent-rebates/caps',
    {
      schema: {
        tags: admin,
        summary: "The brand max rate per category (top-level agents' limit)",
        response: { 200: rebateCapsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.caps(request.brand)),
  );

  app.put(
    '/agent-rebates/caps',
    {
      schema: {
        tags: admin,
        summary: 'Set the brand max; refused under a top-level agent’s rate (409 agent_rebate.children_above); audited',
        body: setRebateCapsSchema,
        response: { 200: rebateCapsResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.setCaps(request.brand, staffFrom(request), request.body.caps, request.body.reason)),
  );

  app.get(
    '/agent-rebates/runs',
    {
      schema: {
        tags: admin,
        summary: 'The rebate settlement runs, newest first, 25 a page, with their totals',
        querystring: settlementRunsQuerySchema,
        response: { 200: settlementRunsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.runs(request.brand, request.query.page)),
  );

  app.post(
    '/agent-rebates/runs',
    {
      schema: {
        tags: admin,
        summary:
          'Re-run a complete past period: writes missing lines and pays only what was not paid yet (400 agent_rebate.period_invalid); audited',
        body: rerunPeriodSchema,
        response: { 200: settlementRunResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.rerun(request.brand, staffFrom(request), request.body.period, request.body.reason)),
  );
};
