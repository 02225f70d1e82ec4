import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGrantResponseSchema,
  adminGrantsResponseSchema,
  costQuerySchema,
  costReportResponseSchema,
  grantIdParamsSchema,
  grantsQuerySchema,
  manualGrantSchema,
  reasonSchema,
  templateIdParamsSchema,
  templateInputSchema,
  templateResponseSchema,
  templatesResponseSchema,
} from '../../../src/api/contract/adminBonus';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { BonusAdmin, StaffActor } from './admin';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 409: e, 500: e };
const tags = ['admin'];

/** /api/admin/bonus (docs/bonuses.md): templates, grants and the review queue, the cost report. */
export const bonusAdminRoutes: FastifyPluginAsyncZod<{ service: BonusAdmin; production: boolean }> = async (
  app,
  { service, production },
) => {
  const actorOf = (request: Parameters<typeof staffOf>[0] & { ip: string }): StaffActor => {
    const s = staffOf(request);
    return { id: s.id, username: s.username, ip: clientIp(request.ip, request.headers, { production }) || null };
  };

  app.get(
    '/bonus/templates',
    {
      schema: {
        tags,
        summary: 'Bonus templates with their grant counts',
        response: { 200: templatesResponseSchema, ...errors },
      },
    },
    async () => ok(await service.templates()),
  );
  app.post(
    '/bonus/templates',
    {
      schema: {
        tags,
        summary: 'Create a bonus template (audited); 409 bonus.code_taken',
        body: templateInputSchema,
        response: { 200: templateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.saveTemplate(actorOf(request), null, request.body)),
  );
  app.put(
    '/bonus/templates/:id',
    {
      schema: {
        tags,
        summary: 'Edit a bonus template (audited); live grants keep the terms they were given',
        params: templateIdParamsSchema,
        body: templateInputSchema,
        response: { 200: templateResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.saveTemplate(actorOf(request), request.params.id, request.body)),
  );
  app.get(
    '/bonus/grants',
    {
      schema: {
        tags,
        summary: 'Grants, newest first, 25 a page; status review is the review queue',
        querystring: grantsQuerySchema,
        response: { 200: adminGrantsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.grants(request.query)),
  );
  app.post(
    '/bonus/grants',
    {
      schema: {
        tags,
        summary: "A manual grant with a template's terms, once per requestId (audited)",
        body: manualGrantSchema,
        response: { 200: adminGrantResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.manualGrant(actorOf(request), request.body)),
  );
  for (const action of ['forfeit', 'approve', 'reject'] as const) {
    app.post(
      `/bonus/grants/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'forfeit'
              ? 'Forfeit an active grant: its balance returns to promotion cost (audited)'
              : action === 'approve'
                ? 'Approve a grant held for review: it becomes active and is posted (audited)'
                : 'Reject a grant held for review: nothing was posted (audited)',
          params: grantIdParamsSchema,
          body: reasonSchema,
          response: { 200: adminGrantResponseSchema, ...errors },
        },
      },
      async (request) => ok(await service.decide(actorOf(request), request.params.id, action, request.body.reason)),
    );
  }
  app.get(
    '/bonus/cost',
    {
      schema: {
        tags,
        summary: 'Promotion cost by day (granted, converted, forfeited, cash rewards) and by template, at most 92 days',
        querystring: costQuerySchema,
        response: { 200: costReportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await service.cost(request.query)),
  );
};
