import type { Page } from '@playwright/test';
import { expect, holdScripts, test } from './fixtures';

/** Console errors and page errors: a hydration mismatch, a CSP violation or a failed chunk shows up here. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('server rendering', () => {
  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false, waitForApp: false });

    test('home is readable before any script runs: header, banner, welcome card, game menu, bottom nav', async ({
      page,
    }) => {
      await page.goto('/m/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aurum Play' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: /promotions/i })
          .locator('img')
          .first(),
      ).toBeVisible();
      // The game side menu is there; its categories arrive with the catalogue once scripts run.
      await expect(
        page.getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: 'Home' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: /home/i })).toBeVisible();
    });
  });

  for (const { name, storage, cookie, heading } of [
    { name: 'English, dark', storage: {}, cookie: undefined, heading: 'Welcome to Aurum Play' },
    {
      name: 'Chinese, light',
      storage: { language: 'zh-CN', theme: 'light' },
      cookie: 'zh-CN',
      heading: '欢迎来到 Aurum Play',
    },
  ]) {
    test(`hydrates the server HTML without a mismatch (${name})`, async ({ page, context, baseURL }) => {
      if (cookie) await context.addCookies([{ name: 'language', value: cookie, url: baseURL ?? '' }]);
      await page.addInitScript((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      }, storage);
      const errors = collectErrors(page);
      await page.goto('/m/home');
      await expect(page.locator('#root')).toHaveAttribute('data-ssr', cookie ?? 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Hydrated: the menu button now opens the drawer.
      await page.getByRole('button', { name: /open menu|打开菜单/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('one stylesheet blocks the first paint: the page rules come inline, and a client navigation still gets its CSS', async ({
    page,
    request,
  }) => {
    for (const path of ['/m/home', '/m/slot-games', '/m/login']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);
      // A disabled link is never fetched; a link for another medium does not block rendering.
      const blocking = links.filter((tag) => !/\sdisabled[\s>]/.test(tag) && !/\smedia="(?!all"|screen")/.test(tag));
      expect(blocking, path).toHaveLength(1);
      expect(head, path).toMatch(/<style>[^<]+<\/style>/);
    }
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') requested.push(new URL(r.url()).pathname);
    });
    const errors = collectErrors(page);
    await page.goto('/m/home');
    const listed = await page
      .locator('head link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(listed.length).toBeGreaterThan(0);
    // The page's own stylesheets are inline: neither the page nor the module loader fetches them.
    for (const href of listed) expect(requested).not.toContain(href);
    // A client navigation to a page whose CSS home did not inline loads that CSS with the page.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).last()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].some((s) => /\/Login-[^/]*\.css$/.test(s.href ?? ''))))
      .toBe(true);
    expect(errors).toEqual([]);
  });

  test.describe('with the scripts held back', () => {
    test.use({ waitForApp: false });

    test('a player who closed the download bar never sees it, even before the scripts run', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('hideDownloadBar', '1'));
      // Hold every script back: only the server HTML and the inline head script run.
      await page.route('**/assets/*.js', () => undefined);
      await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aurum Play' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-download-bar', 'hidden');
      await expect(page.getByRole('region', { name: /download the app/i })).toBeHidden();
    });

    test('a first-time visitor sees the download bar in the server HTML', async ({ page }) => {
      await page.route('**/assets/*.js', () => undefined);
      await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('region', { name: /download the app/i })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-download-bar', 'hidden');
    });

    test('what a player types before the scripts run is kept when the page comes alive, and logs in', async ({
      page,
    }) => {
      // A slow phone: the log-in form is on screen from the server HTML long before its scripts arrive.
      const release = await holdScripts(page);
      await page.goto('/m/login', { waitUntil: 'domcontentloaded' });
      await page.getByRole('textbox', { name: 'Username' }).fill('demo');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
      await release();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      // The form bound its fields (and wrote its empty defaults) on hydration: the typed text survives.
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('demo1234');
      // And the form itself knows it: no "required" error, the log-in goes through.
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  });

  test.describe('a lobby', () => {
    test.use({ waitForApp: false });

    test('has its first page of games in the server HTML, tiles and images, and hydrates without asking for it again', async ({
      page,
    }) => {
      const catalogueCalls: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/games\/(list|hot|vendors)(\?|$)/.test(r.url())) catalogueCalls.push(new URL(r.url()).pathname);
      });
      const errors = collectErrors(page);
      const release = await holdScripts(page);
      // A URL of its own: the page is rendered now (not a shared copy from an earlier test), so its data is fresh.
      await page.goto('/m/slot-games?from=ssr-spec', { waitUntil: 'domcontentloaded' });

      // Before any script: the grid is there, not busy, with the tiles' art, the first six loaded first.
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      const grid = page.getByRole('list', { name: 'Games' });
      await expect(grid).not.toHaveAttribute('aria-busy', 'true');
      const images = grid.locator('li img[src^="/media/games/"]:not([src*="/vendor-"])');
      expect(await images.count()).toBeGreaterThan(6);
      for (const i of [0, 5]) await expect(images.nth(i)).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(6)).not.toHaveAttribute('fetchpriority', 'high');
      await expect(images.first()).toHaveJSProperty('complete', true);
      await expect(page.getByRole('list', { name: 'Providers' })).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('button', { name: 'All providers' })).toBeVisible();
      const names = await grid.locator('li').allInnerTexts();
      expect(catalogueCalls).toEqual([]);

      await release();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      // Hydrated: the server's tiles stay, and nobody asks for the list or the vendors again.
      await page.waitForTimeout(1_000);
      expect(await grid.locator('li').allInnerTexts()).toEqual(names);
      expect(catalogueCalls).toEqual([]);
      expect(errors).toEqual([]);
      // Alive: a tab asks for its own list.
      await page.getByRole('tab', { name: 'Hot' }).click();
      await expect.poll(() => catalogueCalls).toContain('/api/games/list');
      expect(errors).toEqual([]);
    });
  });

  test('the page still comes alive when its first banner fails to load', async ({ page }) => {
    await page.route('**/media/banners/**', (route) => route.abort());
    const errors = collectErrors(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
    // Only the aborted images are reported.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
