import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { hashKey } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../src/api/bootstrap';
import { gamesKeys } from '../../src/api/games';
import { firstQueries, renderApp } from '../../src/entry-server';
import { colorModeHeadScript } from '../../themes/colorMode';
import { type App, buildApp } from '../app';
import type { Database } from '../db';
import { seedDemo } from '../db/seed';
import { loggedIn, registered } from '../test/clients';
import { dbTargets, silentLogger, testConfig } from '../test/harness';
import { createLogger } from './logger';
import { type Manifest, pageAssets, type Renderer, withStyles } from './ssr';
import { cspHash, DEFERRED_LOADER, DEFERRED_MODULES_ID, inlineScripts, splitModuleScripts } from './static-site';

/** A build manifest shaped like Vite's: the entry, a shared chunk, and the lazy home page. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-abc.css'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'pages/Home/index.tsx': {
    file: 'assets/Home-1.js',
    imports: ['_shared.js', '_icon.js'],
    dynamicImports: ['design-system/Board/index.ts'],
    css: ['assets/Home-1.css'],
  },
  '_icon.js': { file: 'assets/icon-1.js' },
  // A part the home page loads lazily, with a chunk of its own that has CSS.
  'design-system/Board/index.ts': {
    file: 'assets/Board-1.js',
    imports: ['_shared.js', '_tabs.js'],
    css: ['assets/Board-1.css'],
  },
  '_tabs.js': { file: 'assets/tabs-1.js', css: ['assets/tabs-1.css'] },
  // A module of stylesheets only: a language's font faces (src/i18n, LANGUAGE_FONT_MODULES).
  'themes/fonts-thai.ts': { file: 'assets/fonts-thai-1.css', src: 'themes/fonts-thai.ts' } as Manifest[string],
};

/** The stylesheets' text, as the fixture site holds them. */
const CSS: Record<string, string> = {
  '/assets/Home-1.css': '.home{color:red}',
  '/assets/Board-1.css': '.board{color:blue}',
  '/assets/tabs-1.css': '.tabs{color:green}',
};

/** What the Vite build writes: the head script, the module script, its preloads and stylesheets. */
const FIXTURE_HTML = `<!doctype html>
<html lang="en" data-brand="aurum" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Fixture</title>
    <script>${colorModeHeadScript}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/shared-1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ROOT =
  /<div id="root"( data-ssr="([^"]*)")?>([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="deferred|<\/body>)/;

function rootOf(html: string) {
  const m = ROOT.exec(html);
  if (!m) throw new Error('no root element');
  return { lang: m[2], inner: m[3] ?? '' };
}

function bootstrapOf(html: string) {
  const m = /<script type="application\/json" id="bootstrap">([^<]*)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? '{}') as { session?: unknown };
}

/** The lobby's game grid element (its opening tag). */
const gridOf = (html: string) => /<ul [^>]*aria-label="Games"[^>]*>/.exec(html)?.[0] ?? '';

function deferredOf(html: string) {
  const m = new RegExp(`<script type="application/json" id="${DEFERRED_MODULES_ID}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1] ?? '') as { entry: string; preloads: string[] }) : undefined;
}

describe('pageAssets', () => {
  it("lists a lazy module's CSS and JS that index.html does not already load, and the CSS of what it loads lazily", () => {
    expect(pageAssets(MANIFEST, ['pages/Home/index.tsx'])).toEqual({
      // The lazily loaded board is rendered by the server too: its CSS is needed at first paint, its
      // scripts are not (the browser loads them when it renders it).
      stylesheets: ['/assets/Home-1.css', '/assets/Board-1.css', '/assets/tabs-1.css'],
      modulePreloads: ['/assets/Home-1.js', '/assets/icon-1.js'],
    });
  });

  it('adds the text of the stylesheets in their order, or leaves them as files when one cannot be read', () => {
    const assets = pageAssets(MANIFEST, ['pages/Home/index.tsx']);
    expect(withStyles(assets, (href) => CSS[href] ?? null)).toEqual({
      ...assets,
      styles: '.home{color:red}\n.board{color:blue}\n.tabs{color:green}',
    });
    expect(withStyles(assets, (href) => (href === '/assets/tabs-1.css' ? null : 'x'))).toEqual(assets);
    const none = pageAssets(MANIFEST, ['index.html']);
    expect(withStyles(none, () => 'x')).toEqual(none);
  });

  it("lists a language's font module as a stylesheet, never as a script to preload", () => {
    expect(pageAssets(MANIFEST, ['pages/Home/index.tsx', 'themes/fonts-thai.ts'])).toEqual({
      stylesheets: ['/assets/Home-1.css', '/assets/fonts-thai-1.css', '/assets/Board-1.css', '/assets/tabs-1.css'],
      modulePreloads: ['/assets/Home-1.js', '/assets/icon-1.js'],
    });
  });

  it('lists nothing for the entry itself or for an unknown key', () => {
    expect(pageAssets(MANIFEST, ['index.html', 'pages/Nope/index.tsx'])).toEqual({
      stylesheets: [],
      modulePreloads: [],
    });
  });
});

describe('splitModuleScripts', () => {
  it('takes out the module script and its modulepreloads, and keeps everything else', () => {
    const split = splitModuleScripts(FIXTURE_HTML);
    expect(split).not.toBeNull();
    expect(split?.entry).toBe('/assets/index-abc.js');
    expect(split?.preloads).toEqual(['/assets/shared-1.js']);
    expect(split?.html).not.toContain('type="module"');
    expect(split?.html).not.toContain('modulepreload');
    expect(split?.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(inlineScripts(split?.html ?? '')).toEqual([colorModeHeadScript]);
  });

  it('is null for a page without a module script', () => {
    expect(splitModuleScripts('<html><head></head><body><div id="root"></div></body></html>')).toBeNull();
  });
});

describe.each(dbTargets())('server rendering on $name', (target) => {
  let database: Database;
  let siteDir: string;
  const apps: App[] = [];
  const sourceRenderer: Renderer = {
    render: renderApp,
    firstQueries,
    assets: (modules) => withStyles(pageAssets(MANIFEST, modules), (href) => CSS[href] ?? null),
  };

  const appWith = async (
    env: Record<string, string> = {},
    opts: { renderer?: Renderer | null; logger?: ReturnType<typeof createLogger> } = {},
  ) => {
    const app = await buildApp({
      config: testConfig({ STATIC_DIR: siteDir, ...env }),
      db: database,
      logger: opts.logger ?? silentLogger(),
      renderer: opts.renderer === undefined ? sourceRenderer : opts.renderer,
    });
    apps.push(app);
    return app;
  };

  const get = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(siteDir, 'assets'));
    await writeFile(path.join(siteDir, 'index.html'), FIXTURE_HTML);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await target.cleanup();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('renders home into the page: header, banner, welcome card and bottom nav, from the embedded data', async () => {
    const app = await appWith();
    const res = await get(app, '/m/home');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root.lang).toBe('en');
    expect(root.inner).toContain('Welcome to Aurum Play');
    expect(root.inner).toContain('>Log in<');
    expect(root.inner).toContain('>Member centre<');
    const banners = (await get(app, '/api/system/banners?group=m_home&lang=en')).json().value as { imageUrl: string }[];
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) expect(root.inner).toContain(`src="${b.imageUrl}"`);
    // React's own markup carries no inline script: the CSP allows none but the hashed ones.
    expect(root.inner).not.toMatch(/<script/i);
  });

  it('renders in the content language: the cookie, else Accept-Language', async () => {
    const app = await appWith();
    const requests: Record<string, string>[] = [{ cookie: 'language=zh-CN' }, { 'accept-language': 'zh-CN,zh;q=0.9' }];
    for (const headers of requests) {
      const root = rootOf((await get(app, '/m/home', headers)).body);
      expect(root.lang).toBe('zh-CN');
      expect(root.inner).toContain('欢迎来到 Aurum Play');
      expect(root.inner).not.toContain('Welcome to');
    }
  });

  it('requests the scripts after the first paint, and inlines the page styles in <head>: one stylesheet blocks the paint', async () => {
    const app = await appWith();
    const res = await get(app, '/m/home');
    const html = res.body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(deferredOf(html)).toEqual({
      entry: '/assets/index-abc.js',
      preloads: ['/assets/shared-1.js', '/assets/Home-1.js', '/assets/icon-1.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.home{color:red}\n.board{color:blue}\n.tabs{color:green}</style>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/Home-1.css" disabled>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/tabs-1.css" disabled>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    // The page's rules come after index.html's stylesheets, as the linked files did.
    expect(head.indexOf('<style>')).toBeGreaterThan(head.indexOf('/assets/index-abc.css'));
    const scripts = inlineScripts(html);
    expect(scripts).toEqual([colorModeHeadScript, DEFERRED_LOADER]);
    const csp = String(res.headers['content-security-policy']);
    for (const script of scripts) expect(csp).toContain(cspHash(script));
  });

  it('greets the session of a sign-up as a first visit, by nickname, and a later log-in as a return', async () => {
    const app = await appWith({ CAPTCHA_FIXED: '246810' });
    const fresh = await registered(app, { nickname: 'Lucky Star' });
    const first = await get(app, '/m/home', { cookie: fresh.client.cookie ?? '' });
    expect(rootOf(first.body).inner).toContain('Welcome, Lucky Star');
    expect(rootOf(first.body).inner).not.toContain('Welcome back');
    expect(bootstrapOf(first.body).session).toMatchObject({ firstTimeLogin: true, nickname: 'Lucky Star' });
    // Every page of that session is still the first visit.
    const reload = await get(app, '/m/home', { cookie: fresh.client.cookie ?? '' });
    expect(rootOf(reload.body).inner).toContain('Welcome, Lucky Star');
    // Without a nickname, the account name.
    const plain = await registered(app);
    const plainPage = await get(app, '/m/home', { cookie: plain.client.cookie ?? '' });
    expect(rootOf(plainPage.body).inner).toContain(`Welcome, ${plain.username}`);
    // Signed out and in again: a new session, and a return.
    const again = await loggedIn(app, fresh.username, fresh.password);
    const back = await get(app, '/m/home', { cookie: again.cookie ?? '' });
    expect(rootOf(back.body).inner).toContain('Welcome back, Lucky Star');
    expect(bootstrapOf(back.body).session).toMatchObject({ firstTimeLogin: false });
  });

  it('renders a signed-in member as signed in, and embeds the session the cookie holds', async () => {
    const app = await appWith({ CAPTCHA_FIXED: '246810' });
    const member = await loggedIn(app, 'demo', 'demo1234');
    const res = await get(app, '/m/home', { cookie: member.cookie ?? '' });
    const root = rootOf(res.body);
    // The seeded demo player has logged in before, and has a nickname: greeted back by it.
    expect(root.inner).toContain('Welcome back, Demo Player');
    expect(root.inner).toContain('>Deposit<');
    expect(root.inner).not.toContain('>Log in<');
    expect(bootstrapOf(res.body).session).toEqual({
      userName: 'demo',
      merchantCode: 'aurum',
      type: 0,
      firstTimeLogin: false,
      nickname: 'Demo Player',
    });
    // A visitor, and a cookie that names no live session, are rendered logged out.
    for (const cookie of ['', 'sid=not-a-session']) {
      const visitor = await get(app, '/m/home', cookie ? { cookie } : {});
      expect(bootstrapOf(visitor.body).session).toBeNull();
      expect(rootOf(visitor.body).inner).toContain('>Log in<');
    }
  });

  it("renders a lobby's first page of games from the embedded catalogue, under the key the browser's query uses", async () => {
    const app = await appWith();
    const res = await get(app, '/m/slot-games');
    const bootstrap = bootstrapOf(res.body) as Bootstrap;
    const [list, ...others] = bootstrap.games?.lists ?? [];
    expect(others).toEqual([]);
    // pages/GameList's first render on /m/slot-games: RNG, every vendor, the All tab (dataType all).
    expect(hashKey(gamesKeys.list(list!.source, list!.filter, 'en'))).toBe(
      hashKey(['games', 'list', 'en', { gameType: 'RNG', dataType: 'all' }]),
    );
    const answer = (await get(app, '/api/games/list?dataType=all&gameType=RNG&language=en&pageNo=1')).json().value;
    expect(list!.page).toEqual(answer);
    expect(bootstrap.games?.vendors).toEqual((await get(app, '/api/games/vendors?language=en')).json().value);
    const root = rootOf(res.body).inner;
    for (const g of answer.games as { iconUrl: string }[]) expect(root).toContain(`src="${g.iconUrl}"`);
    expect(root.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(6);
    expect(gridOf(root)).not.toContain('aria-busy="true"');

    // A vendor named in the URL is part of the key; a vendor lobby carries the vendors alone.
    const byVendor = bootstrapOf((await get(app, '/m/gameList?gameType=rng&vassalage=LUMEN')).body) as Bootstrap;
    expect(byVendor.games?.lists?.map((l) => l.filter)).toEqual([
      { gameType: 'RNG', vassalage: 'LUMEN', dataType: 'all' },
    ]);
    const live = bootstrapOf((await get(app, '/m/live-games')).body) as Bootstrap;
    expect(live.games).toEqual({ vendors: bootstrap.games?.vendors });
    // Pages that show no catalogue, and member pages, carry none.
    for (const url of ['/m/login', '/m/member/home'])
      expect((bootstrapOf((await get(app, url)).body) as Bootstrap).games).toBeUndefined();
  });

  it('renders the busy grid when the first page is not embedded: the browser fetches it', async () => {
    const app = await appWith();
    const bootstrap = bootstrapOf((await get(app, '/m/slot-games')).body) as Bootstrap;
    const rendered = await renderApp('/m/slot-games', { ...bootstrap, games: { vendors: bootstrap.games?.vendors } });
    expect(rendered.kind).toBe('html');
    const html = rendered.kind === 'html' ? rendered.html : '';
    expect(gridOf(html)).toContain('aria-busy="true"');
    expect(html).not.toContain('fetchPriority="high"');
  });

  it('redirects an unknown path to /m/home without rendering it', async () => {
    const app = await appWith();
    const res = await get(app, '/m/no-such-page?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it('leaves member-only pages to the browser: an empty root and the module script in <head>', async () => {
    const app = await appWith();
    for (const url of ['/m/member/home', '/m/voucherCenter', '/m/agent']) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toEqual({ lang: undefined, inner: '' });
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(deferredOf(res.body), url).toBeUndefined();
    }
  });

  it('renders a public later-milestone page with its title and "not available yet"', async () => {
    const app = await appWith();
    const root = rootOf((await get(app, '/m/gameCenter')).body);
    expect(root.inner).toContain('Game centre is not available yet');
  });

  it('renders the maintenance screen while maintenance is on', async () => {
    const app = await appWith({ MAINTENANCE: 'true' });
    const root = rootOf((await get(app, '/m/home')).body);
    expect(root.inner).toContain('Platform under maintenance');
    expect(root.inner).not.toContain('Welcome to');
  });

  it('serves the browser-rendered page when the embedded data is incomplete', async () => {
    const app = await appWith({ DEFAULT_BRAND: 'no-such-brand' });
    const res = await get(app, '/m/home');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body).inner).toBe('');
    expect(res.body).toContain('<script type="module"');
  });

  it('serves the browser-rendered page, and logs, when rendering throws', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, cb) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          cb();
        },
      }),
    );
    const broken: Renderer = {
      render: () => Promise.reject(new Error('render exploded')),
      assets: sourceRenderer.assets,
    };
    const app = await appWith({}, { renderer: broken, logger });
    const res = await get(app, '/m/home');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body).inner).toBe('');
    expect(res.body).toContain('<script type="module"');
    const errors = lines.map((l) => JSON.parse(l)).filter((l) => /server render failed/.test(l.msg));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: 'error', err: { message: 'render exploded' } });
  });

  it('serves pages without server rendering when no renderer is built', async () => {
    const app = await appWith({}, { renderer: null });
    const res = await get(app, '/m/home');
    expect(rootOf(res.body).inner).toBe('');
    expect(res.body).toContain('<script type="module"');
    expect((await get(app, '/m/no-such-page')).statusCode).toBe(200);
  });
});
