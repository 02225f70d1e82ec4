import type { Page } from '@playwright/test';
import { axeIn, expect, inBothModes, test } from './fixtures';
import { CAPTCHA } from './players';

/**
 * Agent rebates (issue 21, docs/agents.md "Rebates"), as the demo agent uses them: agent01 sets a
 * direct player's slots rate on the game-service rebate page; above its own rate the server refuses
 * and the field says the limit; within it the rate is saved and shows in the list.
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

test('agent01 sets a direct player’s rebate rate: refused above its own, then saved and shown', async ({ page }) => {
  await logIn(page, 'agent01', 'agent1234');
  await page.goto('/m/agent');
  await page.getByRole('link', { name: /Game-service rebate/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/teamRebate$/);
  // agent01's own slots rate (seeded by staff) is the limit of its members'.
  await expect(page.getByRole('region', { name: 'My rebate rates' }).getByText('1.5%')).toBeVisible();

  const row = page.getByRole('listitem', { name: 'player03' });
  await row.getByRole('button', { name: 'Set rebate rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebate rates of player03' });
  const slots = dialog.getByRole('textbox', { name: 'Slots' });
  await expect(dialog.getByText('Up to 1.5% (your rate)').first()).toBeVisible();
  await slots.fill('2');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(dialog.getByText('At most 1.5%: your own rate')).toBeVisible();

  await slots.fill('0.8');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rates of player03 saved')).toBeVisible();
  await expect(row).toContainText('Slots 0.8%');

  // It stays after a reload: the server holds it.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'player03' })).toContainText('Slots 0.8%');
});

test(`axe finds no serious or critical violations on the rebate pages (dark and light)`, async ({ page }) => {
  await logIn(page, 'agent01', 'agent1234');
  for (const path of ['/m/member/teamRebate', '/m/member/agent/agentRebeat']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'My rebate rates' })).toBeVisible();
    await inBothModes(page, async (mode) => {
      const results = await axeIn(page, mode).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${mode} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
