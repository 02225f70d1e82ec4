import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataTableRow, openAdminSection } from './players';

/** The e2e server's first staff user (scripts/e2e-server.ts). */
const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
const SHOTS = process.env.AC_SHOTS;

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.use({ viewport: { width: 1280, height: 800 } });

/** The house offers a daily salary to a top-level agent, re-runs a period, and saves default tiers. */
test('agent contracts: offer to agent01, re-run a day, save default tiers', async ({ page }) => {
  await signInStaff(page);
  await openAdminSection(page, 'Agent contracts');

  await page.getByRole('button', { name: 'Offer a contract' }).click();
  const pick = page.getByRole('dialog', { name: 'Offer a contract' });
  await pick.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'agent01' });
  await pick.getByRole('button', { name: 'Next' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer a contract to agent01' });
  await offer.getByRole('textbox', { name: 'Team turnover from' }).fill('1000');
  await offer.getByRole('textbox', { name: 'Pays' }).fill('50');
  await shot(page, 'offer-dialog');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  await expect(dataTableRow(page, 'agent01').first()).toContainText('Offered');
  await shot(page, 'contracts');

  await page.getByRole('tab', { name: 'Settlements' }).click();
  await page.getByRole('button', { name: 'Re-run a period' }).click();
  const rerun = page.getByRole('dialog', { name: 'Re-run a settlement period' });
  await rerun.getByRole('textbox', { name: 'Period key' }).fill('2099-01-01');
  await rerun.getByRole('textbox', { name: 'Reason' }).fill('Job was down');
  await rerun.getByRole('button', { name: 'Re-run' }).click();
  await expect(rerun.getByRole('textbox', { name: 'Period key' })).toHaveAttribute('aria-invalid', 'true');
  await rerun.getByRole('textbox', { name: 'Period key' }).fill('2026-01-01');
  await rerun.getByRole('button', { name: 'Re-run' }).click();
  await expect(rerun).toBeHidden();
  await expect(page.getByText('Re-run of Daily salary 2026-01-01')).toBeVisible();
  await shot(page, 'settlements');

  await page.getByRole('tab', { name: 'Default tiers' }).click();
  await page.getByRole('region', { name: 'Hourly salary' }).getByRole('button', { name: 'Edit' }).click();
  const defaults = page.getByRole('dialog', { name: 'Default tiers: Hourly salary' });
  await defaults.getByRole('textbox', { name: 'Team turnover from' }).fill('500');
  await defaults.getByRole('textbox', { name: 'Pays' }).fill('5');
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(defaults).toBeHidden();
  await expect(page.getByRole('region', { name: 'Hourly salary' }).getByText('No default tiers')).toBeHidden();
  await shot(page, 'defaults');
});
