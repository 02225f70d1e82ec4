import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, fontsLoaded, test } from './fixtures';
import { ADMIN, openAdminSection, registerPlayer } from './players';

/**
 * Announcements end to end (issue 18; docs/announcements.md): staff publish one in the back office,
 * aimed at one member's list (so no other spec's player sees it); that player, already on home, gets
 * it in the marquee live and on /m/notice with its unread mark; opening it reads it. A trial player
 * sees the notices without any unread mark.
 */

async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
}

const footer = (page: Page) => page.getByText(/\d+ unread announcements?$/);
const noticeItem = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(title) });

test.describe('announcements', () => {
  test('an admin publishes an announcement: the player sees it in the marquee and on /m/notice, unread until opened', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const username = `ann${Date.now().toString(36).slice(-7)}`;
    const title = `Tournament ${username}`;
    await registerPlayer(page, username);

    const staff = await browser.newContext({ baseURL });
    const admin = await staff.newPage();
    await signInAdmin(admin);
    await openAdminSection(admin, 'Announcements');
    await admin.getByRole('button', { name: 'New announcement' }).click();
    const editor = admin.getByRole('dialog', { name: 'New announcement' });
    await editor.getByRole('combobox', { name: 'Type' }).selectOption('PL');
    await editor.getByRole('combobox', { name: 'Target' }).selectOption('list');
    await editor.getByRole('textbox', { name: 'Member usernames' }).fill(username);
    await editor.getByRole('textbox', { name: 'Title' }).fill(title);
    await editor
      .getByRole('textbox', { name: 'Content (HTML)' })
      .fill('<p>Spin for a <strong>¥5,000</strong> pool.</p>');
    await expect(editor.getByRole('region', { name: 'Preview, as players see it' })).toContainText('¥5,000 pool');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(`“${title}” saved as a draft`)).toBeVisible();
    await admin.getByRole('button', { name: `Publish: ${title}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expect(admin.getByText(`“${title}” is published`)).toBeVisible();
    await staff.close();

    // The player's home had loaded before: the live channel brings it into the marquee.
    const marquee = page.getByRole('region', { name: 'Announcements' });
    await expect(marquee.getByRole('button', { name: title })).toBeVisible({ timeout: 15_000 });

    await page.goto('/m/notice');
    const item = noticeItem(page, title);
    await expect(item).toContainText('Unread');
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    // The three seeded notices and the new one.
    await expect(footer(page)).toHaveText('4 unread announcements');

    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.reload();
      await expect(noticeItem(page, title)).toBeVisible();
      await fontsLoaded(page);
      expect((await new AxeBuilder({ page }).analyze()).violations, mode).toEqual([]);
      await page.screenshot({ path: info.outputPath(`notice-${mode}.png`), fullPage: true });
    }

    await noticeItem(page, title).click();
    await expect(noticeItem(page, title)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('¥5,000')).toBeVisible();
    await expect(noticeItem(page, title)).not.toContainText('Unread');
    await expect(footer(page)).toHaveText('3 unread announcements');
    // The server kept it: after a reload it is still read.
    await page.reload();
    await expect(noticeItem(page, title)).not.toContainText('Unread');
    await expect(footer(page)).toHaveText('3 unread announcements');
  });

  test('a trial player sees the notices with no unread mark, and nothing is sent', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/announcements/read')) posts.push(r.url());
    });
    await page.goto('/m/notice');
    const first = page.getByRole('listitem').first().getByRole('button');
    await expect(first).toBeVisible();
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
    await expect(footer(page)).toHaveText('0 unread announcements');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(400);
    expect(posts).toEqual([]);
  });
});
