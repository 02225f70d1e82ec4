import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementsQuerySchema,
  announcementsResponseSchema,
  MARK_READ_THROTTLE_MS,
  markReadBodySchema,
  markReadResponseSchema,
  unreadAnnouncementsResponseSchema,
} from '../../../src/api/contract/announcements';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { helpQuerySchema, helpResponseSchema } from '../../../src/api/contract/help';
import { ok } from '../../lib/envelope';
import { sessionOf } from '../accounts';
import type { AnnouncementsService } from './announcements';
import type { HelpService } from './help';

const e = apiErrorSchema;
const memberErrors = { 400: e, 401: e, 403: e, 404: e, 500: e };

/**
 * /api/announcements: HTTP only (docs/announcements.md). The list is public and, for a visitor,
 * served from the shared response cache; a request with a session never touches that cache
 * (isPersonal), and a member's answer (targeting, read flags) is marked private.
 */
export const announcementsRoutes: FastifyPluginAsyncZod<{ service: AnnouncementsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      config: { responseCache: true },
      schema: {
        tags: ['messaging'],
        summary:
          'Current announcements of the given content types, in the requested language; with a member session, targeted, each with `read`, and `unreadCount`',
        querystring: announcementsQuerySchema,
        response: { 200: announcementsResponseSchema, 400: e, 500: e },
      },
    },
    async (request, reply) => {
      const session = await app.memberSession(request);
      reply.header('cache-control', session ? 'private, no-store' : 'no-cache');
      return ok(await service.list(request.query.types, request.query.lang, session?.member ?? null));
    },
  );

  app.get(
    '/unread',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['messaging'],
        summary: "The member's unread, current, targeted notices (types B, PL, PU); 0 for a trial account",
        response: { 200: unreadAnnouncementsResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await service.unread(sessionOf(request).member));
    },
  );

  app.post(
    '/read',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['messaging'],
        summary: `Marks an announcement read (spec §4; the client sends it at most every ${MARK_READ_THROTTLE_MS} ms): idempotent, 404 announcement.not_found for one the member may not see, 403 auth.trial_refused for a trial account; answers the unread notice count`,
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.markRead(sessionOf(request).member, request.body.announcementId));
    },
  );
};

/** /api/help: HTTP only. */
export const helpRoutes: FastifyPluginAsyncZod<{ service: HelpService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      config: { responseCache: true },
      schema: {
        tags: ['messaging'],
        summary: 'The help-center topics, in order, in the requested language',
        querystring: helpQuerySchema,
        response: { 200: helpResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ list: await service.list(request.query.lang) });
    },
  );
};
