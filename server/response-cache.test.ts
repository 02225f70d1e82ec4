import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '../src/api/bootstrap';
import { hotGamesResponseSchema } from '../src/api/contract/adminHotGames';
import type { GamePage } from '../src/api/contract/games';
import { type App, buildApp } from './app';
import type { Database } from './db';
import { games } from './db/schema';
import { seedDemo } from './db/seed';
import { matchesEtag, pickEncoding, SESSION_COOKIE_NAMES } from './lib/response-cache';
import type { Renderer } from './lib/ssr';
import { SESSION_COOKIE } from './modules/accounts/auth';
import { STAFF_COOKIE } from './modules/accounts/staff-auth';
import { type Client, call, FIXED, freshIp, loggedIn, signedInStaff } from './test/clients';
import { dbTargets, silentLogger, testConfig } from './test/harness';

const SITE_HTML = `<!doctype html>
<html lang="en" data-brand="aurum" data-theme="dark">
  <head><meta charset="UTF-8" /><title>Fixture</title></head>
  <body><div id="root"></div></body>
</html>
`;
const AURUM = 'aurum.localhost';
const VERDANT = 'verdant.localhost';
const HOT = '/api/games/hot?pageNo=1&language=en';
const BROWSER = { 'accept-encoding': 'gzip, br' };

/** The bootstrap block of a page. */
const bootstrapOf = (html: string): Bootstrap =>
  JSON.parse(/<script type="application\/json" id="bootstrap">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');

/** The plain body of an answer, whatever its encoding. */
function plain(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(raw).toString();
  if (enc === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

/**
 * The shared response cache (ADR 0019) through the real app: ETags and 304, staff changes through
 * the real admin routes, members never served or stored, brands and languages apart, compressed
 * bodies equal to the plain one.
 */
// server/lib cannot import the accounts module, so it names the session cookies itself: they must not drift.
it('treats the member and staff session cookies as personal, by the names the accounts module sets', () => {
  expect([...SESSION_COOKIE_NAMES].sort()).toEqual([SESSION_COOKIE, STAFF_COOKIE].sort());
});

describe.each(dbTargets())('response cache on $name', (target) => {
  let database: Database;
  let app: App;
  let siteDir: string;
  /** What the page renderer was asked to render: a page served from the cache is not rendered again. */
  const renders: string[] = [];
  const renderer: Renderer = {
    async render(url, bootstrap) {
      renders.push(url);
      const who = bootstrap.session ? `member ${bootstrap.session.userName}` : 'visitor';
      return { kind: 'html', html: `<main>${who} ${bootstrap.lang}</main>`, lang: bootstrap.lang ?? 'en', modules: [] };
    },
    assets: () => ({ stylesheets: [], modulePreloads: [] }),
    // The slot lobby's first page goes in its page (src/entry-server.tsx firstQueries).
    firstQueries: (url) =>
      url.startsWith('/m/slot-games')
        ? { vendors: true, lists: [{ source: 'list', filter: { gameType: 'RNG', dataType: 'all' } }] }
        : null,
  };

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: AURUM, 'x-debug-client-ip': freshIp(), ...headers } });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    siteDir = await mkdtemp(path.join(tmpdir(), 'cache-site-'));
    await writeFile(path.join(siteDir, 'index.html'), SITE_HTML);
    app = await buildApp({
      config: testConfig({
        STATIC_DIR: siteDir,
        RESPONSE_CACHE_TTL_SECONDS: '60',
        CAPTCHA_FIXED: FIXED,
        BLOCKED_COUNTRIES: 'US',
      }),
      db: database,
      logger: silentLogger(),
      renderer,
    });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('answers a repeat request with 304 and the same ETag, and a compressed body equal to the plain one', async () => {
    const first = await get(HOT, BROWSER);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);

    const gzip = await get(HOT, { 'accept-encoding': 'gzip' });
    const identity = await get(HOT, { 'accept-encoding': 'identity' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(plain(first)).toBe(identity.body);
    expect(plain(gzip)).toBe(identity.body);
    expect((JSON.parse(identity.body) as { value: GamePage }).value.games.length).toBeGreaterThan(0);

    const again = await get(HOT, { ...BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
    // Any of the variants' tags names the same body; a weak or listed one too.
    for (const tag of [String(identity.headers.etag), `W/${etag}`, `"nope", ${String(gzip.headers.etag)}`]) {
      expect((await get(HOT, { ...BROWSER, 'if-none-match': tag })).statusCode, tag).toBe(304);
    }
  });

  it('treats bad If-None-Match values as a mismatch: the full answer, never an error', async () => {
    const ok = await get(HOT, BROWSER);
    for (const bad of [
      '',
      'garbage',
      '"',
      'W/',
      '""',
      '"x"',
      ',,,',
      'W/"unclosed',
      `${'"a",'.repeat(500)}"b"`,
      '\u00ff',
    ]) {
      const res = await get(HOT, { ...BROWSER, 'if-none-match': bad });
      expect(res.statusCode, bad).toBe(200);
      expect(plain(res), bad).toBe(plain(ok));
    }
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"ab"', '"abc"')).toBe(false);
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, identity')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
  });

  it('shows a staff change made through the admin route on the next answer', async () => {
    const hotIds = async () =>
      (JSON.parse(plain(await get(HOT, BROWSER))) as { value: GamePage }).value.games.map((g) => g.nodeId);
    const before = await hotIds();
    const marketing = await signedInStaff(app, database, 'marketing');
    const adminList = hotGamesResponseSchema.parse((await call(marketing, 'GET', '/api/admin/games/hot')).json()).value;
    const quiet = adminList.list.find((g) => g.hot === null)!.nodeId;
    expect(before).not.toContain(quiet);
    // The cache holds the old list: the database alone changing (no staff route) is not seen yet.
    const [row] = await database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.brand, 'aurum'), eq(games.nodeId, quiet)));

    const page = await get('/m/home');
    const rendersBefore = renders.length;
    expect((await get('/m/home')).body).toBe(page.body);
    expect(renders.length).toBe(rendersBefore);

    const pinned = await call(marketing, 'PUT', `/api/admin/games/hot/pins/${row!.id}`, { position: 1 });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect((await hotIds())[0]).toBe(quiet);
    // The visitor's page is rendered again, not served from before the change.
    const after = await get('/m/home');
    expect(after.statusCode).toBe(200);
    expect(renders.length).toBe(rendersBefore + 1);

    const unpinned = await call(marketing, 'DELETE', `/api/admin/games/hot/pins/${row!.id}`);
    expect(unpinned.statusCode, unpinned.body).toBe(200);
    expect(await hotIds()).toEqual(before);
  });

  it('drops a cached lobby page, whose first page of games is embedded, on a staff change to the catalogue', async () => {
    const slotGames = async () => {
      const html = plain(await get('/m/slot-games', BROWSER));
      return { html, page: bootstrapOf(html).games?.lists?.[0]?.page };
    };
    const first = await slotGames();
    expect(first.page?.games.length).toBeGreaterThan(0);
    const count = renders.length;
    expect((await slotGames()).html).toBe(first.html);
    expect(renders.length).toBe(count);

    const quiet = first.page!.games.find((g) => !g.hot)!;
    const [row] = await database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.brand, 'aurum'), eq(games.nodeId, quiet.nodeId)));
    const marketing = await signedInStaff(app, database, 'marketing');
    const pinned = await call(marketing, 'PUT', `/api/admin/games/hot/pins/${row!.id}`, { position: 1 });
    expect(pinned.statusCode, pinned.body).toBe(200);
    try {
      // Rendered again, with the catalogue as it is now: the pinned game is hot in the embedded page.
      const after = await slotGames();
      expect(renders.length).toBe(count + 1);
      expect(after.page?.games.find((g) => g.nodeId === quiet.nodeId)?.hot).toBe(true);
    } finally {
      await call(marketing, 'DELETE', `/api/admin/games/hot/pins/${row!.id}`);
    }
  });

  it('serves a visitor page from the cache, without any client address, and with a 304 on repeat', async () => {
    const first = await get('/m/home', { ...BROWSER, 'accept-language': 'en' });
    expect(first.statusCode).toBe(200);
    const html = plain(first);
    expect(bootstrapOf(html).status).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceMessage: null,
      maintenanceUntil: null,
      disabledModules: [],
      location: { ip: '', country: null },
    });
    expect(bootstrapOf(html).session).toBeNull();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const count = renders.length;
    const second = await get('/m/home', { ...BROWSER, 'accept-language': 'en' });
    expect(plain(second)).toBe(html);
    expect(renders.length).toBe(count);
    const revisit = await get('/m/home', {
      ...BROWSER,
      'accept-language': 'en',
      'if-none-match': String(first.headers.etag),
    });
    expect(revisit.statusCode).toBe(304);
  });

  it('never gives a member the visitor page, and a member page never fills the cache', async () => {
    const visitorPage = plain(await get('/m/home', BROWSER));
    const member: Client = await loggedIn(app, 'demo', 'demo1234');
    const headers = { ...BROWSER, cookie: member.cookie!, host: AURUM };
    const count = renders.length;
    const mine = await call(member, 'GET', '/m/home', undefined, headers);
    expect(mine.statusCode).toBe(200);
    const html = plain(mine);
    expect(html).toContain('member demo');
    expect(html).not.toBe(visitorPage);
    expect(bootstrapOf(html).session?.userName).toBe('demo');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(renders.length).toBe(count + 1);
    // Asked again, it is rendered again (never stored); the visitor still gets the visitor page.
    await call(member, 'GET', '/m/home', undefined, headers);
    expect(renders.length).toBe(count + 2);
    const visitor = plain(await get('/m/home', BROWSER));
    expect(visitor).toBe(visitorPage);
    expect(visitor).not.toContain('member demo');
    // A member's API answer is not the shared one either, and is not stored.
    const list = await call(member, 'GET', HOT, undefined, headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).toBeUndefined();
  });

  it('never shares a page built for a blocked region: that visitor gets its own status and address', async () => {
    const shared = plain(await get('/m/home', BROWSER));
    expect(bootstrapOf(shared).status?.status).toBe(0);
    const blocked = await get('/m/home', { ...BROWSER, 'x-debug-client-ip': '8.8.8.8' });
    const html = plain(blocked);
    expect(bootstrapOf(html).status).toMatchObject({ status: 2, location: { ip: '8.8.8.8', country: 'US' } });
    expect(blocked.headers.etag).toBeUndefined();
    // And the next visitor still gets the shared page, not the blocked one's.
    expect(plain(await get('/m/home', BROWSER))).toBe(shared);
  });

  it('keeps brands and languages apart', async () => {
    const aurum = plain(await get('/m/home', { ...BROWSER, 'accept-language': 'en' }));
    const verdant = plain(await get('/m/home', { ...BROWSER, 'accept-language': 'en', host: VERDANT }));
    expect(bootstrapOf(aurum).config?.brand).toBe('aurum');
    expect(bootstrapOf(verdant).config?.brand).toBe('verdant');
    const zh = plain(await get('/m/home', { ...BROWSER, cookie: 'language=zh-CN' }));
    expect(bootstrapOf(zh).lang).not.toBe(bootstrapOf(aurum).lang);
    expect(plain(await get('/m/home', { ...BROWSER, 'accept-language': 'en' }))).toBe(aurum);

    const config = (host: string, lang: string) =>
      get(`/api/system/config?lang=${lang}`, { ...BROWSER, host }).then(
        (r) => (JSON.parse(plain(r)) as { value: { brand: string; contentLanguage: string } }).value,
      );
    expect((await config(AURUM, 'en')).brand).toBe('aurum');
    expect((await config(VERDANT, 'en')).brand).toBe('verdant');
    expect((await config(AURUM, 'en')).brand).toBe('aurum');
  });
});
