import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, fontsLoaded, freshClientIp, test } from './fixtures';
import { openAdminSection } from './players';

/**
 * Hot games in the back office (/admin/hot-games; docs/hot-games.md): an admin pins a game that has
 * no turnover, sees it hot at once on the player's hot lobby, moves its pin up, and unpins it, after
 * which it carries no badge. The seed's three pins lead before and after, so other specs see the
 * demo as it was.
 */

const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
const GAME = 'Ocean Pearl';

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
}

const openHotGames = (page: Page) => openAdminSection(page, 'Hot games');

/** The names of the hot lobby's games, in order, as a visitor sees them. */
async function hotLobby(page: Page) {
  await page.goto('/m/hot-games');
  const grid = page.getByRole('list', { name: 'Games', exact: true });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  return grid.getByRole('listitem');
}

test.describe('hot games', () => {
  test('an admin pins a game with no turnover: hot at once in the lobby, moved up, then unpinned and no longer hot', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    await signIn(page);
    await openHotGames(page);
    const pinSwitch = page.getByRole('switch', { name: `Pin ${GAME}` });
    await expect(pinSwitch).not.toBeChecked();
    await expect(page.getByText('3 of 7 pins used.', { exact: false })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Pin it: last of the pins, hot at once, whatever its turnover.
    await pinSwitch.click();
    await expect(page.getByText(`${GAME} is pinned hot`)).toBeVisible();
    await expect(pinSwitch).toBeChecked();
    await expect(page.getByText('Pinned #4')).toBeVisible();

    const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
    await visitor.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
    const player = await visitor.newPage();
    const tiles = await hotLobby(player);
    // Pins lead, in order (games other specs played for real may follow, by turnover).
    await expect(tiles.nth(3)).toContainText(GAME);

    // Move it up one: it swaps with the third pin.
    await page.getByRole('button', { name: `Move ${GAME} up` }).click();
    await expect(page.getByText('Pinned #3')).toHaveCount(1);
    await expect(page.getByRole('row', { name: GAME }).or(page.getByRole('listitem', { name: GAME }))).toContainText(
      'Pinned #3',
    );
    await expect((await hotLobby(player)).nth(2)).toContainText(GAME);

    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
      await expect(page.getByRole('switch', { name: `Pin ${GAME}` })).toBeChecked();
      await fontsLoaded(page);
      await page.screenshot({ path: info.outputPath(`admin-hot-games-${mode}.png`), fullPage: true });
    }

    // Unpin it: no badge, gone from the hot lobby, the seed's pins as they were.
    await page.getByRole('switch', { name: `Pin ${GAME}` }).click();
    await expect(page.getByRole('switch', { name: `Pin ${GAME}` })).not.toBeChecked();
    await expect(page.getByText('3 of 7 pins used.', { exact: false })).toBeVisible();
    const after = await hotLobby(player);
    await expect(after.nth(0)).toContainText('Golden Dragon');
    await expect(after.filter({ hasText: GAME })).toHaveCount(0);
    await visitor.close();
  });
});
