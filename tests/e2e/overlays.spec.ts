import type { Page } from '@playwright/test';
import { expect, holdScripts, openMenu, test } from './fixtures';

const NOTICE = /please read before you play/i;

/**
 * Issue 16: the notice used to mount a second or two after the page painted, over whatever the person
 * had started. It is part of the server's HTML now, so it paints with the page (issue 17: and no
 * long task to mount a dialog after load).
 */
test.describe('the session notice comes with the first paint', () => {
  test.use({ acceptNotice: false, waitForApp: false });

  test('it is on screen before any script has run, and becomes a modal dialog once the page is alive', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/m/login', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    const notice = page.getByRole('dialog', { name: NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice.locator('p')).toHaveCount(3);
    // The scrim lies over the form: a tap there does not reach the field behind it.
    await expect(page.locator('[data-session-notice]')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(notice.getByRole('button', { name: /agree/i })).toBeFocused();
    // The page behind is out of reach while it is up.
    await expect(page.getByRole('main')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: /agree/i }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await page.evaluate(() => sessionStorage.getItem('PACCOR'))).toBe('1');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('Agree tapped before hydration is kept and closes it once the page is alive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('dialog', { name: NOTICE });
    const agree = notice.getByRole('button', { name: /agree/i });
    await agree.click();
    await expect(agree).toHaveAttribute('data-pending', '');
    await expect(notice).toBeVisible();

    await release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('PACCOR'))).toBe('1');
  });

  test('a session that has agreed never sees it, not even in the server HTML before the scripts run', async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
    const release = await holdScripts(page);
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    // The server drew it (it cannot know); the head script hid it before the first paint.
    await expect(page.locator('[data-session-notice]')).toHaveCount(1);
    await expect(page.locator('[data-session-notice]')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Promotion' })).toBeVisible();

    await release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.locator('[data-session-notice]')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('inert');
  });
});

test.describe('stacked dialogs', () => {
  test('only the top dialog is reachable; the drawer and the page under it are inert', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);
    // A settled page: a navigation still in flight would close the menu it opens.
    await page.goto('/m/home');

    const drawer = await openMenu(page);
    await expect(drawer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(page.getByRole('main')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Sign out' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(confirm).toBeVisible();
    // The drawer is still painted under it, but out of reach: no dialog but the confirmation.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[role="dialog"][data-ready]')).toBeVisible();
    for (const landmark of ['main', 'banner', 'contentinfo', 'navigation'] as const) {
      await expect(page.getByRole(landmark)).toHaveCount(0);
    }
    expect(await confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(0);
  });
});

/**
 * Where the quick actions' tab (in the bottom navigation's own slot) lies against every link, button
 * and list item of the page (game tiles, a section's "See all", carousel arrows, member-centre
 * tiles), as far as each shows above the bottom navigation, at the top of the page and at its end.
 */
async function expectTabCoversNothing(page: Page, mustSee: { name: RegExp | string; role: 'link' | 'button' }[]) {
  const main = page.getByRole('main');
  for (const { role, name } of mustSee) await expect(main.getByRole(role, { name }).first()).toBeVisible();
  const tab = page.getByRole('button', { name: 'Quick actions' });
  await expect(tab).toHaveAttribute('aria-expanded', 'false');
  for (const scroll of ['top', 'end'] as const) {
    if (scroll === 'end') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await tab.boundingBox();
    const nav = await page.getByRole('navigation', { name: /main/i }).boundingBox();
    if (!box || !nav) throw new Error('no tab or bottom navigation');
    expect(box.y).toBeGreaterThanOrEqual(nav.y - 0.5);
    const rects = await page.locator('main').evaluate((el, navTop) => {
      return [...el.querySelectorAll('a, button, li')]
        .map((node) => {
          const r = node.getBoundingClientRect();
          return {
            label: node.textContent?.trim().slice(0, 30) ?? '',
            x: r.x,
            y: r.y,
            right: r.right,
            bottom: Math.min(r.bottom, navTop),
          };
        })
        .filter((r) => r.right > r.x && r.bottom > r.y);
    }, nav.y);
    expect(rects.length).toBeGreaterThan(5);
    const covered = rects.filter(
      (r) => r.x < box.x + box.width && box.x < r.right && r.y < box.y + box.height && box.y < r.bottom,
    );
    expect(covered, `covered at the ${scroll}`).toEqual([]);
  }
}

test.describe('the quick actions fold into a tab that covers no content', () => {
  test('on home: not the game tiles, a section\'s "See all" or the carousel arrows', async ({ page }) => {
    await page.goto('/m/home');
    // The hot strip's "More" shows above 10 hot games; a fresh demo has its 3 pins, so the check
    // holds on the Slots section's "See all" at the same inline end.
    await expectTabCoversNothing(page, [
      { role: 'button', name: 'Next slide' },
      { role: 'link', name: /see all/i },
    ]);
  });

  test('on a lobby: not the right-hand column of the grid', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(page.getByRole('main').getByRole('listitem').nth(8)).toBeVisible();
    await expectTabCoversNothing(page, []);
  });

  test('on the member centre: not its tiles; the tab opens the actions and folds them away', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);
    await page.goto('/m/member/home');
    await expectTabCoversNothing(page, [{ role: 'link', name: 'Settings' }]);

    const tab = page.getByRole('button', { name: 'Quick actions' });
    await tab.click();
    const actions = page.getByRole('group', { name: 'Quick actions' });
    await expect(actions.getByRole('button', { name: 'Check in' })).toBeVisible();
    await tab.click();
    await expect(actions).toBeHidden();
  });
});
