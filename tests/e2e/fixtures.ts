import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { fontsSettled } from '../../.storybook/fonts';

/**
 * Waits until the web fonts the page's text needs have loaded, then two frames (.storybook/fonts.ts):
 * `document.fonts.ready` alone can resolve before a face that layout has not asked for yet starts loading.
 */
export const fontsLoaded = (page: Page) => page.evaluate(fontsSettled);

/** `<html data-app-ready>`: set once the app has hydrated or rendered (src/app/App.tsx). */
const APP_READY = 'html[data-app-ready]';

/**
 * Public pages arrive server-rendered and are readable before their scripts run; a person waits
 * for the page to respond, and so do these tests: `goto` and `reload` return once it has hydrated.
 */
export function waitForAppOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.waitForSelector(APP_READY, { state: 'attached' });
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await page.waitForSelector(APP_READY, { state: 'attached' });
    return response;
  };
  return page;
}

let addresses = 0;
/**
 * A client address of its own for each page, as each player comes from their own phone. The server
 * takes it from `x-debug-client-ip` outside production. Without it every test would share 127.0.0.1
 * and, together, pass the per-address limits (10 registrations an hour) that a real player never meets.
 * Private addresses have no country, so no test is region-blocked by it.
 */
export function freshClientIp(): string {
  addresses += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
  return `10.${worker}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

/**
 * Every test starts as a first-time visitor who has already accepted the session notice, and
 * navigates like a person who waits for the page to respond, unless it says otherwise (a test that
 * holds the scripts back sets `waitForApp: false`).
 */
export const test = base.extend<{ acceptNotice: boolean; waitForApp: boolean; ledgerInvariant: undefined }>({
  acceptNotice: [true, { option: true }],
  waitForApp: [true, { option: true }],
  /**
   * After every scenario, the ledger invariant check passes (issue 20): every cached balance equals the sum
   * of its postings, every entry balances and each brand's books total zero (GET /api/dev/ledger-check).
   */
  ledgerInvariant: [
    async ({ request }, use) => {
      await use(undefined);
      const res = await request.get('/api/dev/ledger-check');
      expect(res.status(), await res.text()).toBe(200);
      const { value } = (await res.json()) as { value: Record<string, unknown> };
      expect(value, 'the ledger invariant after this scenario').toMatchObject({
        ok: true,
        balanceMismatches: 0,
        unbalancedEntries: 0,
        unbalancedBooks: [],
      });
    },
    { auto: true },
  ],
  page: async ({ page, acceptNotice, waitForApp }, use) => {
    if (acceptNotice) await page.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
    await page.setExtraHTTPHeaders({ 'x-debug-client-ip': freshClientIp() });
    await use(waitForApp ? waitForAppOnNavigation(page) : page);
  },
});
export { expect };

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: /open menu/i }).click();
  return page.getByRole('dialog', { name: /menu/i });
}

/**
 * A slow phone: the server HTML is on screen long before its scripts have arrived and hydrated. Every
 * script is held back until the returned `release()` lets them through (pair with `waitForApp: false`).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/**
 * Picks the registration form's birthday (required: the age gate, issue 19). The picker opens on
 * 2000-01-01, of age everywhere; `year` picks another year first.
 */
export async function pickBirthday(page: Page, year?: number) {
  await page.getByRole('button', { name: /^Birthday/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Birthday' });
  if (year !== undefined) await sheet.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();
}

/** The two colour modes every screen is checked in. */
export const MODES = ['dark', 'light'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Switches the open page to a colour mode in place, as the app's own switch does (the stored choice,
 * the root's data-theme and color-scheme), with the system preference (pages that follow it, like the
 * sandbox gateway), then waits for the fonts. One journey then checks a screen in both modes, instead
 * of walking the whole journey twice.
 */
export async function setMode(page: Page, mode: Mode) {
  await page.emulateMedia({ colorScheme: mode });
  await page.evaluate((m) => {
    localStorage.setItem('theme', m);
    document.documentElement.setAttribute('data-theme', m);
    document.documentElement.style.colorScheme = m;
  }, mode);
  await fontsLoaded(page);
}

/**
 * axe for a screen in one colour mode of an `inBothModes` pair. Switching the mode changes colours
 * only (data-theme), never the markup, so the markup rules (names, roles, landmarks, labels) run once,
 * in dark; light re-runs the rules a colour can break: text and link contrast.
 */
export function axeIn(page: Page, mode: Mode) {
  const axe = new AxeBuilder({ page });
  return mode === 'dark' ? axe : axe.withRules(['color-contrast', 'link-in-text-block']);
}

/** Runs `check` on the screen as it is in dark, then in light (switched in place), and leaves it dark. */
export async function inBothModes(page: Page, check: (mode: Mode) => Promise<void>) {
  for (const mode of MODES) {
    await setMode(page, mode);
    await check(mode);
  }
  await setMode(page, 'dark');
}
