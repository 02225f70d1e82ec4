import { axeIn, expect, inBothModes, test } from './fixtures';
import { ADMIN, registerPlayer } from './players';

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

  test('the unread badges count up live when staff write, and down after reading', async ({ page, playwright }) => {
    const username = `badge${Date.now().toString(36)}`;
    await registerPlayer(page, username);
    const header = page.getByRole('banner');
    const memberTab = page.getByRole('link', { name: /^Member centre/ });
    // A fresh player has the three demo announcements unread, and nothing else.
    await expect(header.getByRole('button', { name: 'Inbox' })).toHaveAccessibleDescription('3 unread');
    await expect(memberTab).toHaveAccessibleName('Member centre 3 unread');

    // Staff write to this player from the back office's API; the player's page is not reloaded.
    const staff = await playwright.request.newContext({ baseURL: page.url().replace(/\/m\/.*$/, '') });
    expect((await staff.post('/api/admin/session', { data: ADMIN })).ok()).toBe(true);
    for (const title of ['Your bonus is ready', 'Weekend tournament']) {
      const sent = await staff.post('/api/admin/inbox/broadcasts', {
        data: { title, content: `<p>${title}.</p>`, segment: { kind: 'member', username } },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    await expect(header.getByRole('button', { name: 'Inbox' })).toHaveAccessibleDescription('5 unread');
    await expect(memberTab).toHaveAccessibleName('Member centre 5 unread');

    // The message centre splits the total; reading one message lowers every badge.
    await header.getByRole('button', { name: 'Inbox' }).click();
    const centre = page.getByRole('navigation', { name: 'Message centre' });
    await expect(centre.getByRole('link', { name: /Inbox/ })).toHaveAccessibleName(/2 unread/);
    await expect(centre.getByRole('link', { name: /Announcements/ })).toHaveAccessibleName(/3 unread/);
    await centre.getByRole('link', { name: /Inbox/ }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await page.getByRole('button', { name: /^Unread: Weekend tournament/ }).click();
    const message = page.getByRole('dialog', { name: 'Weekend tournament' });
    await expect(message.getByText('Weekend tournament.')).toBeVisible();
    await message.getByRole('button', { name: 'Close' }).click();
    await expect(header.getByRole('button', { name: 'Inbox' })).toHaveAccessibleDescription('4 unread');
    await expect(memberTab).toHaveAccessibleName('Member centre 4 unread');
    await staff.dispose();
  });

  test(`axe finds no serious or critical violations on the message centre (dark and light)`, async ({ page }) => {
    await page.goto('/m/message');
    await expect(page.getByRole('navigation', { name: 'Message centre' })).toBeVisible();
    await inBothModes(page, async (mode) => {
      const results = await axeIn(page, mode).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
});
