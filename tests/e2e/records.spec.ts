import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeIn, expect, inBothModes, test } from './fixtures';
import { ADMIN, creditFromStaff, registerPlayer } from './players';

const RECORDS = '/m/transaction/record';

async function logInAsDemo(page: Page) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
}

/** Staff credit the player `count` times through the back office's manual adjustment (each its own entry). */
async function creditsFromStaff(request: APIRequestContext, username: string, count: number) {
  expect((await request.post('/api/admin/session', { data: ADMIN })).ok()).toBe(true);
  const found = await request.get(`/api/admin/finance/members?q=${username}`);
  const { value } = (await found.json()) as { value: { id: string; username: string }[] };
  const member = value.find((m) => m.username === username);
  expect(member).toBeDefined();
  for (let i = 1; i <= count; i += 1) {
    const res = await request.post('/api/admin/finance/adjustments', {
      data: {
        memberId: member?.id,
        account: 'cash',
        direction: 'credit',
        amount: i * 100,
        reason: `Goodwill credit ${i}`,
        clientRequestId: randomUUID(),
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** Opens a date field's sheet, turns the year, month and day wheels, and confirms. */
async function pickDate(page: Page, field: string, date: Date) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const sheet = page.getByRole('dialog', { name: field });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Year' }).selectOption(String(date.getFullYear()));
  await sheet.getByRole('combobox', { name: 'Month' }).selectOption(String(date.getMonth() + 1));
  await sheet.getByRole('combobox', { name: 'Day' }).selectOption(String(date.getDate()));
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();
}

/** A day as the site writes it in every language (spec §9): YYYY-MM-DD. */
const numeric = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test.describe('transaction record', () => {
  test('the demo player finds the opening balance, filters by type, and picks a custom range', async ({ page }) => {
    await logInAsDemo(page);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(new RegExp(`${RECORDS}$`));

    const list = page.getByRole('list', { name: 'Transactions' });
    const opening = list.getByRole('listitem').filter({ hasText: 'Opening balance' });
    await expect(opening).toHaveCount(1);
    await expect(opening).toContainText('+¥8,888');
    await expect(opening).toContainText('Balance¥8,888');
    await expect(opening).toContainText('Completed');
    // Its time in the site's one date-time format: today, 24-hour clock.
    await expect(opening.locator('time')).toHaveText(new RegExp(`^${numeric(new Date())} \\d{2}:\\d{2}$`));

    // Deposits: none yet, and the empty state offers the way back.
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposits' });
    await expect(page.getByRole('heading', { name: 'No transactions' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all types' }).click();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    await expect(opening).toBeVisible();

    // A custom range that ends yesterday leaves out today's opening balance; ending today brings it back.
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom' });
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const lastWeek = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    await expect(page.getByRole('button', { name: `Start date ${numeric(lastWeek)}` })).toBeVisible();
    await pickDate(page, 'End date', yesterday);
    await expect(page.getByRole('button', { name: `End date ${numeric(yesterday)}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No transactions' })).toBeVisible();
    await pickDate(page, 'End date', today);
    await expect(opening).toBeVisible();

    // The end is never after today, and the start never after the end.
    await page.getByRole('button', { name: /^End date/ }).click();
    const sheet = page.getByRole('dialog', { name: 'End date' });
    const years = await sheet.getByRole('combobox', { name: 'Year' }).locator('option').allTextContents();
    expect(years.at(-1)).toBe(String(today.getFullYear()));
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await pickDate(page, 'Start date', today);
    await expect(page.getByRole('button', { name: `Start date ${numeric(today)}` })).toBeVisible();
    await expect(opening).toBeVisible();
  });

  test('pages 25 records at a time', async ({ page, request }) => {
    const username = `rec${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditsFromStaff(request, username, 26);
    await page.goto(RECORDS);
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(rows).toHaveCount(25);
    // Newest first: the 26th credit, with the staff member's reason and the balance after all 26.
    await expect(rows.first()).toContainText('Adjustment');
    await expect(rows.first()).toContainText('Goodwill credit 26');
    await expect(rows.first()).toContainText('+¥26');
    await expect(rows.first()).toContainText('Balance¥351');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 2 of 2');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Goodwill credit 1');
    await expect(rows.first()).toContainText('Balance¥1');
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(rows).toHaveCount(25);
  });

  test('a movement under one unit shows its cents (+¥0.50), a whole one none; the balance keeps no decimals', async ({
    page,
    request,
  }) => {
    const username = `cen${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 50, 'Half a yuan');
    await creditFromStaff(request, username, 200, 'Two yuan');
    await page.goto(RECORDS);
    const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('+¥2');
    await expect(rows.nth(0)).not.toContainText('+¥2.00');
    await expect(rows.nth(1)).toContainText('Half a yuan');
    await expect(rows.nth(1)).toContainText('+¥0.50');
    await expect(rows.nth(1)).toContainText('Balance¥0');
  });

  test('a visitor is sent to log in', async ({ page }) => {
    await page.goto(RECORDS);
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test(`axe finds no serious or critical violations on the record page (dark and light)`, async ({ page }) => {
    await logInAsDemo(page);
    const check = async (state: string) => {
      await inBothModes(page, async (mode) => {
        const results = await axeIn(page, mode).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map((v) => `${mode} ${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    };
    await page.goto(RECORDS);
    await expect(page.getByRole('listitem').filter({ hasText: 'Opening balance' })).toBeVisible();
    await check('list');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposits' });
    await expect(page.getByRole('heading', { name: 'No transactions' })).toBeVisible();
    await check('empty');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom' });
    await page.getByRole('button', { name: /^Start date/ }).click();
    await expect(page.getByRole('dialog', { name: 'Start date' })).toBeVisible();
    // Let the sheet finish sliding in, so contrast is measured on the final frame.
    await page.waitForTimeout(500);
    await check('date picker');
  });
});
