import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, pickBirthday, test } from './fixtures';
import { openAdminSection } from './players';

/** The e2e server's first staff user (scripts/e2e-server.ts) and its captcha answer. */
const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
const CAPTCHA = '246810';
const PLAYER_PASSWORD = 'finance2026';
const PIN = '135790';

let seq = 0;
const fresh = (prefix: string) => `${prefix}${String((Date.now() + seq++) % 1_000_000_000)}`;
/** A bank account number nobody has bound (16 digits). */
const freshAccountNumber = () => `62${String(Date.now()).slice(-10)}${String(seq++ % 10_000).padStart(4, '0')}`;

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  await inBothModes(page, async (mode) => {
    const results = await axeIn(page, mode).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

/** Opens a date field's sheet, turns the year, month and day wheels, and confirms. */
async function pickDate(page: Page, field: string, date: Date) {
  await page.getByRole('button', { name: new RegExp(`^${field} `) }).click();
  const sheet = page.getByRole('dialog', { name: field });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Year' }).selectOption(String(date.getFullYear()));
  await sheet.getByRole('combobox', { name: 'Month' }).selectOption(String(date.getMonth() + 1));
  await sheet.getByRole('combobox', { name: 'Day' }).selectOption(String(date.getDate()));
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();
}

/** A fresh player registered through the form, in its own browser context (its own cookies). */
async function newPlayer(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  await context.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  const page = await context.newPage();
  const username = fresh('f');
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PLAYER_PASSWORD);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Register/ }).click();
  await page.waitForURL(/\/m\/home$/);
  return { context, request: page.request, username };
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

/** The player reports a manual bank transfer: a pending deposit in the staff queue. */
async function reportBankTransfer(player: APIRequestContext, minor: number, reference: string) {
  const { channels } = await ok<{ channels: { id: string; kind: string }[] }>(
    await player.get('/api/wallet/deposit/channels?lang=en'),
  );
  const bank = channels.find((c) => c.kind === 'manual_bank');
  expect(bank).toBeTruthy();
  return ok<{ deposit: { id: string } }>(
    await player.post('/api/wallet/deposits', {
      data: { channelId: bank!.id, amount: minor, reference, clientRequestId: randomUUID() },
    }),
  );
}

async function memberByUsername(staff: APIRequestContext, username: string) {
  const found = await ok<{ id: string; username: string; balances: { cash: number } }[]>(
    await staff.get(`/api/admin/finance/members?q=${encodeURIComponent(username)}`),
  );
  const member = found.find((m) => m.username === username);
  expect(member, username).toBeTruthy();
  return member!;
}

test.describe('back office: members, adjustments and the audit log', () => {
  test('finance finds player03, credits 100 through the confirmation, sees the new balance, the ledger line and the audit row', async ({
    page,
  }) => {
    await signInStaff(page);
    await openAdminSection(page, 'Members & ledger');
    await expect(page.getByText('Search for a member')).toBeVisible();

    // An empty search is caught on the page.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Enter what to search for')).toBeVisible();

    await page.getByRole('textbox', { name: 'Username' }).fill('player03');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: 'player03', exact: true });
    await expect(row).toContainText('Player');
    await expect(row).toContainText('VIP0');
    await row.getByRole('link', { name: 'Open player03' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'player03' })).toBeVisible();
    // player03's opening balance: ¥500 of cash, posted against payment clearing (no other spec uses player03).
    const ledger = page.getByRole('table', { name: 'Ledger entries' });
    const opening = ledger.getByRole('row').filter({ hasText: 'Opening balance' });
    await expect(opening).toContainText('+¥500.00');
    await expect(opening).toContainText('Payment clearing');
    const balances = page.getByTestId('member-balances');
    const cashText = (await balances.locator('div').filter({ hasText: /^Cash/ }).locator('dd').innerText()).replace(
      /\s/g,
      '',
    );
    expect(cashText).toMatch(/^¥[\d,]+\.\d{2}$/);
    const cashBefore = Math.round(Number(cashText.replace(/[¥,]/g, '')) * 100);

    // Adjust balance: the member is chosen already.
    await page.getByRole('link', { name: 'Adjust balance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adjustments' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^player03/ })).toBeVisible();

    // More decimals than the currency has, and no reason: refused on the page, nothing sent.
    const amount = page.getByRole('textbox', { name: 'Amount' });
    const reasonField = page.getByRole('textbox', { name: 'Reason' });
    await amount.fill('12.345');
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    await expect(page.getByText('This currency has at most 2 decimal places')).toBeVisible();
    await expect(page.getByText('Enter the reason')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    const reason = `E2E goodwill ${randomUUID().slice(0, 8)}`;
    await amount.fill('100');
    await reasonField.fill(reason);
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Credit ¥100.00 to player03's cash?" });
    await expect(confirm).toContainText(`Reason: ${reason}`);
    const after = cashBefore + 10_000;
    const money = (minor: number) =>
      `¥${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minor / 100)}`;
    await expect(confirm).toContainText(`The cash balance goes from ${money(cashBefore)} to ${money(after)}.`);
    // Cancel changes nothing; confirming posts once, however often it is pressed.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/admin/finance/adjustments'));
    await confirm.getByRole('button', { name: 'Credit' }).dblclick();
    expect((await posted).status()).toBe(200);
    const result = page.getByTestId('adjust-result');
    await expect(result).toContainText("Credited ¥100.00 to player03's cash.");
    await expect(result).toContainText(`New cash balance: ${money(after)}`);
    await expect(page.getByTestId('adjust-balances')).toContainText(money(after));
    await expect(reasonField).toHaveValue('');

    // Debit it back at once, so the member ends as it began: the same form, a debit this time.
    const reversal = `E2E reversal ${reason.slice(-8)}`;
    await page.getByRole('combobox', { name: 'Credit or debit' }).selectOption('debit');
    await amount.fill('100');
    await reasonField.fill(reversal);
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const debit = page.getByRole('alertdialog', { name: "Debit ¥100.00 from player03's cash?" });
    await expect(debit).toContainText(`The cash balance goes from ${money(after)} to ${money(cashBefore)}.`);
    await debit.getByRole('button', { name: 'Debit' }).click();
    await expect(result).toContainText("Debited ¥100.00 from player03's cash.");
    await expect(result).toContainText(`New cash balance: ${money(cashBefore)}`);

    // The ledger lines, newest first: the reversal, then the credit.
    await page.getByRole('link', { name: "See this member's ledger" }).click();
    const lines = page.getByRole('table', { name: 'Ledger entries' }).getByRole('row');
    const credit = lines.filter({ hasText: reason });
    await expect(credit).toHaveCount(1);
    await expect(credit).toContainText('Manual adjustment');
    await expect(credit).toContainText('Staff: admin');
    await expect(credit).toContainText('+¥100.00');
    await expect(credit).toContainText(`after: ${money(after)}`);
    const back = lines.filter({ hasText: reversal });
    await expect(back).toContainText('−¥100.00');
    await expect(back).toContainText(`after: ${money(cashBefore)}`);
    await expect(lines.filter({ hasText: 'Manual adjustment' }).first()).toContainText(reversal);

    // The audit log has it: who, what, the target, the reason, before -> after.
    await openAdminSection(page, 'Audit log');
    const audit = page.getByRole('row').filter({ hasText: reason });
    await expect(audit).toHaveCount(1);
    await expect(audit).toContainText('Manual adjustment');
    await expect(audit).toContainText('admin');
    await expect(audit).toContainText(`cash${cashBefore}`);
    await expect(audit).toContainText(String(after));
    await expect(page.getByRole('row').filter({ hasText: reversal })).toContainText('Manual adjustment');
    // Filtered by the action and the staff member, it is still there; by another staff member, nothing.
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Manual adjustment' });
    await page.getByRole('textbox', { name: 'Staff username' }).fill('admin');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/action=wallet\.adjust/);
    await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Staff username' }).fill('nobody');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByText('No action matches these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
  });

  test('a debit beyond the balance is refused with the insufficient-funds message, and the form keeps what was typed', async ({
    page,
  }) => {
    await signInStaff(page);
    await openAdminSection(page, 'Adjustments');
    await page.getByRole('textbox', { name: 'Username, mobile or e-mail' }).fill('player03');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('row', { name: 'player03', exact: true })
      .getByRole('link', { name: 'Choose player03' })
      .click();
    await page.getByRole('combobox', { name: 'Credit or debit' }).selectOption('debit');
    await page.getByRole('textbox', { name: 'Amount' }).fill('99999999');
    await page.getByRole('textbox', { name: 'Reason' }).fill('E2E debit beyond the balance');
    await page.getByRole('button', { name: 'Review adjustment' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Debit ¥99,999,999.00 from player03's cash?" });
    await expect(confirm).toContainText('below zero (it will be refused)');
    await confirm.getByRole('button', { name: 'Debit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('99999999');
    await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue('E2E debit beyond the balance');
  });

  test('the overview shows the last ledger check and runs it on demand', async ({ page }) => {
    await signInStaff(page);
    const card = page.getByTestId('ledger-check');
    await expect(card.getByRole('heading', { name: 'Ledger check' })).toBeVisible();
    await card.getByRole('button', { name: 'Run check now' }).click();
    await expect(card.getByText('OK', { exact: true })).toBeVisible();
    await expect(card).toContainText('Last run:');
    await expect(card).toContainText(/\d+ accounts and \d+ entries checked\./);
    await expect(page.getByTestId('ledger-alarm')).toHaveCount(0);
  });
});

test.describe('back office: the deposit and withdrawal queues', () => {
  test('a reported bank transfer waits in the queue and is confirmed; one that someone else confirmed first says so', async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = await newPlayer(browser, baseURL!);
    try {
      const reference = `REF${Date.now() % 1_000_000}`;
      await reportBankTransfer(player.request, 50_000, reference);
      const second = await reportBankTransfer(player.request, 20_000, `${reference}B`);

      await signInStaff(page);
      await openAdminSection(page, 'Deposits');
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
      await page.getByRole('textbox', { name: 'Member (part of the username)' }).fill(player.username);
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const row = page.getByRole('row', { name: `Deposit of ¥500.00 by ${player.username}` });
      await expect(row).toContainText('Pending');
      await expect(row).toContainText(reference);
      await expect(row).toContainText('Bank transfer');

      // The date filter: days up to yesterday leave today's transfer out; back, and it is there again.
      const yesterday = new Date();
      yesterday.setDate(yesterday.getDate() - 1);
      await pickDate(page, 'To', yesterday);
      await expect(page.getByText('No deposits match')).toBeVisible();
      await expect(row).toBeHidden();
      await page.goBack();
      await expect(row).toBeVisible();
      await expect(page.getByRole('button', { name: /^To / })).toHaveAccessibleName('To Any day');
      // From today on it shows; Clear dates takes both days away.
      await pickDate(page, 'From', new Date());
      await expect(row).toBeVisible();
      await page.getByRole('button', { name: 'Clear dates' }).click();
      await expect(page.getByRole('button', { name: /^From / })).toHaveAccessibleName('From Any day');
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Confirm ${player.username}'s deposit of ¥500.00?` });
      await expect(dialog).toContainText(reference);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(`Deposit of ¥500.00 confirmed for ${player.username}`)).toBeVisible();
      await expect(row).toBeHidden();
      const member = await memberByUsername(page.request, player.username);
      expect(member.balances.cash).toBe(50_000);

      // Another staff member confirms the second one while this page still shows it pending.
      const other = page.getByRole('row', { name: `Deposit of ¥200.00 by ${player.username}` });
      await expect(other).toContainText('Pending');
      await ok(await page.request.post(`/api/admin/finance/deposits/${second.deposit.id}/confirm`));
      await other.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(/^Already processed/)).toBeVisible();
      await expect(other).toBeHidden();
      expect((await memberByUsername(page.request, player.username)).balances.cash).toBe(70_000);

      // Every status: both are confirmed, by admin.
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Any status' });
      await expect(page.getByRole('row', { name: `Deposit of ¥500.00 by ${player.username}` })).toContainText(
        'Confirmed',
      );
      await expect(page.getByRole('row', { name: `Deposit of ¥200.00 by ${player.username}` })).toContainText(
        'By admin',
      );
    } finally {
      await player.context.close();
    }
  });

  test('a withdrawal shows its full account number in the pay details and is rejected with a reason; the money is back', async ({
    page,
    browser,
    baseURL,
  }) => {
    const player = await newPlayer(browser, baseURL!);
    try {
      await signInStaff(page);
      const member = await memberByUsername(page.request, player.username);
      await ok(
        await page.request.post('/api/admin/finance/adjustments', {
          data: {
            memberId: member.id,
            account: 'cash',
            direction: 'credit',
            amount: 30_000,
            reason: 'E2E: money to withdraw',
            clientRequestId: randomUUID(),
          },
        }),
      );
      await ok(
        await player.request.post('/api/accounts/security/payment-password', {
          data: { password: PLAYER_PASSWORD, newPaymentPassword: PIN, confirmPaymentPassword: PIN },
        }),
      );
      const accountNumber = freshAccountNumber();
      const bank = await ok<{ id: string }>(
        await player.request.post('/api/wallet/bank-accounts', {
          data: { bankName: 'CMB', accountNumber, payeeName: 'Li Wei' },
        }),
      );
      await ok(
        await player.request.post('/api/wallet/withdrawals', {
          data: { bankAccountId: bank.id, amount: 12_000, paymentPassword: PIN, clientRequestId: randomUUID() },
        }),
      );
      expect((await memberByUsername(page.request, player.username)).balances.cash).toBe(18_000);

      await openAdminSection(page, 'Withdrawals');
      await page.getByRole('textbox', { name: 'Member (part of the username)' }).fill(player.username);
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const row = page.getByRole('row', { name: `Withdrawal of ¥120.00 by ${player.username}` });
      await expect(row).toContainText('Pending');
      await expect(row).toContainText('China Merchants Bank');
      await expect(row).toContainText(`**** **** ${accountNumber.slice(-4)}`);
      // In Chinese the bank has its Chinese name (from its code, as on the player's withdraw page).
      await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: player.username })).toContainText('招商银行');
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.reload();
      await expect(row).toContainText('China Merchants Bank');
      // The list never carries the full number.
      await expect(page.getByText(accountNumber)).toHaveCount(0);

      // The pay details: the full number, fetched when opened.
      const detailCall = page.waitForResponse((r) => /\/api\/admin\/finance\/withdrawals\/[^/?]+$/.test(r.url()));
      await row.getByRole('button', { name: 'Pay details' }).click();
      await detailCall;
      const details = page.getByRole('dialog', { name: `Pay ${player.username}` });
      await expect(details.getByTestId('withdrawal-account-number')).toHaveText(accountNumber);
      await expect(details).toContainText('Li Wei');
      await expect(details).toContainText('¥180.00');
      await details.getByRole('button', { name: 'Close' }).click();
      await expect(details).toBeHidden();

      // Reject: the reason is required.
      await row.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: `Reject ${player.username}'s withdrawal of ¥120.00?` });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(reject.getByText('Enter the reason')).toBeVisible();
      await reject.getByRole('textbox', { name: 'Reason' }).fill('Payee name does not match the bank’s records');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await expect(reject).toBeHidden();
      await expect(page.getByText(/^Withdrawal of ¥120\.00 rejected for/)).toBeVisible();
      await expect(row).toBeHidden();
      expect((await memberByUsername(page.request, player.username)).balances.cash).toBe(30_000);

      // The audit log: the view of the full number and the rejection with its reason.
      await openAdminSection(page, 'Audit log');
      await expect(page.getByRole('row').filter({ hasText: 'Payee name does not match' })).toContainText(
        'Withdrawal rejected',
      );
      await expect(page.getByRole('row').filter({ hasText: 'Withdrawal account number viewed' }).first()).toBeVisible();
    } finally {
      await player.context.close();
    }
  });
});

const SECTIONS = ['Members & ledger', 'Adjustments', 'Audit log', 'Deposits', 'Withdrawals', 'Jobs'] as const;

async function axeTour(page: Page) {
  await signInStaff(page);
  await expect(page.getByTestId('ledger-check')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const section of SECTIONS) {
    await openAdminSection(page, section);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  // With content: demo's ledger, and the adjustment form with its errors and its confirmation.
  await page.goto('/admin/members?q=demo');
  await page.getByRole('row', { name: 'demo', exact: true }).getByRole('link', { name: 'Open demo' }).click();
  await expect(page.getByRole('table', { name: 'Ledger entries' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Adjust balance' }).click();
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(page.getByText('Enter the amount')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('1');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Axe check only');
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page);
}

test(`axe finds no serious or critical violations on the finance sections on a phone (dark and light)`, async ({
  page,
}) => {
  // Seven axe runs over five sections: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(180_000);
  await axeTour(page);
});

test.describe('finance sections on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test(`axe finds no serious or critical violations in the table layout (dark and light)`, async ({ page }) => {
    test.setTimeout(180_000);
    await axeTour(page);
  });
});
