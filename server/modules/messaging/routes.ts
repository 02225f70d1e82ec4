import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementsQuerySchema, announcementsResponseSchema } from '../../../src/api/contract/announcements';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { helpQuerySchema, helpResponseSchema } from '../../../src/api/contract/help';
import { ok } from '../../lib/envelope';
import type { AnnouncementsService } from './announcements';
import type { HelpService } from './help';

/** /api/announcements: HTTP only. */
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
        summary: 'Current announcements of the given content types, in the requested language',
        querystring: announcementsQuerySchema,
        response: { 200: announcementsResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok({ list: await service.list(request.query.types, request.query.lang) });
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
