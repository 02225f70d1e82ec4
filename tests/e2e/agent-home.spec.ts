import type { Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, test } from './fixtures';
import { CAPTCHA } from './players';

/**
 * The agent area (issue 21, docs/agents.md), as the demo agent uses it: agent01 opens its home and
 * reads today's team counters; a downline player logs in on another phone and the login counter
 * moves; the agent opens an account for a new player, who logs in and shows in team manage.
 */

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const captcha = page.getByRole('textbox', { name: 'Verification code' });
  if (await captcha.isVisible()) await captcha.fill(CAPTCHA);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
}

/** The page regains focus (the agent comes back to the tab): react-query refetches what is stale. */
const refocus = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('visibilitychange'));
  });

test('agent01 sees its team counters move, opens an account, and finds the new player in team manage', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, 'agent01', 'agent1234');
  await page.goto('/m/agent');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|midday|afternoon|evening), agent01$/ }),
  ).toBeVisible();
  const logins = page.getByTestId('counter-teamLoginMemberCount');
  await expect(logins).toHaveText(/^\d+$/);
  const before = Number(await logins.textContent());
  await expect(page.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Online service/ })).toBeVisible();
  // A tool shows when its white-label flag is on: aurum has red-envelope rain, not e-sports.
  await expect(page.getByRole('link', { name: /Red envelope rain/ })).toHaveAttribute('href', '/m/redRain');

  // player01 (agent01's downline) logs in on another phone.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  const player = await other.newPage();
  await player.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  await logIn(player, 'player01', 'player1234');
  await other.close();

  await expect(async () => {
    await refocus(page);
    await expect(logins).toHaveText(String(before + 1), { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });

  // Open account: a new player directly under agent01.
  await page.getByRole('navigation').getByRole('link', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  const username = `ag${Date.now().toString(36).slice(-7)}`;
  await expect(page.getByTestId('agent-code')).toHaveText('AGENT01');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('team1234');
  await page.getByLabel('Confirm password').fill('team1234');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByText(`Player ${username} is in your team`)).toBeVisible();

  // The new player can log in with what the agent set.
  const third = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  const newcomer = await third.newPage();
  await newcomer.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  await logIn(newcomer, username, 'team1234');
  await third.close();

  // Team manage lists the new player as a direct member.
  await page.goto('/m/agent');
  await page.getByRole('link', { name: /Team manage/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
  await page.getByRole('searchbox', { name: 'Search username' }).fill(username);
  const row = page.getByRole('listitem', { name: username });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Direct');
  await expect(row).toContainText('Player');
});

test(`axe finds no serious or critical violations on the agent pages (dark and light)`, async ({ page }) => {
  await logIn(page, 'agent01', 'agent1234');
  for (const path of ['/m/agent', '/m/agent/team/overview', '/m/member/team', '/m/agentRegister']) {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await inBothModes(page, async (mode) => {
      const results = await axeIn(page, mode).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${mode} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test('a player opening the agent home is replaced to /m/home', async ({ page }) => {
  await logIn(page, 'player02', 'player1234');
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
});
