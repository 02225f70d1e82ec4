import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionInfoSchema } from '../../../src/api/contract/accounts';
import { languageCodeSchema } from '../../../src/api/contract/localized';
import {
  bannerGroupSchema,
  bannerSchema,
  bannersResponseSchema,
  siteConfigResponseSchema,
  siteConfigSchema,
  systemStatusSchema,
} from '../../../src/api/contract/system';
import { colorModeHeadScript } from '../../../themes/colorMode';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { banners, brands } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import { createLogger } from '../../lib/logger';
import { cspHash, DEFERRED_LOADER, inlineScripts } from '../../lib/static-site';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { createCatalogue } from '../games/catalogue';
import {
  acceptLanguageTags,
  buildBootstrap,
  cookieLanguage,
  HOME_PATHS,
  isHomePath,
  pickContentLanguage,
} from './bootstrap';
import { createSystemService, writeBrand } from './service';

/** src/api/bootstrap.ts `Bootstrap`, built from the contract schemas. */
const bootstrapSchema = z.strictObject({
  lang: languageCodeSchema.optional(),
  status: systemStatusSchema.optional(),
  config: siteConfigSchema.optional(),
  banners: z.partialRecord(bannerGroupSchema, z.array(bannerSchema)).optional(),
  at: z.number().int().positive().optional(),
  session: sessionInfoSchema.nullable().optional(),
});

/** What the Vite build writes: the colour-mode script and the module script in <head>. */
const FIXTURE_HTML = `<!doctype html>
<html lang="en" data-brand="aurum" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Fixture</title>
    <script>${colorModeHeadScript}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const EVIL_TITLE = "</script><script>alert(1)</script><!-- $& $' \u2028\u2029 </SCRIPT >";
const EVIL_IMAGE = '/media/x.svg"><script>alert(2)</script>';

const BOOTSTRAP_BLOCK = /<script type="application\/json" id="bootstrap">([\s\S]*?)<\/script>/;

function bootstrapOf(html: string) {
  const m = BOOTSTRAP_BLOCK.exec(html);
  if (!m) throw new Error('no bootstrap block in the page');
  return bootstrapSchema.parse(JSON.parse(m[1] ?? ''));
}

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

describe('page language and paths', () => {
  it('reads the language cookie and ignores junk', () => {
    expect(cookieLanguage('a=1; language=zh-CN; b=2')).toBe('zh-CN');
    expect(cookieLanguage('language=zh%2DCN')).toBe('zh-CN');
    expect(cookieLanguage('language="en"; language=zh-CN')).toBe('en');
    for (const junk of ['language=zh_CN', 'language=%3Cscript%3E', 'language=', 'language=%E0%A4%A', 'other=en']) {
      expect(cookieLanguage(junk), junk).toBeUndefined();
    }
    expect(cookieLanguage(`language=en-${'a'.repeat(100)}`)).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('orders Accept-Language by q and drops *, q=0 and malformed entries', () => {
    expect(acceptLanguageTags('zh-TW,zh;q=0.9')).toEqual(['zh-tw', 'zh']);
    expect(acceptLanguageTags('fr;q=0.5, de, *;q=0.1, en;q=0.8')).toEqual(['de', 'en', 'fr']);
    expect(acceptLanguageTags('en;q=0, zh;q=2, ja;q=abc, <x>, ko;q=0.001')).toEqual(['ko']);
    expect(acceptLanguageTags('')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('picks the cookie, else the first offered Accept-Language tag, else the default', () => {
    const offered = ['en', 'zh-CN'];
    const pick = (cookie: string | undefined, accepted: string[]) =>
      pickContentLanguage({ cookie, accepted }, offered, 'en');
    expect(pick('zh-CN', ['en'])).toBe('zh-CN');
    expect(pick('zh-cn', [])).toBe('zh-CN');
    expect(pick('fr', ['zh'])).toBe('en');
    expect(pick(undefined, ['zh-tw', 'zh'])).toBe('zh-CN');
    expect(pick(undefined, ['fr', 'de', 'zh'])).toBe('zh-CN');
    expect(pick(undefined, ['fr'])).toBe('en');
    expect(pick(undefined, [])).toBe('en');
  });

  it('knows the home paths the client renders home at', async () => {
    const { HOME_PATHS: clientHomePaths } = await import('../../../src/routes/table');
    expect([...HOME_PATHS]).toEqual([...clientHomePaths]);
    expect(isHomePath('/m/home?x=1')).toBe(true);
    expect(isHomePath('/m/set')).toBe(false);
  });
});

describe.each(dbTargets())('page bootstrap on $name', (target) => {
  let database: Database;
  let siteDir: string;
  const apps: App[] = [];

  const appWith = async (
    env: Record<string, string> = {},
    opts: { db?: Database; logger?: ReturnType<typeof createLogger> } = {},
  ) => {
    const app = await buildApp({
      config: testConfig({ STATIC_DIR: siteDir, ...env }),
      db: opts.db ?? database,
      logger: opts.logger ?? silentLogger(),
    });
    apps.push(app);
    return app;
  };

  const page = async (app: App, url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return { res, html: res.body, bootstrap: bootstrapOf(res.body) };
  };

  const api = async (app: App, url: string) => (await app.inject({ method: 'GET', url })).json().value;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    // A brand whose operator content tries to break out of the data block and the preload link.
    const aurum = DEMO_BRANDS[0]!;
    await writeBrand(database.db, { code: 'evil', name: 'Evil', settings: aurum.settings });
    await database.db
      .insert(banners)
      .values({ brand: 'evil', groupName: 'm_home', imageUrl: EVIL_IMAGE, link: null, title: EVIL_TITLE, sequence: 1 });
    // A brand whose stored config is invalid: config and banners fail, status still works.
    await database.db.insert(brands).values({ code: 'broken', name: 'Broken', config: { nonsense: true } });
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(siteDir, 'assets'));
    await writeFile(path.join(siteDir, 'index.html'), FIXTURE_HTML);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.cleanup();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('embeds status, config and home banners that match the API, in <head> before the module script', async () => {
    const app = await appWith();
    const before = Date.now();
    const { res, html, bootstrap } = await page(app, '/m/home');
    expect(bootstrap.at).toBeGreaterThanOrEqual(before);
    expect(bootstrap.at).toBeLessThanOrEqual(Date.now());
    expect(bootstrap.lang).toBe('en');
    expect(bootstrap.status).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceMessage: null,
      maintenanceUntil: null,
      disabledModules: [],
      location: { ip: '127.0.0.1', country: null },
    });
    expect(bootstrap.config).toEqual(await api(app, '/api/system/config?lang=en'));
    expect(bootstrap.banners).toEqual({ m_home: await api(app, '/api/system/banners?group=m_home&lang=en') });
    expect(bootstrap.banners?.m_home?.length).toBeGreaterThan(0);
    expect(html).toContain('<html lang="en" dir="ltr" data-brand="aurum" data-theme="dark">');
    expect(res.headers['content-language']).toBe('en');
    const head = html.slice(0, html.indexOf('</head>'));
    const block = head.indexOf('<script type="application/json" id="bootstrap">');
    expect(block).toBeGreaterThan(head.indexOf(`<script>${colorModeHeadScript}</script>`));
    expect(block).toBeLessThan(head.indexOf('<script type="module"'));
    expect(html.split('id="bootstrap"')).toHaveLength(2);
  });

  it('lays an Urdu page out right to left from the first byte, and falls back to English content for it', async () => {
    const app = await appWith({ DEFAULT_BRAND: 'aurum' });
    const { html, bootstrap } = await page(app, '/m/home', { cookie: 'theme=dark; language=ur' });
    expect(bootstrap.lang).toBe('ur');
    expect(html).toContain('<html lang="ur" dir="rtl" data-brand="aurum" data-theme="dark">');
    const config = siteConfigResponseSchema.shape.value.parse(bootstrap.config);
    expect(config.contentLanguage).toBe('ur');
    // The demo notice has English and Chinese copies only: an Urdu reader gets the English.
    expect(config.notice.paragraphLanguages.every((l) => l === 'en')).toBe(true);
  });

  it('serves the language in the cookie: Chinese notice, banner titles and <html lang>', async () => {
    const app = await appWith({ DEFAULT_BRAND: 'verdant' });
    const { res, html, bootstrap } = await page(app, '/m/home', {
      cookie: 'theme=dark; language=zh-CN',
      'accept-language': 'en',
    });
    expect(bootstrap.lang).toBe('zh-CN');
    expect(html).toContain('<html lang="zh-CN" dir="ltr" data-brand="verdant" data-theme="dark">');
    expect(res.headers['content-language']).toBe('zh-CN');
    const config = siteConfigResponseSchema.shape.value.parse(bootstrap.config);
    expect(config.contentLanguage).toBe('zh-CN');
    expect(config.notice.paragraphLanguages.every((l) => l === 'zh-CN')).toBe(true);
    expect(config.notice.paragraphs[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(config).toEqual(await api(app, '/api/system/config?lang=zh-CN'));
    const home = bootstrap.banners?.m_home ?? [];
    expect(home.length).toBeGreaterThan(0);
    for (const b of home) {
      expect(b.titleLanguage).toBe('zh-CN');
      expect(b.title).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(home).toEqual(await api(app, '/api/system/banners?group=m_home&lang=zh-CN'));
  });

  it('falls back to Accept-Language, then to the default; a junk cookie is ignored', async () => {
    const app = await appWith();
    const lang = async (headers: Record<string, string>) => (await page(app, '/m/home', headers)).bootstrap.lang;
    // Aurum offers Traditional Chinese (issue 25): Taiwan and Hong Kong get it, other Chinese the Simplified.
    expect(await lang({ 'accept-language': 'zh-TW,zh;q=0.9' })).toBe('zh-TW');
    expect(await lang({ 'accept-language': 'zh-HK,zh;q=0.9' })).toBe('zh-TW');
    expect(await lang({ 'accept-language': 'zh,en;q=0.9' })).toBe('zh-CN');
    expect(await lang({ 'accept-language': 'fr-FR, fr;q=0.9, zh;q=0.5' })).toBe('zh-CN');
    expect(await lang({ 'accept-language': 'fr-FR, de' })).toBe('en');
    // zh_CN is no language tag: ignored, so Accept-Language decides.
    expect(await lang({ cookie: 'language=zh_CN', 'accept-language': 'zh-TW' })).toBe('zh-TW');
    expect(await lang({ cookie: 'language=%3Cb%3E' })).toBe('en');
    expect(await lang({ cookie: 'language=en', 'accept-language': 'zh-CN' })).toBe('en');
  });

  it('has the status of this client: region block by the debug header outside production only', async () => {
    const app = await appWith({ BLOCKED_COUNTRIES: 'US' });
    const blocked = (await page(app, '/m/home', { 'x-debug-client-ip': '8.8.8.8' })).bootstrap.status;
    expect(blocked).toEqual({
      status: 2,
      maintenance: false,
      regionRestriction: true,
      maintenanceMessage: null,
      maintenanceUntil: null,
      disabledModules: [],
      location: { ip: '8.8.8.8', country: 'US' },
    });
    const prod = await appWith({ BLOCKED_COUNTRIES: 'US', NODE_ENV: 'production' });
    const ignored = (await page(prod, '/m/home', { 'x-debug-client-ip': '8.8.8.8' })).bootstrap.status;
    expect(ignored).toMatchObject({ status: 0, location: { ip: '127.0.0.1' } });
  });

  it('preloads the first home banner on home pages only, in the page language', async () => {
    const app = await appWith();
    for (const url of HOME_PATHS) {
      const { html, bootstrap } = await page(app, url, { cookie: 'language=zh-CN' });
      const first = bootstrap.banners?.m_home?.[0]?.imageUrl;
      expect(first, url).toMatch(/\.zh-CN\.svg$/);
      const link = `<link rel="preload" as="image" href="${first}" fetchpriority="high">`;
      expect(html, url).toContain(link);
      expect(html.indexOf(link), url).toBeLessThan(html.indexOf('<script type="module"'));
      expect(html.match(/rel="preload"/g), url).toHaveLength(1);
    }
    for (const url of ['/m/set', '/m/home/extra', '/index.html', '/some/unknown']) {
      const { html, bootstrap } = await page(app, url);
      expect(bootstrap.banners?.m_home?.length, url).toBeGreaterThan(0);
      expect(html, url).not.toContain('rel="preload"');
    }
  });

  it('is private per request: no-cache, Vary on cookie and language, no ETag', async () => {
    const app = await appWith();
    const { res } = await page(app, '/m/home');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const vary = String(res.headers.vary).toLowerCase();
    for (const v of ['cookie', 'accept-language', 'accept-encoding']) expect(vary).toContain(v);
    expect(res.headers.etag).toBeUndefined();
    const again = await app.inject({ method: 'GET', url: '/m/home', headers: { 'if-none-match': '"anything"' } });
    expect(again.statusCode).toBe(200);
  });

  it('keeps operator content inside the data block: no script break-out, and the JSON round-trips', async () => {
    const app = await appWith({ DEFAULT_BRAND: 'evil' });
    const { html, bootstrap } = await page(app, '/m/home');
    expect(bootstrap.banners?.m_home?.[0]).toMatchObject({ title: EVIL_TITLE, imageUrl: EVIL_IMAGE });
    // Only the three script elements of the fixture page: colour mode, module, bootstrap data.
    expect(html.match(/<script\b/gi)).toHaveLength(3);
    expect(html.match(/<\/script/gi)).toHaveLength(3);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    expect(inlineScripts(html)).toEqual([colorModeHeadScript]);
    // The preload href is attribute-escaped.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/x.svg&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;" fetchpriority="high">',
    );
  });

  it('keeps the CSP: the colour-mode and deferred-loader hashes, and one for every executable inline script of the page', async () => {
    const app = await appWith();
    const { res, html } = await page(app, '/m/home', { cookie: 'language=zh-CN' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe(`script-src 'self' ${cspHash(colorModeHeadScript)} ${cspHash(DEFERRED_LOADER)}`);
    const executable = inlineScripts(html);
    expect(executable).toEqual([colorModeHeadScript]);
    for (const script of executable) expect(scriptSrc).toContain(cspHash(script));
  });

  it('leaves out the parts that fail, with one warning, and still serves the page', async () => {
    const { logger, lines } = captureLogs();
    const app = await appWith({ DEFAULT_BRAND: 'broken' }, { logger });
    const { html, bootstrap } = await page(app, '/m/home');
    expect(Object.keys(bootstrap).sort()).toEqual(['at', 'session', 'status']);
    expect(html).toContain('<html lang="en" data-brand="broken"');
    expect(html).not.toContain('rel="preload"');
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => /page bootstrap incomplete/.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', omitted: ['lang', 'config', 'banners'] });
  });

  it('serves the page without bootstrap data when the database is down', async () => {
    const own = await target.open();
    await seedDemo(own);
    const { logger, lines } = captureLogs();
    const app = await appWith({}, { db: own, logger });
    await own.close();
    const { res, bootstrap } = await page(app, '/m/home', { cookie: 'language=zh-CN' });
    expect(Object.keys(bootstrap).sort()).toEqual(['at', 'session']);
    expect(res.headers['content-language']).toBeUndefined();
    expect(res.body).toContain('<html lang="en"');
    const warning = lines.map((l) => JSON.parse(l)).find((l) => /page bootstrap incomplete/.test(l.msg));
    expect(warning?.omitted).toEqual(['lang', 'status', 'config', 'banners']);
  });

  /** The system service of the demo brand, open to every country, out of maintenance. */
  const aurumService = () =>
    createSystemService({
      db: database.db,
      brand: 'aurum',
      envMaintenance: false,
      blockedCountries: [],
      countryOf: () => null,
    });

  it('does not wait past the deadline for a slow part', async () => {
    const service = aurumService();
    const slow = { ...service, status: () => new Promise<never>(() => {}) };
    const { logger, lines } = captureLogs();
    const started = Date.now();
    const bootstrap = await buildBootstrap(
      slow,
      { ip: '127.0.0.1', headers: {}, log: logger },
      { production: false, deadlineMs: 200, now: () => 42 },
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(bootstrap.status).toBeUndefined();
    expect(bootstrap).toMatchObject({ lang: 'en', at: 42 });
    expect(bannersResponseSchema.shape.value.parse(bootstrap.banners?.m_home).length).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('page bootstrap status timed out after 200 ms');
  });

  it("embeds a lobby's vendors and first page as the API answers them; a part that fails or is late is left out", async () => {
    const service = aurumService();
    const catalogue = createCatalogue({ db: database.db, brand: 'aurum' });
    const want = {
      vendors: true,
      lists: [
        { source: 'list' as const, filter: { gameType: 'RNG' as const, dataType: 'all' as const } },
        { source: 'hot' as const, filter: { gameType: 'RNG' as const } },
      ],
    };
    const request = { ip: '127.0.0.1', headers: {}, log: silentLogger() };
    const full = await buildBootstrap(service, request, { production: false, games: { catalogue, want } });
    const app = await appWith();
    // The very answers of the routes the browser would call (their defaults: page size, dataType).
    expect(full.games?.vendors).toEqual(await api(app, '/api/games/vendors?language=en'));
    expect(full.games?.lists).toEqual([
      { ...want.lists[0], page: await api(app, '/api/games/list?gameType=RNG&dataType=all&pageNo=1&language=en') },
      { ...want.lists[1], page: await api(app, '/api/games/hot?gameType=RNG&pageNo=1&language=en') },
    ]);
    expect(full.games?.lists?.[0]?.page.games.length).toBe(25);

    const { logger, lines } = captureLogs();
    const started = Date.now();
    const partial = await buildBootstrap(
      service,
      { ...request, log: logger },
      {
        production: false,
        deadlineMs: 200,
        games: {
          catalogue: {
            vendors: () => new Promise<never>(() => {}),
            list: (query, member) =>
              query.dataType === 'hot' ? Promise.reject(new Error('hot list down')) : catalogue.list(query, member),
          },
          want,
        },
      },
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(partial.games).toEqual({ lists: [full.games?.lists?.[0]] });
    expect(partial).toMatchObject({ lang: 'en', config: full.config });
    const warning = lines.map((l) => JSON.parse(l)).find((l) => /page bootstrap incomplete/.test(l.msg));
    expect([...(warning?.omitted ?? [])].sort()).toEqual(['list 1', 'vendors']);

    // A page that shows no catalogue carries none.
    expect((await buildBootstrap(service, request, { production: false })).games).toBeUndefined();
  });
});
