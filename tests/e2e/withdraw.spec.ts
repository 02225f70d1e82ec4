import { randomUUID } from 'node:crypto';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { axeIn, expect, inBothModes, pickBirthday, test } from './fixtures';

/** The e2e server runs with CAPTCHA_FIXED=246810 and ADMIN_PASSWORD=admin-e2e-2468 (scripts/e2e-server.ts). */
const CAPTCHA = '246810';
const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
const PASSWORD = 'withdraw2026';
const PIN = '246801';

let seq = 0;
const freshUsername = () => `w${String((Date.now() + seq++) % 1_000_000_000)}`;

/** Registers a fresh player by username through the form; ends logged in on /m/home with ¥0. */
async function registerPlayer(page: Page): Promise<string> {
  const username = freshUsername();
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Register/ }).click();
  await page.waitForURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toContainText('¥0');
  return username;
}

/**
 * Staff credit the player's cash through the back office's manual adjustment (POST
 * /api/admin/finance/adjustments), as finance would: the player then has money to withdraw.
 */
async function fund(baseURL: string, username: string, minor: number) {
  const staff = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await staff.post('/api/admin/session', { data: ADMIN })).ok()).toBe(true);
    const found = await staff.get(`/api/admin/finance/members?q=${encodeURIComponent(username)}`);
    const member = ((await found.json()).value as { id: string; username: string }[]).find(
      (m) => m.username === username,
    );
    expect(member, username).toBeTruthy();
    const credited = await staff.post('/api/admin/finance/adjustments', {
      data: {
        memberId: member!.id,
        account: 'cash',
        direction: 'credit',
        amount: minor,
        reason: 'E2E: money to withdraw',
        clientRequestId: randomUUID(),
      },
    });
    expect(credited.ok(), await credited.text()).toBe(true);
  } finally {
    await staff.dispose();
  }
}

/** Sets the payment password in the security centre with the log-in password, as the notice asks. */
async function setPaymentPassword(page: Page) {
  await page.getByRole('link', { name: 'Set it in the security centre' }).click();
  await page.waitForURL(/\/m\/securityCenter\?tab=payment$/);
  const form = page.getByRole('form', { name: 'Payment password' });
  await form.getByLabel('Log-in password').fill(PASSWORD);
  await form.getByLabel('New payment password').fill(PIN);
  await form.getByLabel('Confirm payment password').fill(PIN);
  await form.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
}

test.describe('withdraw', () => {
  test('a player sets a payment password, binds a bank account and withdraws ¥100; the balance drops', async ({
    page,
    baseURL,
  }) => {
    const username = await registerPlayer(page);
    await fund(baseURL!, username, 50_000);
    await page.goto('/m/withdraw');
    const header = page.getByRole('banner');
    await expect(header).toContainText('¥500');
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('¥500');

    // No payment password yet: the page sends the player to the security centre first.
    await expect(page.getByRole('heading', { name: 'Set a payment password first' })).toBeVisible();
    await setPaymentPassword(page);
    await page.goto('/m/withdraw');
    await expect(page.getByRole('heading', { name: 'No bank account yet' })).toBeVisible();

    // Bind a bank account in the sheet; the first one sets the payee name.
    await page.getByRole('button', { name: 'Add bank account' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add a bank account' });
    await sheet.getByLabel('Bank').selectOption({ label: 'China Merchants Bank' });
    await sheet.getByRole('textbox', { name: 'Account number' }).fill('6225 8801 2345 6789');
    await sheet.getByRole('textbox', { name: 'Account holder' }).fill('Zhang San');
    await sheet.getByRole('button', { name: 'Add account' }).click();
    await expect(sheet).toBeHidden();
    const account = page.getByRole('radio', { name: 'China Merchants Bank **** **** 6789' });
    await expect(account).toBeChecked();
    // The full number is never on the page.
    await expect(page.locator('body')).not.toContainText('6225880123456789');
    await expect(page.getByText('Withdrawals left today: 5 of 5')).toBeVisible();
    // The VIP level's daily amount (VIP0: ¥100,000).
    await expect(page.getByText('Left to withdraw today: ¥100,000 of ¥100,000')).toBeVisible();

    const amount = page.getByRole('textbox', { name: 'Amount' });
    const pin = page.getByLabel('Payment password');
    const submit = page.getByRole('button', { name: 'Withdraw', exact: true });

    // Under the minimum: the page says what the minimum is, and keeps what was typed.
    await amount.fill('50');
    await pin.fill(PIN);
    await submit.click();
    await expect(page.getByText('The minimum withdrawal is ¥100')).toBeVisible();
    await expect(amount).toHaveValue('50');

    // A wrong payment password: the server's answer, with the tries left.
    await amount.fill('100');
    await pin.fill('111111');
    await submit.click();
    await expect(page.getByText('Wrong payment password. 4 tries left')).toBeVisible();
    await expect(amount).toHaveValue('100');
    await expect(header).toContainText('¥500');

    // The right one: pending, and the money has left the balance.
    await pin.fill(PIN);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('China Merchants Bank **** **** 6789');
    await expect(header).toContainText('¥400');
    await expect(page.getByRole('link', { name: 'Transaction record' })).toHaveAttribute(
      'href',
      '/m/transaction/record',
    );

    await page.getByRole('button', { name: 'Back to withdraw' }).click();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('¥400');
    const recent = page.getByRole('region', { name: 'Recent withdrawals' });
    await expect(recent.getByText('Pending', { exact: true })).toBeVisible();
    await expect(recent).toContainText('¥100');
    await expect(page.getByText('Withdrawals left today: 4 of 5')).toBeVisible();
    await expect(page.getByText('Left to withdraw today: ¥99,900 of ¥100,000')).toBeVisible();
  });

  test(`axe finds no serious or critical violations on /m/withdraw, with and without a bank account (dark and light)`, async ({
    page,
    baseURL,
  }) => {
    const username = await registerPlayer(page);
    await fund(baseURL!, username, 20_000);
    await page.goto('/m/withdraw');
    await expect(page.getByRole('heading', { name: 'Set a payment password first' })).toBeVisible();
    // Serious and critical findings, as the other pages' checks (the shell's own landmarks are theirs).
    const scan = async (state: string) => {
      await inBothModes(page, async (mode) => {
        const results = await axeIn(page, mode).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          bad.map((v) => `${mode} ${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    };
    await scan('no payment password');
    await setPaymentPassword(page);
    await page.goto('/m/withdraw');
    await expect(page.getByRole('heading', { name: 'No bank account yet' })).toBeVisible();
    await scan('no bank account');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add a bank account' });
    await sheet.getByRole('button', { name: 'Add account' }).click();
    await expect(sheet.getByText('This field is required').first()).toBeVisible();
    await scan('bind sheet with errors');
    await sheet.getByLabel('Bank').selectOption({ label: 'Bank of China' });
    await sheet.getByRole('textbox', { name: 'Account number' }).fill(`621790${String(Date.now()).slice(-10)}`);
    await sheet.getByRole('textbox', { name: 'Account holder' }).fill('Li Si');
    await sheet.getByRole('button', { name: 'Add account' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Enter your 6-digit payment password')).toBeVisible();
    await scan('with a bank account and an error');
  });
});
