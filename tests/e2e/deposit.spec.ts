import type { Page } from '@playwright/test';
import { axeIn, expect, inBothModes, pickBirthday, test } from './fixtures';

/** The e2e server runs with CAPTCHA_FIXED=246810 (scripts/e2e-server.ts): that answer always passes. */
const CAPTCHA = '246810';

/** Back from the gateway, the result page loads its chunk and asks the server: allow for a busy machine. */
const ARRIVAL = 15_000;

let seq = 0;
const freshUsername = () => `d${String((Date.now() + seq++) % 1_000_000_000)}`;

/** Registers a fresh player by username through the form; ends logged in on /m/home with ¥0. */
async function registerPlayer(page: Page) {
  const password = 'deposit2026';
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(freshUsername());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Register/ }).click();
  await page.waitForURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toContainText('¥0');
}

/** Opens the deposit page from the header's Deposit button, as a player would. */
async function openDeposit(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await page.waitForURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeVisible();
}

test.describe('deposit', () => {
  test('a new player deposits ¥200 through the sandbox gateway and the header balance shows it with the welcome bonus', async ({
    page,
  }) => {
    await registerPlayer(page);
    await openDeposit(page);
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('button', { name: '¥200', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The gateway's hosted page: another look, the amount, three choices.
    await page.waitForURL(/\/sandbox-pay\//);
    await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
    await expect(page.getByText('CNY 200.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/m\/voucherCenter\/result\?deposit=/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: ARRIVAL });
    await expect(page.getByRole('main').getByText('Paid', { exact: true })).toBeVisible();
    // Cash ¥200 and the first deposit's 120 % welcome bonus, ¥240 (docs/bonuses.md).
    await expect(page.getByRole('banner')).toContainText('¥440');

    // Back goes to the deposit page, not to the gateway.
    await page.getByRole('banner').getByRole('button', { name: /back/i }).click();
    await page.waitForURL(/\/m\/voucherCenter$/);
  });

  test('a failed payment shows Failed and leaves the balance alone', async ({ page }) => {
    await registerPlayer(page);
    await openDeposit(page);
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page.waitForURL(/\/m\/voucherCenter\/result\?deposit=/);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: ARRIVAL });
    await expect(page.getByRole('main').getByText('Failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('¥0');
  });

  test('leaving the gateway without paying shows Cancelled', async ({ page }) => {
    await registerPlayer(page);
    await openDeposit(page);
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('button', { name: '¥100', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Cancel and return to the merchant' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({ timeout: ARRIVAL });
    await expect(page.getByRole('banner')).toContainText('¥0');
  });

  test('a bank transfer checks the amount, then waits as pending for staff', async ({ page }) => {
    await registerPlayer(page);
    await openDeposit(page);
    await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await expect(page.getByText('6225 8801 2345 6789')).toBeVisible();

    // Below the minimum: the page says so with the channel's numbers and keeps what was typed.
    await page.getByRole('textbox', { name: 'Amount' }).fill('50');
    await page.getByRole('button', { name: 'I have transferred' }).click();
    await expect(page.getByText('The minimum for this method is ¥100')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');

    await page.getByRole('button', { name: '¥500', exact: true }).click();
    await page.getByRole('textbox', { name: 'Transfer reference' }).fill('CMB-20260101-7781');
    await page.getByRole('button', { name: 'I have transferred' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit submitted' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Pending review')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('CMB-20260101-7781');
    await expect(page.getByRole('banner')).toContainText('¥0');

    await page.getByRole('button', { name: 'View status' }).click();
    await page.waitForURL(/\/m\/voucherCenter\/result\?deposit=/);
    await expect(page.getByRole('main').getByText('Pending review')).toBeVisible();
  });

  test('a free-play account is refused deposit with the spec message', async ({ page }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Start free play' }).click();
    await page.waitForURL(/\/m\/home$/);
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByText('Free-play accounts cannot use this. Please register')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test(`axe finds no serious or critical violations on the deposit pages (dark and light)`, async ({ page }) => {
    await registerPlayer(page);
    const check = async (label: string) => {
      await inBothModes(page, async (mode) => {
        const results = await axeIn(page, mode).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map((v) => `${mode} ${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    };
    await openDeposit(page);
    await check('bank transfer');
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await check('sandbox');
    await page.getByRole('button', { name: '¥100', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await check('gateway page');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: ARRIVAL });
    await check('result');
  });
});
