import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './http-errors';
import type { Site } from './static-site';

/**
 * The staff back office's page for GET /admin and /admin/* (its router takes it from there, and
 * sends anyone not signed in to /admin/login). No server rendering and no bootstrap data; the same
 * security headers as every response (CSP with admin.html's inline script hashed, no framing), never
 * cached, never indexed. These paths never fall through to the player site's fallback, which would
 * redirect them to /m/home.
 */
export function registerAdminPages(app: FastifyInstance, siteFor: (brand: string) => Site) {
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    // The request's brand's theme (ADR 0015).
    const site = siteFor(request.brand);
    if (site.admin === null) {
      return sendError(reply, 404, {
        code: 'site.not_built',
        message: 'The back office has not been built (npm run build builds it with the site)',
      });
    }
    reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex, nofollow');
    return reply.code(200).type('text/html; charset=utf-8').send(site.admin);
  };
  app.get('/admin', { schema: { hide: true } }, send);
  app.get('/admin/*', { schema: { hide: true } }, send);
}
