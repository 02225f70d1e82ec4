import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, fontsLoaded, freshClientIp, test } from './fixtures';
import { ADMIN, creditFromStaff, openAdminSection, registerPlayer } from './players';

let seq = 0;
const freshUsername = () => `pp${String((Date.now() + seq++) % 1_000_000_000)}`;

/** A second browser context with the back office signed in as the e2e admin (its own client address). */
async function signedInStaff(browser: Browser, baseURL: string | undefined) {
  const staffContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
  });
  const staff = await staffContext.newPage();
  await staff.goto('/admin/login');
  await staff.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await staff.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
  return { staffContext, staff };
}

/** Player protection (issue 19): a deposit limit, enforced by the server, said in the player's words. */
test.describe('player protection', () => {
  test('a player sets a daily deposit limit, is refused a deposit over it with the limit, what is left and the reset, and sees a pending increase', async ({
    page,
  }) => {
    await registerPlayer(page, freshUsername());

    // One tap from the member centre.
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Responsible gaming' }).first().click();
    await page.waitForURL(/\/m\/member\/responsible/);

    // A first limit applies at once.
    await page.getByRole('button', { name: 'Set limit Daily deposit limit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Daily deposit limit' });
    await sheet.getByRole('textbox', { name: 'New limit' }).fill('100');
    await expect(sheet.getByText('A new limit applies straight away.')).toBeVisible();
    await sheet.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('Limit saved. It applies now.')).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Daily deposit limit' });
    await expect(meter).toHaveAttribute('aria-valuetext', '¥0 used of ¥100');

    // The deposit page no longer asks for a limit; ¥150 is refused before any payment channel.
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('radio', { name: /Instant pay \(sandbox\)/ })).toBeVisible();
    await expect(page.getByText('Set a deposit limit')).toHaveCount(0);
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('150');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit limit reached' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Daily deposit limit' })).toHaveText(
      /This deposit would pass your Daily deposit limit of ¥100\. You can deposit up to ¥100 until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
    );
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // Raising it waits: the increase is pending, with the time it can take effect.
    await page.getByRole('link', { name: 'View my limits' }).click();
    await page.waitForURL(/\/m\/member\/responsible\?tab=limits/);
    await page.getByRole('button', { name: 'Change Daily deposit limit' }).click();
    const change = page.getByRole('dialog', { name: 'Daily deposit limit' });
    await change.getByRole('textbox', { name: 'New limit' }).fill('500');
    await expect(change.getByText(/A higher limit does not apply at once: it waits 24 hours/)).toBeVisible();
    await change.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByRole('heading', { name: 'Pending increase to ¥500' })).toBeVisible();
    await expect(page.getByText(/^You can confirm it from .*; it takes effect when you do\./)).toBeVisible();
    // The limit in force is still ¥100.
    await expect(meter).toHaveAttribute('aria-valuetext', '¥0 used of ¥100');
  });

  test('a daily wager limit stops the next spin in the game window, which says the limit, what is left and when it resets', async ({
    page,
    request,
  }) => {
    const username = freshUsername();
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000, 'E2E: money to play');
    await page.goto('/m/member/responsible');
    await page.getByRole('button', { name: 'Set limit Daily wager limit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Daily wager limit' });
    await sheet.getByRole('textbox', { name: 'New limit' }).fill('0.10');
    await sheet.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('Limit saved. It applies now.')).toBeVisible();

    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Lucky Sevens', exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/play\/lumen-lucky-sevens$/);
    const balance = page.getByTestId('play-balance');
    await expect(page.getByTestId('play-stake')).toHaveText('¥0.10');
    const refusal = page.getByText(
      /^This spin would pass your daily wager limit of ¥0\.10: ¥0 left until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
    );
    // The first paid spin stakes the whole ¥0.10; the next paid one is refused by the server (a free
    // spin won on the way stakes nothing, so it may take a spin more).
    let before = '';
    for (let i = 0; i < 6 && (await refusal.count()) === 0; i += 1) {
      const spin = page.getByRole('button', { name: /^(Spin|Free spin)$/ });
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
      before = (await balance.textContent()) ?? '';
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/studio/spin'));
      await spin.click();
      await answer;
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(refusal).toBeVisible();
    // Nothing was taken for the refused spin.
    await expect(balance).toHaveText(before);
  });

  test('a reality check comes up over the game window after 15 minutes with the session figures, and Continue goes back to the game', async ({
    page,
    request,
  }) => {
    // The page's clock runs on (from now) and can be moved on; the server's stays real.
    await page.clock.install();
    const username = freshUsername();
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000, 'E2E: money to play');
    await page.goto('/m/member/responsible?tab=time');
    await page.getByRole('button', { name: '15 min' }).first().click();
    await expect(page.getByRole('button', { name: '15 min' }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Lucky Sevens', exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/play\/lumen-lucky-sevens$/);
    await expect(page.getByTestId('play-stake')).toHaveText('¥0.10');
    let paid = 0;
    for (let i = 0; i < 2; i += 1) {
      const spin = page.getByRole('button', { name: /^(Spin|Free spin)$/ });
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
      if (!(await spin.innerText()).toLowerCase().includes('free')) paid += 10;
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/studio/spin'));
      await spin.click();
      await answer;
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
    }
    const balanceText = (await page.getByTestId('play-balance').textContent()) ?? '';
    const balance = Math.round(Number(balanceText.replace(/[^\d.]/g, '')) * 100);
    const won = balance - 10_000 + paid;

    await page.clock.fastForward('15:00');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check).toContainText(/You have been logged in for 1[56] minutes\./);
    const row = (label: string) => check.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    // A whole amount reads without decimals (¥0), any other with them (¥0.20).
    const yuan = (minor: number) => `¥${minor % 100 === 0 ? minor / 100 : (minor / 100).toFixed(2)}`;
    await expect(row('Wagered this session')).toHaveText(yuan(paid));
    await expect(row('Won this session')).toHaveText(yuan(won));
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toBeHidden();
    await expect(page).toHaveURL(/\/m\/play\/lumen-lucky-sevens$/);
  });

  test('a self-excluded player can no longer deposit or open a game, and can still withdraw', async ({
    page,
    request,
  }) => {
    const username = freshUsername();
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 50_000, 'E2E: money to withdraw');
    await page.goto('/m/member/responsible?tab=breaks');
    await page.getByRole('button', { name: 'Self-exclude' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Self-exclude: 6 months?' });
    await expect(confirm).toContainText('You can still log in to withdraw your balance');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your self-exclusion has started')).toBeVisible();

    // No game opens: the launch is refused and says until when.
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Lucky Sevens', exact: true }).first().click();
    await expect(page.getByText(/It ends on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/slot-games$/);

    // No deposit: the server refuses it before any channel, and the page says why.
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Deposits are closed' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // The withdrawal still works: payment password, bank account, ¥100 submitted.
    await page.goto('/m/withdraw');
    await page.getByRole('link', { name: 'Set it in the security centre' }).click();
    const form = page.getByRole('form', { name: 'Payment password' });
    await form.getByLabel('Log-in password').fill('abc12345');
    await form.getByLabel('New payment password').fill('246801');
    await form.getByLabel('Confirm payment password').fill('246801');
    await form.getByRole('button', { name: 'Set payment password' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await page.goto('/m/withdraw');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add a bank account' });
    await sheet.getByLabel('Bank').selectOption({ label: 'China Merchants Bank' });
    // A number of its own: an account number is bound to one player only (withdraw.spec binds 6225…6789).
    await sheet.getByRole('textbox', { name: 'Account number' }).fill(`621790${String(Date.now()).slice(-10)}`);
    await sheet.getByRole('textbox', { name: 'Account holder' }).fill('Zhang San');
    await sheet.getByRole('button', { name: 'Add account' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByLabel('Payment password').fill('246801');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('¥400');
  });

  test("support approves a self-excluded player's early-lift request with a reason, and the player sees the decision", async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = freshUsername();
    await registerPlayer(page, username);
    await page.goto('/m/member/responsible?tab=breaks');
    await page.getByRole('button', { name: 'Self-exclude' }).click();
    await page
      .getByRole('alertdialog', { name: 'Self-exclude: 6 months?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('Your self-exclusion has started')).toBeVisible();
    await page.getByRole('button', { name: 'Request early lift' }).click();
    await expect(page.getByText('Request sent. We will decide within 7 days.')).toBeVisible();
    await expect(page.getByText('Waiting for a decision')).toBeVisible();

    const { staffContext, staff } = await signedInStaff(browser, baseURL);
    await openAdminSection(staff, 'Player protection');
    const request = staff.locator(`[aria-label="${username}"]`);
    await request.getByRole('button', { name: 'Approve' }).click();
    const decide = staff.getByRole('dialog', { name: `Approve the early lift for ${username}?` });
    // A decision needs its reason.
    await decide.getByRole('button', { name: 'Approve' }).click();
    await expect(decide.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    await decide.getByRole('textbox', { name: 'Reason' }).fill('We spoke with the player and agreed a cooling-off');
    await decide.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText('Approved: the exclusion lifts in 24 hours')).toBeVisible();
    await staffContext.close();

    await page.reload();
    await expect(page.getByText('We spoke with the player and agreed a cooling-off')).toBeVisible();
    await expect(page.getByText(/^Lifted at$/)).toBeVisible();
  });

  test("support sets an operator deposit limit on a player's protection page; it binds the player's deposits at once", async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = freshUsername();
    await registerPlayer(page, username);

    const { staffContext, staff } = await signedInStaff(browser, baseURL);
    await openAdminSection(staff, 'Members & ledger');
    await staff.getByRole('textbox', { name: 'Username' }).fill(username);
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff
      .getByRole('row', { name: username, exact: true })
      .getByRole('link', { name: `Open ${username}` })
      .click();
    await staff.getByRole('link', { name: 'Protection' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: `Protection: ${username}` })).toBeVisible();
    await staff.locator('[aria-label="Daily deposit"]').getByRole('button', { name: 'Operator limit' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Operator limit: Daily deposit' });
    await dialog.getByRole('textbox', { name: 'Operator limit' }).fill('50');
    await dialog.getByRole('button', { name: 'Save operator limit' }).click();
    await expect(staff.getByText('Operator limit saved')).toBeVisible();
    await expect(staff.getByText('Operator limit set').first()).toBeVisible();
    await staffContext.close();

    // The player sees the operator's limit in force, and a deposit over it is refused.
    await page.goto('/m/member/responsible');
    await expect(page.getByRole('meter', { name: 'Daily deposit limit' })).toHaveAttribute(
      'aria-valuetext',
      '¥0 used of ¥50',
    );
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit limit reached' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Daily deposit limit' })).toContainText('of ¥50');
  });

  test('axe finds no serious or critical violations on the responsible-gaming sections (dark and light)', async ({
    page,
  }) => {
    await registerPlayer(page, freshUsername());
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      for (const tab of ['limits', 'time', 'breaks', 'statement']) {
        await page.goto(`/m/member/responsible?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await fontsLoaded(page);
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${mode} ${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
    }
  });
});
