import type { Page } from '@playwright/test';
import { expect, freshClientIp, inBothModes, test } from './fixtures';
import { ADMIN, onHost } from './players';

/**
 * Site settings (/admin/site; docs/admin.md "Site settings"): an admin turns maintenance on with a
 * message, and the player site shows the maintenance screen with it; an admin switches the slot
 * lobby off, and the lobby shows the spec's "No permission or feature temporarily unavailable".
 * Everything runs on verdant (the second demo brand), so the shared e2e server's default brand never
 * goes into maintenance; every switch is put back in `finally`.
 */

const MESSAGE = 'Upgrading the tables, back soon';

/** PUT from the admin's page (only the browser resolves verdant.localhost). */
const put = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return res.status;
    },
    [path, body] as const,
  );

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
}

test('an admin turns maintenance on with a message and switches the slot lobby off; players see both; all restored', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const verdant = onHost(baseURL, 'verdant.localhost');
  await signIn(page, verdant);
  const player = await browser.newContext({
    baseURL: verdant,
    extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
  });
  try {
    await page.goto(`${verdant}/admin/site`);
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    const shot = async (name: string) => {
      await inBothModes(page, async (mode) => {
        await page.screenshot({ path: info.outputPath(`${name}-${mode}.png`), fullPage: true });
      });
    };

    // Maintenance on, with a message; staff keep working meanwhile.
    await page.getByRole('switch', { name: 'Maintenance on' }).check();
    await page.getByRole('textbox', { name: /^Message \(en\)/ }).fill(MESSAGE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Maintenance settings saved')).toBeVisible();
    await shot('site-maintenance');

    const p = await player.newPage();
    await p.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
    await p.goto('/m');
    await expect(p.getByText('Platform under maintenance').first()).toBeVisible();
    await expect(p.getByText(MESSAGE)).toBeVisible();
    await p.screenshot({ path: info.outputPath('player-maintenance.png') });

    // The back office still answers during maintenance.
    await page.getByRole('tab', { name: 'Modules' }).click();
    const slots = page.getByRole('switch', { name: 'Slots' });
    await expect(slots).toBeChecked();

    // Maintenance off again: the player's home is back.
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await page.getByRole('switch', { name: 'Maintenance on' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Maintenance settings saved')).toBeVisible();

    // The slot lobby switched off: the lobby shows the spec's message.
    await page.getByRole('tab', { name: 'Modules' }).click();
    await slots.uncheck();
    await expect(page.getByText('Modules saved')).toBeVisible();
    await shot('site-modules');
    await p.goto('/m/slot-games');
    await expect(p.getByText('No permission or feature temporarily unavailable')).toBeVisible();
    await p.screenshot({ path: info.outputPath('player-slots-off.png') });
    await slots.check();
    await expect(page.getByText('Modules saved')).toBeVisible();
    await p.goto('/m/slot-games');
    await expect(p.getByText('No permission or feature temporarily unavailable')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Banners' }).click();
    await expect(page.getByRole('button', { name: 'Add banner' })).toBeVisible();
    await shot('site-banners');
  } finally {
    // Whatever happened above, verdant is left as the seed has it.
    expect(await put(page, '/api/admin/site/maintenance', { on: false })).toBe(200);
    expect(await put(page, '/api/admin/site/modules', { disabled: [] })).toBe(200);
    await player.close();
  }
});
