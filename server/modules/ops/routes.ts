import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { probeLogLevel } from '../../lib/logger';
import type { Readiness } from './service';

const checkState = z.enum(['ok', 'fail', 'skipped']);

/** Liveness and readiness probes. Plain JSON (not the API envelope): probes read the status code. */
export const opsRoutes: FastifyPluginAsyncZod<{
  readiness: () => Promise<Readiness>;
  isShuttingDown: () => boolean;
}> = async (app, { readiness, isShuttingDown }) => {
  const logLevel = probeLogLevel(app.log.level);
  app.get(
    '/healthz',
    {
      logLevel,
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  const readyBody = z.object({
    status: z.enum(['ok', 'not_ready', 'shutting_down']),
    checks: z.record(z.string(), checkState),
  });
  app.get(
    '/readyz',
    {
      logLevel,
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database (and Redis, when configured) answers; 503 while shutting down',
        response: { 200: readyBody, 503: readyBody },
      },
    },
    async (_request, reply) => {
      const r = await readiness();
      reply.header('cache-control', 'no-store');
      if (r.ready) return { status: 'ok' as const, checks: r.checks };
      reply.request.log.warn({ checks: r.checks }, 'not ready');
      return reply.code(503).send({ status: isShuttingDown() ? 'shutting_down' : 'not_ready', checks: r.checks });
    },
  );
};
