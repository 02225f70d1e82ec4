import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openMenu, test } from './fixtures';
import { registerPlayer, signedInMarketing } from './players';

let seq = 0;
const freshUsername = () => `si${String((Date.now() + seq++) % 1_000_000_000)}`;

/** The header's balance in whole yuan ("¥2" → 2): a fresh player's wallet has no cents. */
async function headerBalance(page: Page) {
  return page.getByRole('banner').getByText(/^¥[\d,]+(\.\d{2})?$/);
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/**
 * The daily check-in and the reward centre (issue 20; docs/signin-rewards.md): a member checks in
 * from the floating bar, finds the reward in the reward centre (the menu's badge counts it), claims
 * it into the balance, sees it in the history, and the next day (the dev test clock) the streak is 2.
 * Marketing then finds check-in rewards claimed today in the cost report's breakdown by source.
 */
test('a member checks in, claims the reward in the reward centre, and the next day the streak is 2', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const username = freshUsername();
  await registerPlayer(page, username);
  await expect(await headerBalance(page)).toHaveText('¥0');

  // The floating bar's Check in opens the daily check-in.
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Check in' }).click();
  await page.waitForURL(/\/m\/activity\/signIn$/);
  const calendar = page.getByRole('list', { name: 'Check-in calendar' });
  await expect(calendar.getByRole('listitem')).toHaveCount(7);
  await expect(calendar.getByRole('listitem').last()).toContainText('¥18');
  await expect(page.getByText('0-day streak')).toBeVisible();
  await noAxeViolations(page);

  await page.getByRole('button', { name: 'Check in for day 1' }).click();
  await expect(page.getByRole('heading', { name: 'Day 1 checked in' })).toBeVisible();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expect(calendar.getByRole('listitem').first()).toContainText('Checked in');

  // The menu's reward centre entry counts one reward to claim.
  await openMenu(page);
  const entry = page.getByRole('link', { name: 'Reward centre 1 reward to claim' });
  await expect(entry).toBeVisible();
  await entry.click();
  await page.waitForURL(/\/m\/rewardCenter$/);
  const reward = page.getByRole('listitem', { name: 'Daily check-in: day 1' });
  await expect(reward).toContainText('¥2');
  await expect(reward).toContainText('No wagering');
  await noAxeViolations(page);

  await reward.getByRole('button', { name: /^Claim/ }).click();
  await expect(page.getByText('¥2 claimed')).toBeVisible();
  await expect(await headerBalance(page)).toHaveText('¥2');
  await expect(page.getByRole('heading', { name: 'Nothing to claim yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('listitem', { name: 'Daily check-in: day 1' })).toContainText('Claimed');

  // The next day (the member's test clock moves on a day): day 2, and the streak is 2.
  const moved = await request.post('/api/dev/signin-clock', { data: { username, days: 1 } });
  expect(moved.status()).toBe(200);
  await page.goto('/m/activity/signIn');
  await expect(page.getByText('1-day streak')).toBeVisible();
  await page.getByRole('button', { name: 'Check in for day 2' }).click();
  await expect(page.getByRole('heading', { name: 'Day 2 checked in' })).toBeVisible();
  await expect(page.getByText('2-day streak')).toBeVisible();

  // The cost report counts the claimed check-in under its source, today, in the table and the chart.
  const staff = await signedInMarketing(browser, baseURL);
  await staff.page.goto('/admin/bonuses?tab=cost');
  const table = staff.page.getByRole('table', { name: 'Rewards by source and promotion' });
  const row = table.getByRole('row', { name: /^Daily check-in/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^[1-9][0-9]*$/);
  await expect(row).toContainText('¥');
  await expect(staff.page.getByRole('img', { name: /Rewards claimed per day/ })).toBeVisible();
  await staff.context.close();
});
