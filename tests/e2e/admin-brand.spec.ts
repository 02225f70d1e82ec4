import type { Browser, Page } from '@playwright/test';
import { expect, freshClientIp, openMenu, test } from './fixtures';
import { ADMIN, onHost } from './players';

/**
 * The brand editor (issue 24, docs/admin.md "Brand & white-label", ADR 0031), on the verdant brand so
 * no other journey sees its look: an operator changes the accent colours and the logo, sees the
 * preview change, publishes, and the player site (and its server HTML) has the new look with no
 * restart; an operator turns a menu flag off and the side-menu entry disappears. Each test rolls the
 * brand back to the version it found, so the shared e2e server ends as it began.
 */
const ACCENT = { brandAccent: '#0ea5e9', brandAccentHover: '#38bdf8', onBrandAccent: '#00141f' };
const ACCENT_RGB = 'rgb(14, 165, 233)';
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><script>alert(1)</script><rect width="32" height="32" rx="6" fill="#0ea5e9"/><text x="40" y="22" fill="#0ea5e9" font-size="18">E2E</text></svg>`;

async function adminOn(browser: Browser, baseURL: string | undefined, origin: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  const page = await context.newPage();
  await page.goto(`${origin}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  return { context, page };
}

/** The live version id, asked from the page (only the browser resolves verdant.localhost). */
const liveVersion = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/admin/brand')).json()) as { value: { live: { id: number } } }).value.live.id,
  );

/** Rolls the brand back to `id` when it is no longer live (the test's clean-up). */
async function restore(page: Page, id: number) {
  await page.evaluate(() => fetch('/api/admin/brand/draft', { method: 'DELETE' }));
  if ((await liveVersion(page)) === id) return;
  const status = await page.evaluate(async (v) => {
    const res = await fetch(`/api/admin/brand/versions/${v}/rollback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'E2E: restore the brand' }),
    });
    return res.status;
  }, id);
  expect(status).toBe(200);
}

async function publish(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('brand-editor-saved.png') });
  const review = page.getByRole('button', { name: 'Review and publish' });
  await expect(review).toBeEnabled();
  await review.click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: players see it now')).toBeVisible();
}

/** Whether a button or link on the page is filled with the colour (the accent). */
const FILLED = (want: string) =>
  [...document.querySelectorAll('button, a')].some((el) => getComputedStyle(el).backgroundColor === want);
const hasAccentFill = (page: Page, rgb: string) => page.evaluate(FILLED, rgb);
const frameHasAccentFill = (frame: ReturnType<Page['frameLocator']>, rgb: string) =>
  frame.locator('body').evaluate((_body, want: string) => {
    return [...document.querySelectorAll('button, a')].some((el) => getComputedStyle(el).backgroundColor === want);
  }, rgb);

test.describe('brand editor', () => {
  // Two browsers, a build's worth of pages and four preview frames on a shared, slow machine.
  test.describe.configure({ timeout: 240_000 });

  test('an operator changes the accent and the logo, previews, publishes; the player site shows it without a restart', async ({
    page: player,
    browser,
    baseURL,
  }) => {
    const verdant = onHost(baseURL, 'verdant.localhost');
    const { context, page } = await adminOn(browser, baseURL, verdant);
    const original = await liveVersion(page);
    try {
      await page.goto(`${verdant}/admin/brand`);
      await expect(page.getByRole('heading', { level: 1, name: 'Brand & white-label' })).toBeVisible();
      await page.getByRole('tab', { name: 'Look' }).click();
      // A colour that fails the contrast check reads so at once.
      await page.getByRole('textbox', { name: 'Text on the accent', exact: true }).fill('#2dd4bf');
      await expect(page.getByText(/too low \(at least 4\.5:1\)/).first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Accent', exact: true }).fill(ACCENT.brandAccent);
      await page.getByRole('textbox', { name: 'Accent, pressed', exact: true }).fill(ACCENT.brandAccentHover);
      await page.getByRole('textbox', { name: 'Text on the accent', exact: true }).fill(ACCENT.onBrandAccent);
      await expect(page.getByText(/too low/)).toHaveCount(0);
      await page.getByLabel('Upload a logo').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(LOGO),
      });
      const current = page.getByRole('img', { name: 'Current logo' });
      await expect(current).toBeVisible();
      const logoUrl = (await current.getAttribute('src'))!;
      expect(logoUrl).toMatch(/^\/api\/system\/brand-assets\//);
      expect((await (await page.request.get(`${verdant}${logoUrl}`).catch(() => null))?.text?.()) ?? '').not.toContain(
        '<script',
      );

      // Both preview frames show the draft: the uploaded logo and the accent fill.
      for (const mode of ['dark', 'light']) {
        const frame = page.frameLocator(`iframe[title="Preview, ${mode}"]`);
        await expect(frame.locator('img[data-brand-logo="uploaded"]').first()).toHaveAttribute('src', logoUrl);
        await expect.poll(() => frameHasAccentFill(frame, ACCENT_RGB)).toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath('brand-editor-look.png'), fullPage: true });

      await publish(page, 'E2E: new accent and logo');

      // A visitor's fresh page: the new look, in the server's HTML too.
      await player.goto(`${verdant}/m/home`);
      await expect(player.locator('header img[data-brand-logo="uploaded"]').first()).toHaveAttribute('src', logoUrl);
      await expect.poll(() => hasAccentFill(player, ACCENT_RGB)).toBe(true);
      const html = await player.evaluate(async () => (await fetch('/m/home')).text());
      expect(html).toContain(ACCENT.brandAccent);
      expect(html).toContain(`src="${logoUrl}"`);
    } finally {
      await restore(page, original);
      await context.close();
    }
  });

  test('an operator turns a menu flag off and the side-menu entry disappears', async ({
    page: player,
    browser,
    baseURL,
  }) => {
    const verdant = onHost(baseURL, 'verdant.localhost');
    const { context, page } = await adminOn(browser, baseURL, verdant);
    const original = await liveVersion(page);
    try {
      await player.goto(`${verdant}/m/home`);
      await expect((await openMenu(player)).getByRole('link', { name: 'All promotions' })).toBeVisible();

      await page.goto(`${verdant}/admin/brand`);
      await page.getByRole('switch', { name: 'Promotions', exact: true }).click();
      await publish(page, 'E2E: hide promotions');

      await player.goto(`${verdant}/m/home`);
      const menu = await openMenu(player);
      await expect(
        menu
          .getByRole('link', { name: 'Customer service' })
          .or(menu.getByRole('button', { name: 'Customer service' }))
          .first(),
      ).toBeVisible();
      await expect(menu.getByRole('link', { name: 'All promotions' })).toHaveCount(0);
    } finally {
      await restore(page, original);
      await context.close();
    }
  });
});
