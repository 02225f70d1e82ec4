import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { webManifestSchema } from '../../../src/api/contract/pwa';
import { AppError } from '../../lib/errors';
import { SCREENSHOT_PREFIX } from './screenshots';
import { ICON_PATH, MASKABLE_ICON_PATH, type PwaService } from './service';

/** Short cache: an operator's accent change reaches browsers within the hour. */
const CACHE = 'public, max-age=3600';

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Sends `body` with a strong ETag; a matching If-None-Match gets 304. */
function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = etagOf(body);
  reply.header('cache-control', CACHE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** /manifest.webmanifest, /icon.svg and /icon-maskable.svg of the active brand (no envelope). */
export const pwaRoutes: FastifyPluginAsyncZod<{ service: PwaService }> = async (app, { service }) => {
  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['pwa'],
        summary: "Web app manifest of the active brand (application/manifest+json), colours from the brand's theme",
        response: { 200: webManifestSchema, 404: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Validated here (not only by the serializer) because the ETag is computed from the text.
      const manifest = webManifestSchema.parse(await service.manifest());
      return sendCached(request, reply, 'application/manifest+json; charset=utf-8', JSON.stringify(manifest));
    },
  );

  for (const [url, maskable] of [
    [ICON_PATH, false],
    [MASKABLE_ICON_PATH, true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: ['pwa'],
          summary: maskable
            ? 'Maskable app icon (image/svg+xml): full-bleed accent square, mark in the safe zone'
            : 'App icon and favicon (image/svg+xml): the brand mark on a rounded accent square',
        },
      },
      async (request, reply) => sendCached(request, reply, 'image/svg+xml', await service.icon(maskable)),
    );
  }

  app.get(
    `${SCREENSHOT_PREFIX}:file`,
    {
      schema: {
        tags: ['pwa'],
        summary: "A screenshot the active brand's manifest lists (image/png), for Chrome's richer install dialog",
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+-\d{1,2}\.png$/) }),
      },
    },
    async (request, reply) => {
      const png = service.screenshot(request.params.file);
      if (!png) throw new AppError(404, 'asset.not_found', 'No such file');
      return reply.header('cache-control', CACHE).type('image/png').send(png);
    },
  );
};
