import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import { webManifestSchema } from '../../../src/api/contract/pwa';
import { aurum } from '../../../themes/brands/aurum/tokens';
import { verdant } from '../../../themes/brands/verdant/tokens';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { brands } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { writeBrand } from '../system/service';
import { manifestScreenshots, pngSize } from './screenshots';
import { appIconSvg, iconColours, manifestDescription, markOf, webManifest } from './service';

const HEX = /#[0-9a-f]{3,8}\b/gi;
const colours = (svg: string) => [...new Set(svg.match(HEX) ?? [])].map((c) => c.toLowerCase()).sort();
const lower = (...cs: string[]) => [...new Set(cs.map((c) => c.toLowerCase()))].sort();

describe('icon and manifest builders', () => {
  it('draw only with the brand token colours, no text', () => {
    for (const tokens of [aurum, verdant]) {
      const dark = tokens.color.dark;
      for (const maskable of [false, true]) {
        const svg = appIconSvg(markOf(tokens.name), iconColours(tokens), { maskable });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 512 512">/);
        expect(colours(svg)).toEqual(lower(dark.brandAccent, dark.onBrandAccent));
        expect(svg).not.toMatch(/<text|<image|<script|href=/);
      }
    }
  });

  it('draws a gem for aurum and a leaf for verdant; an unthemed brand gets the fallback', () => {
    expect(markOf('aurum')).toBe('gem');
    expect(markOf('verdant')).toBe('leaf');
    expect(markOf('somebrand')).toBe('gem');
    const gem = appIconSvg('gem', iconColours(aurum));
    const leaf = appIconSvg('leaf', iconColours(aurum));
    expect(gem).not.toEqual(leaf);
  });

  it('rounds the corners of the plain icon and fills the whole square when maskable', () => {
    const c = iconColours(aurum);
    expect(appIconSvg('gem', c)).toContain('<rect width="512" height="512" rx="112"');
    expect(appIconSvg('gem', c, { maskable: true })).toContain('<rect width="512" height="512" fill=');
  });

  it('applies the runtime accent overrides over the tokens', () => {
    expect(iconColours(verdant, { brandAccent: '#123456' })).toEqual({
      background: '#123456',
      mark: verdant.color.dark.onBrandAccent,
    });
  });

  it("describes the app in the brand's language (English when it has none) and lists only its own screenshots", () => {
    expect(manifestDescription('zh-CN', '金库')).toBe(
      '金库 手机版：老虎机、真人、体育与彩票，存款、奖励和在线客服一触即达。',
    );
    expect(manifestDescription('ur', 'X')).toMatch(/^X /);
    expect(manifestDescription('ur', 'X')).toMatch(/[\u0600-\u06FF]/);
    // A language with no translation: English.
    expect(manifestDescription('ja', 'X')).toMatch(/^X on your phone/);
    expect(manifestScreenshots('somebrand')).toEqual([]);
    expect(manifestScreenshots('../aurum')).toEqual([]);
    expect(manifestScreenshots('aurum')).toHaveLength(2);
  });

  it('shortens a long site name to the theme label', () => {
    const m = webManifest({ siteName: 'A very long casino name', language: 'en', tokens: verdant });
    expect(m.short_name).toBe('Verdant');
    expect(webManifestSchema.safeParse(m).success).toBe(true);
  });

  it('server code that draws takes every colour from themes/ (no colour literals)', () => {
    for (const rel of ['./service.ts', './routes.ts', '../../lib/brand-theme.ts', '../../db/banner-art.ts']) {
      const source = readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8');
      expect({ file: rel, literals: source.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba?\(/gi) ?? [] }).toEqual({
        file: rel,
        literals: [],
      });
    }
  });
});

describe.each(dbTargets())('PWA routes on $name', (target) => {
  let database: Database;
  const apps: App[] = [];
  const appWith = async (env: Record<string, string> = {}) => {
    const app = await buildApp({ config: testConfig(env), db: database, logger: silentLogger() });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.cleanup();
  });

  describe('GET /manifest.webmanifest', () => {
    it('is a valid manifest for the active brand with its theme colours', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const manifest = webManifestSchema.parse(JSON.parse(res.body));
      expect(manifest).toEqual({
        id: '/',
        name: 'Aurum Play',
        short_name: 'Aurum Play',
        description:
          'Aurum Play on your phone: slots, live games, sports and lottery, with deposits, rewards and live chat one tap away.',
        lang: 'en',
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        background_color: aurum.color.dark.page,
        theme_color: aurum.color.dark.headerBg,
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/app-screenshots/aurum-1.png',
            sizes: '824x1678',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Home: banners, hot games and the lobbies',
          },
          {
            src: '/app-screenshots/aurum-2.png',
            sizes: '824x1678',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The slot games lobby',
          },
        ],
      });
      // Every screenshot it names is a PNG of the size it says (Chrome checks), served to this brand only.
      for (const shot of manifest.screenshots ?? []) {
        const r = await app.inject({ method: 'GET', url: shot.src });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toBe('image/png');
        const { width, height } = pngSize(r.rawPayload);
        expect(`${width}x${height}`).toBe(shot.sizes);
        // Chrome's richer install dialog: narrow screenshots are taller than wide, at most 2.3:1.
        expect(height / width).toBeGreaterThan(1);
        expect(height / width).toBeLessThanOrEqual(2.3);
      }
      expect((await app.inject({ method: 'GET', url: '/app-screenshots/verdant-1.png' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/app-screenshots/..%2Fservice.ts' })).statusCode).toBe(400);
      // Every icon it names is served as SVG.
      for (const icon of manifest.icons) {
        const r = await app.inject({ method: 'GET', url: icon.src });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-type']).toMatch(/^image\/svg\+xml\b/);
      }
    });

    it('returns the verdant name and colours under DEFAULT_BRAND=verdant', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'verdant' });
      const manifest = webManifestSchema.parse(
        JSON.parse((await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).body),
      );
      expect(manifest).toMatchObject({
        name: 'Verdant Play',
        theme_color: verdant.color.dark.headerBg,
        background_color: verdant.color.dark.page,
      });
      expect(manifest.theme_color).not.toBe(aurum.color.dark.headerBg);
      expect(manifest.screenshots?.map((s) => s.src)).toEqual([
        '/app-screenshots/verdant-1.png',
        '/app-screenshots/verdant-2.png',
      ]);
    });

    it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
      const app = await appWith();
      const first = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const head = await app.inject({ method: 'HEAD', url: '/manifest.webmanifest' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it('answers 404 brand.not_found when the brand is not in the database', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'nobrand' });
      const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).code).toBe('brand.not_found');
    });
  });

  describe('GET /icon.svg and /icon-maskable.svg', () => {
    it('aurum: an SVG gem in the aurum accent, cached for an hour', async () => {
      const app = await appWith();
      const res = await app.inject({ method: 'GET', url: '/icon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml\b/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body).toBe(appIconSvg('gem', iconColours(aurum)));
      expect(colours(res.body)).toEqual(lower(aurum.color.dark.brandAccent, aurum.color.dark.onBrandAccent));
    });

    it('verdant: a leaf in verdant colours, following the brand’s accent override like the UI', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'verdant' });
      const overrides = DEMO_BRANDS[1]!.settings.themeOverrides!;
      for (const [url, maskable] of [
        ['/icon.svg', false],
        ['/icon-maskable.svg', true],
      ] as const) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(appIconSvg('leaf', iconColours(verdant, overrides), { maskable }));
        expect(colours(res.body)).toEqual(lower(overrides.brandAccent!, overrides.onBrandAccent!));
        expect(res.body).not.toContain(aurum.color.dark.brandAccent);
      }
    });

    it('verdant without overrides uses the verdant theme tokens', async () => {
      const stored = DEMO_BRANDS[1]!;
      const { themeOverrides: _drop, ...plain } = stored.settings;
      await writeBrand(database.db, { code: 'verdant', name: stored.name, settings: plain });
      try {
        const app = await appWith({ DEFAULT_BRAND: 'verdant' });
        const res = await app.inject({ method: 'GET', url: '/icon.svg' });
        expect(colours(res.body)).toEqual(lower(verdant.color.dark.brandAccent, verdant.color.dark.onBrandAccent));
      } finally {
        await writeBrand(database.db, stored);
      }
      const [row] = await database.db.select().from(brands).where(eq(brands.code, 'verdant'));
      expect((row!.config as { themeOverrides?: unknown }).themeOverrides).toEqual(stored.settings.themeOverrides);
    });

    it('is served from the theme alone when the brand row is missing (it is also the favicon)', async () => {
      const app = await appWith({ DEFAULT_BRAND: 'nobrand' });
      const res = await app.inject({ method: 'GET', url: '/icon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(appIconSvg('gem', iconColours(aurum)));
    });

    it('serves every manifest and icon link of index.html', async () => {
      const app = await appWith();
      const html = readFileSync(fileURLToPath(new URL('../../../index.html', import.meta.url)), 'utf8');
      const hrefs = [...html.matchAll(/<link rel="(?:manifest|icon|apple-touch-icon)" href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(hrefs.sort()).toEqual(['/icon.svg', '/icon.svg', '/manifest.webmanifest']);
      for (const href of hrefs) expect((await app.inject({ method: 'GET', url: href })).statusCode).toBe(200);
    });
  });

  describe('the service worker and the offline page (docs/pwa.md)', () => {
    let siteDir: string;
    let overrideDir: string;
    const WORKER = 'self.addEventListener("fetch",()=>{});\n';

    beforeAll(async () => {
      siteDir = await mkdtemp(path.join(tmpdir(), 'pwa-site-'));
      overrideDir = await mkdtemp(path.join(tmpdir(), 'pwa-sw-'));
      await mkdir(path.join(siteDir, 'assets'));
      await writeFile(
        path.join(siteDir, 'index.html'),
        '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      );
      await writeFile(path.join(siteDir, 'sw.js'), WORKER);
      await writeFile(path.join(siteDir, 'offline.html'), '<!doctype html><title>No internet</title>');
      await writeFile(path.join(siteDir, 'offline.js'), 'void 0;\n');
      await writeFile(path.join(siteDir, 'workbox-abc123.js'), 'void 0;\n');
      await writeFile(path.join(siteDir, 'assets', 'index-abc123.js'), 'void 0;\n');
    });
    afterAll(async () => {
      await rm(siteDir, { recursive: true, force: true });
      await rm(overrideDir, { recursive: true, force: true });
    });

    it('serves /sw.js as JavaScript, never from a cache without asking, under the CSP that lets it run', async () => {
      const app = await appWith({ STATIC_DIR: siteDir });
      const res = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript\b/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(WORKER);
      // Scope / is the worker's own directory: no Service-Worker-Allowed needed.
      expect(res.headers['service-worker-allowed']).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toMatch(/script-src 'self'/);
      for (const url of ['/offline.html', '/offline.js']) {
        const r = await app.inject({ method: 'GET', url });
        expect(r.statusCode, url).toBe(200);
        expect(r.headers['cache-control'], url).toBe('no-cache');
      }
      expect((await app.inject({ method: 'GET', url: '/offline.html' })).headers['content-type']).toMatch(
        /^text\/html/,
      );
      // Workbox's runtime is not hashed under assets/: revalidated, like any other root file.
      const runtime = await app.inject({ method: 'GET', url: '/workbox-abc123.js' });
      expect(runtime.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("SW_TEST_DIR (e2e only): its sw.js, when there, replaces the build's", async () => {
      const app = await appWith({ STATIC_DIR: siteDir, SW_TEST_DIR: overrideDir });
      expect((await app.inject({ method: 'GET', url: '/sw.js' })).body).toBe(WORKER);
      await writeFile(path.join(overrideDir, 'sw.js'), `${WORKER}// build 2\n`);
      const res = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('// build 2');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/javascript/);
    });
  });
});
