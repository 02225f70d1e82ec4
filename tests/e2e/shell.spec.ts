import type { Page } from '@playwright/test';
import { axeIn, expect, inBothModes, openMenu, test, waitForAppOnNavigation } from './fixtures';

const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

test.describe('home and routing', () => {
  for (const path of HOME_PATHS) {
    test(`home opens at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: /welcome to/i })).toBeVisible();
      // The logo (not a back arrow) leads the header on home paths, and the banner strip shows.
      await expect(page.getByRole('banner').getByRole('img', { name: 'Aurum' })).toBeVisible();
      await expect(page.getByRole('button', { name: /back/i })).toHaveCount(0);
      await expect(page.getByRole('region', { name: /promotions/i })).toBeVisible();
    });
  }

  test('the site footer is its own landmark (contentinfo), outside <main>', async ({ page }) => {
    await page.goto('/m/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    await expect(footer.getByRole('region', { name: 'Help' })).toBeAttached();
    await expect(page.getByRole('main').locator('footer')).toHaveCount(0);
  });

  test('an unknown path lands on /m/home', async ({ page }) => {
    await page.goto('/m/no-such-page?x=1');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /welcome to/i })).toBeVisible();
  });

  test('a visitor opening a member-only route is sent to /m/login', async ({ page }) => {
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });

  test('a later-milestone route shows its title and an honest empty state, with a way home', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await expect(page.getByRole('heading', { name: 'Game centre is not available yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the back arrow goes back one step, and to /m/home from a first page', async ({ page }) => {
    await page.goto('/m/set');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('bottom navigation moves between sections and marks the current one', async ({ page }) => {
    await page.goto('/m/home');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: /home/i })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: /promotion/i }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});

/**
 * Opens the menu and waits until the drawer is ready: its chunk loads on the first tap and a
 * transition mounts it, so a key pressed as soon as the dialog shows could reach the page instead.
 * The Drawer sets `data-ready` once it has mounted and taken the focus (Escape is handled from then on).
 */
async function openReadyMenu(page: Page) {
  const drawer = await openMenu(page);
  // The first open fetches the overlays' chunk: on a loaded machine that alone can take seconds.
  await expect(drawer).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('drawer', () => {
  test('opens from the menu button and closes with its close button, Escape, and on navigation', async ({ page }) => {
    await page.goto('/m/home');
    let drawer = await openReadyMenu(page);
    await expect(drawer.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await drawer.getByRole('button', { name: /close/i }).click();
    await expect(drawer).toBeHidden();

    drawer = await openReadyMenu(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    drawer = await openReadyMenu(page);
    await drawer.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe("the kit's buttons (native <button>, issue 17)", () => {
  test('a finger that scrolls from the menu button does not press it; held, it looks pressed; a tap opens the menu', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const box = (await menuButton.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
    // A handle, not the locator: once the menu is open the page behind it (the banner too) is inert.
    const button = (await menuButton.elementHandle())!;
    const scale = () => button.evaluate((b) => getComputedStyle(b).transform);

    // The finger lands on the button, then drags the page up 300 px: a scroll, not a press.
    await touch('touchStart', { x, y });
    for (let step = 1; step <= 6; step += 1) await touch('touchMove', { x, y: y - step * 50 });
    await touch('touchEnd');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('dialog', { name: /menu/i })).toHaveCount(0);

    // The same finger without the drag is a tap: it opens the menu.
    // (Back to the top, again until the fling of that drag has run out.)
    await expect
      .poll(() =>
        page.evaluate(async () => {
          window.scrollTo(0, 0);
          await new Promise((r) => setTimeout(r, 100));
          return window.scrollY;
        }),
      )
      .toBe(0);
    await touch('touchStart', { x, y });
    await touch('touchEnd');
    const menu = page.getByRole('dialog', { name: /menu/i });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Held down, the button shows it is pressed (CSS :active, scaled to 0.92); let go, it opens the menu.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await expect.poll(scale).toBe('matrix(0.92, 0, 0, 0.92, 0, 0)');
    await page.mouse.up();
    await expect.poll(scale).toBe('none');
    await expect(menu).toBeVisible();
  });
});

test.describe('preferences', () => {
  test('the colour mode persists over a reload', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const drawer = await openReadyMenu(page);
    await drawer.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const bg = await page.evaluate(
      () => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor,
    );
    expect(bg).not.toBe('rgb(11, 18, 32)'); // not the dark page colour
  });

  test('switching language changes the text and is remembered', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/welcome to/i);
    const drawer = await openReadyMenu(page);
    await drawer.getByRole('radio', { name: '简体中文' }).check();
    // The open drawer changes language at once; then the page behind it.
    const drawerZh = page.getByRole('dialog', { name: '菜单' });
    await expect(drawerZh.getByRole('link', { name: '存款' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/欢迎来到/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-CN');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/欢迎来到/);
  });
});

test.describe('notice popup', () => {
  test.use({ acceptNotice: false });

  test('shows once per browser session', async ({ page, context }) => {
    await page.goto('/m/home');
    const notice = page.getByRole('dialog', { name: /please read before you play/i });
    await expect(notice).toBeVisible();
    await expect(notice.locator('p')).toHaveCount(3);
    await notice.getByRole('button', { name: /agree/i }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('PACCOR'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
    // A new browser session (a new tab has its own sessionStorage) sees it again.
    const fresh = waitForAppOnNavigation(await context.newPage());
    await fresh.goto('/m/home');
    await expect(fresh.getByRole('dialog', { name: /please read before you play/i })).toBeVisible();
  });
});

test.describe('download bar', () => {
  test('can be closed, and stays closed (hideDownloadBar=1)', async ({ page }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('region', { name: /download/i });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: /close/i }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /download/i })).toBeHidden();
  });

  test('is hidden inside the app', async ({ page }) => {
    await page.goto('/m/home?app=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /download/i })).toBeHidden();
  });
});

test.describe('system status', () => {
  test('a blocked country sees the region-restricted screen (real server, BLOCKED_COUNTRIES=US)', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-debug-client-ip': '8.8.8.8' });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'IP or location blocked' })).toBeVisible();
    await expect(page.getByText(/8\.8\.8\.8 \(US\)/)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test(`axe finds no serious or critical violations on home (dark and light)`, async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await inBothModes(page, async (mode) => {
      const results = await axeIn(page, mode).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
});

test.describe('page transitions', () => {
  test('pages fade in, and a swipe back over 100 px goes back without the animation', async ({ page }) => {
    await page.goto('/m/home');
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: /deposit/i })
      .click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('[data-page-transition]')).toHaveAttribute('data-page-transition', 'fade');

    // A short swipe (80 px) does nothing; a long one (160 px) goes back, unanimated.
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      const y = 420;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 30, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 30 + dx / 2, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 30 + dx, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(80);
    await expect(page).toHaveURL(/\/m\/login$/);
    await swipe(160);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('[data-page-transition]')).toHaveAttribute('data-page-transition', 'skipped');
  });
});

test.describe('first visit from a Chinese phone', () => {
  test.use({ locale: 'zh-CN' });

  test('starts in Simplified Chinese, operator content included, without anything stored', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/欢迎来到/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // Banner titles come from the server in Chinese, embedded in the page.
    await expect(page.getByRole('region', { name: '优惠活动' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  });
});
