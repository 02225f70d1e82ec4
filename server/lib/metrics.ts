import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { probeLogLevel } from './logger';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry. */
    metricsRegistry: Registry;
  }
}

export const HTTP_DURATION_METRIC = 'http_request_duration_seconds';

/**
 * Prometheus metrics: the process defaults plus one request-duration histogram labelled by method,
 * route pattern (never the raw URL, which would explode the label set) and status code.
 * Each app gets its own registry, so several apps in one process (tests) do not collide.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    // Modules register their own metrics here (the ledger's invariant gauges).
    app.decorate('metricsRegistry', registry);
    const duration = new Histogram({
      name: HTTP_DURATION_METRIC,
      help: 'HTTP request duration in seconds, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched requests (404, SPA fallback) share one label instead of one series per URL.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true }, logLevel: probeLogLevel(app.log.level) }, async (_request, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
