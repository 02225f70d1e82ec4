import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, freshClientIp, test } from './fixtures';
import { openAdminSection } from './players';

/**
 * The wallet's whole journey as the demo player, with staff in the back office beside them (issue 4):
 * a sandbox deposit raises the balance; the deposit's turnover stops a withdrawal until finance waive
 * it; a withdrawal goes to the hold; staff reject it and the money comes back; the transaction record
 * shows the deposit, the withdrawal and its return.
 *
 * It changes the demo player's balance and records, which other specs read as seeded, so it runs in
 * its own Playwright project (`demo-journey`) after the `e2e` project has finished.
 */

const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
const DEMO = { username: 'demo', password: 'demo1234' };
const PIN = '864209';
/** Back from the gateway, the result page loads its chunk and asks the server: allow for a busy machine. */
const ARRIVAL = 15_000;

/** "¥8,888" → 888_800 minor units, from what the header shows. */
async function headerBalance(page: Page): Promise<number> {
  // The balance itself: the header's inbox badge ("5", "5 unread") follows it in the banner's text.
  const balance = page.getByRole('banner').getByText(/^¥[\d,]+(\.\d{2})?$/);
  await expect(balance).toBeVisible();
  const text = (await balance.textContent()) ?? '';
  const match = /¥([\d,]+)(?:\.(\d{2}))?/.exec(text);
  expect(match, text).toBeTruthy();
  return Number(match![1]!.replaceAll(',', '')) * 100 + Number(match![2] ?? 0);
}

const yuan = (minor: number) => `¥${new Intl.NumberFormat('en').format(minor / 100)}`;

async function staffPage(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize()!,
      extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
    });
  const staff = await context.newPage();
  await staff.goto('/admin/login');
  await staff.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
  return staff;
}

test('the demo player deposits through the gateway, is held by turnover until staff waive it, withdraws, and gets it back when staff reject', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // Log in as the demo player.
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: /^Log in/ }).click();
  await page.waitForURL(/\/m\/home$/);
  const start = await headerBalance(page);

  // 1. Deposit ¥200 through the sandbox gateway: the header balance rises by 200, and by the 120 %
  // welcome bonus of a first deposit (¥240, docs/bonuses.md): the header shows cash and bonus.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await page.waitForURL(/\/m\/voucherCenter$/);
  await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
  await page.getByRole('button', { name: '¥200', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/m\/voucherCenter\/result\?deposit=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: ARRIVAL });
  await expect(page.getByRole('banner')).toContainText(yuan(start + 44_000));

  // 2. Withdraw: a payment password first (in the security centre), then a bank account.
  await page.goto('/m/withdraw');
  const setPin = page.getByRole('link', { name: 'Set it in the security centre' });
  // The page shows either the way to set a payment password or the withdrawal form: wait for one.
  await expect(setPin.or(page.getByRole('textbox', { name: 'Amount' }))).toBeVisible({ timeout: ARRIVAL });
  if (await setPin.isVisible()) {
    await setPin.click();
    await page.waitForURL(/\/m\/securityCenter\?tab=payment$/);
    const form = page.getByRole('form', { name: 'Payment password' });
    await form.getByLabel('Log-in password').fill(DEMO.password);
    await form.getByLabel('New payment password').fill(PIN);
    await form.getByLabel('Confirm payment password').fill(PIN);
    await form.getByRole('button', { name: 'Set payment password' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await page.goto('/m/withdraw');
  }
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add a bank account' });
  await sheet.getByLabel('Bank').selectOption({ label: 'Bank of China' });
  await sheet.getByRole('textbox', { name: 'Account number' }).fill('6216 6100 0000 4321');
  const holder = sheet.getByRole('textbox', { name: 'Account holder' });
  if (await holder.isEditable()) await holder.fill('Demo Player');
  await sheet.getByRole('button', { name: 'Add account' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Bank of China **** **** 4321' })).toBeChecked();

  const amount = page.getByRole('textbox', { name: 'Amount' });
  const pin = page.getByLabel('Payment password');
  const submit = page.getByRole('button', { name: 'Withdraw', exact: true });

  // A withdrawal request forfeits the welcome bonus: the page says so first, and the player goes on.
  // The deposit's turnover is still owed: refused, with what remains, and nothing moves (the bonus stays).
  await amount.fill('150');
  await pin.fill(PIN);
  await submit.click();
  const forfeit = page.getByRole('alertdialog', { name: 'Withdrawing ends your bonus' });
  await expect(forfeit).toContainText('forfeits ¥240 of bonus money (Welcome bonus 120%)');
  await forfeit.getByRole('button', { name: 'Withdraw and forfeit' }).click();
  await expect(page.getByRole('region', { name: 'Turnover requirement not met' })).toContainText(
    'Wager ¥200 more before you can withdraw.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Wager ¥200 more before withdrawing' })).toBeVisible();
  await expect(amount).toHaveValue('150');
  await expect(page.getByRole('banner')).toContainText(yuan(start + 44_000));

  // 3. Finance waive it in the back office, with a reason.
  const staff = await staffPage(page);
  await openAdminSection(staff, 'Members & ledger');
  await staff.getByRole('textbox', { name: 'Username' }).fill('demo');
  await staff.getByRole('button', { name: 'Search', exact: true }).click();
  await staff.getByRole('row', { name: 'demo', exact: true }).getByRole('link', { name: 'Open demo' }).click();
  const balances = staff.getByTestId('member-balances');
  await expect(balances).toContainText('¥200.00');
  await balances.getByRole('button', { name: 'Waive' }).click();
  const waive = staff.getByRole('dialog', { name: 'Waive the turnover still owed' });
  await expect(waive).toContainText('They owe ¥200.00 now');
  const axe = await new AxeBuilder({ page: staff }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await waive.getByRole('button', { name: 'Waive' }).click();
  await expect(waive.getByText('Enter the reason')).toBeVisible();
  await waive.getByRole('textbox', { name: 'Reason' }).fill('E2E: deposit to test the payout path');
  await waive.getByRole('button', { name: 'Waive' }).click();
  await expect(waive).toBeHidden();
  await expect(staff.getByText('Turnover waived')).toBeVisible();
  await expect(balances.getByRole('button', { name: 'Waive' })).toHaveCount(0);

  // 4. The player withdraws ¥150 now: pending; the balance drops by 150 and the forfeited bonus.
  await pin.fill(PIN);
  await submit.click();
  await forfeit.getByRole('button', { name: 'Withdraw and forfeit' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(yuan(start + 5_000));

  // 5. Staff reject it in the withdrawal queue, with a reason: the money is back in cash.
  await openAdminSection(staff, 'Withdrawals');
  await staff.getByRole('textbox', { name: 'Member (part of the username)' }).fill('demo');
  await staff.getByRole('button', { name: 'Filter', exact: true }).click();
  const row = staff.getByRole('row', { name: 'Withdrawal of ¥150.00 by demo' });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Reject' }).click();
  const reject = staff.getByRole('dialog', { name: "Reject demo's withdrawal of ¥150.00?" });
  await reject.getByRole('textbox', { name: 'Reason' }).fill('Bank account under review');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(row).toBeHidden();
  await staff.context().close();

  // The player comes back to the withdraw page later.
  await page.goto('/m/withdraw');
  const recent = page.getByRole('region', { name: 'Recent withdrawals' });
  await expect(recent.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await expect(recent).toContainText('Bank account under review');
  await expect(page.getByRole('banner')).toContainText(yuan(start + 20_000));

  // 6. The transaction record shows all three: the deposit, the withdrawal and its return.
  await page.goto('/m/transaction/record');
  const list = page.getByRole('list', { name: 'Transactions' });
  const items = list.getByRole('listitem');
  await expect(items.filter({ hasText: 'Deposit' }).filter({ hasText: '+¥200' }).first()).toBeVisible();
  const withdrawal = items.filter({ hasText: 'Withdrawal', hasNotText: 'returned' }).filter({ hasText: '−¥150' });
  await expect(withdrawal.first()).toBeVisible();
  await expect(withdrawal.first()).toContainText('Rejected');
  await expect(items.filter({ hasText: 'Withdrawal returned' }).filter({ hasText: '+¥150' }).first()).toBeVisible();
});
