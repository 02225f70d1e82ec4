import type { Page } from '@playwright/test';
import { axeIn, expect, inBothModes, test } from './fixtures';

/** The e2e server starts with ADMIN_PASSWORD set to this (scripts/e2e-server.ts): the first staff user `admin`. */
const ADMIN_PASSWORD = 'admin-e2e-2468';
/** The e2e server's fixed captcha answer (CAPTCHA_FIXED). */
const CAPTCHA = '246810';

async function signIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoAxeViolations(page: Page) {
  await inBothModes(page, async (mode) => {
    const results = await axeIn(page, mode).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('back office', () => {
  test('sends a visitor to the log-in page, refuses a wrong password, signs in, and signs out through the confirmation', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page).toHaveTitle('Staff sign-in · Back office');

    // Empty fields are caught before anything is sent.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();

    await signIn(page, 'admin', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Enter submits.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('admin', { exact: true })).toBeVisible();
    await expect(topBar.getByText('Administrator')).toBeVisible();

    // The menu lists every section the administrator may open (docs/admin.md), none of them pending.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Back office' });
    const nav = menu.getByRole('navigation', { name: 'Back-office sections' });
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Deposits', 'Withdrawals', 'Members & ledger', 'Adjustments', 'Audit log', 'Jobs', 'Staff']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByText('Coming with the wallet release')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // A reload keeps the session (httpOnly cookie).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();

    // Sign out: cancel first, then confirm.
    await page.getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out of the back office?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();

    // Signed out on the server too: the back office sends us to log in again.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a session that ends on the server sends the back office to the log-in page, with a message and the way back', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/login?next=%2Fadmin');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();

    // The session ends (here: its cookie is gone, as after it expired); coming back to the tab checks it.
    await context.clearCookies({ name: 'admin_sid' });
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();

    // The way back: signing in again returns to the section the person was sent from.
    await page.goto('/admin/deposits');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdeposits$/);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/deposits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();

    // An unknown back-office path is not a page: it leads to the overview.
    await page.goto('/admin/nope');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test(`axe finds no serious or critical violations on the log-in page and the overview (dark and light)`, async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    // With the errors showing too.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('after 3 wrong passwords from one address the captcha appears; with it the right password signs in', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    // Wrong tries on a name nobody has: the address's count asks for the captcha, not admin's own.
    const captcha = page.getByRole('textbox', { name: 'Verification code' });
    for (let i = 0; i < 3; i++) {
      await signIn(page, `nobody${Date.now().toString(36)}`, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
    }
    await expect(captcha).toBeVisible();
    await expect(page.getByRole('button', { name: 'New picture' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Without the code the form says so before sending; with it the staff member signs in.
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(captcha).toBeFocused();
    await captcha.fill(CAPTCHA);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
  });

  test('the colour mode switch on the log-in page is the player site’s stored choice', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('back office on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('shows the navigation as a sidebar and signs out from the top bar', async ({ page }) => {
    await page.goto('/admin');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back-office sections' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
    // Sections sit under group headings: the Money list holds the cash sections.
    const money = nav.getByRole('list', { name: 'Money' });
    await expect(money.getByRole('link')).toHaveText(['Deposits', 'Withdrawals', 'Adjustments', 'Deposit channels']);
    await expect(nav.getByRole('list', { name: 'System' }).getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
