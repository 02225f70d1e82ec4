import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

test.describe('live updates', () => {
  test('the header balance follows a staff credit without a reload', async ({ page, baseURL }) => {
    // The live channel opens once signed in; its first frame says it is ready.
    const opened = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/live'));
    const username = `lv${String(Date.now() % 1_000_000_000)}`;
    await registerPlayer(page, username);
    const socket = await opened;
    await socket.waitForEvent('framereceived', (f) => String(f.payload).includes('"hello"'));
    const header = page.getByRole('banner');
    await expect(header).toContainText('¥0');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    const staff = await playwrightRequest.newContext({ baseURL });
    try {
      await creditFromStaff(staff, username, 12_345, 'E2E: live balance');
    } finally {
      await staff.dispose();
    }
    // Well inside the wallet's 10 s freshness: only the push can have refreshed it. Balances show
    // whole units (spec §9): 12,345 minor units read ¥123. The balance itself, exactly: the inbox badge
    // ("3", "3 unread") follows it in the header's text.
    await expect(header.getByText('¥123', { exact: true })).toBeVisible({ timeout: 3_000 });
    expect(navigations).toBe(0);
  });
});
