/**
 * The service worker's configuration (docs/pwa.md, ADR 0034): vite.config.ts hands it to
 * vite-plugin-pwa's generateSW, and src/pwa/workbox.test.ts proves what it never touches.
 *
 * - Precache: the hashed shell assets of the player build (its JS, its CSS, the Latin faces of the
 *   bundled fonts) and the offline page. Never an HTML page: each page is rendered by the server for
 *   the brand, language and session of its request.
 * - Navigations: network only; when the network is gone, the precached offline page. Nothing cached.
 * - Other hashed assets under /assets/ (the CJK font subsets, loaded only with Chinese): cache first.
 * - Everything else (the API, money, /media, the manifest and icons, the game windows, the back
 *   office) has no route at all, so the worker never answers it: the browser asks the network.
 */

/** The worker's file name and scope; the server serves it with no-cache (server/app.ts). */
/** What Workbox passes a route's match callback (the part these callbacks read). */
export interface RouteMatch {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

export const SW_FILE = 'sw.js';
export const SW_SCOPE = '/';
/** The offline page and its script (src/pwa/offlinePage.ts), precached by revision. */
export const OFFLINE_PAGE = 'offline.html';
export const OFFLINE_SCRIPT = 'offline.js';

/**
 * Paths the worker never handles. Mirrors the literals inside the route callbacks below (a
 * callback is copied into sw.js by its source text, so it cannot reference this constant); the
 * unit test checks the two agree.
 * - /api: every API answer, money included (wallet, deposits, withdrawals, the live channel);
 * - /media: operator uploads, cached by the HTTP cache only;
 * - /admin: the back office;
 * - the game windows: the provider window /m/play and the house windows (lottery /m/lotto, cards
 *   /m/poker and /m/baccarat, /m/bingo, /m/fishing, /m/football), each launched with a one-time token.
 */
export const NEVER_HANDLED =
  /^\/(?:api|media|admin)(?:\/|$)|^\/m\/(?:play|lotto|poker|baccarat|bingo|fishing|football)(?:\/|$)/i;

/** A page load the worker answers: network only, with the offline page as the fallback. */
export const isPageNavigation = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  request.mode === 'navigate' &&
  sameOrigin &&
  !/^\/(?:api|media|admin)(?:\/|$)|^\/m\/(?:play|lotto|poker|baccarat|bingo|fishing|football)(?:\/|$)/i.test(
    url.pathname,
  );

/** A hashed build asset the precache does not hold (the CJK font subsets): immutable, so cache first. */
export const isLazyAsset = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  sameOrigin &&
  request.mode !== 'navigate' &&
  url.pathname.startsWith('/assets/') &&
  !url.pathname.startsWith('/assets/admin/') &&
  /\.(?:js|css|woff2)$/.test(url.pathname);

export const ASSET_CACHE = 'assets';

/** vite-plugin-pwa's `workbox` options (generateSW). */
export const workboxOptions = {
  globPatterns: [
    'assets/*.{js,css}',
    // Only the basic Latin faces: latin-ext, Vietnamese and the CJK subsets (about 5 MB) load, and are
    // cached, when a page needs them.
    'assets/{inter,nunito}-latin-[0-9]*.woff2',
    OFFLINE_PAGE,
    OFFLINE_SCRIPT,
  ],
  globIgnores: ['**/index.html', '**/admin.html', 'assets/admin/**', '.vite/**'],
  // Vite's hashed names are their revision: no ?__WB_REVISION__ on them.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  // No app-shell fallback: a page is never answered from a cached HTML file.
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  // The first worker takes the open page at once; a later one waits for the player's "Reload".
  clientsClaim: true,
  skipWaiting: false,
  navigationPreload: false,
  sourcemap: false,
  runtimeCaching: [
    {
      urlPattern: isPageNavigation,
      handler: 'NetworkOnly' as const,
      options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
    },
    {
      urlPattern: isLazyAsset,
      handler: 'CacheFirst' as const,
      options: {
        cacheName: ASSET_CACHE,
        expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
        cacheableResponse: { statuses: [200] },
      },
    },
  ],
};
