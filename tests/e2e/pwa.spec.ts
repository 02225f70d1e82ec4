import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eWorkerDir } from '../../scripts/lib/e2e-worker';
import { expect, MODES, setMode, test } from './fixtures';

/**
 * The installable app (issue 25, docs/pwa.md). Service workers are blocked for every other spec
 * (playwright.config.ts); these tests allow them, and run one after another: the update test swaps
 * the worker the shared e2e server hands out (SW_TEST_DIR, scripts/e2e-server.ts).
 */
// The offline page is no app page: navigations here wait for the app themselves (`open`).
test.use({ serviceWorkers: 'allow', waitForApp: false });
test.describe.configure({ mode: 'serial' });

const overrideDir = e2eWorkerDir(Number(process.env.E2E_PORT ?? 8181));
const clearOverride = () => rmSync(path.join(overrideDir, 'sw.js'), { force: true });
test.beforeAll(clearOverride);
test.afterAll(clearOverride);

/** Opens an app page and waits until it has hydrated, as the other specs' `goto` does. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/** The worker registers after load, when the browser is idle; it claims the page it installs from. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

/** Every URL in the worker's caches (precache and the on-use asset cache). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test('the app installs: the manifest is linked, and the worker registers and controls the page', async ({ page }) => {
  await open(page, '/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/m/home', description: expect.any(String) });
  expect(manifest.screenshots.length).toBeGreaterThan(0);
  for (const shot of manifest.screenshots) expect((await page.request.get(shot.src)).status()).toBe(200);

  const worker = await controlled(page);
  expect(worker.script).toMatch(/\/sw\.js$/);
  expect(new URL(worker.scope).pathname).toBe('/');
  // Chrome's own installability check finds nothing missing (a test context is off the record, which
  // Chrome names too: a profile that forgets everything cannot install).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // Walk a little, then look into the caches: the shell and the offline page, never an API answer or a page.
  await page
    .getByRole('navigation', { name: /main/i })
    .getByRole('link', { name: /promotion/i })
    .click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await page.waitForTimeout(1_500);
  const urls = await cachedUrls(page);
  expect(urls).toContain('/offline.html');
  expect(urls.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(urls.filter((u) => /^\/(?:api|media|admin|m)(?:\/|$)/.test(u) || u === '/')).toEqual([]);
});

test('with the network cut, a page load shows the offline page; back online, it recovers by itself', async ({
  page,
  context,
}, testInfo) => {
  await open(page, '/m/home');
  await controlled(page);

  await context.setOffline(true);
  await page.goto('/m/slot-games', { waitUntil: 'domcontentloaded' }).catch(() => {});
  await expect(page.getByRole('heading', { name: 'No internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(page.url()).toMatch(/\/m\/slot-games$/);
  for (const mode of MODES) {
    await setMode(page, mode);
    await page.screenshot({ path: testInfo.outputPath(`offline-${mode}.png`) });
  }
  // The stored choice is the player's language: the page speaks it.
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: '无网络连接' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // Back online: the page notices (the `online` event) and loads the real page, with no tap.
  await context.setOffline(false);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 });
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(page.getByRole('heading', { name: 'No internet' })).toBeHidden();
});

test('an update prompt appears after a new build; Reload brings in the new version', async ({ page }, testInfo) => {
  await open(page, '/m/home');
  await controlled(page);

  // "Deploy" a new build: the same worker with one more line, which also tells its version.
  const current = await (await page.request.get('/sw.js')).text();
  mkdirSync(overrideDir, { recursive: true });
  writeFileSync(
    path.join(overrideDir, 'sw.js'),
    `${current}\nself.addEventListener('message',function(e){if(e.data==='e2e-version'&&e.ports[0])e.ports[0].postMessage('build-2')});\n`,
  );
  // What the hourly check and a tab becoming visible do.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

  const prompt = page.getByRole('status', { name: 'Update' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toContainText('A new version is ready');
  // It never reloads by itself.
  await page.waitForTimeout(1_000);
  await expect(prompt).toBeVisible();
  for (const mode of MODES) {
    await setMode(page, mode);
    await page.screenshot({ path: testInfo.outputPath(`update-prompt-${mode}.png`) });
  }

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await expect(page.getByRole('status', { name: 'Update' })).toBeHidden();
  const version = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(String(e.data));
        navigator.serviceWorker.controller?.postMessage('e2e-version', [channel.port2]);
        setTimeout(() => resolve('old build'), 5_000);
      }),
  );
  expect(version).toBe('build-2');
});
