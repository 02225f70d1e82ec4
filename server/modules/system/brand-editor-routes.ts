import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRAND_LOGO_MAX_BYTES,
  brandAssetResponseSchema,
  brandEditorResponseSchema,
  brandVersionListResponseSchema,
  brandVersionParamsSchema,
  publishBrandDraftSchema,
  rollbackBrandSchema,
  saveBrandDraftSchema,
} from '../../../src/api/contract/adminBrand';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import { logoType } from './brand-assets';
import type { BrandEditorService } from './brand-editor';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 413: e, 415: e, 500: e };
const tags = ['admin'];

/**
 * /api/admin/brand (issue 24, docs/admin.md "Brand & white-label"): HTTP only; the rules are
 * createBrandEditor's. Guarded by the back office's plugin from the access table.
 */
export const brandEditorRoutes: FastifyPluginAsyncZod<{
  service: BrandEditorService;
  production: boolean;
}> = async (app, { service, production }) => {
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/brand',
    {
      schema: {
        tags,
        summary: "The brand editor: the request's brand's live version, its open draft and the draft's diff",
        response: { 200: brandEditorResponseSchema, ...errors },
      },
    },
    async () => ok(await service.state()),
  );

  app.put(
    '/brand/draft',
    {
      schema: {
        tags,
        summary:
          'Saves the whole settings to the open draft (400 request.invalid with field paths, 400 brand.contrast_low with the ratio, 409 brand.currency_in_use)',
        body: saveBrandDraftSchema,
        response: { 200: brandEditorResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.saveDraft(staffOf(request), request.body)),
  );

  app.delete(
    '/brand/draft',
    {
      schema: {
        tags,
        summary: 'Discards the open draft; 404 brand.version_not_found without one',
        response: { 200: brandEditorResponseSchema, ...errors },
      },
    },
    async () => ok(await service.discardDraft()),
  );

  app.post(
    '/brand/publish',
    {
      schema: {
        tags,
        summary:
          'Publishes the reviewed draft at once, no rebuild (409 brand.stale_draft when the live version moved, or another publish won); audited brand.publish',
        body: publishBrandDraftSchema,
        response: { 200: brandEditorResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.publish(staffOf(request), request.body, ipOf(request))),
  );

  app.get(
    '/brand/versions',
    {
      schema: {
        tags,
        summary: "Every version of the request's brand, newest first",
        response: { 200: brandVersionListResponseSchema, ...errors },
      },
    },
    async () => ok(await service.versions()),
  );

  app.post(
    '/brand/versions/:id/rollback',
    {
      schema: {
        tags,
        summary:
          'Publishes a copy of an earlier version (404 brand.version_not_found, 409 brand.version_live); audited brand.rollback',
        params: brandVersionParamsSchema,
        body: rollbackBrandSchema,
        response: { 200: brandEditorResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await service.rollback(staffOf(request), request.params.id, request.body.reason, ipOf(request))),
  );

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BRAND_LOGO_MAX_BYTES * 2 }, (_r, body, done) =>
      done(null, body),
    );
    upload.post(
      '/brand/logo',
      {
        bodyLimit: BRAND_LOGO_MAX_BYTES * 2,
        schema: {
          tags,
          summary: `Uploads a logo (the body is the file: SVG, sanitised, or PNG by its bytes, 415 brand.logo_type; at most ${BRAND_LOGO_MAX_BYTES} bytes, 413 brand.logo_too_large); audited`,
          response: { 200: brandAssetResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw logoType();
        return ok(await service.uploadLogo(staffOf(request), body, ipOf(request)));
      },
    );
  });
};

/** GET /api/system/brand-assets/:id: an uploaded logo, with a type by its checked bytes and a CSP that runs nothing. */
export const brandAssetRoutes: FastifyPluginAsyncZod<{ service: (brand: string) => BrandEditorService }> = async (
  app,
  { service },
) => {
  app.get(
    '/brand-assets/:id',
    {
      schema: {
        tags: ['system'],
        summary: 'A brand logo the back office uploaded',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const asset = await service(request.brand).asset(request.params.id);
      return reply
        .type(asset.mime)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(asset.data);
    },
  );
};
