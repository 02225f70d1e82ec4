import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  chatAttachmentParamsSchema,
  chatAttachmentResponseSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatLaunchQuerySchema,
  chatLaunchResponseSchema,
  chatOkResponseSchema,
  chatReadSchema,
  chatSendResponseSchema,
  chatSendSchema,
  chatUnreadResponseSchema,
} from '../../../src/api/contract/chat';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { sessionOf } from '../accounts';
import type { ChatService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 413: e, 415: e, 429: e, 500: e };

/** A path of this site: one leading slash, no scheme, host or backslash (no open redirect). */
export function sameSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

const COLOR = /^#?[0-9A-Fa-f]{3,8}$/;

/**
 * /api/chat: the player's side of live chat (docs/chat.md). Every route needs a member session that
 * is not a trial account (onRequest, from the access table's nonTrial), then the brand's live-chat
 * flag (CBS3): off is 404 chat.unavailable.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ service: ChatService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const guard = {
    onRequest: app.requireNonTrial,
    preHandler: async () => service.requireEnabled(),
    // The operator's kill switch (ADR 0032): 403 feature.unavailable while chat is off.
    config: { module: 'chat' as const },
  };
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member;

  app.get(
    '/launch',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: "The chat URL (spec §7): the site's own chat page, /m/chat; backUrl must be a path of this site",
        querystring: chatLaunchQuerySchema,
        response: { 200: chatLaunchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.backUrl !== undefined && !sameSitePath(q.backUrl)) {
        throw new AppError(400, 'request.invalid', 'backUrl must be a path of this site', { backUrl: 'not a path' });
      }
      const params = new URLSearchParams();
      if (q.backUrl) params.set('backUrl', q.backUrl);
      if (q.title) params.set('title', q.title);
      if (q.headerColor && COLOR.test(q.headerColor)) params.set('headerColor', q.headerColor);
      if (q.language && /^[A-Za-z-]{2,10}$/.test(q.language)) params.set('language', q.language);
      const query = params.toString();
      return ok({ chatUrl: `/m/chat${query ? `?${query}` : ''}` });
    },
  );

  app.get(
    '/messages',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'The conversation: a page of messages oldest to newest (before: older), read receipts, agent presence',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.history(member(request), request.query.before)),
  );

  app.post(
    '/messages',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary:
          'Sends a message (text, an attachment, or both); the same clientMessageId again answers the first message',
        body: chatSendSchema,
        response: { 200: chatSendResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.send(member(request), request.body)),
  );

  app.post(
    '/read',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'Marks the conversation read up to a message (404 chat.not_found for a message not in it)',
        body: chatReadSchema,
        response: { 200: chatOkResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.read(member(request), request.body.messageId)),
  );

  app.post(
    '/typing',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'Tells the agents the player is typing (stores nothing; 429 rate.limited beyond 10 in 10 s)',
        response: { 200: chatOkResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.typing(member(request))),
  );

  app.get(
    '/unread',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'Agent messages the player has not read (spec §3: value.unReadCount)',
        response: { 200: chatUnreadResponseSchema, ...errors },
      },
    },
    async (request) => ok({ unReadCount: await service.unread(member(request)) }),
  );

  // Attachments: the body is the image itself, whatever its declared type (the bytes decide).
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CHAT_ATTACHMENT_MAX_BYTES * 2 },
      (_r, body, done) => done(null, body),
    );
    upload.post(
      '/attachments',
      {
        ...guard,
        bodyLimit: CHAT_ATTACHMENT_MAX_BYTES * 2,
        schema: {
          tags: ['chat'],
          summary: `Uploads an image (PNG, JPEG or WebP by its bytes; 415 chat.attachment_type) of at most ${CHAT_ATTACHMENT_MAX_BYTES} bytes (413 chat.attachment_too_large)`,
          response: { 200: chatAttachmentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(415, 'chat.attachment_type', 'The body must be a PNG, JPEG or WebP image');
        }
        return ok(await service.upload(member(request), body));
      },
    );
  });

  app.get(
    '/attachments/:id',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['chat'],
        summary: "An image of the member's own conversation (any other id: 404 chat.not_found)",
        params: chatAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const a = await service.attachment(request.params.id, member(request).id);
      return reply
        .type(a.mime)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(a.data);
    },
  );
};
