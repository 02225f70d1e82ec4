import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkedMembersResponseSchema,
  memberActionResponseSchema,
  memberAgentSchema,
  memberFindQuerySchema,
  memberFindResponseSchema,
  memberLoginsQuerySchema,
  memberLoginsResponseSchema,
  memberNoteInputSchema,
  memberNotesResponseSchema,
  memberProfileResponseSchema,
  memberReasonSchema,
  memberTagInputSchema,
  memberTagsResponseSchema,
  memberTypeSchema,
  passwordResetResponseSchema,
} from '../../../src/api/contract/adminMembers';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { MemberConsole } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['admin'];
const params = z.object({ id: z.string().max(64) });
const tagParams = z.object({ id: z.string().max(64), tag: z.string().max(64) });

/**
 * /api/admin/members (issue 24 §Members; docs/admin.md "Members"): HTTP only; the rules are the
 * service's (service.ts), the guards the access table's (server/modules/admin/plugin.ts).
 */
export const memberConsoleRoutes: FastifyPluginAsyncZod<{ service: MemberConsole; production: boolean }> = async (
  app,
  { service, production },
) => {
  const actor = (request: Parameters<typeof staffOf>[0] & { ip: string; headers: Parameters<typeof clientIp>[1] }) => ({
    staff: staffOf(request),
    ip: clientIp(request.ip, request.headers, { production }) || null,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Find members by username (prefix), mobile, e-mail, ID number, IP or agent (the downline), 25 a page',
        querystring: memberFindQuerySchema,
        response: { 200: memberFindResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.search(request.query.by, request.query.q, request.query.page)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: "A member's profile: status, type, VIP, agent chain, devices, bonuses, protection, notes and tags",
        params,
        response: { 200: memberProfileResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.profile(request.params.id)),
  );

  app.get(
    '/:id/logins',
    {
      schema: {
        tags,
        summary: "A member's log-in history, newest first, 25 a page",
        params,
        querystring: memberLoginsQuerySchema,
        response: { 200: memberLoginsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.logins(request.params.id, request.query.page)),
  );

  app.get(
    '/:id/linked',
    {
      schema: {
        tags,
        summary: 'Members sharing a device, a log-in IP, a bank account or the ID number with this one',
        params,
        response: { 200: linkedMembersResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.linked(request.params.id)),
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add a staff note (kept, never edited); audited',
        params,
        body: memberNoteInputSchema,
        response: { 200: memberNotesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.addNote(actor(request), request.params.id, request.body.body)),
  );

  app.post(
    '/:id/tags',
    {
      schema: {
        tags,
        summary: 'Add a tag (lower-case; adding it again changes nothing); audited',
        params,
        body: memberTagInputSchema,
        response: { 200: memberTagsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.addTag(actor(request), request.params.id, request.body.tag)),
  );

  app.delete(
    '/:id/tags/:tag',
    {
      schema: {
        tags,
        summary: 'Remove a tag; audited',
        params: tagParams,
        response: { 200: memberTagsResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.removeTag(actor(request), request.params.id, request.params.tag.trim().toLowerCase())),
  );

  app.post(
    '/:id/freeze',
    {
      schema: {
        tags,
        summary: 'Freeze: log-in refused, live sessions revoked (reason required; audited)',
        params,
        body: memberReasonSchema,
        response: { 200: memberActionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.freeze(actor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/:id/unfreeze',
    {
      schema: {
        tags,
        summary: 'Unfreeze a frozen member (reason required; audited)',
        params,
        body: memberReasonSchema,
        response: { 200: memberActionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.unfreeze(actor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Send the member a password-reset code (never shown to staff); sessions revoked; audited',
        params,
        body: memberReasonSchema,
        response: { 200: passwordResetResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.resetPassword(actor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/:id/type',
    {
      schema: {
        tags,
        summary: 'Change the type (player, agent, sub-agent) within its family; audited',
        params,
        body: memberTypeSchema,
        response: { 200: memberActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.changeType(actor(request), request.params.id, request.body.customerType, request.body.reason)),
  );

  app.post(
    '/:id/agent',
    {
      schema: {
        tags,
        summary: 'Move the member (and its downline) under another agent, or to the top level; audited (agent.move)',
        params,
        body: memberAgentSchema,
        response: { 200: memberActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.moveAgent(actor(request), request.params.id, request.body.parentId, request.body.reason)),
  );

  app.post(
    '/:id/close',
    {
      schema: {
        tags,
        summary: 'Close the account once every balance is zero (409 member.balance_not_settled); audited',
        params,
        body: memberReasonSchema,
        response: { 200: memberActionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.close(actor(request), request.params.id, request.body.reason)),
  );
};
