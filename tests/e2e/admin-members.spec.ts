import type { Browser, Page } from '@playwright/test';
import { expect, freshClientIp, pickBirthday, test } from './fixtures';
import { ADMIN, CAPTCHA, openAdminSection } from './players';

/**
 * The members console (issue 24 §Members; docs/admin.md "Members"): an operator finds a member the
 * spec made itself, freezes it with a reason, and the player can no longer log in on the player site
 * (the spec's "User does not exist or is disabled"); then unfreezes it, and the player logs in again.
 * Only this spec's own member changes, and it ends unfrozen.
 */

let seq = 0;
const fresh = () => `mc${String((Date.now() + seq++) % 1_000_000_000)}`;

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
}

/** A browser of its own (cookies, address) for the player. */
async function playerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  await context.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  return { context, page: await context.newPage() };
}

/**
 * Registers through the form. Waits for the captcha picture first: on a busy machine a late picture
 * re-renders the field and empties it; then types the code again if the form still asks for it.
 */
async function register(page: Page, username: string) {
  await page.goto('/m/register');
  await expect(page.getByRole('img', { name: 'Verification code picture' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('abc12345');
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await expect(async () => {
    if (!/\/m\/home$/.test(page.url())) {
      if ((await code.inputValue()) !== CAPTCHA) await code.fill(CAPTCHA);
      await page.getByRole('button', { name: /^Register/ }).click();
    }
    await page.waitForURL(/\/m\/home$/, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

async function logIn(page: Page, username: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  const captcha = page.getByRole('textbox', { name: 'Verification code' });
  if (await captcha.isVisible()) await captcha.fill(CAPTCHA);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Confirms the open reason dialog. */
async function confirmWithReason(page: Page, title: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title }).or(page.getByRole('dialog', { name: title }));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('E2E: suspected account sharing');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an operator freezes a member, who can no longer log in; unfreezing lets them back', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = fresh();
  const player = await playerPage(browser, baseURL);
  let frozen = false;
  try {
    await register(player.page, username);

    await signInStaff(page);
    await openAdminSection(page, 'Members & ledger');
    await page.getByRole('combobox', { name: 'Search by' }).selectOption('username');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `Open ${username}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();

    await page.getByRole('button', { name: 'Freeze' }).click();
    await confirmWithReason(page, `Freeze ${username}?`, 'Freeze');
    frozen = true;
    await expect(page.getByRole('button', { name: 'Unfreeze' })).toBeVisible();

    // The player's session ended at once; a new log-in is refused with the spec's message.
    await logIn(player.page, username);
    await expect(player.page.getByText('User does not exist or is disabled')).toBeVisible();
    await expect(player.page).toHaveURL(/\/m\/login/);

    await page.getByRole('button', { name: 'Unfreeze' }).click();
    await confirmWithReason(page, `Unfreeze ${username}?`, 'Unfreeze');
    frozen = false;
    await expect(page.getByRole('button', { name: 'Freeze' })).toBeVisible();
    await logIn(player.page, username);
    await player.page.waitForURL(/\/m\/home$/);
  } finally {
    if (frozen) {
      // Leave nothing frozen behind for the shared server.
      const staff = page.request;
      await staff.post('/api/admin/session', { data: ADMIN });
      const found = await staff.get(`/api/admin/members?by=username&q=${username}`);
      const id = ((await found.json()) as { value: { list: { id: string }[] } }).value.list[0]?.id;
      if (id) await staff.post(`/api/admin/members/${id}/unfreeze`, { data: { reason: 'E2E clean-up' } });
    }
    await player.context.close();
  }
});
