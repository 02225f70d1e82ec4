import AxeBuilder from '@axe-core/playwright';
import { expect, fontsLoaded, freshClientIp, openMenu, pickBirthday, test, waitForAppOnNavigation } from './fixtures';
import { CAPTCHA, onHost, openAdminSection, registerPlayer, dataTableRow as rowOf, signedInMarketing } from './players';

let seq = 0;
const fresh = (prefix: string) => `${prefix}${String((Date.now() + seq++) % 1_000_000_000)}`;

/**
 * Issue 20's back-office journeys that only a browser shows (docs/admin.md, docs/promotions.md):
 * staff approve one flagged bonus grant and reject another in the review queue; marketing saves a
 * check-in reward and a VIP level's name that the player pages then show; the promotions editor's
 * template picker and the paged application queue at a phone's and a desktop's width.
 */
test.describe('review queue and editors in the back office', () => {
  test('a second and third code bonus from one device wait for review; staff approve one and reject the other', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three sign-ups from one browser (one device id): the code pays the first, flags the others.
    const names = [fresh('dv'), fresh('dv'), fresh('dv')];
    for (const name of names) {
      await page.context().clearCookies();
      await registerPlayer(page, name);
      const redeemed = await page.request.post('/api/bonus/code', { data: { code: 'LUCKY888' } });
      expect(redeemed.ok(), await redeemed.text()).toBe(true);
    }
    const [, approved, rejected] = names as [string, string, string];
    const staff = await signedInMarketing(browser, baseURL);
    const s = staff.page;
    await s.goto('/admin/bonuses?tab=grants');
    await s.getByRole('tab', { name: /^Review/ }).click();
    for (const [username, action, done] of [
      [approved, 'Approve', `Bonus of ${approved} approved`],
      [rejected, 'Reject', `Bonus of ${rejected} rejected`],
    ] as const) {
      const row = rowOf(s, username);
      await expect(row).toContainText('Same device');
      await row.getByRole('button', { name: `${action} the bonus of ${username}` }).click();
      const confirm = s.getByRole('dialog', { name: new RegExp(`${action} .* for ${username}`) });
      await confirm.getByRole('textbox', { name: 'Reason' }).fill(`E2E: ${action.toLowerCase()} after review`);
      await confirm.getByRole('button', { name: action }).click();
      await expect(s.getByText(done)).toBeVisible();
      await expect(rowOf(s, username)).toHaveCount(0);
    }
    await s.getByRole('tab', { name: 'All' }).click();
    await expect(rowOf(s, approved)).toContainText('Active');
    await expect(rowOf(s, rejected)).toContainText('Rejected');
    await staff.context.close();
  });

  test("marketing saves a check-in reward and a VIP level's name; the player pages show them", async ({
    browser,
    baseURL,
  }) => {
    // On the second brand, so no other journey reads what this one changes.
    const verdant = onHost(baseURL, 'verdant.localhost');
    const staff = await signedInMarketing(browser, baseURL, verdant);
    const s = staff.page;
    await openAdminSection(s, 'Daily check-in');
    await s.getByRole('textbox', { name: 'Day 7' }).fill('23');
    await s.getByRole('button', { name: 'Save settings' }).click();
    await expect(s.getByText('Check-in settings saved')).toBeVisible();

    await openAdminSection(s, 'VIP & rebates');
    const level = `Diamond ${fresh('').slice(-4)}`;
    await rowOf(s, 'VIP5').getByRole('button', { name: 'Edit' }).click();
    const dialog = s.getByRole('dialog', { name: 'Edit VIP5' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(level);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(s, level)).toBeVisible();

    // Feature one of verdant's promotions: the player's side menu opens it.
    // Asked from the page: only the browser resolves verdant.localhost.
    const promos = await s.evaluate(async () => {
      const res = await fetch('/api/activities?lang=en');
      return ((await res.json()) as { value: { list: { id: number; title: string }[] } }).value;
    });
    const featured = promos.list[0]!;
    await s.goto(`${verdant}/admin/promotions?tab=promotions`);
    await s.getByRole('button', { name: `Edit ${featured.title}` }).click();
    const editor = s.getByRole('dialog', { name: 'Edit promotion' });
    await editor.getByRole('switch', { name: 'Featured in the side menu' }).check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveCount(0);
    await expect(rowOf(s, featured.title)).toContainText('Featured');
    await staff.context.close();

    // A player of verdant, in a browser whose pages open on verdant's host.
    const player = await browser.newContext({
      baseURL: verdant,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() },
    });
    const page = waitForAppOnNavigation(await player.newPage());
    await page.addInitScript(() => sessionStorage.setItem('PACCOR', '1'));
    // verdant's form also asks for an e-mail.
    const name = fresh('vd');
    await page.goto('/m/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(name);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('abc12345');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`${name}@example.com`);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(CAPTCHA);
    await pickBirthday(page);
    await page.getByRole('checkbox', { name: /18 or older/ }).check();
    await page.getByRole('button', { name: /^Register/ }).click();
    await page.waitForURL(/\/m\/home$/);
    await page.goto('/m/activity/signIn');
    const calendar = page.getByRole('list', { name: 'Check-in calendar' });
    await expect(calendar.getByRole('listitem').last()).toContainText('¥23');
    await page.goto('/m/member/benefits');
    await expect(page.getByText(level, { exact: true })).toBeVisible();
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Featured promotion' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${featured.id}$`));
    await expect(page.getByRole('main')).toContainText(featured.title);
    await player.close();
  });

  test('the promotions editor picks a bonus template; the queue pages; at a phone and a desktop width', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    // One application waiting in the queue: a player applies to the seeded "Share your big win".
    const player = fresh('ap');
    await registerPlayer(page, player);
    const { value } = (await (await page.request.get('/api/activities')).json()) as {
      value: { list: { id: number; mode: string }[] };
    };
    const applyTo = value.list.find((p) => p.mode === 'apply');
    const sent = await page.request.post(`/api/activities/${applyTo?.id}/apply`, {
      multipart: { comment: 'E2E: my big win' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const staff = await signedInMarketing(browser, baseURL);
    const s = staff.page;
    // Still pictures: the editor's sheet does not slide in.
    await s.emulateMedia({ reducedMotion: 'reduce' });
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await s.setViewportSize({ width: w, height: h });
      for (const mode of ['light', 'dark'] as const) {
        await s.evaluate((m) => localStorage.setItem('theme', m), mode);
        await s.goto('/admin/promotions?tab=applications');
        await expect(rowOf(s, player)).toContainText('E2E: my big win');
        await expect(s.getByText(/\d+ in all/)).toBeVisible();
        await fontsLoaded(s);
        expect(await s.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
        await s.screenshot({ path: info.outputPath(`admin-promotions-queue-${w}-${mode}.png`), fullPage: true });

        await s.goto('/admin/promotions?tab=promotions');
        await s.getByRole('button', { name: 'New promotion' }).click();
        const editor = s.getByRole('dialog', { name: 'New promotion' });
        await editor.getByRole('combobox', { name: 'Paid as' }).selectOption('bonus');
        const picker = editor.getByRole('combobox', { name: 'Bonus template' });
        await expect(picker.locator('option', { hasText: 'Welcome bonus 120%' })).toHaveCount(1);
        const lucky = await picker.locator('option', { hasText: 'Lucky code 8.88' }).getAttribute('value');
        await picker.selectOption(lucky ?? '');
        await expect(editor.getByText('5× bonus · 7 days · max bet ¥100', { exact: true })).toBeVisible();
        await expect(editor.getByRole('switch', { name: 'Featured in the side menu' })).not.toBeChecked();
        await picker.scrollIntoViewIfNeeded();
        await s.screenshot({ path: info.outputPath(`admin-promotions-editor-${w}-${mode}.png`) });
        if (w === 1280 && mode === 'dark') expect((await new AxeBuilder({ page: s }).analyze()).violations).toEqual([]);
        await editor.getByRole('button', { name: 'Cancel' }).click();
      }
    }
    await staff.context.close();
  });
});
