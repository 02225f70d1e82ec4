import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  adminApplicationImageParamsSchema,
  adminApplicationResponseSchema,
  adminApplicationsQuerySchema,
  adminApplicationsResponseSchema,
  adminCategoriesResponseSchema,
  adminCategoryInputSchema,
  adminCategoryResponseSchema,
  adminIdParamsSchema,
  adminImageResponseSchema,
  adminPromotionInputSchema,
  adminPromotionResponseSchema,
  adminPromotionsResponseSchema,
  approveApplicationSchema,
  PROMOTION_IMAGE_MAX_BYTES,
  participationResponseSchema,
  participationsResponseSchema,
  promotionCategoriesResponseSchema,
  promotionFlagsResponseSchema,
  promotionLangQuerySchema,
  promotionParamsSchema,
  promotionResponseSchema,
  promotionsQuerySchema,
  promotionsResponseSchema,
  rejectApplicationSchema,
} from '../../../src/api/contract/activities';
import { apiErrorSchema, envelope } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import type { ActivitiesAdmin } from './admin';
import type { ActivitiesService, UploadedImage } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 413: e, 415: e, 500: e };
const tags = ['activities'];
/** The largest multipart body: every allowed image at its limit, one more, and the form's overhead. */
const APPLY_BODY_LIMIT = (APPLICATION_IMAGES_MAX + 1) * APPLICATION_IMAGE_MAX_BYTES + 256 * 1024;

const formInvalid = () =>
  new AppError(400, 'activity.form_invalid', 'Send the application as multipart/form-data: comment and images');

/** The comment and image parts of a multipart/form-data body (the platform's own form parser). */
async function readApplicationForm(body: unknown, contentType: string | undefined) {
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) throw formInvalid();
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw formInvalid();
  }
  const comment = form.get('comment');
  if (comment !== null && typeof comment !== 'string') throw formInvalid();
  const images: UploadedImage[] = [];
  for (const entry of form.getAll('images')) {
    if (typeof entry === 'string') throw formInvalid();
    images.push({ bytes: Buffer.from(await entry.arrayBuffer()) });
  }
  return { comment: comment ?? '', images };
}

/**
 * /api/activities (docs/promotions.md): the promotions list, one promotion, the categories, the
 * REFERRAL flag and uploaded promotion images for everyone; join, apply and "mine" for a member
 * (not a trial account).
 */
export const activitiesRoutes: FastifyPluginAsyncZod<{ service: ActivitiesService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Enabled promotions that have started and not ended (long-term ones too), optionally of one category',
        querystring: promotionsQuerySchema,
        response: { 200: promotionsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: "The brand's promotion categories, by sequence, named in the language",
        querystring: promotionLangQuerySchema,
        response: { 200: promotionCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.categories(request.query.lang)),
  );

  app.get(
    '/flags',
    {
      schema: {
        tags,
        summary: 'referral: the REFERRAL promotion is enabled and current (spec §6)',
        response: { 200: promotionFlagsResponseSchema, ...errors },
      },
    },
    async () => ok(await service.flags()),
  );

  app.get(
    '/mine',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags,
        summary: "The member's joins and applications with their states (spec §3), newest first",
        querystring: promotionLangQuerySchema,
        response: { 200: participationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.mine(sessionOf(request).member.id, request.query.lang));
    },
  );

  app.get(
    '/images/:id',
    {
      schema: { tags, summary: 'A promotion image the back office uploaded', params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const image = await service.image(request.params.id);
      return reply
        .type(image.mime)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One promotion (404 activity.not_found for a disabled or unknown one)',
        params: promotionParamsSchema,
        querystring: promotionLangQuerySchema,
        response: { 200: promotionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.get(request.params.id, request.query.lang)),
  );

  app.post(
    '/:id/join',
    {
      onRequest: app.requireNonTrial,
      config: { module: 'promotions' },
      schema: {
        tags,
        summary:
          'Joins a join-mode promotion in one tap; idempotent per member (409 activity.wrong_mode, activity.closed; 403 protection.excluded)',
        params: promotionParamsSchema,
        querystring: promotionLangQuerySchema,
        response: { 200: participationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.join(sessionOf(request).member.id, request.params.id, request.query.lang)),
  );

  await app.register(async (upload) => {
    upload.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: APPLY_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/:id/apply',
      {
        onRequest: upload.requireNonTrial,
        config: { module: 'promotions' },
        bodyLimit: APPLY_BODY_LIMIT,
        schema: {
          tags,
          summary: `Applies (multipart/form-data: comment ≤ 140 characters, images ≤ ${APPLICATION_IMAGES_MAX} png or jpg of ≤ ${APPLICATION_IMAGE_MAX_BYTES} bytes, checked by content). 400 activity.comment_too_long, activity.too_many_images, activity.form_invalid; 413 activity.image_too_large; 415 activity.image_type; 409 activity.already_applied, activity.wrong_mode, activity.closed; 403 protection.excluded`,
          params: promotionParamsSchema,
          querystring: promotionLangQuerySchema,
          response: { 200: participationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readApplicationForm(request.body, request.headers['content-type']);
        return ok(await service.apply(sessionOf(request).member.id, request.params.id, form, request.query.lang));
      },
    );
  });
};

/**
 * /api/admin/activities (docs/promotions.md): the promotions editor, categories, image upload and
 * the application queue. Guarded by the back office's plugin from the access table; audited.
 */
export const activitiesAdminRoutes: FastifyPluginAsyncZod<{ service: ActivitiesAdmin; production: boolean }> = async (
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
    '/activities/promotions',
    {
      schema: {
        tags: ['admin'],
        summary: "The brand's promotions (disabled ones too), with pending applications",
        response: { 200: adminPromotionsResponseSchema, ...errors },
      },
    },
    async () => ok(await service.list()),
  );
  app.get(
    '/activities/promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One promotion; 404 activity.not_found',
        params: adminIdParamsSchema,
        response: { 200: adminPromotionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );
  app.post(
    '/activities/promotions',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Creates a promotion (HTML sanitised); 400 activity.language_missing, activity.category_unknown; 409 activity.key_taken; audited',
        body: adminPromotionInputSchema,
        response: { 200: adminPromotionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.create(request.body, actor(request))),
  );
  app.put(
    '/activities/promotions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces a promotion (images renumbered in the order given); audited',
        params: adminIdParamsSchema,
        body: adminPromotionInputSchema,
        response: { 200: adminPromotionResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.update(request.params.id, request.body, actor(request))),
  );

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PROMOTION_IMAGE_MAX_BYTES * 2 },
      (_r, body, done) => done(null, body),
    );
    upload.post(
      '/activities/images',
      {
        bodyLimit: PROMOTION_IMAGE_MAX_BYTES * 2,
        schema: {
          tags: ['admin'],
          summary: `Uploads a promotion image (the body is the image: PNG, JPEG or WebP by its bytes, 415 activity.image_type; at most ${PROMOTION_IMAGE_MAX_BYTES} bytes, 413 activity.image_too_large); audited`,
          response: { 200: adminImageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(415, 'activity.image_type', 'The body must be a PNG, JPEG or WebP image');
        }
        return ok(await service.uploadImage(body, actor(request)));
      },
    );
  });

  app.get(
    '/activities/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Promotion categories with their names per language',
        response: { 200: adminCategoriesResponseSchema, ...errors },
      },
    },
    async () => ok(await service.categories()),
  );
  app.post(
    '/activities/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Creates a category; audited',
        body: adminCategoryInputSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.createCategory(request.body, actor(request))),
  );
  app.put(
    '/activities/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Renames or reorders a category; 404 activity.category_not_found; audited',
        params: adminIdParamsSchema,
        body: adminCategoryInputSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.updateCategory(request.params.id, request.body, actor(request))),
  );
  app.delete(
    '/activities/categories/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a category and takes it off its promotions; audited',
        params: adminIdParamsSchema,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => ok(await service.deleteCategory(request.params.id, actor(request))),
  );

  app.get(
    '/activities/applications',
    {
      schema: {
        tags: ['admin'],
        summary: 'The application queue (and joins), newest first, by state and promotion',
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.applications(request.query)),
  );
  app.get(
    '/activities/applications/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One application with its comment and image URLs; 404 activity.application_not_found',
        params: adminIdParamsSchema,
        response: { 200: adminApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.application(request.params.id)),
  );
  app.get(
    '/activities/applications/:id/images/:n',
    {
      schema: {
        tags: ['admin'],
        summary: "An application's n-th image (0-based)",
        params: adminApplicationImageParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await service.applicationImage(request.params.id, request.params.n);
      return reply
        .type(image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
  app.post(
    '/activities/applications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Approves (amount: optional, else the promotion's reward): Issued with a reward offered, else Process; 409 activity.decided; audited",
        params: adminIdParamsSchema,
        body: approveApplicationSchema,
        response: { 200: adminApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.approve(request.params.id, request.body.amount, actor(request))),
  );
  app.post(
    '/activities/applications/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejects with the reason the member reads; 409 activity.decided; audited',
        params: adminIdParamsSchema,
        body: rejectApplicationSchema,
        response: { 200: adminApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.reject(request.params.id, request.body.reason, actor(request))),
  );
};
