import type { Browser, Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, test } from './fixtures';
import { adminMenu } from './players';

/**
 * Staff accounts in the back office (/admin/staff): an admin creates a finance user with a generated
 * password, that user signs in and sees the finance menu, the admin disables them, and their next
 * request sends them to the log-in page; an admin limits a new account to one brand. Every account here
 * is new (a fresh username).
 */

const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };

let seq = 0;
const fresh = (prefix: string) => `${prefix}${String((Date.now() + seq++) % 1_000_000_000)}`;

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}` })).toBeVisible();
}

async function newStaffPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  return { context, page: await context.newPage() };
}

test.describe('staff accounts', () => {
  test('an admin creates a finance user who signs in to the finance menu; disabled, their next request signs them out', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await (await adminMenu(page)).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Staff accounts' })).toBeVisible();

    // Create, with the password left empty: the generated one is shown once, with Copy.
    const username = fresh('fin');
    await page.getByRole('button', { name: 'New staff account' }).click();
    const create = page.getByRole('dialog', { name: 'New staff account' });
    await create.getByRole('textbox', { name: 'Username' }).fill(username);
    await create.getByRole('combobox', { name: 'Role' }).selectOption('finance');
    await create.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: `The password of ${username}` });
    await expect(shown.getByText('it is not shown again')).toBeVisible();
    const password = (await shown.getByRole('status', { name: 'Generated password' }).textContent())?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: username });
    await expect(row).toContainText('Finance');
    await expect(row).toContainText('Active');

    // The finance user signs in (another browser) and sees the finance sections, not Staff.
    const finance = await newStaffPage(browser, baseURL as string);
    await signIn(finance.page, username, password);
    const nav = await adminMenu(finance.page);
    await expect(nav.getByRole('link', { name: 'Deposits' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Adjustments' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await finance.page.keyboard.press('Escape');

    // The admin disables them, after confirming.
    await row.getByRole('button', { name: `Disable: ${username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Disable ${username}?` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');

    // Their next request is answered "signed out": the back office goes to the log-in page.
    await (await adminMenu(finance.page)).getByRole('link', { name: 'Deposits' }).click();
    await expect(finance.page).toHaveURL(/\/admin\/login/);
    await expect(finance.page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    // And the right password no longer signs them in (the same words as a wrong one).
    await finance.page.getByRole('textbox', { name: 'Username' }).fill(username);
    await finance.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await finance.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(finance.page.getByText('Wrong username or password')).toBeVisible();
    await finance.context.close();
  });

  test('an admin limits a new staff member to one brand with the brand picker; the table shows it', async ({
    page,
  }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin/staff');
    const username = fresh('sup');
    await page.getByRole('button', { name: 'New staff account' }).click();
    const create = page.getByRole('dialog', { name: 'New staff account' });
    await create.getByRole('textbox', { name: 'Username' }).fill(username);
    // Every brand by default; untick it and the brands appear, none ticked: one at least is needed.
    const brands = create.getByRole('group', { name: 'Brands' });
    const all = brands.getByRole('checkbox', { name: 'All brands' });
    await expect(all).toBeChecked();
    await all.uncheck();
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(brands.getByRole('alert')).toHaveText('Choose at least one brand');
    await brands.getByRole('checkbox', { name: 'Verdant Play' }).check();
    await expect(brands.getByRole('checkbox', { name: 'Aurum Play' })).not.toBeChecked();
    await create.getByRole('button', { name: 'Create' }).click();
    await page
      .getByRole('dialog', { name: `The password of ${username}` })
      .getByRole('button', { name: 'Done' })
      .click();
    const row = page.getByRole('row', { name: username });
    await expect(row).toContainText('verdant');
    await expect(row).not.toContainText('All brands');
    await expect(row).not.toContainText('aurum');
  });

  test(`the staff page on a phone has no serious axe violations (dark and light)`, async ({
    browser,
    baseURL,
  }, info) => {
    const admin = await newStaffPage(browser, baseURL as string);
    await signIn(admin.page, ADMIN.username, ADMIN.password);
    await admin.page.goto('/admin/staff');
    await expect(admin.page.getByRole('table', { name: 'Staff accounts' })).toBeVisible();
    await inBothModes(admin.page, async (mode) => {
      await admin.page.screenshot({ path: info.outputPath(`staff-${mode}.png`), fullPage: true });
      const results = await axeIn(admin.page, mode).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
    await admin.page.getByRole('button', { name: 'New staff account' }).click();
    await expect(admin.page.getByRole('dialog', { name: 'New staff account' })).toBeVisible();
    await inBothModes(admin.page, async (mode) => {
      await admin.page.screenshot({ path: info.outputPath(`staff-create-${mode}.png`) });
    });
    await admin.context.close();
  });
});
