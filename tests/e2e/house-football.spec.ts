import { expect, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

/**
 * Virtual football from the player's side (issue 23; docs/virtual-football.md). The e2e server plays
 * it twelve times faster (scripts/e2e-server.ts, FOOTBALL_TEST_SPEED=12): a round of four matches
 * kicks off every 15 s and each match plays in 5 s.
 */

const GAME = 'Lumen Virtual Football';
const money = (minor: number) => `¥${(minor / 100).toFixed(2)}`;

test.describe('virtual football', () => {
  test('a player backs over and under on one match: kick-off, timeline, settlement, record and proof', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const username = `vf${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000);

    // The sports lobby shows the vendor's tile; a single-game vendor launches at once.
    await page.goto('/m/sport-games');
    // E-sports and cockfighting: the house runs none, and says so (no provider is set up in the demo).
    await expect(page.getByRole('region', { name: 'We run no e-sports betting of our own' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'We run no cockfighting of our own' })).toBeVisible();
    await page.getByRole('button', { name: /Lumen Sports/ }).click();
    await expect(page).toHaveURL(/\/m\/football\/lumen-football$/);
    await expect(page.getByRole('heading', { level: 1, name: GAME })).toBeVisible();
    const balance = page.getByTestId('play-balance');
    await expect(balance).toHaveText('¥100.00');

    // The first coming round, with a few seconds left before kick-off.
    await expect(async () => {
      const text = (await page.getByTestId('kickoff-in').first().textContent()) ?? '';
      const [mm, ss] = (/(\d+):(\d\d)/.exec(text)?.slice(1) ?? ['0', '0']).map(Number);
      expect((mm ?? 0) * 60 + (ss ?? 0)).toBeGreaterThanOrEqual(5);
    }).toPass({ timeout: 20_000, intervals: [500] });
    const card = page.getByTestId('match-card').first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    const goals = card.getByRole('group', { name: 'Goals over/under 2.5' });
    const over = goals.getByRole('button', { name: /^Over / });
    const under = goals.getByRole('button', { name: /^Under / });
    const oddsOf = async (b: typeof over) =>
      Math.round(Number(((await b.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
    const [overOdds, underOdds] = [await oddsOf(over), await oddsOf(under)];
    await over.click();
    await under.click();
    await page.getByRole('button', { name: 'Bet slip (2)' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(slip.getByTestId('slip-total')).toHaveText('¥20.00');
    await slip.getByRole('button', { name: /^Place ¥20(\.00)?$/ }).click();
    await expect(slip).toBeHidden();
    await expect(balance).toHaveText('¥80.00');

    // Exactly one of over and under wins once the match has played; the balance follows.
    const win = [
      money(8_000 + Math.floor((1_000 * overOdds) / 100)),
      money(8_000 + Math.floor((1_000 * underOdds) / 100)),
    ];
    await expect(balance).toHaveText(new RegExp(`^(${win.map((w) => w.replace(/[.$]/g, '\\$&')).join('|')})$`), {
      timeout: 40_000,
    });
    // The match as a timeline, at full time, under Results.
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByRole('article', { name: title }).first().getByText('Full time')).toBeVisible();

    await page.getByRole('tab', { name: /My bets/ }).click();
    const settled = page.getByRole('region', { name: 'Settled bets' });
    await expect(settled.getByText('Won', { exact: true })).toHaveCount(1);
    await expect(settled.getByText('Lost', { exact: true })).toHaveCount(1);

    // Anyone can check the match: the verifier recomputes the score from the published chain.
    await settled.getByRole('link', { name: 'Verify' }).first().click();
    await expect(page).toHaveURL(/\/m\/fairness\?match=/);
    await expect(page.getByTestId('match-check').getByText('Verified', { exact: true })).toBeVisible({
      timeout: 30_000,
    });

    // The betting record lists the slip (one debit, one round) under the game's name.
    await page.goto('/m/gameRecord');
    const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
    await expect(rows.filter({ hasText: GAME })).toHaveCount(1);
  });
});
