import type { Page } from '@playwright/test';
import { expect, freshClientIp, test } from './fixtures';
import { onHost } from './players';

/**
 * Many brands on one server (issue 14 §5, ADR 0015): the host name picks the brand. Chromium resolves
 * every *.localhost name to this machine, and the demo seed maps verdant.localhost to the second
 * brand. An admin adds a host name in the back office and that host opens its brand at once.
 */

const ADMIN = { username: 'admin', password: 'admin-e2e-2468' };

async function brandOf(page: Page) {
  return page.locator('html').getAttribute('data-brand');
}

test.describe('brands by host', () => {
  test('each host opens its own brand, server-rendered; an admin adds a host name and it opens its brand', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${onHost(baseURL, 'verdant.localhost')}/m/home`);
    expect(await brandOf(page)).toBe('verdant');
    await page.goto(`${onHost(baseURL, 'aurum.localhost')}/m/home`);
    expect(await brandOf(page)).toBe('aurum');
    // An unknown host (and an IP address, the base URL) opens the default brand.
    const extra = `e2e${String(Date.now() % 1_000_000_000)}.localhost`;
    await page.goto(`${onHost(baseURL, extra)}/m/home`);
    expect(await brandOf(page)).toBe('aurum');

    // The admin maps the new host name to verdant in the back office.
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${ADMIN.username}` })).toBeVisible();
    await page.goto('/admin/brand-domains');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand domains' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a host name' }).click();
    const add = page.getByRole('dialog', { name: 'Add a brand domain' });
    // A URL is not a host name: the server refuses it (400 brand.domain_invalid) and the field says why.
    await add.getByRole('textbox', { name: 'Host name' }).fill(`https://${extra}/`);
    await add.getByRole('combobox', { name: 'Brand' }).selectOption('verdant');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(add.getByRole('alert')).toHaveText('Not a valid host name (like play.example.com)');
    await expect(add.getByRole('textbox', { name: 'Host name' })).toHaveAttribute('aria-invalid', 'true');
    await add.getByRole('textbox', { name: 'Host name' }).fill(extra);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`${extra} now opens verdant`)).toBeVisible();
    const row = page.getByRole('table', { name: 'Brand domains' }).getByRole('row', { name: extra });
    await expect(row).toBeVisible();

    // The row's QR code opens the brand's home on that host, on a phone; the link is there as text with Copy.
    await row.getByRole('button', { name: `QR code: ${extra}` }).click();
    const qr = page.getByRole('dialog', { name: `Open ${extra} on a phone` });
    const code = qr.getByRole('img', { name: `QR code that opens ${extra} on a phone` });
    await expect(code.locator('svg[data-qr-code] path').first()).toBeAttached();
    await expect(qr.getByTestId('qr-link')).toHaveText(`https://${extra}/m/home`);
    await expect(qr.getByRole('button', { name: 'Copy the link' })).toBeVisible();
    await qr.getByRole('button', { name: 'Done' }).click();
    await expect(qr).toBeHidden();

    // The edit clears this node's cache: the host opens verdant at once.
    await page.goto(`${onHost(baseURL, extra)}/m/home`);
    expect(await brandOf(page)).toBe('verdant');
  });
});

test.use({ extraHTTPHeaders: { 'x-debug-client-ip': freshClientIp() } });
