import AxeBuilder from '@axe-core/playwright';
import { expect, fontsLoaded, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

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

  test('a daily wager limit stops the next spin in the game window, which says the limit, what is left and when it resets', async ({
    page,
    request,
  }) => {
    const username = freshUsername();
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000, 'E2E: money to play');
    await page.goto('/m/member/responsible');
    await page.getByRole('button', { name: 'Set limit Daily wager limit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Daily wager limit' });
    await sheet.getByRole('textbox', { name: 'New limit' }).fill('0.10');
    await sheet.getByRole('button', { name: 'Save limit' }).click();
    await expect(page.getByText('Limit saved. It applies now.')).toBeVisible();

    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Lucky Sevens', exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/play\/lumen-lucky-sevens$/);
    const balance = page.getByTestId('play-balance');
    await expect(page.getByTestId('play-stake')).toHaveText('¥0.10');
    const refusal = page.getByText(
      /^This spin would pass your daily wager limit of ¥0\.10: ¥0 left until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
    );
    // The first paid spin stakes the whole ¥0.10; the next paid one is refused by the server (a free
    // spin won on the way stakes nothing, so it may take a spin more).
    let before = '';
    for (let i = 0; i < 6 && (await refusal.count()) === 0; i += 1) {
      const spin = page.getByRole('button', { name: /^(Spin|Free spin)$/ });
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
      before = (await balance.textContent()) ?? '';
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/studio/spin'));
      await spin.click();
      await answer;
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(refusal).toBeVisible();
    // Nothing was taken for the refused spin.
    await expect(balance).toHaveText(before);
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
