import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../../src/api/contract/accounts';
import {
  adminBannerListResponseSchema,
  adminBannerQuerySchema,
  adminBannerResponseSchema,
  BANNER_IMAGE_MAX_BYTES,
  bannerImageResponseSchema,
  bannerInputSchema,
  bannerMoveSchema,
  bannerParamsSchema,
  maintenanceInputSchema,
  modulesInputSchema,
  regionInputSchema,
  siteSettingsResponseSchema,
} from '../../../src/api/contract/adminSite';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { SiteAdmin } from './site-admin';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 413: e, 415: e, 500: e };
const tags = ['admin'];

/** /api/admin/site/*: HTTP only; the rules are createSiteAdmin's; guarded by the back office's plugin. */
export const siteAdminRoutes: FastifyPluginAsyncZod<{ service: SiteAdmin; production: boolean }> = async (
  app,
  { service, production },
) => {
  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    staff: staffOf(request),
    ip: clientIp(request.ip, request.headers, { production }),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/site',
    {
      schema: {
        tags,
        summary: "The brand's site settings: maintenance, region restriction, module kill switches",
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async () => ok(await service.get()),
  );

  app.put(
    '/site/maintenance',
    {
      schema: {
        tags,
        summary:
          'Maintenance on or off, its message and expected end (400 site.maintenance_end_past); staff keep working; audited',
        body: maintenanceInputSchema,
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setMaintenance(request.body, actor(request))),
  );

  app.put(
    '/site/region',
    {
      schema: {
        tags,
        summary:
          'Blocked countries (400 site.country_invalid) and the allowed addresses (IPs and CIDRs, 400 site.address_invalid); audited',
        body: regionInputSchema,
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setRegion(request.body, actor(request))),
  );

  app.put(
    '/site/modules',
    {
      schema: {
        tags,
        summary: 'The modules switched off (their player routes answer 403 feature.unavailable; ADR 0032); audited',
        body: modulesInputSchema,
        response: { 200: siteSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.setModules(request.body, actor(request))),
  );

  app.get(
    '/site/banners',
    {
      schema: {
        tags,
        summary: "A group's banners in display order, inactive and scheduled ones included",
        querystring: adminBannerQuerySchema,
        response: { 200: adminBannerListResponseSchema, ...errors },
      },
    },
    async (request) => ok({ list: await service.banners(request.query.group) }),
  );

  app.post(
    '/site/banners',
    {
      schema: {
        tags,
        summary: 'Adds a banner at the end of its group (400 banner.link_invalid, banner.schedule_invalid); audited',
        body: bannerInputSchema,
        response: { 200: adminBannerResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.createBanner(request.body, actor(request))),
  );

  app.put(
    '/site/banners/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a banner (404 banner.not_found); audited',
        params: bannerParamsSchema,
        body: bannerInputSchema,
        response: { 200: adminBannerResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.updateBanner(request.params.id, request.body, actor(request))),
  );

  app.post(
    '/site/banners/:id/move',
    {
      schema: {
        tags,
        summary: 'Moves a banner up or down in its group; answers the group in its new order; audited',
        params: bannerParamsSchema,
        body: bannerMoveSchema,
        response: { 200: adminBannerListResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok({ list: await service.moveBanner(request.params.id, request.body.direction, actor(request)) }),
  );

  app.delete(
    '/site/banners/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a banner (404 banner.not_found); audited',
        params: bannerParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteBanner(request.params.id, actor(request));
      return ok({ ok: true as const });
    },
  );

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BANNER_IMAGE_MAX_BYTES * 2 }, (_r, body, done) =>
      done(null, body),
    );
    upload.post(
      '/site/banner-images',
      {
        bodyLimit: BANNER_IMAGE_MAX_BYTES * 2,
        schema: {
          tags,
          summary: `Uploads banner art (the body is the image: PNG, JPEG or WebP by its bytes, 415 banner.image_type; at most ${BANNER_IMAGE_MAX_BYTES} bytes, 413 banner.image_too_large); audited`,
          response: { 200: bannerImageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(415, 'banner.image_type', 'The body must be a PNG, JPEG or WebP image');
        }
        return ok(await service.uploadImage(body, actor(request)));
      },
    );
  });
};
