import { describe, expect, it } from 'vitest';
import { offlineStrings, shellFiles } from '../../scripts/lib/pwa-build';
import { routes } from '../routes/table';
import { IMMERSIVE } from '../rules/chrome';
import { offlinePageHtml, offlineScript } from './offlinePage';
import { isLazyAsset, isPageNavigation, NEVER_HANDLED, OFFLINE_PAGE, type RouteMatch, workboxOptions } from './workbox';

const ORIGIN = 'https://play.example.com';
type Mode = 'navigate' | 'cors' | 'no-cors' | 'same-origin';
const match = (href: string, mode: Mode): RouteMatch => {
  const url = new URL(href, ORIGIN);
  return { request: { mode } as Request, url, sameOrigin: url.origin === ORIGIN };
};

/**
 * The callbacks go into sw.js by their source text (workbox-build serialises them): they must not
 * use anything from this module. Rebuilt from their text alone, they must answer the same.
 */
const asInWorker = (fn: (m: RouteMatch) => boolean) => new Function(`return (${fn.toString()})`)() as typeof fn;

const routeMatchers = workboxOptions.runtimeCaching.map((r) => asInWorker(r.urlPattern));
const handledByWorker = (href: string, mode: Mode) => routeMatchers.some((m) => m(match(href, mode)));

/** Paths of every kind the worker must never answer, cache or fall back for. */
const NEVER = [
  '/api/system/config',
  '/api/wallet/balance',
  '/api/deposits',
  '/api/withdrawals/apply',
  '/api/games/launch',
  '/api/live',
  '/api',
  '/media/banners/a.png',
  '/admin',
  '/admin/',
  '/admin/members/42',
  '/m/play/slot-1?token=abc',
  '/m/lotto/fast-1?token=abc',
  '/m/poker/jacks?token=abc',
  '/m/baccarat/classic?token=abc',
  '/m/bingo/b75?token=abc',
  '/m/fishing/ocean?token=abc',
  '/m/football/league?token=abc',
  '/M/PLAY/slot-1',
];

describe('service worker routes (src/pwa/workbox.ts)', () => {
  it('never handles the API, money, /media, the back office or a game window, in any request mode', () => {
    for (const path of NEVER) {
      expect(NEVER_HANDLED.test(new URL(path, ORIGIN).pathname), path).toBe(true);
      for (const mode of ['navigate', 'cors', 'no-cors', 'same-origin'] as const) {
        expect(handledByWorker(path, mode), `${mode} ${path}`).toBe(false);
      }
    }
  });

  it('names every game window of the route table and of the shell rules', () => {
    const windows = routes.filter((r) => (IMMERSIVE as readonly string[]).includes(r.key));
    expect(windows.map((r) => r.key).sort()).toEqual([...IMMERSIVE].sort());
    for (const route of windows) {
      const path = route.path.replace(/:[^/]+/g, 'x');
      expect(handledByWorker(path, 'navigate'), path).toBe(false);
    }
  });

  it('answers page loads network only, with the precached offline page as the fallback, and caches none', () => {
    for (const path of ['/', '/m/home', '/m/login', '/m/slot-games', '/m/member/home', '/m/apiary', '/m/players']) {
      expect(isPageNavigation(match(path, 'navigate')), path).toBe(true);
      expect(asInWorker(isPageNavigation)(match(path, 'navigate')), path).toBe(true);
      expect(isPageNavigation(match(path, 'cors')), path).toBe(false);
    }
    expect(isPageNavigation(match('https://vendor.example.net/m/home', 'navigate'))).toBe(false);
    const [pages, assets] = workboxOptions.runtimeCaching;
    expect(pages).toMatchObject({
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: '/offline.html' } },
    });
    expect(pages?.options).not.toHaveProperty('cacheName');
    expect(assets?.handler).toBe('CacheFirst');
    expect(workboxOptions.runtimeCaching).toHaveLength(2);
  });

  it('caches on use only hashed build assets of the player site', () => {
    expect(isLazyAsset(match('/assets/noto-sans-sc-100-normal-Ab12.woff2', 'cors'))).toBe(true);
    expect(isLazyAsset(match('/assets/Wallet-Ab12.js', 'cors'))).toBe(true);
    expect(asInWorker(isLazyAsset)(match('/assets/Wallet-Ab12.css', 'no-cors'))).toBe(true);
    for (const href of [
      '/assets/admin/index-Ab12.js',
      '/assets/readme.txt',
      '/media/a.js',
      '/sw.js',
      '/manifest.webmanifest',
      '/icon.svg',
      'https://cdn.example.net/assets/x.js',
    ]) {
      expect(isLazyAsset(match(href, 'cors')), href).toBe(false);
    }
    expect(isLazyAsset(match('/assets/x.js', 'navigate'))).toBe(false);
  });

  it('precaches no HTML page but the offline page, and has no app-shell fallback', () => {
    expect(workboxOptions.navigateFallback).toBeNull();
    expect(workboxOptions.skipWaiting).toBe(false);
    const html = workboxOptions.globPatterns.filter((g) => g.includes('html'));
    expect(html).toEqual([OFFLINE_PAGE]);
    expect(workboxOptions.globIgnores).toEqual(
      expect.arrayContaining(['**/index.html', '**/admin.html', 'assets/admin/**']),
    );
    for (const glob of workboxOptions.globPatterns) expect(glob).not.toMatch(/^(?:api|media|admin|m)\//);
  });

  it('precaches the shell: the static closure of the entry and the home page, with their CSS', () => {
    const files = shellFiles({
      'index.html': { file: 'assets/index-a.js', imports: ['_app.js'], css: ['assets/index-a.css'] },
      '_app.js': { file: 'assets/app-b.js', css: ['assets/app-b.css'] },
      'pages/Home/index.tsx': { file: 'assets/Home-c.js', imports: ['_app.js'] },
      'pages/Wallet/index.tsx': { file: 'assets/Wallet-d.js', imports: ['_app.js'] },
    });
    expect([...files].sort()).toEqual([
      'assets/Home-c.js',
      'assets/app-b.css',
      'assets/app-b.js',
      'assets/index-a.css',
      'assets/index-a.js',
    ]);
  });
});

describe('offline page (src/pwa/offlinePage.ts)', () => {
  const strings = offlineStrings();

  it('has the spec\u2019s "no internet" message in every complete language', () => {
    expect(strings.en).toMatchObject({ title: 'No internet', retry: 'Retry' });
    expect(strings['zh-CN']?.title).toBe('无网络连接');
    for (const s of Object.values(strings)) for (const v of Object.values(s)) expect(v.length).toBeGreaterThan(0);
  });

  it('runs no inline script (the CSP allows scripts from this origin only) and retries when back online', () => {
    const html = offlinePageHtml(strings);
    expect(html).toContain('<h1 data-key="title">No internet</h1>');
    expect(html).toContain('<script src="/offline.js"></script>');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/offline.js">']);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('无网络连接');
    expect(offlineScript).toContain("addEventListener('online'");
    expect(offlineScript).toContain("getElementById('retry')");
  });

  it('shows the stored language, right to left for Urdu', () => {
    const run = (stored: string) => {
      const root = { lang: 'en', dir: '', setAttribute() {} };
      const texts: Record<string, string> = {};
      const el = (key: string) => ({
        getAttribute: (a: string) => (a === 'data-key' ? key : JSON.stringify(strings)),
        set textContent(v: string) {
          texts[key] = v;
        },
        addEventListener() {},
      });
      const document = {
        documentElement: root,
        cookie: '',
        title: '',
        getElementById: (id: string) => el(id),
        querySelectorAll: () => [el('title'), el('retry')],
      };
      const globals = {
        document,
        localStorage: { getItem: (k: string) => (k === 'language' ? stored : null) },
        navigator: { languages: ['en'], onLine: false },
        window: { addEventListener() {} },
        location: { reload() {} },
        setInterval() {},
        fetch() {},
      };
      new Function(...Object.keys(globals), offlineScript)(...Object.values(globals));
      return { lang: root.lang, dir: root.dir, title: document.title, texts };
    };
    expect(run('ur')).toMatchObject({ lang: 'ur', dir: 'rtl', title: strings.ur?.title });
    expect(run('th')).toMatchObject({ lang: 'th', dir: 'ltr', title: strings.th?.title });
    expect(strings.ur?.title).not.toBe(strings.en?.title);
  });
});
