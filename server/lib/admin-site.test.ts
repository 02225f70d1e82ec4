import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { Database } from '../db';
import { dbTargets, silentLogger, testConfig } from '../test/harness';
import { isAdminPath } from './static-site';

const PLAYER_SCRIPT = "(function(){document.documentElement.setAttribute('data-theme','dark')})()";
const ADMIN_SCRIPT = "(function(){document.documentElement.setAttribute('data-theme','light')})()";
const page = (title: string, script: string, entry: string) => `<!doctype html>
<html lang="en" data-brand="aurum" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>${title}</title>
    <script>${script}</script>
    <script type="module" crossorigin src="${entry}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('isAdminPath', () => {
  it('is /admin and everything under it, nothing else', () => {
    for (const p of ['/admin', '/admin/', '/admin/login', '/admin/login?next=%2Fadmin', '/admin/a/b'])
      expect(isAdminPath(p), p).toBe(true);
    for (const p of ['/administrator', '/m/admin', '/api/admin/session', '/admin.html', '/'])
      expect(isAdminPath(p), p).toBe(false);
  });
});

describe.each(dbTargets())('back-office page on $name', (target) => {
  let database: Database;
  let siteDir: string;
  let playerOnlyDir: string;
  const apps: App[] = [];

  const appWith = async (env: Record<string, string>) => {
    const app = await buildApp({ config: testConfig(env), db: database, logger: silentLogger(), renderer: null });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await target.open();
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-admin-'));
    await mkdir(path.join(siteDir, 'assets', 'admin'), { recursive: true });
    await writeFile(path.join(siteDir, 'index.html'), page('Player', PLAYER_SCRIPT, '/assets/index-abc.js'));
    await writeFile(path.join(siteDir, 'admin.html'), page('Back office', ADMIN_SCRIPT, '/assets/admin/admin-abc.js'));
    await writeFile(path.join(siteDir, 'assets', 'admin', 'admin-abc.js'), 'console.log("admin")\n');
    playerOnlyDir = await mkdtemp(path.join(tmpdir(), 'site-player-'));
    await mkdir(path.join(playerOnlyDir, 'assets'));
    await writeFile(path.join(playerOnlyDir, 'index.html'), page('Player', PLAYER_SCRIPT, '/assets/index-abc.js'));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.cleanup();
    await rm(siteDir, { recursive: true, force: true });
    await rm(playerOnlyDir, { recursive: true, force: true });
  });

  it('answers /admin and every path under it with admin.html, branded, uncached, with the security headers', async () => {
    const app = await appWith({ STATIC_DIR: siteDir, DEFAULT_BRAND: 'verdant' });
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/login?next=%2Fadmin%2Fdeposits', '/admin/x/y']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.body).toContain('<title>Back office</title>');
      expect(res.body).toContain('<html lang="en" data-brand="verdant" data-theme="dark">');
      // No server rendering and no bootstrap data: the back office asks the API itself.
      expect(res.body).not.toContain('id="bootstrap"');
      expect(res.body).toContain('<div id="root"></div>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(hash(ADMIN_SCRIPT));
      expect(csp).toContain("frame-ancestors 'none'");
    }
    // HEAD as well, as for any page.
    expect((await app.inject({ method: 'HEAD', url: '/admin/login' })).statusCode).toBe(200);
  });

  it('keeps the player pages as they were: their CSP also allows the player page script', async () => {
    const app = await appWith({ STATIC_DIR: siteDir });
    const res = await app.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Player</title>');
    expect(String(res.headers['content-security-policy'])).toContain(hash(PLAYER_SCRIPT));
  });

  it('serves the back-office scripts as hashed assets, and never admin.html as a plain file', async () => {
    const app = await appWith({ STATIC_DIR: siteDir });
    const asset = await app.inject({ method: 'GET', url: '/assets/admin/admin-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = await app.inject({ method: 'GET', url: '/admin.html' });
    expect(file.body).not.toContain('<title>Back office</title>');
  });

  it('is not a page for other methods', async () => {
    const app = await appWith({ STATIC_DIR: siteDir });
    const res = await app.inject({ method: 'POST', url: '/admin/login', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('without a built back office, /admin is 404 site.not_built, never the player redirect', async () => {
    const app = await appWith({ STATIC_DIR: playerOnlyDir });
    for (const url of ['/admin', '/admin/login']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'site.not_built' });
    }
  });

  it('is not listed in the OpenAPI document', async () => {
    const app = await appWith({ STATIC_DIR: siteDir });
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/admin'))).toEqual([]);
  });
  it('is never handed to the server renderer, whose answer to an unknown path is a redirect to /m/home', async () => {
    const rendered: string[] = [];
    const app = await buildApp({
      config: testConfig({ STATIC_DIR: siteDir }),
      db: database,
      logger: silentLogger(),
      renderer: {
        render: async (url: string) => {
          rendered.push(url);
          return { kind: 'redirect' as const, location: '/m/home' };
        },
        assets: () => ({ stylesheets: [], modulePreloads: [] }),
      } as never,
    });
    apps.push(app);
    const admin = await app.inject({ method: 'GET', url: '/admin/login' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>Back office</title>');
    const unknown = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/m/home');
    expect(rendered).toEqual(['/nowhere']);
  });
});
