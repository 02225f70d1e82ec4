import { expect, holdScripts, test } from './fixtures';

/**
 * A tap made while the scripts are held back must not be lost (issue 17, ADR 0005 addendum "Taps
 * before hydration").
 */
test.describe('taps before hydration', () => {
  test.use({ waitForApp: false });

  test('the navigation the server renders is made of links, and a tap on one navigates before any script runs', async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    // Header, welcome card and bottom nav: real links to their routes.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    const welcome = page.getByRole('region', { name: /welcome/i });
    await expect(welcome.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    await expect(welcome.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    await expect(page.getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/m/activity');
    // The banner slides lead to their promotions.
    await expect(page.getByRole('link', { name: 'Welcome bonus 120%' })).toHaveAttribute('href', /^\/m\//);

    await header.getByRole('link', { name: 'Log in' }).click();
    // A full page load, server-rendered: the log-in form is there while the scripts are still held.
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  });

  test('a tap on the menu button before hydration shows it was taken, and opens the menu once the page is alive', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/m/home', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    // Not ready yet: the tap is kept and the button says so.
    await expect(menuButton).toHaveAttribute('data-pending', '');
    await expect(page.getByRole('dialog', { name: /menu/i })).toHaveCount(0);

    await release();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.getByRole('dialog', { name: /menu/i })).toBeVisible();
    // The cue is gone (the open menu makes the page behind it inert, so look the attribute up directly).
    await expect(page.locator('#root [data-pending]')).toHaveCount(0);
  });

  test('a log-in submitted before hydration never goes out as a native form, and logs the member in once alive', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    const release = await holdScripts(page);
    await page.goto('/m/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    await submit.click();
    await expect(submit).toHaveAttribute('data-pending', '');
    // No native submission: the page stays, and the password is in no address.
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(urls.filter((u) => u.includes('demo1234'))).toEqual([]);

    await release();
    // The kept submit is replayed on the restored fields: the member lands on home, logged in.
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    expect(urls.filter((u) => u.includes('demo1234'))).toEqual([]);
  });
});
