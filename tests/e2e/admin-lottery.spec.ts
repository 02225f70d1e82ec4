import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, dataTableRow, openAdminSection } from './players';

const SHOTS = process.env.LOTTERY_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The house lottery in the back office (issue 22): staff change a game's limits (a contradiction is
 * refused on the field), read its bet types, void an open draw with a reason, and read the report.
 * Refunds on a void are proven by the API tests (server/modules/lottery/lottery.test.ts).
 */
test('lottery back office: limits, bet types, a void with a reason, the report', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  await openAdminSection(page, 'Lottery');

  const game = 'Lumen 5D · 3 min';
  const row = dataTableRow(page, game).first();
  // The e2e server runs the fast games three times faster (LOTTERY_TEST_SPEED=3): every minute here.
  await expect(row).toContainText('Every minute');
  await expect(row).toContainText(/of 10000 used/);
  await row.getByRole('button', { name: 'Bet types' }).click();
  const types = page.getByRole('dialog', { name: `Bet types of ${game}` });
  await expect(types.getByRole('row', { name: /Sum big\/small/ })).toContainText('98.00%');
  await shot(page, 'bet-types');
  await page.keyboard.press('Escape');
  await expect(types).toBeHidden();

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${game}` });
  await edit.getByRole('textbox', { name: /Largest stake per player and draw/ }).fill('300');
  await edit.getByRole('textbox', { name: /Smallest stake/ }).fill('20000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('The largest stake cannot be below the smallest.')).toBeVisible();
  await edit.getByRole('textbox', { name: /Smallest stake/ }).fill('1');
  await shot(page, 'edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('¥300');

  await page.getByRole('tab', { name: 'Draws' }).click();
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: game });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' });
  const open = page
    .getByRole('row', { name: new RegExp(game) })
    .filter({ hasText: 'Open' })
    .first();
  await expect(open).toBeVisible();
  const label = (await open.getAttribute('aria-label')) ?? (await open.getByRole('rowheader').textContent()) ?? '';
  const number = /\d{8}-\d{4}/.exec(label)?.[0] ?? '';
  expect(number).not.toBe('');
  await open.getByRole('button', { name: 'Void' }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`Void .*${number}`) });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Test void from the back office');
  await confirm.getByRole('button', { name: 'Void' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`voided; its bets are refunded`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Void' });
  const voided = page.getByRole('row', { name: new RegExp(number) });
  await expect(voided).toContainText('Test void from the back office');
  await shot(page, 'draws');

  await page.getByRole('tab', { name: 'Report' }).click();
  await expect(page.getByRole('region', { name: 'Totals for the range' })).toBeVisible();
  await expect(dataTableRow(page, game).first()).toBeVisible();
  await shot(page, 'report');
});
