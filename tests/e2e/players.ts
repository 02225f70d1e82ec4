import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, freshClientIp, pickBirthday } from './fixtures';

/** The e2e server's first staff user and fixed captcha (scripts/e2e-server.ts). */
export const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };
export const CAPTCHA = '246810';

/**
 * Registers a fresh player through the form; ends signed in on /m/home. Specs that move money use
 * one rather than the demo player, whose seeded balance other specs read.
 */
export async function registerPlayer(page: Page, username: string) {
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('abc12345');
  await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
  await pickBirthday(page);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Register/ }).click();
  await page.waitForURL(/\/m\/home$/);
}

/** Staff credit the player's cash through the back office's manual adjustment (one ledger entry). */
export async function creditFromStaff(
  staff: APIRequestContext,
  username: string,
  minor: number,
  reason = 'E2E credit',
) {
  expect((await staff.post('/api/admin/session', { data: ADMIN })).ok()).toBe(true);
  const found = await staff.get(`/api/admin/finance/members?q=${username}`);
  const { value } = (await found.json()) as { value: { id: string; username: string }[] };
  const member = value.find((m) => m.username === username);
  expect(member).toBeDefined();
  const res = await staff.post('/api/admin/finance/adjustments', {
    data: {
      memberId: member?.id,
      account: 'cash',
      direction: 'credit',
      amount: minor,
      reason,
      clientRequestId: randomUUID(),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * The back office's section menu: the drawer on a phone (opened here), the sidebar on a desktop. It
 * waits until one of the two is on screen; asking once raced a re-render on a busy machine (neither
 * visible for a moment) and then waited on a sidebar a phone never shows.
 */
export async function adminMenu(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Open the menu' });
  const sidebar = page.getByRole('navigation', { name: 'Back-office sections' });
  await expect(async () => expect((await menuButton.isVisible()) || (await sidebar.isVisible())).toBe(true)).toPass();
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Back office' });
  }
  return sidebar;
}

/** Opens a back-office section from its menu and waits for its heading. */
export async function openAdminSection(page: Page, name: string) {
  await (await adminMenu(page)).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The same server under another host name (verdant.localhost is the second demo brand, ADR 0015). */
export function onHost(baseURL: string | undefined, host: string) {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  url.hostname = host;
  return url.origin;
}

/** A row of a kit DataTable: a table row on a wide screen, a card on a phone. */
export const dataTableRow = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(name) }).or(page.getByRole('listitem', { name: new RegExp(name) }));

let staffSeq = 0;
/**
 * A marketing staff member, made by the e2e admin through the API, signed in in a browser of its own
 * at `origin` (another brand's host name: the browser resolves *.localhost, Node's requests do not).
 */
export async function signedInMarketing(browser: Browser, baseURL: string | undefined, origin = '') {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
  const username = `mkt${String((Date.now() + staffSeq++) % 1_000_000_000)}`;
  const password = 'marketing-e2e-2468';
  expect((await context.request.post('/api/admin/session', { data: ADMIN })).ok()).toBe(true);
  const made = await context.request.post('/api/admin/staff', { data: { username, role: 'marketing', password } });
  expect(made.ok(), await made.text()).toBe(true);
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto(`${origin}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}` })).toBeVisible();
  return { context, page };
}
