import type { APIRequestContext, Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, pickBirthday, test } from './fixtures';

/** The e2e server runs with CAPTCHA_FIXED=246810 (scripts/e2e-server.ts): that answer always passes. */
const CAPTCHA = '246810';

/** A number no other test uses: 139 + 8 digits from the clock and a counter. */
let seq = 0;
const freshMobile = () => `139${String((Date.now() + seq++) % 100_000_000).padStart(8, '0')}`;
const freshUsername = () => `u${String((Date.now() + seq++) % 1_000_000_000)}`;

/** The newest SMS code sent to a number, from the dev outbox (outside production only). */
async function smsCode(request: APIRequestContext, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()).value as { body: string }[];
    const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS to ${to} in the outbox`);
}

/** Logs in on /m/login like a person: if a captcha appears after a failed try, types it and tries again. */
async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const captcha = page.getByRole('textbox', { name: 'Verification code' });
  if (await captcha.isVisible()) await captcha.fill(CAPTCHA);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const result = await Promise.race([
    page.waitForURL(/\/m\/home$/).then(() => 'home' as const),
    captcha.waitFor({ state: 'visible' }).then(() => 'captcha' as const),
  ]);
  if (result === 'captcha' && !/\/m\/home$/.test(page.url())) {
    await captcha.fill(CAPTCHA);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);
  }
}

/** Registers by username through the form; ends logged in on /m/home. */
async function registerByUsername(page: Page, username: string, password: string) {
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Register/ }).click();
  await page.waitForURL(/\/m\/home$/);
}

test.describe('accounts', () => {
  test('register with a mobile number and the SMS code from the outbox, and end logged in', async ({
    page,
    request,
  }) => {
    const mobile = freshMobile();
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    // The 60 s resend countdown runs on the button.
    await expect(page.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
    const code = await smsCode(request, `+86${mobile}`);
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('play2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('play2026');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
    await pickBirthday(page);
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: /^Register/ }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    // A first visit is greeted as one, by the account name (no nickname was asked).
    const username: string = await page.evaluate(
      () => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').state?.info?.userName,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
    // The new wallet's balance, from the ledger: nothing deposited yet.
    await expect(header).toContainText('¥0');
    // Signed out through the side menu and in again: a return.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await menu.getByRole('button', { name: 'Sign out' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Log out' })
      .or(page.getByRole('dialog', { name: 'Log out' }));
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await logIn(page, username, 'play2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}`);
  });

  test('a nickname is what the site calls the player: the greeting and the side menu, with the total balance', async ({
    page,
  }) => {
    const username = freshUsername();
    await page.goto('/m/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Nickname' }).fill('Lucky Star');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('star2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('star2026');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
    await pickBirthday(page);
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: /^Register/ }).click();
    await page.waitForURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lucky Star');
    // A reload is the same first visit: the server says so, and renders it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lucky Star');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Lucky Star', { exact: true })).toBeVisible();
    await expect(menu.getByText(username)).toHaveCount(0);
    await expect(menu).toContainText('Total balance');
    await expect(menu).toContainText('¥0');
  });

  test('after three SMS codes from one address, registration asks for a captcha with the next code', async ({
    page,
    request,
  }) => {
    // The same address for the page and the earlier requests (a fresh one, so no other test counts).
    const ip = freshClientIp();
    await page.setExtraHTTPHeaders({ 'x-debug-client-ip': ip });
    for (let i = 0; i < 3; i++) {
      const res = await request.post('/api/accounts/sms-code', {
        headers: { 'x-debug-client-ip': ip },
        data: { purpose: 'register', countryDialingCode: '+86', mobileNum: freshMobile() },
      });
      expect(res.ok()).toBe(true);
    }
    const mobile = freshMobile();
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    // The form says what to do, and the captcha field (now under the code field) asks for its answer.
    await expect(
      page.getByRole('alert').filter({ hasText: /Enter the verification code in the picture/ }),
    ).toBeVisible();
    const captcha = page.getByRole('textbox', { name: 'Verification code' });
    await expect(captcha).toBeFocused();
    await captcha.fill(CAPTCHA);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
    const code = await smsCode(request, `+86${mobile}`);
    await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('play2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('play2026');
    // That captcha was used up by the code; the form takes a new one.
    await expect(captcha).toHaveValue('');
    await captcha.fill(CAPTCHA);
    await pickBirthday(page);
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: /^Register/ }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the demo player sees the balance in the header and the member centre, hides it and refreshes it', async ({
    page,
  }) => {
    await logIn(page, 'demo', 'demo1234');
    const header = page.getByRole('banner');
    await expect(header).toContainText('¥8,888');
    // Home has the same card, with the ways to move money.
    await page.goto('/m/home');
    const homeCard = page.getByRole('region', { name: 'Balance' });
    await expect(homeCard).toContainText('¥8,888');
    await expect(homeCard.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await page.goto('/m/member/home');
    const card = page.getByRole('region', { name: 'Balance' });
    await expect(page.getByRole('heading', { name: 'Demo Player' })).toBeVisible();
    await expect(card).toContainText('¥8,888');
    await card.getByRole('button', { name: 'Hide balance' }).click();
    await expect(card).toContainText('****');
    await expect(header).toContainText('****');
    await expect(header).not.toContainText('8,888');
    // The choice is kept across visits.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('****');
    await page.getByRole('button', { name: 'Show balance' }).click();
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/wallet') && r.status() === 200);
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await refreshed;
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('¥8,888');
    // Settings holds the same choice as a switch: on there, the balances are masked everywhere.
    await page.goto('/m/set');
    const hide = page.getByRole('switch', { name: 'Hide balances' });
    await expect(hide).toBeEnabled();
    await expect(hide).not.toBeChecked();
    await hide.check();
    await page.goto('/m/member/home');
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('****');
    await expect(header).not.toContainText('8,888');
  });

  test('registration needs a birthday of age (the age gate): none, then one 10 years old, are refused', async ({
    page,
  }) => {
    const username = freshUsername();
    await page.goto('/m/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('play2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('play2026');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: /^Register/ }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await pickBirthday(page, new Date().getFullYear() - 10);
    await page.getByRole('button', { name: /^Register/ }).click();
    await expect(page.getByText('You must be of legal age to register')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/register$/);
    await pickBirthday(page, 2000);
    await page.getByRole('button', { name: /^Register/ }).click();
    await page.waitForURL(/\/m\/home$/);
  });

  test('registration refuses a mismatched confirmation and an unticked disclaimer, keeping what was typed', async ({
    page,
  }) => {
    await page.goto('/m/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(freshUsername());
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('play2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('play2027');
    await pickBirthday(page);
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: /^Register/ }).click();
    await expect(page.getByText('Confirmation password not matched')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Confirm password' })).toBeFocused();
    await page.getByRole('checkbox', { name: /terms and the disclaimer/ }).uncheck();
    await expect(page.getByRole('button', { name: /^Register/ })).toBeDisabled();
    await expect(page.getByText('Please accept to the disclaimer first')).toBeVisible();
    await page.getByRole('checkbox', { name: /terms and the disclaimer/ }).check();
    await expect(page.getByText('Please accept to the disclaimer first')).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('play2026');
  });

  test('a wrong password makes the captcha appear, and the right one with the captcha logs in', async ({ page }) => {
    const username = freshUsername();
    await registerByUsername(page, username, 'right2026');
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.context().clearCookies();
    await page.goto('/m/login');
    const captcha = page.getByRole('textbox', { name: 'Verification code' });
    for (let i = 0; i < 3 && !(await captcha.isVisible()); i++) {
      await page.getByRole('textbox', { name: 'Username' }).fill(username);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong2026');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByText(/Wrong username or password|Please enter the verification code/)).toBeVisible();
    }
    await expect(captcha).toBeVisible();
    await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('right2026');
    await captcha.fill(CAPTCHA);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}`);
  });

  test('log out through the confirmation', async ({ page }) => {
    await logIn(page, 'demo', 'demo1234');
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out' }).or(page.getByRole('dialog', { name: 'Log out' }));
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
    // The session is gone on the server too: the member centre asks to log in.
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('change the password: saved, home after 1 s, and the new password logs in', async ({ page }) => {
    const username = freshUsername();
    await registerByUsername(page, username, 'first2026');
    await page.goto('/m/changePsw');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    await page.getByRole('textbox', { name: 'Current password' }).fill('first2026');
    // The same password again opens the popup.
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('first2026');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('first2026');
    await page.getByRole('button', { name: 'Save' }).click();
    const popup = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(popup).toContainText('The new password must be different from the old one');
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second2026');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('second2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.context().clearCookies();
    await logIn(page, username, 'second2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}`);
  });

  test('a trial player who opens the inbox gets free_reject, and the member centre asks to register', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // Play money: 2,000 for every new trial account.
    await expect(page.getByRole('banner')).toContainText('¥2,000');
    await page.getByRole('banner').getByRole('button', { name: /inbox/i }).click();
    await expect(page.getByText('Free-play accounts cannot use this. Please register')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/home');
    await expect(page.getByRole('heading', { name: 'Register to use the member centre' })).toBeVisible();
    // The security centre is a member feature too (spec §6): the same request to register, no forms.
    await page.goto('/m/securityCenter');
    await expect(page.getByRole('heading', { name: 'Register to use the member centre' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('security centre: bind an e-mail with the code from the outbox, and see the log-in in the history', async ({
    page,
    request,
  }) => {
    const username = freshUsername();
    const email = `${username}@example.com`;
    await registerByUsername(page, username, 'secure2026');
    await page.goto('/m/securityCenter');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await expect(page.getByText('Not bound')).toBeVisible();
    await page.getByRole('textbox', { name: 'New e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
    const code = await smsCode(request, email);
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('tab', { name: 'Log-ins' }).click();
    await expect(page.getByRole('list', { name: 'Log-ins' }).getByRole('listitem')).toHaveCount(1);
  });

  test('forgot password by e-mail never says whether the account exists', async ({ page }) => {
    await page.goto('/m/forget');
    await page.getByRole('textbox', { name: 'Username' }).fill('nobody2026');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText(/If the username and e-mail match an account/)).toBeVisible();
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
  });

  test('a signed-in player is signed in from the first paint, and the server’s session wins over storage', async ({
    page,
  }) => {
    const username = freshUsername();
    await registerByUsername(page, username, 'first2026');
    // Storage lost, cookie kept: the page restores the session from the server.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.reload();
    // Still the sign-up's session: its first visit.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
    // Scripts held back (a second tab, same cookies): the server HTML already shows the signed-in header.
    const noScripts = await page.context().newPage();
    await noScripts.route('**/assets/*.js', (route) => route.abort());
    await noScripts.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await expect(noScripts.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(noScripts.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${username}`);
    await noScripts.close();
    // Cookie gone, storage kept: the page forgets the stale session.
    await page.context().clearCookies();
    await page.goto('/m/home');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').state?.info),
    ).toBeNull();
  });

  test('a visitor taps Free play in the header and is playing at once: a trial account with 2,000 of play money', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Free play' }).click();
    // Signed in where they were: the header holds the play money, and Free play is gone from it.
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(header).toContainText('¥2,000');
    await expect(header.getByRole('button', { name: 'Free play' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(/^Free play started/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, trial_/);
    // A trial account (type 4), as the server sees it: refused the member features.
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').state?.info);
    expect(session).toMatchObject({ type: 4, firstTimeLogin: true });
    expect(await page.evaluate(() => localStorage.getItem('trialName'))).toBe(session.userName);
    await page.goto('/m/member/home');
    await expect(page.getByRole('heading', { name: 'Register to use the member centre' })).toBeVisible();
  });

  test('free play from /m/trail: 2,000 of play money, then the page shows what is left', async ({ page }) => {
    await page.goto('/m/trail');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Free play' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('¥2,000');
    await page.getByRole('button', { name: 'Start free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner')).toContainText('¥2,000');
    await page.goto('/m/trail');
    await expect(page.getByText('You are playing with play money. Play money left:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start free play' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Register for real play' })).toBeVisible();
  });

  test('axe finds no serious or critical violations on the account pages (dark and light)', async ({ page }) => {
    const check = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await inBothModes(page, async (mode) => {
        const results = await axeIn(page, mode).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${path} ${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    };
    for (const path of ['/m/login', '/m/register', '/m/forget', '/m/trail', '/m/set']) await check(path);
    await logIn(page, 'demo', 'demo1234');
    for (const path of ['/m/member/home', '/m/securityCenter', '/m/changePsw']) await check(path);
  });
});
