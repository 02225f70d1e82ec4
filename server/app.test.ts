import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../src/api/contract/envelope';
import { type App, buildApp } from './app';
import type { Database } from './db';
import { seedDemo } from './db/seed';
import { createLogger } from './lib/logger';
import { HTTP_DURATION_METRIC } from './lib/metrics';
import { dbTargets, silentLogger, testConfig } from './test/harness';

const INLINE_SCRIPT = "(function(){document.documentElement.setAttribute('data-theme','dark')})()";
const FIXTURE_HTML = `<!doctype html>
<html lang="en" data-brand="aurum" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Fixture</title>
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const expectedHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

/** Collects log lines so tests can read what the server logged. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe.each(dbTargets())('app on $name', (target) => {
  let database: Database;
  let siteDir: string;
  const apps: App[] = [];

  const appWith = async (
    env: Record<string, string> = {},
    opts: { db?: Database; logger?: ReturnType<typeof createLogger> } = {},
  ) => {
    const app = await buildApp({
      config: testConfig(env),
      db: opts.db ?? database,
      logger: opts.logger ?? silentLogger(),
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(siteDir, 'assets'));
    await writeFile(path.join(siteDir, 'index.html'), FIXTURE_HTML);
    await writeFile(path.join(siteDir, 'assets', 'index-abc123.js'), 'console.log("app")\n');
    await writeFile(path.join(siteDir, 'robots.txt'), 'User-agent: *\n');
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.cleanup();
    await rm(siteDir, { recursive: true, force: true });
  });

  describe('envelope and errors', () => {
    it('answers an unknown /api path with 404 route.not_found', async () => {
      const app = await appWith();
      for (const url of ['/api/nope', '/api/system/nope?x=1', '/api']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(apiErrorSchema.parse(res.json()).code).toBe('route.not_found');
      }
      const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ code: 'route.not_found' });
    });

    it('answers a known path with the wrong method with 405 and Allow', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'DELETE', url: '/api/system/status' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(apiErrorSchema.parse(res.json()).code).toBe('route.method_not_allowed');
    });

    it('turns an unexpected error into 500 internal, logged with the request id, details hidden', async () => {
      const { logger, lines } = captureLogs();
      const app = await appWith({}, { logger });
      app.get('/api/test/boom', async () => {
        throw new Error('secret detail of the failure');
      });
      const res = await app.inject({
        method: 'GET',
        url: '/api/test/boom',
        headers: { 'x-request-id': 'req-abc-123' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal', message: 'Internal server error' });
      expect(res.body).not.toContain('secret detail');
      expect(res.headers['x-request-id']).toBe('req-abc-123');
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(logged).toMatchObject({ level: 'error', reqId: 'req-abc-123' });
      expect(logged.err.message).toBe('secret detail of the failure');
    });

    it('gives 413 request.too_large for a body over the limit and 400 request.malformed for bad JSON', async () => {
      const app = await appWith();
      app.post('/api/test/echo', async (request) => ({ value: request.body }));
      const big = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ code: 'request.too_large' });
      const bad = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'request.malformed' });
      const ok = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { a: 1 } });
      expect(ok.json()).toEqual({ value: { a: 1 } });
    });

    it('makes a fresh request id unless the caller sends a well-formed one', async () => {
      const app = await appWith();
      const fresh = await app.inject({ method: 'GET', url: '/healthz' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const injected = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'bad id\nforged' },
      });
      expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('masks secrets in logged URLs', async () => {
      const { logger, lines } = captureLogs();
      const app = await appWith({}, { logger });
      await app.inject({
        method: 'GET',
        url: '/api/system/status?token=tok-123&lang=en',
        headers: { authorization: 'Bearer abc', cookie: 'session=xyz' },
      });
      const text = lines.join('\n');
      expect(text).toContain('/api/system/status?token=%5Bredacted%5D&lang=en');
      expect(text).not.toContain('tok-123');
      expect(text).not.toContain('Bearer abc');
      expect(text).not.toContain('session=xyz');
    });
  });

  describe('operations', () => {
    it('GET /healthz is always 200 ok', async () => {
      const app = await appWith({ MAINTENANCE: 'true' });
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('GET /readyz checks the database and skips Redis when not configured', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'skipped' } });
    });

    it('GET /readyz is 503 when the database does not answer', async () => {
      const broken: Database = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
      const app = await appWith({}, { db: broken });
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', checks: { database: 'fail', redis: 'skipped' } });
    });

    it('GET /readyz is 503 when Redis is configured but down', async () => {
      const app = await appWith({ REDIS_URL: 'redis://127.0.0.1:1' });
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', redis: 'fail' } });
    });

    it.runIf(process.env.REDIS_URL)('GET /readyz pings a live Redis', async () => {
      const app = await appWith({ REDIS_URL: process.env.REDIS_URL ?? '' });
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    });

    it('GET /metrics exposes default metrics and the request histogram by route pattern', async () => {
      const app = await appWith();
      await app.inject({ method: 'GET', url: '/api/system/banners?group=m_home' });
      await app.inject({ method: 'GET', url: '/api/system/banners?group=bad' });
      await app.inject({ method: 'GET', url: '/api/no/such/thing' });
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toContain(`# TYPE ${HTTP_DURATION_METRIC} histogram`);
      expect(text).toMatch(
        new RegExp(`${HTTP_DURATION_METRIC}_count\\{method="GET",route="/api/system/banners",status_code="200"\\} 1`),
      );
      expect(text).toMatch(
        new RegExp(`${HTTP_DURATION_METRIC}_count\\{method="GET",route="/api/system/banners",status_code="400"\\} 1`),
      );
      expect(text).not.toContain('group=m_home');
      expect(text).not.toContain('/api/no/such/thing');
      expect(text).toContain('process_cpu_user_seconds_total');
    });

    it('serves the OpenAPI document and the docs UI', async () => {
      const app = await appWith();
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const doc = json.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/system/status',
          '/api/system/config',
          '/api/system/banners',
          '/api/games/list',
          '/api/games/launch',
          '/api/provider/{vassalage}/wallet/debit',
          '/api/provider/{vassalage}/wallet/rollback',
          '/api/studio/spin',
          '/healthz',
          '/readyz',
        ]),
      );
      const params = doc.paths['/api/system/banners'].get.parameters;
      expect(params[0]).toMatchObject({ name: 'group', in: 'query', required: true });
      const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
      expect(ui.body).toContain('swagger-ui');
    });
  });

  describe('security headers and compression', () => {
    it('sends a strict CSP and the other helmet headers on API responses', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/api/system/status' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain("font-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('adds HSTS and upgrade-insecure-requests in production', async () => {
      const app = await appWith({ NODE_ENV: 'production' });
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });

    it('compresses large responses with gzip or brotli', async () => {
      const app = await appWith();
      const gz = await app.inject({ method: 'GET', url: '/api/system/config', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).value.brand).toBe('aurum');
      const br = await app.inject({ method: 'GET', url: '/api/system/config', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
    });
  });

  describe('static site', () => {
    it('falls back to index.html with the brand injected and the inline script hashed into the CSP', async () => {
      const app = await appWith({ STATIC_DIR: siteDir, DEFAULT_BRAND: 'verdant' });
      for (const url of ['/', '/m/home', '/m/index.html', '/some/unknown/path?x=1', '/index.html']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.body).toContain('<html lang="en" dir="ltr" data-brand="verdant" data-theme="dark">');
        expect(res.body).toContain('<script type="application/json" id="bootstrap">');
        expect(res.body).not.toContain('data-brand="aurum"');
        expect(res.body).toContain(INLINE_SCRIPT);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain(`script-src 'self' ${expectedHash}`);
      }
    });

    it('renders index.html per request: no ETag, so If-None-Match never gets a 304', async () => {
      const app = await appWith({ STATIC_DIR: siteDir });
      const first = await app.inject({ method: 'GET', url: '/m/home' });
      expect(first.headers.etag).toBeUndefined();
      const again = await app.inject({ method: 'GET', url: '/m/home', headers: { 'if-none-match': '"x"' } });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('id="bootstrap"');
    });

    it('caches hashed assets for a year and other files not at all', async () => {
      const app = await appWith({ STATIC_DIR: siteDir });
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toContain('console.log');
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    });

    it('answers a missing asset with 404, not with index.html', async () => {
      const app = await appWith({ STATIC_DIR: siteDir });
      const res = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'asset.not_found' });
    });

    it('keeps /api, /healthz and /metrics out of the fallback', async () => {
      const app = await appWith({ STATIC_DIR: siteDir });
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'route.not_found' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toContain('# HELP');
      const post = await app.inject({ method: 'POST', url: '/m/home', payload: {} });
      expect(post.statusCode).toBe(404);
    });

    it('without a built site, pages are 404 site.not_built and the API still works', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/m/home' });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).code).toBe('site.not_built');
      expect((await app.inject({ method: 'GET', url: '/api/system/status' })).statusCode).toBe(200);
    });
  });
});
