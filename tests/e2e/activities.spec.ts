import type { Browser, Page } from '@playwright/test';
import { axeIn, expect, freshClientIp, inBothModes, test } from './fixtures';
import { ADMIN, openAdminSection, registerPlayer } from './players';

let seq = 0;
const freshUsername = () => `ac${String((Date.now() + seq++) % 1_000_000_000)}`;

/** A whole 1×1 PNG: the server checks pictures by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** The id of a demo promotion by its English title. */
async function promotionId(page: Page, title: string): Promise<number> {
  const res = await page.request.get('/api/activities?lang=en');
  const { value } = (await res.json()) as { value: { list: { id: number; title: string }[] } };
  const found = value.list.find((p) => p.title === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

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

const BIG_WIN = 'Share your big win: ¥88';

/** Promotions (issue 20; docs/promotions.md). */
test.describe('promotions', () => {
  test('the list opens the promotion in the query, and the category tabs filter it', async ({ page }) => {
    const id = await promotionId(page, BIG_WIN);
    await page.goto(`/m/activity?id=${id}`);
    const item = page.getByRole('button', { name: new RegExp(BIG_WIN.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&')) });
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Staff review each application')).toBeVisible();
    await expect(page.getByRole('button', { name: /Welcome bonus: 120% up to ¥3,000/ })).toContainText('Long-term');

    await page.getByRole('tab', { name: 'Friends' }).click();
    await expect(page.getByRole('button', { name: /Invite friends, earn 10%/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Welcome bonus/ })).toHaveCount(0);
  });

  test('a member applies with two pictures, staff approve it in the back office, and the member sees Issued', async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = freshUsername();
    await registerPlayer(page, username);
    const id = await promotionId(page, BIG_WIN);
    await page.goto(`/m/activityDetail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: BIG_WIN })).toBeVisible();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();

    const form = page.getByRole('dialog', { name: `Apply for ${BIG_WIN}` });
    await form.getByRole('textbox', { name: /Comment/ }).fill('250× on Golden Dragon');
    await form.getByLabel(/Add a picture/).setInputFiles([
      { name: 'win.png', mimeType: 'image/png', buffer: PNG },
      { name: 'balance.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(form.getByRole('img', { name: 'win.png' })).toBeVisible();
    await expect(form.getByRole('img', { name: 'balance.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Applying', { exact: true })).toBeVisible();

    const { staffContext, staff } = await signedInStaff(browser, baseURL);
    await openAdminSection(staff, 'Promotions');
    await expect(staff.getByRole('img', { name: `Picture 2 from ${username}` })).toBeVisible();
    await staff.getByRole('button', { name: `Approve ${username}` }).click();
    const approve = staff.getByRole('dialog', { name: `Approve ${username}'s application` });
    await expect(approve.getByRole('textbox', { name: /Reward amount/ })).toHaveValue('88.00');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(staff.getByText('Application approved')).toBeVisible();
    await staffContext.close();

    await page.reload();
    await expect(page.getByText('Issued', { exact: true })).toBeVisible();
    await expect(page.getByText(/Reward:/)).toContainText('¥88');
  });

  test("the promotion pages and the back office's section pass axe at 390 × 844 (dark and light)", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const check = (name: string) =>
      inBothModes(page, async (mode) => {
        const results = await axeIn(page, mode).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${name} ${mode} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
        await page.screenshot({ path: info.outputPath(`${name}-${mode}.png`), fullPage: true });
      });
    const id = await promotionId(page, BIG_WIN);
    await page.goto(`/m/activity?id=${id}`);
    await expect(page.getByRole('button', { name: /Share your big win/ })).toHaveAttribute('aria-expanded', 'true');
    await check('activity');
    await page.goto(`/m/activityDetail?id=${id}`);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await check('activity-detail');

    const { staffContext, staff } = await signedInStaff(browser, baseURL);
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto('/admin/promotions?tab=promotions');
    await expect(staff.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(staff.getByText('Welcome bonus: 120% up to ¥3,000').first()).toBeVisible();
    await inBothModes(staff, async (mode) => {
      await staff.screenshot({ path: info.outputPath(`admin-promotions-${mode}.png`), fullPage: true });
    });
    await staffContext.close();
  });
});
