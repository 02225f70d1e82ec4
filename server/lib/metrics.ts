import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './errors';
import { probeLogLevel } from './logger';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry. */
    metricsRegistry: Registry;
    /**
     * The separate metrics listener (METRICS_PORT), or null. main.ts starts it after the app listens;
     * it closes with the app.
     */
    metricsListener: MetricsListener | null;
  }
}

export const HTTP_DURATION_METRIC = 'http_request_duration_seconds';

export interface MetricsListener {
  /** Starts listening; answers the address, e.g. `http://127.0.0.1:9464`. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface MetricsOptions {
  /** When set, every /metrics request needs `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
  /** Serve /metrics on the app's own listener too (see metricsExposure). */
  onMainListener: boolean;
  /** A separate listener that serves only /metrics (METRICS_PORT, METRICS_HOST). */
  listener?: { port: number; host: string };
}

/**
 * Where /metrics is served (docs/operations.md): with a token, on the main listener behind it; with
 * a separate port, there (and not on the main listener unless a token is set too); with neither,
 * on the main listener outside production only (open, for development), nowhere in production.
 */
export function metricsExposure(config: {
  production: boolean;
  token: string | undefined;
  port: number | undefined;
  host: string;
}): MetricsOptions {
  return {
    token: config.token,
    onMainListener: config.token !== undefined || (config.port === undefined && !config.production),
    listener: config.port !== undefined ? { port: config.port, host: config.host } : undefined,
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the Authorization header carries the bearer token (constant time). */
export function bearerMatches(headers: IncomingHttpHeaders, token: string): boolean {
  const raw = headers.authorization;
  const m = typeof raw === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(raw) : null;
  return m !== null && timingSafeEqual(digest(m[1]!), digest(token));
}

/**
 * Prometheus metrics: the process defaults plus one request-duration histogram labelled by method,
 * route pattern (never the raw URL, which would explode the label set) and status code.
 * Each app gets its own registry, so several apps in one process (tests) do not collide.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, opts) => {
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

    const { token } = opts;
    if (opts.onMainListener) {
      app.get(
        '/metrics',
        {
          schema: { hide: true },
          logLevel: probeLogLevel(app.log.level),
          onRequest: async (request, reply) => {
            if (token !== undefined && !bearerMatches(request.headers, token)) {
              reply.header('www-authenticate', 'Bearer realm="metrics"');
              throw new AppError(401, 'metrics.unauthorized', 'The metrics need the bearer token (METRICS_TOKEN)');
            }
          },
        },
        async (_request, reply) => {
          reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
          return registry.metrics();
        },
      );
    }

    app.decorate('metricsListener', opts.listener ? separateListener(registry, opts.listener, token) : null);
    app.addHook('onClose', async () => {
      await app.metricsListener?.close();
    });
  },
  { name: 'metrics' },
);

/** A bare HTTP server that answers GET /metrics and nothing else (404), for a port of its own. */
function separateListener(
  registry: Registry,
  where: { port: number; host: string },
  token: string | undefined,
): MetricsListener {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token !== undefined && !bearerMatches(req.headers, token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  return {
    listen: () =>
      new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(where.port, where.host, () => {
          server.off('error', reject);
          const a = server.address() as AddressInfo;
          resolve(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
