import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesFor } from '../../../src/api/contract/access';
import { jobListResponseSchema, jobNameParamsSchema, jobRunResponseSchema } from '../../../src/api/contract/adminJobs';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import type { Db } from '../../db';
import { staffOf } from '../../modules/accounts/staff-auth';
import { audit } from '../audit';
import { ok } from '../envelope';
import { clientIp } from '../ip';
import { type JobRunner, jobNotFound } from './runner';

const e = apiErrorSchema;
const errors = { 400: e, 401: e, 403: e, 404: e, 500: e };

/** GET /api/admin/jobs and POST /api/admin/jobs/:name/run (ADR 0013). HTTP only; the runner holds the rules. */
export const adminJobsRoutes: FastifyPluginAsyncZod<{
  runner: JobRunner;
  db: Db;
  production: boolean;
}> = async (app, opts) => {
  const { runner } = opts;

  app.get(
    '/jobs',
    {
      onRequest: app.requireStaff(...rolesFor('GET /api/admin/jobs')),
      schema: {
        tags: ['admin'],
        summary: 'Every scheduled job: its schedule, last run, outcome, duration and next run',
        response: { 200: jobListResponseSchema, ...errors },
      },
    },
    async () => ok({ list: await runner.list() }),
  );

  app.post(
    '/jobs/:name/run',
    {
      onRequest: app.requireStaff(...rolesFor('POST /api/admin/jobs/:name/run')),
      schema: {
        tags: ['admin'],
        summary:
          'Runs a job now under a manual period key of its own (audited); a failed run answers 200 with outcome failed',
        params: jobNameParamsSchema,
        response: { 200: jobRunResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!runner.has(name)) throw jobNotFound();
      const staff = staffOf(request);
      const { run } = await runner.runNow(name, staff.username);
      if (!run) throw new Error('a manual period key was already claimed');
      await audit(opts.db, {
        brand: request.brand,
        staff,
        action: 'job.run',
        targetType: 'job',
        targetId: name,
        after: run,
        ip: clientIp(request.ip, request.headers, { production: opts.production }),
      });
      return ok({ run });
    },
  );
};
