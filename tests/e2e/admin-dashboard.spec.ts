import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, inBothModes, test } from './fixtures';

/** The e2e server's first staff user (scripts/e2e-server.ts). */
const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };

/** Today in the back office's business day (Asia/Shanghai), YYYY-MM-DD. */
const businessToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
}

/**
 * The operator's dashboard and reports (issue 24, ADR 0030): the figures from the rollups, a period
 * switch and the chart, and a report exported as a CSV file the browser downloads. It changes nothing
 * global: it only asks the rollup job to run now (which recomputes the same figures the schedule would).
 */
test('staff see the dashboard, switch the period, and export a report as CSV', async ({ page }) => {
  await signInStaff(page);
  // The rollup job runs every 5 minutes; run it now so today's rows exist (a manual period key).
  const run = await page.request.post('/api/admin/jobs/stats-rollup/run', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(run.status(), await run.text()).toBe(200);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('GGR', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/on the previous period|None in the previous period|The same as the previous period/).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  // The demo members joined when the e2e server seeded: registrations have a line to draw.
  await page.getByRole('button', { name: 'New registrations' }).click();
  await expect(page.getByRole('img', { name: /New registrations per day/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Turnover by game category' })).toBeVisible();
  await inBothModes(page, async () => {
    await expect(page.getByRole('img', { name: /New registrations per day/ })).toBeVisible();
  });

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'Players' }).click();
  await expect(page.getByRole('img', { name: /Players per day/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^players-all-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('day,brand,currency,registrations,firstDeposits,activePlayers');
  expect(lines.some((l) => l.startsWith(`${businessToday()},aurum,CNY,`))).toBe(true);
});
