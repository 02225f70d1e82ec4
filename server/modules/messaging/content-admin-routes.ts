import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnnouncementInputSchema,
  adminAnnouncementParamsSchema,
  adminAnnouncementResponseSchema,
  adminAnnouncementsQuerySchema,
  adminAnnouncementsResponseSchema,
} from '../../../src/api/contract/announcements';
import { apiErrorSchema, envelope } from '../../../src/api/contract/envelope';
import {
  adminHelpTopicInputSchema,
  adminHelpTopicParamsSchema,
  adminHelpTopicResponseSchema,
  adminHelpTopicsResponseSchema,
} from '../../../src/api/contract/help';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { ContentAdmin } from './content-admin';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };

/**
 * /api/admin/announcements and /api/admin/help-topics: the content editors (docs/announcements.md).
 * HTTP only; the rules are content-admin.ts's; guarded by the back office's plugin from the access table.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{ service: ContentAdmin; production: boolean }> = async (
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
    '/announcements',
    {
      schema: {
        tags: ['admin'],
        summary: "The brand's announcements (drafts too), newest start first, by type and state",
        querystring: adminAnnouncementsQuerySchema,
        response: { 200: adminAnnouncementsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/announcements/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One announcement; 404 announcement.not_found',
        params: adminAnnouncementParamsSchema,
        response: { 200: adminAnnouncementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.post(
    '/announcements',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates an announcement as a draft (HTML sanitised); 400 announcement.unknown_members; audited',
        body: adminAnnouncementInputSchema,
        response: { 200: adminAnnouncementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(staffOf(request), request.body, ipOf(request))),
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Edits an announcement (HTML sanitised); a published one is announced again (announcement.published); audited',
        params: adminAnnouncementParamsSchema,
        body: adminAnnouncementInputSchema,
        response: { 200: adminAnnouncementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(staffOf(request), request.params.id, request.body, ipOf(request))),
  );

  app.post(
    '/announcements/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publishes an announcement (players see it from its start); emits announcement.published; audited',
        params: adminAnnouncementParamsSchema,
        response: { 200: adminAnnouncementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setState(staffOf(request), request.params.id, 'published', ipOf(request))),
  );

  app.post(
    '/announcements/:id/unpublish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Takes an announcement back to draft; audited',
        params: adminAnnouncementParamsSchema,
        response: { 200: adminAnnouncementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setState(staffOf(request), request.params.id, 'draft', ipOf(request))),
  );

  app.delete(
    '/announcements/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a draft; 409 announcement.not_draft for a published one; audited',
        params: adminAnnouncementParamsSchema,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await service.remove(staffOf(request), request.params.id, ipOf(request));
      return ok({ deleted: true as const });
    },
  );

  app.get(
    '/help-topics',
    {
      schema: {
        tags: ['admin'],
        summary: "The brand's help topics (inactive too), in help-center order",
        response: { 200: adminHelpTopicsResponseSchema, ...errors },
      },
    },
    async () => ok(await service.helpList()),
  );

  app.post(
    '/help-topics',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a help topic (HTML sanitised); 409 help.key_taken; audited',
        body: adminHelpTopicInputSchema,
        response: { 200: adminHelpTopicResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.helpSave(staffOf(request), null, request.body, ipOf(request))),
  );

  app.put(
    '/help-topics/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits a help topic (HTML sanitised); 404 help.not_found, 409 help.key_taken; audited',
        params: adminHelpTopicParamsSchema,
        body: adminHelpTopicInputSchema,
        response: { 200: adminHelpTopicResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.helpSave(staffOf(request), request.params.id, request.body, ipOf(request))),
  );
};
