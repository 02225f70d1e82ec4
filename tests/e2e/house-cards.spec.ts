import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

/**
 * The house card games from the player's side (issue 23; docs/video-poker-baccarat.md): one video
 * poker hand (deal, hold, draw) and one baccarat coup, the balance following each, both rounds in
 * the betting record under the game's name, and the poker hand verified on /m/fairness.
 */

const shotsDir = process.env.CARDS_SHOTS;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: `${shotsDir}/${name}-${theme}.png` });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
}

const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test('a player plays a video poker hand and a baccarat coup, sees the balance follow, and verifies the hand and the coup', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const username = `crd${Date.now().toString(36).slice(-8)}`;
  await registerPlayer(page, username);
  await creditFromStaff(request, username, 10_000);

  // Video poker from the slot lobby's Video poker tab.
  await page.goto('/m/slot-games');
  await page.getByRole('tab', { name: 'Video poker' }).click();
  await page.getByRole('button', { name: 'Jacks or Better 9/6', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/poker\/lumen-jacks-96$/);
  const balance = page.getByTestId('play-balance');
  await expect(balance).toHaveText('¥100.00');
  await shot(page, 'poker-start');
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect(balance).toHaveText('¥99.00');
  await expect(page.getByTestId('poker-status')).toHaveText('Tap the cards to keep, then Draw');
  // Hold the first two cards.
  await page.getByTestId('hold-0').click();
  await page.getByTestId('hold-1').click();
  await expect(page.getByTestId('hold-0')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'poker-dealt');
  await page.getByRole('button', { name: 'Draw' }).click();
  await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible();
  const win = money(
    await page
      .getByTestId('play-win')
      .textContent()
      .catch(() => '0'),
  );
  await expect(balance).toHaveText(`¥${((9_900 + win) / 100).toFixed(2)}`);
  await shot(page, 'poker-drawn');
  const afterPoker = 9_900 + win;

  // The rules sheet has the paytable; its fairness panel verifies the hand on /m/fairness.
  await page.getByRole('button', { name: 'Paytable' }).click();
  const sheet = page.getByRole('dialog', { name: 'Paytable' });
  await expect(sheet.getByRole('table', { name: 'Paytable' })).toBeVisible();
  await shot(page, 'poker-paytable');
  await sheet.getByRole('button', { name: /Rotate/ }).click();
  await sheet.getByRole('link', { name: /Verify/ }).click();
  await expect(page).toHaveURL(/\/m\/fairness\?card=/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The draw: held cards stay, the others come from card 6 on')).toBeVisible();
  await shot(page, 'fairness');

  // Baccarat from the PVP lobby's vendor tile.
  await page.goto('/m/gameList?gameType=PVP&vassalage=LUMEN_TABLE');
  await page.getByRole('button', { name: 'Lumen Baccarat', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/baccarat\/lumen-baccarat$/);
  await expect(balance).toHaveText(`¥${(afterPoker / 100).toFixed(2)}`);
  await page.getByTestId('bet-banker').click();
  await page.getByTestId('bet-banker').click();
  await shot(page, 'baccarat-bets');
  const dealing = page.waitForResponse((r) => r.url().endsWith('/api/studio/baccarat/deal') && r.ok());
  await page.getByTestId('baccarat-deal').click();
  const coup = ((await (await dealing).json()) as { value: { round: { id: string } } }).value.round;
  await expect(page.getByTestId('baccarat-status')).toHaveText(/wins|Tie/);
  await expect(page.getByRole('list', { name: 'Road' }).getByRole('listitem')).toHaveCount(1);
  const status = (await page.getByTestId('baccarat-status').textContent()) ?? '';
  // ¥2 on the banker: a banker win returns ¥3.90, a tie ¥2, a player win nothing.
  const back = status.startsWith('Banker') ? 390 : status.startsWith('Tie') ? 200 : 0;
  await expect(balance).toHaveText(`¥${((afterPoker - 200 + back) / 100).toFixed(2)}`);
  await shot(page, 'baccarat-dealt');

  // The betting record lists both rounds under the games' names.
  await page.goto('/m/gameRecord');
  const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
  await expect(rows.filter({ hasText: 'Jacks or Better 9/6' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Lumen Baccarat' })).toHaveCount(1);

  // The coup verifies too: its seed pair is still in play, so the page rotates it first.
  await page.goto(`/m/fairness?card=${coup.id}`);
  await page.getByRole('button', { name: 'Rotate my seed now' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
});
