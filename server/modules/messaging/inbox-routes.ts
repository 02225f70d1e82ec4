import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  broadcastIdParamsSchema,
  broadcastInputSchema,
  broadcastListQuerySchema,
  broadcastPageResponseSchema,
  broadcastResponseSchema,
  FEEDBACK_PER_HOUR,
  feedbackIdParamsSchema,
  feedbackInputSchema,
  feedbackListQuerySchema,
  feedbackPageResponseSchema,
  feedbackReplyBodySchema,
  feedbackRulesResponseSchema,
  feedbackSentResponseSchema,
  inboxChangedResponseSchema,
  inboxIdParamsSchema,
  inboxListQuerySchema,
  inboxMarkReadBodySchema,
  inboxMessageResponseSchema,
  inboxPageResponseSchema,
  inboxUnreadResponseSchema,
  staffFeedbackResponseSchema,
} from '../../../src/api/contract/inbox';
import { langQuerySchema } from '../../../src/api/contract/system';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { sessionOf, staffOf } from '../accounts';
import type { Feedback } from './feedback';
import type { BroadcastsAdmin, Inbox } from './inbox';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 429: e, 500: e };

/** /api/inbox (INBOX3): the member's own messages; trial accounts are refused (free_reject). */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: Inbox }> = async (app, { inbox }) => {
  app.addHook('onRequest', app.requireNonTrial);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const who = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).member;

  app.get(
    '/',
    {
      schema: {
        tags: ['messaging'],
        summary: 'The inbox, newest first, a page at a time, with the unread count',
        querystring: inboxListQuerySchema,
        response: { 200: inboxPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await inbox.list(who(request), request.query.page, request.query.lang)),
  );

  app.get(
    '/unread',
    {
      schema: {
        tags: ['messaging'],
        summary: 'INBOX3: the number of unread messages',
        response: { 200: inboxUnreadResponseSchema, ...errors },
      },
    },
    async (request) => ok(await inbox.unread(who(request))),
  );

  app.post(
    '/read',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Marks the given messages (or all) read; answers the unread count',
        body: inboxMarkReadBodySchema,
        response: { 200: inboxChangedResponseSchema, ...errors },
      },
    },
    async (request) => ok(await inbox.markRead(who(request), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['messaging'],
        summary: "One message (marks it read); another member's is 404 inbox.not_found",
        params: inboxIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: inboxMessageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await inbox.read(who(request), request.params.id, request.query.lang)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Deletes a message (soft); answers the unread count',
        params: inboxIdParamsSchema,
        response: { 200: inboxChangedResponseSchema, ...errors },
      },
    },
    async (request) => ok(await inbox.remove(who(request), request.params.id)),
  );
};

/** /api/feedback (FEEDBACK3): the member's feedback form. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: Feedback }> = async (app, { feedback }) => {
  app.get(
    '/rules',
    {
      schema: {
        tags: ['messaging'],
        summary: "The description's word limits (site setting; default 5 to 500)",
        response: { 200: feedbackRulesResponseSchema, 500: e },
      },
    },
    async () => ok(await feedback.rules()),
  );

  app.put(
    '/',
    {
      onRequest: app.requireNonTrial,
      schema: {
        tags: ['messaging'],
        summary: `FEEDBACK3: sends feedback as the session's member; words outside the limits 400 feedback.word_count; a captcha; at most ${FEEDBACK_PER_HOUR} an hour (429 rate.limited)`,
        body: feedbackInputSchema,
        response: { 200: feedbackSentResponseSchema, ...errors },
      },
    },
    async (request) => ok(await feedback.submit(sessionOf(request).member, request.body)),
  );
};

/** /api/admin/inbox and /api/admin/feedback: guarded by the admin plugin from the access table. */
export const inboxAdminRoutes: FastifyPluginAsyncZod<{
  broadcasts: BroadcastsAdmin;
  feedback: Feedback;
  production: boolean;
}> = async (app, opts) => {
  const { broadcasts, feedback } = opts;
  const ipOf = (request: { ip: string; headers: Parameters<typeof clientIp>[1] }) =>
    clientIp(request.ip, request.headers, { production: opts.production });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/inbox/broadcasts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sent and scheduled messages, newest first, with their recipient counts',
        querystring: broadcastListQuerySchema,
        response: { 200: broadcastPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await broadcasts.list(request.query.page, request.query.status)),
  );

  app.post(
    '/inbox/broadcasts',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sends a message to a member or a segment, now or at sendAt; unknown usernames 404 inbox.member_not_found; audited',
        body: broadcastInputSchema,
        response: { 200: broadcastResponseSchema, ...errors },
      },
    },
    async (request) => ok(await broadcasts.create(staffOf(request), request.body, ipOf(request))),
  );

  app.post(
    '/inbox/broadcasts/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancels a scheduled message (409 inbox.broadcast_not_scheduled otherwise); audited',
        params: broadcastIdParamsSchema,
        response: { 200: broadcastResponseSchema, ...errors },
      },
    },
    async (request) => ok(await broadcasts.cancel(staffOf(request), request.params.id, ipOf(request))),
  );

  app.get(
    '/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback, newest first; filters: type, status, date range',
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackPageResponseSchema, ...errors },
      },
    },
    async (request) => ok(await feedback.list(request.query)),
  );

  app.get(
    '/feedback/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One feedback',
        params: feedbackIdParamsSchema,
        response: { 200: staffFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => ok(await feedback.get(request.params.id)),
  );

  app.post(
    '/feedback/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: "Replies: the reply lands in the member's inbox; once (409 feedback.already_replied); audited",
        params: feedbackIdParamsSchema,
        body: feedbackReplyBodySchema,
        response: { 200: staffFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => ok(await feedback.reply(staffOf(request), request.params.id, request.body, ipOf(request))),
  );

  app.post(
    '/feedback/:id/make-agent',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Turns the sender of an agent application (type 6) into an agent with an affiliate code; 409 feedback.not_agent_application / feedback.already_agent; audited',
        params: feedbackIdParamsSchema,
        response: { 200: staffFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => ok(await feedback.convert(staffOf(request), request.params.id, ipOf(request))),
  );
};
