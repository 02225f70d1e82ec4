import type { APIRequestContext, Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, test } from './fixtures';
import { CAPTCHA } from './players';

/**
 * Team profit and loss and team betting (issue 21, docs/agents.md), as the demo agent uses them:
 * player01 (agent01's direct player) spins a slot for real money; agent01 opens team PnL, switches
 * the period, finds player01's stake on its row, drills into a sub-agent it opened and comes back up
 * by the breadcrumb; then opens team betting and filters by member and category.
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

async function answer<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

/** One real-money spin of a Lumen Studio slot at its smallest stake, as the game window plays it. */
async function spinOnce(player: APIRequestContext) {
  const { games } = await answer<{ games: { nodeId: string; gameName: string }[] }>(
    await player.get('/api/games/list?gameType=RNG&vassalage=LUMEN&language=en'),
  );
  const launch = await answer<{ url: string }>(
    await player.post('/api/games/launch', { data: { nodeId: games[0]?.nodeId } }),
  );
  const url = new URL(launch.url, 'http://localhost');
  const gameCode = decodeURIComponent(url.pathname.replace(/^\/m\/play\//, ''));
  const state = await answer<{ game: { stakes: number[] } }>(
    await player.post('/api/studio/sessions', { data: { gameCode, token: url.searchParams.get('token') } }),
  );
  await answer(await player.post('/api/studio/spin', { data: { stake: state.game.stakes[0] } }));
  return games[0]?.gameName ?? '';
}

test('agent01 reads team PnL by period, drills into a sub-agent and back, and filters team betting', async ({
  page,
  browser,
  baseURL,
}) => {
  // player01, agent01's direct player, spins once on another phone.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  const player = await other.newPage();
  await player.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  await logIn(player, 'player01', 'player1234');
  const gameName = await spinOnce(player.request);
  await other.close();

  await logIn(page, 'agent01', 'agent1234');
  // A sub-agent directly under agent01, as the open-account page makes one.
  const sub = `sa${Date.now().toString(36).slice(-7)}`;
  await answer(
    await page.request.post('/api/agent/accounts', {
      data: { kind: 'agent', username: sub, password: 'team1234', confirmPassword: 'team1234' },
    }),
  );

  await page.goto('/m/agent');
  await page.getByRole('link', { name: /Team profit and loss/ }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
  const figures = page.getByRole('list', { name: 'Team profit and loss' });
  await expect(figures.getByText('Stakes', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  // player01's row carries a stake this week.
  const row = page.getByRole('listitem', { name: 'player01' });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Stakes¥0.00');
  await page.getByRole('button', { name: 'Stakes' }).click();
  await expect(page.getByRole('button', { name: 'Stakes' })).toHaveAttribute('aria-pressed', 'true');

  // Drill into the sub-agent: the breadcrumb, its own figures; then back up.
  await page.getByRole('link', { name: `Open ${sub}'s team` }).click();
  await expect(page).toHaveURL(/\?parent=/);
  const trail = page.getByRole('navigation', { name: 'Where you are in your team' });
  await expect(trail.getByText(sub)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('listitem', { name: sub })).toContainText('Own figures');
  await trail.getByRole('link', { name: 'My team' }).click();
  await expect(page.getByRole('listitem', { name: 'player01' })).toBeVisible();

  // Team betting: player01's round, filtered by member and by category.
  await page.goto('/m/agent');
  await page.getByRole('link', { name: /Team betting/ }).click();
  await expect(page).toHaveURL(/\/m\/teamBetting$/);
  await page.getByRole('searchbox', { name: 'Member' }).fill('player01');
  const round = page.getByRole('listitem', { name: `player01 ${gameName}` }).first();
  await expect(round).toBeVisible();
  await expect(page.getByText('Totals for this filter')).toBeVisible();
  await page.getByRole('combobox', { name: 'Game category' }).selectOption({ label: 'Live casino' });
  await expect(page.getByText('No bets')).toBeVisible();
  await page.getByRole('combobox', { name: 'Game category' }).selectOption({ label: 'Slots' });
  await expect(round).toBeVisible();
});

test(`axe finds no serious or critical violations on team PnL and team betting (dark and light)`, async ({ page }) => {
  await logIn(page, 'agent01', 'agent1234');
  for (const path of ['/m/agent/team/pnl', '/m/teamBetting']) {
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
