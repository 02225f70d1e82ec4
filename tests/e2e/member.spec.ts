import { expect, test } from './fixtures';
import { registerPlayer } from './players';

test.describe('member centre', () => {
  test('a new player picks a head icon: it is saved, shown, kept across visits, and Cancel changes nothing', async ({
    page,
  }) => {
    await registerPlayer(page, `av${Date.now() % 1_000_000_000}`);
    await page.goto('/m/member/home');
    const change = page.getByRole('button', { name: 'Change head icon' });
    await expect(change.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'none');

    // Cancel leaves it as it was.
    await change.click();
    let dialog = page.getByRole('dialog', { name: 'Head icon' });
    await dialog.getByRole('radio', { name: 'Rocket' }).check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(change.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'none');

    // Save is off until a new icon is picked; then the pick is stored and shown.
    await change.click();
    dialog = page.getByRole('dialog', { name: 'Head icon' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Crown' }).check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/accounts/avatar') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saved;
    await expect(dialog).toBeHidden();
    await expect(change.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'crown');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Change head icon' }).locator('[data-avatar]')).toHaveAttribute(
      'data-avatar',
      'crown',
    );
    await page.getByRole('button', { name: 'Change head icon' }).click();
    await expect(page.getByRole('dialog', { name: 'Head icon' }).getByRole('radio', { name: 'Crown' })).toBeChecked();
  });
});
