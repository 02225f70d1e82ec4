import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, fontsLoaded, freshClientIp, test, waitForAppOnNavigation } from './fixtures';
import { ADMIN, openAdminSection, registerPlayer } from './players';

/**
 * Live chat end to end (issue 18; docs/chat.md): a player opens chat (the launch endpoint's chatUrl:
 * /m/message's "Live chat" entry is the lead's and not on this branch, so the player follows the URL
 * the launch answers), a support agent signed in to /admin in a second browser context answers, and
 * both see each other's messages and typing live. Axe on /m/chat in both colour modes.
 */

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function staffContext(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
  });
  const page = waitForAppOnNavigation(await context.newPage());
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
  return page;
}

/** The launch call as the message centre makes it (spec §7), then the page it answers. */
async function openChat(page: Page) {
  const chatUrl = await page.evaluate(async () => {
    const res = await fetch('/api/chat/launch?b2c=1&language=EN&backUrl=%2Fm%2Fhome&title=Live%20chat');
    return ((await res.json()) as { value: { chatUrl: string } }).value.chatUrl;
  });
  expect(chatUrl).toBe('/m/chat?backUrl=%2Fm%2Fhome&title=Live+chat&language=EN');
  await page.goto(chatUrl);
}

test.describe('live chat', () => {
  test('a player and a support agent in another browser see each other live: messages, typing, read receipt, an image', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const username = `chat${Date.now().toString(36).slice(-6)}`;
    await registerPlayer(page, username);
    await openChat(page);
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
    await expect(page.getByText('No agent is online right now')).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Type a message' });
    await box.fill('Hello, my deposit has not arrived');
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = page.getByRole('region', { name: 'Messages' }).getByText('Hello, my deposit has not arrived');
    await expect(mine).toBeVisible();

    // The agent, in a second browser: online, the conversation waiting in the queue.
    const agent = await staffContext(browser, baseURL);
    await openAdminSection(agent, 'Live chat');
    await agent.getByRole('switch', { name: 'Online for chat' }).check();
    const item = agent.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(username) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Waiting');
    await item.click();
    const thread = agent.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText('Hello, my deposit has not arrived')).toBeVisible();

    // The player types: the agent sees it.
    await box.pressSequentially('Still th', { delay: 30 });
    await expect(agent.getByRole('status').filter({ hasText: `${username} is typing` })).toBeVisible();

    // The agent types and answers: the player sees both; the agent had read the player's message.
    const reply = agent.getByRole('textbox', { name: 'Reply, or / and a short code' });
    await reply.pressSequentially('Let me ch', { delay: 30 });
    await expect(page.getByRole('status').filter({ hasText: 'Customer service is typing' })).toBeVisible();
    await reply.fill('Let me check that for you.');
    await reply.press('Enter');
    await expect(page.getByText('Let me check that for you.')).toBeVisible();
    await expect(page.getByText('Read', { exact: true })).toBeVisible();

    // The player answers back: live in the console.
    await box.fill('Thank you!');
    await box.press('Enter');
    await expect(thread.getByText('Thank you!')).toBeVisible();

    // An image: checked by its bytes on the server, shown to both sides.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG, 'base64'),
    });
    await expect(page.getByRole('img', { name: 'Attached image' })).toBeVisible();
    await expect(thread.getByRole('img', { name: 'Attached image' })).toBeVisible();

    // An internal note stays in the console.
    await agent.getByRole('switch', { name: 'Internal note' }).check();
    const note = agent.getByRole('textbox', { name: 'Internal note (the player never sees it)' });
    await note.fill('Check the bank transfer with finance');
    await note.press('Enter');
    await expect(thread.getByText('Check the bank transfer with finance')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Thank you!')).toBeVisible();
    await expect(page.getByText('Check the bank transfer with finance')).toHaveCount(0);

    await page.screenshot({ path: info.outputPath('player.png') });
    await agent.screenshot({ path: info.outputPath('console.png'), fullPage: true });
    await agent.getByRole('switch', { name: 'Online for chat' }).uncheck();
    await agent.context().close();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`/m/chat has no axe violations and fits a phone in ${theme} mode`, async ({ page }, info) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await registerPlayer(page, `ax${theme[0]}${Date.now().toString(36).slice(-6)}`);
      await openChat(page);
      const box = page.getByRole('textbox', { name: 'Type a message' });
      await box.fill('A message long enough to wrap onto a second line on a phone screen, to see the bubble.');
      await box.press('Enter');
      await expect(page.getByText('A message long enough')).toBeVisible();
      await fontsLoaded(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: info.outputPath(`chat-${theme}.png`) });
    });
  }
});
