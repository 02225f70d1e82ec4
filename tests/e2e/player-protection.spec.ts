import AxeBuilder from '@axe-core/playwright';
import { expect, fontsLoaded, test } from './fixtures';
import { registerPlayer } from './players';

let seq = 0;
const freshUsername = () => `pp${String((Date.now() + seq++) % 1_000_000_000)}`;

/** Player protection (issue 19): a deposit limit, enforced by the server, said in the player's words. */
test.describe('player protection', () => {
  test('a player sets a daily deposit limit, is refused a deposit over it with the limit, what is left and the reset, and sees a pending increase', async ({
    page,
  }) => {
    await registerPlayer(page, freshUsername());

    // One tap from the member centre.
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Responsible gaming' }).first().click();
    await page.waitForURL(/\/m\/member\/responsible/);

    // A first limit applies at once.
    await page.getByRole('button', { name: 'Set limit Daily deposit limit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Daily deposit limit' });
    await sheet.getByRole('textbox', { name: 'New limit' }).fill('100');
    await expect(sheet.getByText('A new limit applies straight away.')).toBeVisible();
    await sheet.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('Limit saved. It applies now.')).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Daily deposit limit' });
    await expect(meter).toHaveAttribute('aria-valuetext', '¥0 used of ¥100');

    // The deposit page no longer asks for a limit; ¥150 is refused before any payment channel.
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('radio', { name: /Instant pay \(sandbox\)/ })).toBeVisible();
    await expect(page.getByText('Set a deposit limit')).toHaveCount(0);
    await page.getByRole('radio', { name: /Instant pay \(sandbox\)/ }).check();
    await page.getByRole('textbox', { name: 'Amount' }).fill('150');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit limit reached' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Daily deposit limit' })).toHaveText(
      /This deposit would pass your Daily deposit limit of ¥100\. You can deposit up to ¥100 until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
    );
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // Raising it waits: the increase is pending, with the time it can take effect.
    await page.getByRole('link', { name: 'View my limits' }).click();
    await page.waitForURL(/\/m\/member\/responsible\?tab=limits/);
    await page.getByRole('button', { name: 'Change Daily deposit limit' }).click();
    const change = page.getByRole('dialog', { name: 'Daily deposit limit' });
    await change.getByRole('textbox', { name: 'New limit' }).fill('500');
    await expect(change.getByText(/A higher limit does not apply at once: it waits 24 hours/)).toBeVisible();
    await change.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByRole('heading', { name: 'Pending increase to ¥500' })).toBeVisible();
    await expect(page.getByText(/^You can confirm it from .*; it takes effect when you do\./)).toBeVisible();
    // The limit in force is still ¥100.
    await expect(meter).toHaveAttribute('aria-valuetext', '¥0 used of ¥100');
  });

  test('axe finds no serious or critical violations on the responsible-gaming sections (dark and light)', async ({
    page,
  }) => {
    await registerPlayer(page, freshUsername());
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      for (const tab of ['limits', 'time', 'breaks', 'statement']) {
        await page.goto(`/m/member/responsible?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await fontsLoaded(page);
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${mode} ${tab} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      }
    }
  });
});
