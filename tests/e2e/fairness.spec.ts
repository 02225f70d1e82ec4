import { expect, fontsLoaded, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

/**
 * Provable fairness (issue 22, docs/fairness.md): a player spins once, rotates the seed in the game's
 * Fairness panel (which reveals the server seed), follows "Verify the last round" to /m/fairness, and
 * the browser recomputes the round: every step ✓.
 */
test.describe('provably fair slot round', () => {
  test.setTimeout(120_000);

  test('a spin, a rotation in the fairness panel, and the round verifies on /m/fairness', async ({
    page,
    request,
  }, testInfo) => {
    const username = `f${Date.now().toString(36)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 1_000, 'E2E: money to play');

    await page.goto('/m/slot-games');
    await page
      .getByRole('list', { name: 'Games', exact: true })
      .getByRole('button', { name: 'Lucky Sevens', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Lucky Sevens' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/m\/play\/lumen-lucky-sevens$/);

    const spin = page.getByRole('button', { name: /^(Spin|Free spin)$/ });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/studio/spin'));
    await spin.click();
    const played = (await (await answer).json()) as { value: { spin: { id: string; nonce: number } } };
    expect(played.value.spin.nonce).toBe(0);
    await expect(spin).not.toHaveAttribute('aria-busy', 'true');

    // The fairness panel under the paytable: the hash shown before play, then a rotation reveals the seed.
    await page.getByRole('button', { name: 'Paytable' }).click();
    const panel = page.getByRole('region', { name: 'Fairness' });
    const hash = (await panel.getByTestId('server-seed-hash').innerText()).trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(panel).toContainText('Next nonce');
    await panel.getByRole('button', { name: 'Rotate seed' }).click();
    const revealed = panel.getByRole('status', { name: 'Previous server seed revealed' });
    await expect(revealed).toContainText(hash);
    await expect(panel.getByTestId('server-seed-hash')).not.toHaveText(hash);

    // Verify the last round: /m/fairness recomputes it in the browser.
    await panel.getByRole('link', { name: 'Verify the last round' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/fairness\\?round=${played.value.spin.id}$`));
    await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 15_000 });
    const steps = page.getByRole('list', { name: 'Verification steps' });
    await expect(steps.getByText('Matches')).toHaveCount(3);
    await expect(steps).toContainText(hash);

    // Phone screenshots in both colour modes.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 15_000 });
      await fontsLoaded(page);
      await page.screenshot({ path: testInfo.outputPath(`fairness-${theme}.png`), fullPage: true });
    }

    // A changed id that names nothing: a clear message, no crash.
    await page.getByRole('textbox', { name: 'Round or draw id' }).fill('00000000-0000-4000-8000-000000000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('No round with this id could be found')).toBeVisible();
  });
});
