import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobListResponseSchema, jobNameParamsSchema, jobRunResponseSchema } from '../../../src/api/contract/adminJobs';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { ok } from '../../lib/envelope';
import { clientIp } from '../../lib/ip';
import { staffOf } from '../accounts';
import type { JobsAdmin } from './jobs';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 500: e };

/** GET /api/admin/jobs and POST /api/admin/jobs/:name/run (ADR 0013). HTTP only; the rules are jobs.ts's. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{ service: JobsAdmin; production: boolean }> = async (
  app,
  opts,
) => {
  const { service } = opts;

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every scheduled job: its schedule, last run, outcome, duration and next run',
        response: { 200: jobListResponseSchema, ...errors },
      },
    },
    async () => ok({ list: await service.list() }),
  );

  app.post(
    '/jobs/:name/run',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Runs a job now under a manual period key of its own (audited); a failed run answers 200 with outcome failed',
        params: jobNameParamsSchema,
        response: { 200: jobRunResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ip = clientIp(request.ip, request.headers, { production: opts.production });
      return ok({ run: await service.run(request.params.name, staffOf(request), ip) });
    },
  );
};
