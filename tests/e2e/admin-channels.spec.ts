import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, pickBirthday, test } from './fixtures';
import { openAdminSection } from './players';

/**
 * The back office's deposit channels (/admin/channels) and what players see of them on
 * /m/voucherCenter. Every test works on channels it creates itself (sort 900, after the demo ones,
 * names no other spec looks for) and switches them off before it ends, so the demo brand's "Bank
 * transfer" and "Instant pay (sandbox)" stay exactly as the other specs expect them.
 */

/** The e2e server's first staff user (scripts/e2e-server.ts) and its captcha answer. */
const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
const CAPTCHA = '246810';
const SECRET = 'e2e-sandbox-webhook-secret-0123456789abcdef';

let seq = 0;
const fresh = (prefix: string) => `${prefix}${String((Date.now() + seq++) % 1_000_000_000)}`;

async function signInStaff(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page, label: string) {
  await inBothModes(page, async (mode) => {
    const results = await axeIn(page, mode).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${mode} ${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

/** The Deposit channels section, from the back office's menu. */
async function openChannels(page: Page) {
  await openAdminSection(page, 'Deposit channels');
  await expect(page.getByRole('table', { name: 'Deposit channels' })).toBeVisible();
}

/** A fresh player registered through the form, in its own browser context, on the deposit page. */
async function newPlayer(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  await context.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
  const page = await context.newPage();
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(fresh('c'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('channels2026');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('channels2026');
  await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Register/ }).click();
  await page.waitForURL(/\/m\/home$/);
  return { context, page };
}

async function openDeposit(player: Page) {
  await player.goto('/m/voucherCenter');
  await expect(player.getByRole('radio', { name: /Bank transfer/ })).toBeVisible();
}

/** Switches a channel off through the API (the end of a test, whatever happened in it). */
async function switchOff(staff: APIRequestContext, code: string) {
  const res = await staff.get('/api/admin/finance/channels');
  if (!res.ok()) return;
  const { value } = (await res.json()) as { value: { channels: { id: string; code: string; updatedAt: string }[] } };
  const channel = value.channels.find((c) => c.code === code);
  if (!channel) return;
  await staff.patch(`/api/admin/finance/channels/${channel.id}`, {
    data: { updatedAt: channel.updatedAt, enabled: false },
  });
}

/** The dialog's form: fills a new channel's common fields. */
async function fillBasics(dialog: ReturnType<Page['getByRole']>, o: { code: string; en: string; zh: string }) {
  await dialog.getByRole('textbox', { name: 'Code' }).fill(o.code);
  await dialog.getByRole('textbox', { name: 'Name in English' }).fill(o.en);
  await dialog.getByRole('textbox', { name: 'Name in Chinese' }).fill(o.zh);
  await dialog.getByRole('textbox', { name: 'Order' }).fill('900');
}

async function addQuickAmount(dialog: ReturnType<Page['getByRole']>, major: string) {
  await dialog.getByRole('textbox', { name: 'Quick amount to add' }).fill(major);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
}

const rowOf = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

test.describe('back office: deposit channels', () => {
  test('staff create a bank transfer channel, refuse min above max keeping the input, change the minimum and quick amounts; a player sees them and is refused below the minimum, then no longer sees the channel once it is off', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const code = fresh('e2e-wire-');
    const name = `E2E wire ${code.slice(-4)}`;
    await signInStaff(page);
    try {
      await openChannels(page);
      // The demo channels are listed with their ranges.
      await expect(rowOf(page, 'Bank transfer')).toContainText('¥100.00');
      await expect(rowOf(page, 'Bank transfer')).toContainText('¥50,000.00');

      await page.getByRole('button', { name: 'New channel' }).click();
      const dialog = page.getByRole('dialog', { name: 'New deposit channel' });
      await expect(dialog).toBeVisible();
      // Nothing filled in: each required field says so, and nothing is sent.
      await dialog.getByRole('textbox', { name: 'Order' }).fill('');
      await page.getByRole('button', { name: 'Create channel' }).click();
      await expect(dialog.getByText('Some fields need your attention. Nothing was saved.')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Code' })).toBeFocused();
      await expect(dialog.getByText('Enter an amount').first()).toBeVisible();

      await fillBasics(dialog, { code, en: name, zh: `电汇 ${code.slice(-4)}` });
      await dialog.getByRole('radio', { name: 'Wallet' }).check();
      await dialog.getByRole('textbox', { name: 'Minimum' }).fill('20');
      await dialog.getByRole('textbox', { name: 'Maximum' }).fill('2000');
      await addQuickAmount(dialog, '50');
      await addQuickAmount(dialog, '100');
      // A quick amount outside the range is refused where it is typed.
      await addQuickAmount(dialog, '5000');
      await expect(dialog.getByText('Each quick amount must be between the minimum and the maximum')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Quick amount to add' })).toHaveValue('5000');
      await dialog.getByRole('textbox', { name: 'Quick amount to add' }).fill('');
      await dialog.getByRole('textbox', { name: 'Bank name' }).fill('E2E Bank');
      await dialog.getByRole('textbox', { name: 'Account name' }).fill('Aurum Play Ltd');
      await dialog.getByRole('textbox', { name: 'Account number' }).fill('6222 0000 9999 0001');
      // A code the brand already has: the server's refusal lands on the code, the rest is kept.
      await dialog.getByRole('textbox', { name: 'Code' }).fill('bank');
      await page.getByRole('button', { name: 'Create channel' }).click();
      await expect(
        dialog.getByText('A deposit channel with this code already exists. Choose another code'),
      ).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Code' })).toBeFocused();
      await expect(dialog.getByRole('textbox', { name: 'Bank name' })).toHaveValue('E2E Bank');
      await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
      await page.getByRole('button', { name: 'Create channel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`${name} created`)).toBeVisible();
      const row = rowOf(page, name);
      await expect(row).toContainText('¥20.00');
      await expect(row).toContainText('¥2,000.00');
      await expect(row).toContainText('On');

      // Edit: a minimum above the maximum is refused on the page, with what was typed kept.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await expect(edit.getByRole('textbox', { name: 'Minimum' })).toHaveValue('20');
      await edit.getByRole('textbox', { name: 'Minimum' }).fill('3000');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit.getByText('The maximum must not be below the minimum')).toBeVisible();
      await expect(edit.getByRole('textbox', { name: 'Minimum' })).toHaveValue('3000');
      await expect(edit.getByRole('textbox', { name: 'Maximum' })).toBeFocused();

      // A minimum of 30: the 50 chip goes, 300 comes.
      await edit.getByRole('textbox', { name: 'Minimum' }).fill('30');
      await edit.getByRole('button', { name: 'Remove ¥50.00' }).click();
      await addQuickAmount(edit, '300');
      await expect(edit.getByRole('list', { name: 'Quick amounts in this channel' }).getByRole('listitem')).toHaveText([
        '¥100.00',
        '¥300.00',
      ]);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText(`${name} saved`)).toBeVisible();
      await expect(row).toContainText('¥30.00');

      // The player sees the new range and chips, and is refused below the new minimum.
      const player = await newPlayer(browser, baseURL!);
      try {
        await openDeposit(player.page);
        const method = player.page.getByRole('radio', { name: new RegExp(name) });
        await method.check();
        await expect(player.page.getByText('¥30 – ¥2,000')).toBeVisible();
        await expect(player.page.getByRole('button', { name: '¥100', exact: true })).toBeVisible();
        await expect(player.page.getByRole('button', { name: '¥300', exact: true })).toBeVisible();
        await expect(player.page.getByRole('button', { name: '¥50', exact: true })).toHaveCount(0);
        await expect(player.page.getByText('E2E Bank')).toBeVisible();
        await player.page.getByRole('textbox', { name: 'Amount' }).fill('25');
        await player.page.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-REF-0001');
        await player.page.getByRole('button', { name: 'I have transferred' }).click();
        await expect(player.page.getByText('The minimum for this method is ¥30')).toBeVisible();

        // Staff switch it off: the player's page no longer offers it.
        await row.getByRole('button', { name: `Edit ${name}` }).click();
        await edit.getByRole('switch', { name: 'Offered to players' }).click();
        await expect(edit.getByRole('switch', { name: 'Offered to players' })).toHaveAttribute('aria-checked', 'false');
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await expect(edit).toBeHidden();
        await expect(row).toContainText('Off');
        await openDeposit(player.page);
        await expect(player.page.getByRole('radio', { name: /Instant pay \(sandbox\)/ })).toBeVisible();
        await expect(player.page.getByRole('radio', { name: new RegExp(name) })).toHaveCount(0);
      } finally {
        await player.context.close();
      }
    } finally {
      await switchOff(page.request, code);
    }
  });

  test('staff add a sandbox gateway whose secret is never shown, switch it off (players stop seeing it) and on again (they see it again)', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const code = fresh('e2e-pay-');
    const name = `E2E quick pay ${code.slice(-4)}`;
    await signInStaff(page);
    try {
      await openChannels(page);
      await page.getByRole('button', { name: 'New channel' }).click();
      const dialog = page.getByRole('dialog', { name: 'New deposit channel' });
      await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Sandbox payment gateway' });
      await expect(dialog.getByRole('radio', { name: 'Lightning' })).toBeChecked();
      await fillBasics(dialog, { code, en: name, zh: `快付 ${code.slice(-4)}` });
      await dialog.getByRole('textbox', { name: 'Minimum' }).fill('10');
      await dialog.getByRole('textbox', { name: 'Maximum' }).fill('500');
      await dialog.getByRole('textbox', { name: 'Merchant ID' }).fill(code);
      await dialog.getByLabel('Webhook secret').fill('too-short');
      await page.getByRole('button', { name: 'Create channel' }).click();
      await expect(dialog.getByText('The secret must be 32–200 characters')).toBeVisible();
      await dialog.getByLabel('Webhook secret').fill(SECRET);
      await page.getByRole('button', { name: 'Create channel' }).click();
      await expect(dialog).toBeHidden();
      const row = rowOf(page, name);
      await expect(row).toContainText('Sandbox payment gateway');

      // Editing shows that a secret is stored, never the secret.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${name}` });
      await expect(edit.getByLabel('Webhook secret')).toHaveValue('');
      await expect(edit.getByText('A secret is stored. Leave this empty to keep it')).toBeVisible();
      expect(await page.content()).not.toContain(SECRET);

      // Someone else saves while the form is open: saving says so, keeps what was typed, and offers their version.
      const listed = (await (await page.request.get('/api/admin/finance/channels')).json()) as {
        value: { channels: { id: string; code: string; updatedAt: string }[] };
      };
      const stored = listed.value.channels.find((c) => c.code === code)!;
      const other = await page.request.patch(`/api/admin/finance/channels/${stored.id}`, {
        data: { updatedAt: stored.updatedAt, sort: 901 },
      });
      expect(other.ok(), await other.text()).toBe(true);
      await edit.getByRole('textbox', { name: 'Order' }).fill('905');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit.getByText('Someone else saved this channel after you opened it.')).toBeVisible();
      await expect(edit.getByRole('textbox', { name: 'Order' })).toHaveValue('905');
      await edit.getByRole('button', { name: 'Load their version' }).click();
      await expect(edit.getByRole('textbox', { name: 'Order' })).toHaveValue('901');
      await expect(edit.getByText('The form now shows the saved version. Make your change again.')).toBeVisible();

      const player = await newPlayer(browser, baseURL!);
      try {
        await openDeposit(player.page);
        await expect(player.page.getByRole('radio', { name: new RegExp(name) })).toBeVisible();

        await edit.getByRole('switch', { name: 'Offered to players' }).click();
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await expect(edit).toBeHidden();
        await expect(row).toContainText('Off');
        // Saved on top of their version: their order stays (the order is the fifth cell).
        await expect(row.getByRole('cell').nth(4)).toHaveText('901');
        await openDeposit(player.page);
        await expect(player.page.getByRole('radio', { name: new RegExp(name) })).toHaveCount(0);

        await row.getByRole('button', { name: `Edit ${name}` }).click();
        await edit.getByRole('switch', { name: 'Offered to players' }).click();
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await expect(edit).toBeHidden();
        await expect(row).toContainText('On');
        await openDeposit(player.page);
        await expect(player.page.getByRole('radio', { name: new RegExp(name) })).toBeVisible();
      } finally {
        await player.context.close();
      }
    } finally {
      await switchOff(page.request, code);
    }
  });

  test(`axe finds no serious or critical violations on the channels page, its form and its errors (dark and light)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInStaff(page);
    await openChannels(page);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'list');
    await rowOf(page, 'Bank transfer').getByRole('button', { name: 'Edit Bank transfer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bank transfer' });
    await expect(edit.getByRole('textbox', { name: 'Bank name' })).toHaveValue('China Merchants Bank');
    await expectNoAxeViolations(page, 'bank form');
    // Errors shown, nothing saved (the dialog is cancelled).
    await edit.getByRole('textbox', { name: 'Minimum' }).fill('60000');
    await edit.getByRole('textbox', { name: 'Name in English' }).fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('The maximum must not be below the minimum')).toBeVisible();
    await expectNoAxeViolations(page, 'bank form with errors');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, 'Bank transfer')).toContainText('¥100.00');
    await page.getByRole('button', { name: 'New channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'New deposit channel' });
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Sandbox payment gateway' });
    await expectNoAxeViolations(page, 'sandbox form');
  });
});
