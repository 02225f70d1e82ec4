import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContractsQuerySchema,
  adminContractsResponseSchema,
  adminSettlementsQuerySchema,
  contractDefaultsResponseSchema,
  contractKindParamsSchema,
  contractOfferSchema,
  contractParamsSchema,
  contractResponseSchema,
  contractTermsSchema,
  directContractsResponseSchema,
  dividendEstimateResponseSchema,
  myContractResponseSchema,
  pendingContractsResponseSchema,
  rerunResponseSchema,
  rerunSchema,
  settlementsQuerySchema,
  settlementsResponseSchema,
} from '../../../src/api/contract/agentContracts';
import { apiErrorSchema, envelope } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import type { Caller, ContractsService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['agent'];

const callerOf = (request: Parameters<typeof sessionOf>[0]): Caller => {
  const { member } = sessionOf(request);
  return { id: member.id, brand: member.brand, customerType: member.customerType };
};
const noStore = async (_request: unknown, reply: { header: (k: string, v: string) => unknown }) => {
  reply.header('cache-control', 'no-store');
};

/**
 * /api/agent/contracts (issue 21, ADR 0026): offers to direct sub-agents, the downline's decisions,
 * settlements and the dividend estimate (agents only), and `pending` for any logged-in member (home's
 * contract check, spec §3).
 */
export const contractRoutes: FastifyPluginAsyncZod<{ service: ContractsService }> = async (app, { service }) => {
  app.addHook('onSend', noStore);

  app.get(
    '/pending',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'Spec §3 contract-request response: dailysalreqtype, divtypecompperiodreq, contracthoursalreq are 1 when an offer of that kind awaits the member',
        response: { 200: pendingContractsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.pending(callerOf(request))),
  );

  // Everything else is the agent area's (trial 403 auth.trial_refused, non-agents 403 agent.required).
  app.get(
    '/mine/:kind',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary: "The caller's active contract of a kind and the offer awaiting its answer",
        params: contractKindParamsSchema,
        response: { 200: myContractResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.mine(callerOf(request), request.params.kind)),
  );

  app.get(
    '/offered/:kind',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary: "The caller's direct sub-agents with the contracts of a kind it offered them",
        params: contractKindParamsSchema,
        response: { 200: directContractsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.directs(callerOf(request), request.params.kind)),
  );

  app.post(
    '/',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary:
          'Offer a contract to a direct sub-agent (404 agent.member_not_found outside the team; 409 contract.not_direct, contract.not_agent, contract.offer_pending, contract.active_exists)',
        body: contractOfferSchema,
        response: { 200: contractResponseSchema, ...errors },
      },
    },
    async (request) => {
      const c = callerOf(request);
      return ok(await service.offer(c.brand, { kind: 'agent', memberId: c.id }, request.body));
    },
  );

  app.post(
    '/:id/revise',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary:
          'Revise an offered or active contract the caller offered: a new offered version; an active one keeps paying until it is accepted',
        params: contractParamsSchema,
        body: contractTermsSchema,
        response: { 200: contractResponseSchema, ...errors },
      },
    },
    async (request) => {
      const c = callerOf(request);
      return ok(await service.revise(c.brand, { kind: 'agent', memberId: c.id }, request.params.id, request.body));
    },
  );

  app.post(
    '/:id/accept',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary: 'Accept an offer made to the caller (idempotent; 409 contract.already_refused, contract.superseded)',
        params: contractParamsSchema,
        response: { 200: contractResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.accept(callerOf(request), request.params.id)),
  );

  app.post(
    '/:id/refuse',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary: 'Refuse an offer made to the caller (idempotent; 409 contract.already_accepted, contract.superseded)',
        params: contractParamsSchema,
        response: { 200: contractResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.refuse(callerOf(request), request.params.id)),
  );

  app.get(
    '/settlements',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary:
          "The caller's settlements as payee (its contracts) or payer (its directs'), 25 a page, with what is owed",
        querystring: settlementsQuerySchema,
        response: { 200: settlementsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.mySettlements(callerOf(request), request.query)),
  );

  app.get(
    '/dividend',
    {
      onRequest: app.requireAgent,
      schema: {
        tags,
        summary: "The dividend page: the current period's team net loss so far, the tier met and the estimated share",
        response: { 200: dividendEstimateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.dividendEstimate(callerOf(request))),
  );
};

/** /api/admin/agent-contracts (back office; roles in src/api/contract/access.ts). */
export const contractAdminRoutes: FastifyPluginAsyncZod<{ service: ContractsService; production: boolean }> = async (
  app,
  { service, production },
) => {
  const staffOfRequest = (request: Parameters<typeof staffOf>[0]) => {
    const s = staffOf(request);
    return { id: s.id, username: s.username, ip: clientIp(request.ip, request.headers, { production }) || null };
  };
  const admin = { tags: ['admin'] };

  app.get(
    '/agent-contracts',
    {
      schema: {
        ...admin,
        summary:
          'Contracts of the brand, newest first, 25 a page, filtered by agent (part of the username), kind and status',
        querystring: adminContractsQuerySchema,
        response: { 200: adminContractsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.adminList(request.brand, request.query)),
  );

  app.get(
    '/agent-contracts/top-agents',
    {
      schema: {
        ...admin,
        summary: 'Top-level agents (no upline): the members staff may offer contracts to',
        response: {
          200: envelope(z.object({ items: z.array(z.object({ id: z.uuid(), username: z.string() })) })),
          ...errors,
        },
      },
    },
    async (request) => ok({ items: await service.topLevelAgents(request.brand) }),
  );

  app.post(
    '/agent-contracts',
    {
      schema: {
        ...admin,
        summary: 'Offer a contract to a top-level agent, paid by the house (409 contract.not_top_level; audited)',
        body: contractOfferSchema,
        response: { 200: contractResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.offer(request.brand, { kind: 'staff', staff: staffOfRequest(request) }, request.body)),
  );

  app.post(
    '/agent-contracts/:id/revise',
    {
      schema: {
        ...admin,
        summary: "Revise a staff-offered contract: a new offered version that needs the agent's acceptance (audited)",
        params: contractParamsSchema,
        body: contractTermsSchema,
        response: { 200: contractResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.revise(
          request.brand,
          { kind: 'staff', staff: staffOfRequest(request) },
          request.params.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/agent-contracts/settlements',
    {
      schema: {
        ...admin,
        summary:
          'Settlements of the brand, 25 a page, filtered by agent, kind, period and owed only; with the owed total',
        querystring: adminSettlementsQuerySchema,
        response: { 200: settlementsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.adminSettlements(request.brand, request.query)),
  );

  app.post(
    '/agent-contracts/rerun',
    {
      schema: {
        ...admin,
        summary:
          'Re-run the settlement of one ended period of a kind: settles what is missing, pays nothing twice (400 contract.period_invalid, 409 contract.period_not_ended; audited)',
        body: rerunSchema,
        response: { 200: rerunResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.rerun(request.brand, staffOfRequest(request), request.body)),
  );

  app.get(
    '/agent-contracts/defaults',
    {
      schema: {
        ...admin,
        summary: "The brand's default tiers per contract kind (prefill offers)",
        response: { 200: contractDefaultsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.defaults(request.brand)),
  );

  app.put(
    '/agent-contracts/defaults',
    {
      schema: {
        ...admin,
        summary: "Set the brand's default tiers of one kind (audited)",
        body: contractTermsSchema,
        response: { 200: contractDefaultsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setDefaults(request.brand, staffOfRequest(request), request.body)),
  );
};
