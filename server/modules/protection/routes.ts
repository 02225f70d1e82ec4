import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope } from '../../../src/api/contract/envelope';
import {
  decideLiftSchema,
  liftIdParamsSchema,
  liftListQuerySchema,
  limitKeySchema,
  memberIdParamsSchema,
  protectionResponseSchema,
  realityCheckSchema,
  selfExclusionSchema,
  sessionFiguresResponseSchema,
  sessionLimitSchema,
  setLimitSchema,
  setOperatorLimitSchema,
  staffLiftListResponseSchema,
  staffLiftRequestSchema,
  staffProtectionResponseSchema,
  statementQuerySchema,
  statementResponseSchema,
  timeOutSchema,
} from '../../../src/api/contract/protection';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import type { Actor, ProtectionService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['protection'];

type IpRequest = { ip: string; headers: Parameters<typeof clientIp>[1] };

/**
 * /api/protection (docs/player-protection.md): the player's limits, reality check, session limit,
 * time-out, self-exclusion and early-lift request, the reality-check figures and the statement.
 * Trial accounts are refused (auth.trial_refused). An excluded member may still use all of it.
 */
export const protectionRoutes: FastifyPluginAsyncZod<{ service: ProtectionService; production: boolean }> = async (
  app,
  { service, production },
) => {
  app.addHook('onRequest', app.requireNonTrial);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const actorOf = (request: IpRequest & Parameters<typeof sessionOf>[0]) => {
    const { member } = sessionOf(request);
    const actor: Actor = {
      kind: 'member',
      id: member.id,
      name: member.username,
      ip: clientIp(request.ip, request.headers, { production }) || null,
    };
    return { member: { id: member.id, brand: member.brand, username: member.username }, actor };
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Everything: each limit (deposit, loss, wager × day, week, month) with used, remaining, resetsAt, pending and the operator limit; reality check, session limit, exclusion state and lift request',
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.get(sessionOf(request).member.id)),
  );

  app.put(
    '/limits',
    {
      schema: {
        tags,
        summary:
          'Set a limit. A first or lower limit applies at once; a higher one or a removal (amount null) is pending: confirmable after 24 h, lapses 7 days later',
        body: setLimitSchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.setLimit(member, actor, request.body));
    },
  );

  app.post(
    '/limits/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a pending increase or removal (409 protection.cooling_off before 24 h; protection.no_pending)',
        body: limitKeySchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.confirmLimit(member, actor, request.body));
    },
  );

  app.post(
    '/limits/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending increase or removal (the limit in force stays)',
        body: limitKeySchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.cancelLimit(member, actor, request.body));
    },
  );

  app.put(
    '/reality-check',
    {
      schema: {
        tags,
        summary: 'Reality-check interval: 15, 30 or 60 minutes, or null (off)',
        body: realityCheckSchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.setSettings(member, actor, { realityCheckMinutes: request.body.minutes }));
    },
  );

  app.put(
    '/session-limit',
    {
      schema: {
        tags,
        summary: 'Session time limit in minutes after log-in (the server ends the session then); null: none',
        body: sessionLimitSchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.setSettings(member, actor, { sessionLimitMinutes: request.body.minutes }));
    },
  );

  app.post(
    '/time-out',
    {
      schema: {
        tags,
        summary: 'Take a time-out (24h, 7d, 30d, 6w): at once, on every brand for the same person; no early lift',
        body: timeOutSchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.exclude(member, actor, { kind: 'timeout', duration: request.body.duration }));
    },
  );

  app.post(
    '/self-exclusion',
    {
      schema: {
        tags,
        summary:
          'Self-exclude (6m, 1y, 2y, 5y, permanent): at once, on every brand for the same person (mobile, e-mail, ID number)',
        body: selfExclusionSchema,
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.exclude(member, actor, { kind: 'self_exclusion', duration: request.body.duration }));
    },
  );

  app.post(
    '/lift-request',
    {
      schema: {
        tags,
        summary:
          'Ask staff to lift the self-exclusion early: decided within 7 days; an approval takes effect 24 h later',
        response: { 200: protectionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { member, actor } = actorOf(request);
      return ok(await service.requestLift(member, actor));
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'The reality check of this session: log-in time, wagered, won, net (won − wagered)',
        response: { 200: sessionFiguresResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await service.sessionFigures(session.member.id, session.id));
    },
  );

  app.get(
    '/statement',
    {
      schema: {
        tags,
        summary: 'Account statement over [from, to): deposits, withdrawals, deposit net, stakes, wins, gaming net',
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.statement(sessionOf(request).member.id, request.query)),
  );
};

/**
 * /api/admin/protection (back office; roles in src/api/contract/access.ts): a player's protection
 * page, the operator's limits, and early-lift requests. Every change is logged and audited.
 */
export const protectionAdminRoutes: FastifyPluginAsyncZod<{
  service: ProtectionService;
  production: boolean;
}> = async (app, { service, production }) => {
  const actorOf = (request: IpRequest & Parameters<typeof staffOf>[0]): Actor => {
    const s = staffOf(request);
    return {
      kind: 'staff',
      id: s.id,
      name: s.username,
      ip: clientIp(request.ip, request.headers, { production }) || null,
    };
  };

  app.get(
    '/protection/members/:memberId',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A player's protection page: limits and pending changes, operator limits, exclusions with history, lift requests, reality-check settings, change log",
        params: memberIdParamsSchema,
        response: { 200: staffProtectionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.staffView(request.brand, request.params.memberId)),
  );

  app.put(
    '/protection/members/:memberId/limits',
    {
      schema: {
        tags: ['admin'],
        summary: "Set (or remove: amount null) the operator's limit; applies at once (audited)",
        params: memberIdParamsSchema,
        body: setOperatorLimitSchema,
        response: { 200: staffProtectionResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.setOperatorLimit(request.brand, actorOf(request), request.params.memberId, request.body)),
  );

  app.get(
    '/protection/lift-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Early-lift requests of the brand (default: pending), the nearest deadline first',
        querystring: liftListQuerySchema,
        response: { 200: staffLiftListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.listLifts(request.brand, request.query.status)),
  );

  app.post(
    '/protection/lift-requests/:id/decide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (the exclusion lifts 24 h later) or reject an early-lift request, with a reason (audited)',
        params: liftIdParamsSchema,
        body: decideLiftSchema,
        response: {
          200: envelope(staffLiftRequestSchema.omit({ memberId: true, username: true, exclusion: true })),
          ...errors,
        },
      },
    },
    async (request) => ok(await service.decideLift(request.brand, actorOf(request), request.params.id, request.body)),
  );
};
