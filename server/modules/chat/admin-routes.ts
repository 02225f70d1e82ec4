import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cannedParamsSchema,
  cannedReplyInputSchema,
  cannedReplyListResponseSchema,
  cannedReplyResponseSchema,
  chatAgentListResponseSchema,
  chatAgentResponseSchema,
  chatAttachmentParamsSchema,
  chatFiguresQuerySchema,
  chatFiguresResponseSchema,
  chatHistoryQuerySchema,
  chatOkResponseSchema,
  chatPresenceSchema,
  chatReadSchema,
  chatSendResponseSchema,
  conversationParamsSchema,
  staffChatAssignSchema,
  staffChatListQuerySchema,
  staffChatSendSchema,
  staffChatStatusSchema,
  staffConversationDetailResponseSchema,
  staffConversationListResponseSchema,
  staffConversationSchema,
} from '../../../src/api/contract/chat';
import { apiErrorSchema, envelope } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { ChatService } from './service';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e };
const conversationResponse = envelope(staffConversationSchema);

/**
 * /api/admin/chat: the customer-service console (docs/chat.md). Guarded by the back office's plugin
 * from the access table (support; admin always). HTTP only; the rules are service.ts's.
 */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ service: ChatService; production: boolean }> = async (
  app,
  opts,
) => {
  const { service } = opts;
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const id = { params: conversationParamsSchema };

  app.get(
    '/chat/conversations',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A page (25) of the conversations of a view (queue: waiting, oldest first; open, pending, resolved, mine, all: last activity first) or of a search (q: username prefix or message words); `cursor` is the previous page's nextCursor (400 chat.bad_cursor when garbled)",
        querystring: staffChatListQuerySchema,
        response: { 200: staffConversationListResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        await service.list(
          staffOf(request),
          request.query.view,
          request.query.q || undefined,
          request.query.cursor || undefined,
        ),
      ),
  );

  app.get(
    '/chat/conversations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A conversation: its messages (notes included), the player's read position and the member's context",
        ...id,
        querystring: chatHistoryQuerySchema,
        response: { 200: staffConversationDetailResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.detail(request.params.id, request.query.before)),
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A reply to the player, or an internal note (private: true) the player never sees; idempotent by clientMessageId',
        ...id,
        body: staffChatSendSchema,
        response: { 200: chatSendResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.reply(staffOf(request), request.params.id, request.body)),
  );

  app.post(
    '/chat/conversations/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets the status: open, pending or resolved (audited)',
        ...id,
        body: staffChatStatusSchema,
        response: { 200: conversationResponse, ...errors },
      },
    },
    async (request) =>
      ok(await service.setStatus(staffOf(request), request.params.id, request.body.status, ipOf(request))),
  );

  app.post(
    '/chat/conversations/:id/assign',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Take (your own id), transfer (an online agent under their cap; 409 chat.agent_unavailable) or release (null); audited',
        ...id,
        body: staffChatAssignSchema,
        response: { 200: conversationResponse, ...errors },
      },
    },
    async (request) =>
      ok(await service.assign(staffOf(request), request.params.id, request.body.staffId, ipOf(request))),
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      schema: {
        tags: ['admin'],
        summary: "Marks the conversation read by staff up to a message (the player's read receipt)",
        ...id,
        body: chatReadSchema,
        response: { 200: chatOkResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.staffRead(request.params.id, request.body.messageId)),
  );

  app.post(
    '/chat/conversations/:id/typing',
    {
      schema: {
        tags: ['admin'],
        summary: 'Tells the player an agent is typing (stores nothing; 429 rate.limited beyond 10 in 10 s)',
        ...id,
        response: { 200: chatOkResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.staffTyping(staffOf(request), request.params.id)),
  );

  app.get(
    '/chat/conversations/:id/transcript',
    {
      schema: {
        tags: ['admin'],
        summary: 'The whole conversation as a text file (notes marked)',
        ...id,
      },
    },
    async (request, reply) => {
      const t = await service.transcript(request.params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${t.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .send(t.text);
    },
  );

  app.get(
    '/chat/attachments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "An image of one of the brand's conversations",
        params: chatAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const a = await service.attachment(request.params.id, null);
      return reply
        .type(a.mime)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(a.data);
    },
  );

  app.get(
    '/chat/agents',
    {
      schema: {
        tags: ['admin'],
        summary: 'The support agents of the brand: presence, cap and open conversations',
        response: { 200: chatAgentListResponseSchema, ...errors },
      },
    },
    async () => ok(await service.agents()),
  );

  app.put(
    '/chat/presence',
    {
      schema: {
        tags: ['admin'],
        summary: "The caller's chat presence (online/offline) and cap of open conversations (audited)",
        body: chatPresenceSchema,
        response: { 200: chatAgentResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.presence(staffOf(request), request.body, ipOf(request))),
  );

  app.get(
    '/chat/canned',
    {
      schema: {
        tags: ['admin'],
        summary: 'The canned replies of the brand, by short code',
        response: { 200: cannedReplyListResponseSchema, ...errors },
      },
    },
    async () => ok(await service.cannedList()),
  );

  app.post(
    '/chat/canned',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds a canned reply (409 chat.canned_code_taken); audited',
        body: cannedReplyInputSchema,
        response: { 200: cannedReplyResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.cannedSave(staffOf(request), null, request.body, ipOf(request))),
  );

  app.put(
    '/chat/canned/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edits a canned reply (409 chat.canned_code_taken); audited',
        params: cannedParamsSchema,
        body: cannedReplyInputSchema,
        response: { 200: cannedReplyResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.cannedSave(staffOf(request), request.params.id, request.body, ipOf(request))),
  );

  app.delete(
    '/chat/canned/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes a canned reply; audited',
        params: cannedParamsSchema,
        response: { 200: chatOkResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.cannedDelete(staffOf(request), request.params.id, ipOf(request))),
  );

  app.get(
    '/chat/figures',
    {
      schema: {
        tags: ['admin'],
        summary:
          'First-response and resolution times (median and average, seconds) of the conversations that started in [from, to]',
        querystring: chatFiguresQuerySchema,
        response: { 200: chatFiguresResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.figures(request.query.from, request.query.to)),
  );
};
