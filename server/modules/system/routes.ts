import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  bannersQuerySchema,
  bannersResponseSchema,
  langQuerySchema,
  siteConfigResponseSchema,
  systemStatusResponseSchema,
} from '../../../src/api/contract/system';
import { ok } from '../../lib/envelope';
import { clientIp, DEBUG_CLIENT_IP_HEADER } from '../../lib/ip';
import type { SystemService } from './service';

export interface SystemRoutesOptions {
  service: SystemService;
  production: boolean;
}

/** /api/system/*: HTTP only. Parse, call the service, wrap in the envelope. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { service, production }) => {
  app.get(
    '/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status for this client: 0 normal, 1 maintenance, 2 region restricted',
        description: production
          ? undefined
          : `Outside production the ${DEBUG_CLIENT_IP_HEADER} header overrides the client IP (for tests and demos).`,
        querystring: langQuerySchema,
        response: { 200: systemStatusResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.status(clientIp(request.ip, request.headers, { production }), request.query.lang));
    },
  );

  app.get(
    '/config',
    {
      config: { responseCache: true },
      schema: {
        tags: ['system'],
        summary: 'White-label configuration of the active brand, operator text in the requested language',
        querystring: langQuerySchema,
        response: { 200: siteConfigResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const config = await service.siteConfig(request.query.lang);
      reply.header('cache-control', 'no-cache').header('content-language', config.contentLanguage);
      return ok(config);
    },
  );

  app.get(
    '/banner-images/:id',
    {
      schema: {
        tags: ['system'],
        summary: 'Banner art the back office uploaded (404 banner.image_not_found)',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const image = await service.bannerImage(request.params.id);
      return reply
        .type(image.mime)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );

  app.get(
    '/banners',
    {
      config: { responseCache: true },
      schema: {
        tags: ['system'],
        summary: 'Active banners of one group, ordered by sequence, title and art in the requested language',
        querystring: bannersQuerySchema,
        response: { 200: bannersResponseSchema, 400: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(await service.banners(request.query.group, request.query.lang));
    },
  );
};
