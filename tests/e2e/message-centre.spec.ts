import AxeBuilder from '@axe-core/playwright';
import { expect, fontsLoaded, test } from './fixtures';

/**
 * The message centre (spec §2 Message center, §6): who may open what. The unread badges and the
 * screens behind the entries have their own journeys (announcements, inbox and feedback, chat).
 */
test.describe('message centre', () => {
  test('a visitor is sent to log in for the inbox, and comes back after logging in', async ({ page }) => {
    await page.goto('/m/message');
    const centre = page.getByRole('navigation', { name: 'Message centre' });
    await expect(centre.getByRole('link', { name: /Affiliate service/ })).toHaveAttribute(
      'href',
      '/m/help?title=affiliate',
    );
    await centre.getByRole('button', { name: /Inbox/ }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/message$/);
    // Signed in, the inbox is a link now.
    await expect(centre.getByRole('link', { name: /Inbox/ })).toHaveAttribute('href', '/m/webEmail');
  });

  test('a trial account is refused the inbox and live chat with free_reject, and nothing navigates', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByRole('banner')).toContainText('¥2,000');
    await page.getByRole('banner').getByRole('button', { name: 'Inbox' }).click();
    // The header's inbox control is refused too.
    await expect(page.getByText('Free-play accounts cannot use this. Please register').first()).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/message');
    const centre = page.getByRole('navigation', { name: 'Message centre' });
    for (const name of [/Inbox/, /Live chat/]) {
      await centre.getByRole('button', { name }).click();
      await expect(page.getByText('Free-play accounts cannot use this. Please register').first()).toBeVisible();
      await expect(page).toHaveURL(/\/m\/message$/);
    }
    // Announcements stay open to a trial account (shown as read).
    await centre.getByRole('link', { name: /Announcements/ }).click();
    await expect(page).toHaveURL(/\/m\/notice/);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`axe finds no serious or critical violations on the message centre (${mode})`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto('/m/message');
      await expect(page.getByRole('navigation', { name: 'Message centre' })).toBeVisible();
      await fontsLoaded(page);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
