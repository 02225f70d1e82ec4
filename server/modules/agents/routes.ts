import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentHomeQuerySchema,
  agentHomeResponseSchema,
  agentInviteResponseSchema,
  moveMemberResponseSchema,
  moveMemberSchema,
  openAccountResponseSchema,
  openAccountSchema,
  teamMemberParamsSchema,
  teamMemberResponseSchema,
  teamMembersQuerySchema,
  teamMembersResponseSchema,
  teamOverviewQuerySchema,
  teamOverviewResponseSchema,
} from '../../../src/api/contract/agent';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { openedAccountType } from '../../../src/rules/customerType';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { requestContext, sessionOf, staffOf } from '../accounts';
import type { AgentsAdmin } from './admin';
import type { AgentsService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e };
const tags = ['agent'];

/**
 * /api/agent (issue 21; docs/agents.md): the agent area's API. Every route is behind the agent guard
 * (types other than 0, 4, 40) and answers over the caller's own subtree (ADR 0023).
 */
export const agentRoutes: FastifyPluginAsyncZod<{ service: AgentsService; production: boolean }> = async (
  app,
  { service, production },
) => {
  app.addHook('onRequest', app.requireAgent);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/home',
    {
      schema: {
        tags,
        summary:
          "The agent home's team counters for the reader's today (spec §3 Team KPI footer): logins, bettors, registrations, online now",
        querystring: agentHomeQuerySchema,
        response: { 200: agentHomeResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.home(sessionOf(request).member, request.query.tz)),
  );

  app.get(
    '/team/overview',
    {
      schema: {
        tags,
        summary:
          'Team KPIs over a period (today, yesterday, 7 or 30 days, custom days): totals, one row per day, members by level',
        querystring: teamOverviewQuerySchema,
        response: { 200: teamOverviewResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.overview(sessionOf(request).member, request.query)),
  );

  app.get(
    '/team/members',
    {
      schema: {
        tags,
        summary: 'Team manage: the downline, 25 a page, searched by username and filtered by type and direct/all',
        querystring: teamMembersQuerySchema,
        response: { 200: teamMembersResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.teamMembers(sessionOf(request).member, request.query)),
  );

  app.get(
    '/team/members/:id',
    {
      schema: {
        tags,
        summary: "One member of the team; anyone outside the caller's subtree is 404 agent.member_not_found",
        params: teamMemberParamsSchema,
        response: { 200: teamMemberResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.teamMember(sessionOf(request).member, request.params.id)),
  );

  app.get(
    '/invite',
    {
      schema: {
        tags,
        summary: "The agent's invitation code: the registration link and QR code carry it (made on first read)",
        response: { 200: agentInviteResponseSchema, ...errors },
      },
    },
    async (request) => ok({ code: await service.inviteCode(sessionOf(request).member) }),
  );

  app.post(
    '/accounts',
    {
      schema: {
        tags,
        summary:
          'Open an account directly under the caller: a player or a sub-agent (username and password rules as registration)',
        body: openAccountSchema,
        response: { 200: openAccountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member } = sessionOf(request);
      const type = openedAccountType(member.customerType, request.body.kind);
      if (type === null) throw new AppError(403, 'agent.required', 'Non-agents cannot open accounts');
      const ctx = requestContext(clientIp(request.ip, request.headers, { production }), request.headers);
      const created = await app.accounts.openAccount(member, { ...request.body, type }, ctx);
      return ok({ id: created.id, username: created.username, type: created.customerType });
    },
  );
};

/** /api/admin/agents (back office): moving a member and its subtree under another upline. */
export const agentAdminRoutes: FastifyPluginAsyncZod<{ admin: AgentsAdmin; production: boolean }> = async (
  app,
  { admin, production },
) => {
  app.post(
    '/agents/move',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Move a member (and everyone below it) under another upline, or to the top level; refuses a cycle (409 agent.move_cycle); audited with the reason',
        body: moveMemberSchema,
        response: { 200: moveMemberResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await admin.move({
          brand: request.brand,
          staff: staffOf(request),
          ...request.body,
          ip: clientIp(request.ip, request.headers, { production }) || null,
        }),
      ),
  );
};
