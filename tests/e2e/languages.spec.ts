import type { Locator, Page } from '@playwright/test';
import thShell from '../../src/i18n/locales/th/shell.json' with { type: 'json' };
import urCommon from '../../src/i18n/locales/ur/common.json' with { type: 'json' };
import urDs from '../../src/i18n/locales/ur/dsOverlays.json' with { type: 'json' };
import urShell from '../../src/i18n/locales/ur/shell.json' with { type: 'json' };
import { axeIn, expect, fontsLoaded, inBothModes, openMenu, test } from './fixtures';
import { onHost } from './players';

/** The players' languages (issue 25): Urdu mirrors the whole layout; Thai draws every glyph. */

async function chooseLanguage(page: Page, nativeName: string) {
  const drawer = await openMenu(page);
  // The first open fetches the overlays' chunk: on a loaded machine that alone can take seconds.
  await expect(drawer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await drawer.getByRole('radio', { name: nativeName }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const centreX = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x + box.width / 2;
};

/** A horizontal finger drag from x by dx at the middle of the screen (touch events, as a phone sends). */
async function swipe(page: Page, x: number, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const y = 420;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('switching to Urdu mirrors the layout: header, drawer side, carousel arrows, bottom nav and swipe-back; axe passes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/m/home');
  const width = page.viewportSize()?.width ?? 412;
  // English first: the menu button sits at the right.
  expect(await centreX(page.getByRole('button', { name: 'Open menu' }))).toBeGreaterThan(width / 2);

  await chooseLanguage(page, 'اردو');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    urCommon.home.welcome.replace('{site}', '').trim(),
  );

  // Header: the menu button moves to the left.
  const menu = page.getByRole('button', { name: urShell.header.menu });
  expect(await centreX(menu)).toBeLessThan(width / 2);

  // Bottom navigation: home is the first item, so now the rightmost.
  const nav = page.getByRole('navigation', { name: urShell.nav.label });
  expect(await centreX(nav.getByRole('link', { name: urShell.nav.home }))).toBeGreaterThan(
    await centreX(nav.getByRole('link', { name: urShell.nav.member })),
  );

  // The banner carousel: "next" is on the left, "previous" on the right.
  const next = page.getByRole('button', { name: urDs.carousel.next }).first();
  const previous = page.getByRole('button', { name: urDs.carousel.previous }).first();
  expect(await centreX(next)).toBeLessThan(await centreX(previous));

  // The drawer opens from the left edge.
  await menu.click();
  const drawer = page.getByRole('dialog', { name: urShell.sideMenu.title });
  await expect(drawer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect
    .poll(async () => (await drawer.boundingBox())?.x ?? -1, { message: 'the drawer rests at the left edge' })
    .toBeLessThan(2);
  await inBothModes(page, async (mode) => {
    const results = await axeIn(page, mode).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${mode} drawer ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The home page in both modes.
  await inBothModes(page, async (mode) => {
    const results = await axeIn(page, mode).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${mode} home ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  // Swipe-back mirrors too: from the right edge towards the left goes back; the English way does not.
  await nav.getByRole('link', { name: urShell.nav.deposit }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await swipe(page, 60, 160);
  await expect(page).toHaveURL(/\/m\/login$/);
  await swipe(page, width - 30, -160);
  await expect(page).toHaveURL(/\/m\/home$/);

  // A help topic with no Urdu copy is read in English, left to right inside the mirrored page.
  await page.goto('/m/help');
  const article = page.getByRole('article');
  await expect(article).toHaveAttribute('lang', 'en');
  expect(await article.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
});

test('switching to Thai draws every glyph in the bundled Thai face (no missing-glyph boxes)', async ({
  page,
}, testInfo) => {
  await page.goto('/m/login');
  await chooseLanguage(page, 'ไทย');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('button', { name: thShell.header.menu })).toBeVisible();
  await fontsLoaded(page);

  // The fonts the browser actually drew each Thai text with (Chrome's own record, per node): only
  // the bundled faces, never a system fallback or a missing glyph.
  // Every element with Thai text of its own is marked, then Chrome says which fonts drew it.
  const marked = await page.evaluate(() => {
    let n = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some((c) => c.nodeType === 3 && /[\u0E00-\u0E7F]/.test(c.textContent ?? ''));
      if (own) {
        el.setAttribute('data-thai-probe', '');
        n += 1;
      }
    }
    return n;
  });
  expect(marked).toBeGreaterThan(5);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-thai-probe]' });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const f of fonts) families.add(f.familyName);
  }
  expect([...families].filter((f) => !/^(Noto Sans Thai|Inter)( |$)/.test(f))).toEqual([]);
  expect([...families].some((f) => f.startsWith('Noto Sans Thai'))).toBe(true);

  // The screenshot a person looks at (attached to the report; it was opened and checked when written).
  await testInfo.attach('thai-login', { body: await page.screenshot(), contentType: 'image/png' });
});

test('a brand lists in its switcher only the languages it enables (verdant: five of nine)', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${onHost(baseURL, 'verdant.localhost')}/m/home`);
  const drawer = await openMenu(page);
  await expect(drawer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const languages = drawer.getByRole('group', { name: /language/i });
  await expect(languages.getByRole('radio')).toHaveCount(5);
  for (const name of ['English', '简体中文', 'ไทย', 'Tiếng Việt', 'Bahasa Indonesia'])
    await expect(languages.getByRole('radio', { name })).toHaveCount(1);
  await expect(languages.getByRole('radio', { name: 'اردو' })).toHaveCount(0);
});
