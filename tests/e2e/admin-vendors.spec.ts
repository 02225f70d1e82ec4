import type { Page, Route } from '@playwright/test';
import { expect, fontsLoaded, freshClientIp, test } from './fixtures';
import { ADMIN, dataTableRow, openAdminSection, registerPlayer } from './players';

/**
 * Back-office vendors (/admin/vendors; docs/vendors.md): an admin adds a LIVE vendor with a launch
 * URL template (a template without {token} is refused in the form), sees its secret once, adds a
 * game; a player finds it in /m/live-games under "We run no live casino of our own", and its tile
 * opens the template's URL in the same tab. The vendor's host is stubbed: no network.
 */

const HOST = 'https://live.e2e-vendor.test';
const LOGO = `${HOST}/logo.svg`;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3a6"/></svg>';

/** The vendor's host: its logo and icon, and the page its launch URL opens. */
const stubVendor = (page: Page) =>
  page.context().route(`${HOST}/**`, (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('.svg')) return route.fulfill({ contentType: 'image/svg+xml', body: SVG });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Acme table</title><h1>Acme table</h1>',
    });
  });

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
}

test('an admin adds a LIVE vendor with a game and a launch template; a player launches it from the live lobby', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const suffix = String(Date.now() % 100_000);
  const code = `E2E_LIVE_${suffix}`;
  const name = `Acme Live ${suffix}`;
  await stubVendor(page);
  await signIn(page);
  await openAdminSection(page, 'Game vendors');
  await expect(dataTableRow(page, 'Lumen Studio')).toContainText('House');

  await page.getByRole('button', { name: 'Add vendor' }).click();
  const form = page.getByRole('dialog', { name: 'Add a vendor' });
  await form.getByRole('textbox', { name: 'Vendor code' }).fill(code);
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await form.getByRole('textbox', { name: 'Name (Chinese)' }).fill(`艾克米真人 ${suffix}`);
  await form.getByRole('combobox', { name: 'Category' }).selectOption('LIVE');
  await form.getByRole('textbox', { name: 'Logo URL' }).fill(LOGO);
  const template = form.getByRole('textbox', { name: /Launch URL template/ });
  await template.fill(`${HOST}/play?game={gameCode}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The template must carry {token}')).toBeVisible();
  await template.fill(`${HOST}/play?token={token}&game={gameCode}&lang={lang}&back={returnUrl}`);
  await form.getByRole('button', { name: 'Save' }).click();

  // The generated secret, shown once.
  const secret = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /wallet secret/ }));
  await expect(page.getByTestId('vendor-secret')).toHaveText(/^[0-9a-f]{64}$/);
  await secret.getByRole('button', { name: 'I have copied it' }).click();
  const row = dataTableRow(page, name);
  await expect(row).toContainText(code);
  await expect(row).toContainText('Third-party');

  // Its game.
  await row.getByRole('button', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Games of ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add game' }).click();
  const game = page.getByRole('dialog', { name: `Add a game to ${name}` });
  await game.getByRole('textbox', { name: 'Game code' }).fill('speed-baccarat');
  await game.getByRole('textbox', { name: 'Name (English)' }).fill('Speed Baccarat');
  await game.getByRole('textbox', { name: 'Name (Chinese)' }).fill('极速百家乐');
  await game.getByRole('textbox', { name: 'Minimum bet' }).fill('10');
  await game.getByRole('textbox', { name: 'Icon URL' }).fill(`${HOST}/baccarat.svg`);
  await game.getByRole('button', { name: 'Save' }).click();
  await expect(dataTableRow(page, 'Speed Baccarat')).toContainText('¥10');

  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((m) => localStorage.setItem('theme', m), mode);
    await page.reload();
    await expect(dataTableRow(page, 'Speed Baccarat')).toBeVisible();
    await fontsLoaded(page);
    await page.screenshot({ path: info.outputPath(`admin-vendors-games-${mode}.png`), fullPage: true });
  }

  // A player: the live lobby says the house runs none, and lists the vendor; its tile opens the template.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  await context.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  const player = await context.newPage();
  await stubVendor(player);
  await registerPlayer(player, `vend${suffix}`);
  await player.goto('/m/live-games');
  await expect(player.getByText('We run no live casino of our own')).toBeVisible();
  const tile = player.getByRole('button', { name: name });
  await expect(tile).toBeVisible();
  await fontsLoaded(player);
  await player.screenshot({ path: info.outputPath('live-lobby-vendor.png'), fullPage: true });
  await tile.click();
  await player.waitForURL(`${HOST}/play?**`);
  const opened = new URL(player.url());
  expect(opened.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  expect(opened.searchParams.get('game')).toBe('speed-baccarat');
  expect(opened.searchParams.get('lang')).toBe('en');
  expect(opened.searchParams.get('back')).toBe(`${new URL(baseURL ?? '').origin}/m/live-games`);
  await expect(player.getByRole('heading', { name: 'Acme table' })).toBeVisible();
  await context.close();

  // Staff switch the vendor off again: the shared e2e server's live lobby is back to "no provider" for
  // the specs after this one, and a switched-off vendor's tile is gone.
  const off = await page.request.patch(`/api/admin/vendors/${code}`, { data: { enabled: false } });
  expect(off.ok(), await off.text()).toBe(true);
  const lobby = await page.request.get('/api/games/vendors');
  expect(JSON.stringify(await lobby.json())).not.toContain(code);
});
