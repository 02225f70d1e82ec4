import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { expect, freshClientIp, test, waitForAppOnNavigation } from './fixtures';
import { CAPTCHA } from './players';

/** Logs in on /m/login like a person (a captcha, if one is asked for, is typed too). */
async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const captcha = page.getByRole('textbox', { name: 'Verification code' });
  if (await captcha.isVisible()) await captcha.fill(CAPTCHA);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
}

/** The member's cash in minor units (the wallet the page's balance reads). */
async function cash(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallet');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { value: { breakdown: { cash: number } } }).value.breakdown.cash;
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * Red-envelope rain (issue 21; docs/red-rain.md): agent01 schedules a rain for its team starting in
 * 30 seconds; a downline player opens /m/redRain, sees the countdown, then the rain, grabs one
 * envelope and its balance moves by it; the agent reads the result in its past rains.
 */
test('agent01 schedules a rain; a downline player sees the countdown, grabs, and the balance moves', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await logIn(page, 'agent01', 'agent1234');
  const agentCash = await cash(page);
  await page.goto('/m/redRain');
  const form = page.getByRole('form', { name: 'Schedule a red envelope rain' });
  await expect(form).toBeVisible();
  // The spec-style message before anything is sent: the budget must cover every envelope's minimum.
  await form.getByLabel('Total budget').fill('1');
  await form.getByLabel('Number of envelopes').fill('3');
  await form.getByLabel('Minimum per envelope').fill('0.5');
  await form.getByLabel('Maximum per envelope').fill('2');
  await form.getByRole('button', { name: 'Schedule the rain' }).click();
  await expect(form.getByLabel('Total budget')).toHaveAccessibleDescription(
    'The budget must cover the minimum of every envelope (¥1.50)',
  );
  await form.getByLabel('Total budget').fill('3');
  await form.getByLabel('Starts').selectOption({ label: 'In 30 seconds' });
  await form.getByLabel('Lasts').selectOption({ label: '1 minute' });
  await form.getByRole('button', { name: 'Schedule the rain' }).click();
  await expect(page.getByText('The rain is scheduled')).toBeVisible();
  const mine = page.getByRole('region', { name: 'My rains' });
  await expect(mine.getByRole('listitem').first()).toContainText('Scheduled');
  expect(await cash(page)).toBe(agentCash - 300);

  // The player, on its own phone.
  const use = testInfo.project.use;
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: use.baseURL });
  await context.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  await context.setExtraHTTPHeaders({ 'x-debug-client-ip': freshClientIp() });
  const player = waitForAppOnNavigation(await context.newPage());
  await logIn(player, 'player01', 'player1234');
  const before = await cash(player);
  await player.goto('/m/redRain');
  await expect(player.getByRole('heading', { name: 'Red envelope rain starts in' })).toBeVisible();
  await expect(player.getByRole('timer')).toHaveText(/^0:[0-3]\d$/);
  await expect(player.getByText('From agent01')).toBeVisible();
  await noAxeViolations(player);

  // The countdown reaches zero on the page and the rain starts.
  const rain = player.getByRole('button', { name: 'Grab a red envelope' });
  await expect(rain).toBeVisible({ timeout: 60_000 });
  await noAxeViolations(player);
  await rain.click();
  await expect(player.getByRole('heading', { name: 'You got a red envelope' })).toBeVisible();
  await expect(async () => {
    const won = (await cash(player)) - before;
    expect(won).toBeGreaterThanOrEqual(50);
    expect(won).toBeLessThanOrEqual(200);
  }).toPass();
  await expect(player.getByText('1 of 3 envelopes grabbed')).toBeVisible();

  // The agent sees the result.
  await page.reload();
  await expect(mine.getByRole('listitem').first()).toContainText(/Grabbed\s*1 \/ 3/);
  await context.close();
});
