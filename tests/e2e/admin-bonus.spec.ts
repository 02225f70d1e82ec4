import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, inBothModes, test } from './fixtures';
import { openAdminSection, registerPlayer, dataTableRow as rowOf, signedInMarketing } from './players';

let seq = 0;
const fresh = (prefix: string) => `${prefix}${String((Date.now() + seq++) % 1_000_000_000)}`;

/** Each tab at a phone's and a desktop's size, dark and light (switched in place), for a person to look at; ends on Grants, dark. */
async function shoot(page: Page, outputPath: (name: string) => string) {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const tab of ['templates', 'cost', 'grants'] as const) {
      await page.goto(`/admin/bonuses?tab=${tab}`);
      await expect(page.getByRole('tab', { name: /Templates/, selected: tab === 'templates' })).toBeVisible();
      await expect(page.getByText('Loading bonuses')).toHaveCount(0);
      if (tab === 'cost') await expect(page.getByRole('img', { name: /Promotion cost per day/ })).toBeVisible();
      await inBothModes(page, async (mode) => {
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
        await page.screenshot({ path: outputPath(`admin-bonus-${tab}-${w}-${mode}.png`), fullPage: true });
        if (tab === 'templates') {
          await page.getByRole('button', { name: 'New template' }).click();
          const editor = page.getByRole('dialog', { name: 'New bonus template' });
          await editor.getByRole('combobox', { name: 'Given' }).selectOption('deposit');
          await editor.getByRole('combobox', { name: 'Pays' }).selectOption('percent');
          await editor.getByRole('button', { name: 'Save template' }).click();
          await expect(editor.getByText('Required').first()).toBeVisible();
          await page.screenshot({ path: outputPath(`admin-bonus-editor-${w}-${mode}.png`) });
          await editor.getByRole('button', { name: 'Cancel' }).click();
        }
      });
    }
  }
}

/**
 * The back office's bonuses (issue 20): marketing designs a code bonus in the editor, a player
 * redeems the code in the member centre and sees its wagering progress, staff find the grant and
 * forfeit it with a reason, and the player's bonus is gone.
 */
test.describe('bonuses in the back office', () => {
  test('marketing creates a code template; a player redeems it; staff forfeit the grant with a reason; the bonus is gone', async ({
    page,
    browser,
    baseURL,
  }, info) => {
    // The journey ends by drawing three tabs at two sizes in both modes (twelve full pages, two charts on
    // Cost): on a loaded CI machine that alone can pass two minutes.
    test.setTimeout(240_000);
    const staff = await signedInMarketing(browser, baseURL);
    const s = staff.page;
    await openAdminSection(s, 'Bonuses');

    // A code template: ¥8, 5× the bonus, ¥50 largest bet (8.888 is refused: the currency has 2 decimals).
    const code = fresh('E2E').toUpperCase();
    const name = `E2E code ${code}`;
    await s.getByRole('button', { name: 'New template' }).click();
    const editor = s.getByRole('dialog', { name: 'New bonus template' });
    await editor.getByRole('textbox', { name: 'Name' }).fill(name);
    await expect(editor.getByRole('combobox', { name: 'Given' })).toHaveValue('code');
    await editor.getByRole('textbox', { name: 'Promotion code' }).fill(code.toLowerCase());
    await editor.getByRole('textbox', { name: 'Bonus amount' }).fill('8.888');
    await editor.getByRole('textbox', { name: 'Wagering multiple' }).fill('5');
    await editor.getByRole('textbox', { name: 'Largest bet while wagering' }).fill('50');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(editor.getByText('Too many decimals for this currency')).toBeVisible();
    await editor.getByRole('textbox', { name: 'Bonus amount' }).fill('8');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(editor).toHaveCount(0);
    const row = rowOf(s, name);
    await expect(row).toContainText('¥8');
    await expect(row).toContainText('5× bonus');
    await expect(row).toContainText(`Code ${code}`);
    expect((await new AxeBuilder({ page: s }).analyze()).violations).toEqual([]);

    // The same code again is refused on the code field.
    await s.getByRole('button', { name: 'New template' }).click();
    await editor.getByRole('textbox', { name: 'Name' }).fill(`${name} twin`);
    await editor.getByRole('textbox', { name: 'Promotion code' }).fill(code);
    await editor.getByRole('textbox', { name: 'Bonus amount' }).fill('1');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(editor.getByText('Another template already uses this code')).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // A player redeems the code and sees the bonus with its progress.
    const username = fresh('bn');
    await registerPlayer(page, username);
    await page.goto('/m/member/home');
    await page.getByRole('button', { name: 'Enter code' }).click();
    const redeem = page.getByRole('dialog', { name: 'Promotion code' });
    await redeem.getByRole('textbox', { name: 'Code' }).fill(code);
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    const bonus = page.getByRole('region', { name });
    await expect(bonus).toBeVisible();
    await expect(bonus.getByRole('meter', { name: 'Wagering' })).toHaveAttribute('aria-valuetext', '¥0 wagered of ¥40');

    // Staff find the grant and forfeit it with a reason.
    await s.getByRole('tab', { name: 'Grants' }).click();
    await s.getByRole('searchbox', { name: 'Member' }).fill(username);
    const grant = rowOf(s, username);
    await expect(grant).toContainText('Active');
    await expect(grant).toContainText('¥0 / ¥40');
    await shoot(s, info.outputPath.bind(info));
    await s.getByRole('searchbox', { name: 'Member' }).fill(username);
    await expect(grant).toContainText('Active');
    await grant.getByRole('button', { name: `Forfeit the bonus of ${username}` }).click();
    const confirm = s.getByRole('dialog', { name: new RegExp(`Forfeit .* of ${username}`) });
    await confirm.getByRole('button', { name: 'Forfeit' }).click();
    await expect(confirm.getByText('Enter the reason')).toBeVisible();
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('E2E: bonus abuse check');
    await confirm.getByRole('button', { name: 'Forfeit' }).click();
    await expect(s.getByText(`Bonus of ${username} forfeited`)).toBeVisible();
    await expect(grant).toContainText('Forfeited');

    // The player's bonus is gone.
    await page.reload();
    await expect(page.getByText('No active bonus.')).toBeVisible();
    await expect(page.getByRole('region', { name })).toHaveCount(0);
    await staff.context.close();
  });
});
