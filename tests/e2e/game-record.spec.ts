import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fontsLoaded, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

const GAME_RECORD = '/m/gameRecord';
/** The `value` of a `{ value }` answer, after checking the call succeeded. */
async function answer<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

interface Spin {
  roundId: string;
  stake: number;
  totalWin: number;
  freeSpinsLeft: number;
}

/**
 * Opens a Lumen Studio slot for real money as the signed-in player, the way the game window does:
 * launch it (POST /api/games/launch), then open the window with the launch token (POST
 * /api/studio/sessions, which sets the studio cookie). `spin` plays the smallest stake (POST
 * /api/studio/spin); a pending free spin is played instead, in the same round.
 */
async function openSlot(player: APIRequestContext) {
  const { games } = await answer<{ games: { nodeId: string; gameName: string }[] }>(
    await player.get('/api/games/list?gameType=RNG&vassalage=LUMEN&language=en'),
  );
  const game = games[0];
  expect(game, 'a Lumen Studio slot').toBeDefined();
  const launch = await answer<{ url: string; playMoney: boolean }>(
    await player.post('/api/games/launch', { data: { nodeId: game?.nodeId } }),
  );
  expect(launch.playMoney).toBe(false);
  const url = new URL(launch.url, 'http://localhost');
  const gameCode = decodeURIComponent(url.pathname.replace(/^\/m\/play\//, ''));
  const state = await answer<{ game: { stakes: number[] } }>(
    await player.post('/api/studio/sessions', { data: { gameCode, token: url.searchParams.get('token') } }),
  );
  const stake = state.game.stakes[0] ?? 0;
  expect(stake).toBeGreaterThan(0);
  return {
    gameName: game?.gameName ?? '',
    stake,
    spin: async (): Promise<Spin> =>
      (await answer<{ spin: Spin }>(await player.post('/api/studio/spin', { data: { stake } }))).spin,
  };
}

/** An amount as the record shows it in English: "¥1,234.50"; signed, "+¥…" or "−¥…" (zero unsigned). */
function yuan(minor: number, signed = false) {
  const figure = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(minor) / 100,
  );
  const sign = !signed || minor === 0 ? '' : minor > 0 ? '+' : '\u2212';
  return `${sign}¥${figure}`;
}

async function expectNoSeriousAxeViolations(page: Page, state: string) {
  await fontsLoaded(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('betting record', () => {
  test('a real-money spin shows as a round with its game, stake and totals, and filters by category', async ({
    page,
    request,
  }) => {
    const username = `bet${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000);
    const slot = await openSlot(page.request);
    const spin = await slot.spin();
    expect(spin.stake).toBe(slot.stake);

    await page.goto(GAME_RECORD);
    const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: slot.gameName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Lumen Studio');
    await expect(row).toContainText(`Stake${yuan(spin.stake)}`);
    await expect(row).toContainText(`Payout${yuan(spin.totalWin)}`);
    await expect(row).toContainText(`Net${yuan(spin.totalWin - spin.stake, true)}`);
    // A spin that starts free spins keeps its round open until they are played.
    await expect(row).toContainText(spin.freeSpinsLeft > 0 ? 'Open' : 'Settled');
    await expect(row).not.toContainText('Play money');

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText(`Stake${yuan(spin.stake)}`);
    await expect(totals).toContainText(`Payout${yuan(spin.totalWin)}`);
    await expect(totals).toContainText(`Net${yuan(spin.totalWin - spin.stake, true)}`);

    // Slots keep the round; live casino has none, and the empty state leads back to every game.
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.selectOption({ label: 'Slots' });
    await expect(row).toBeVisible();
    await expect(totals).toContainText(`Stake${yuan(spin.stake)}`);
    await category.selectOption({ label: 'Live casino' });
    await expect(page.getByRole('heading', { name: 'No bets' })).toBeVisible();
    await expect(totals).toBeHidden();
    await page.getByRole('button', { name: 'Show all games' }).click();
    await expect(category).toHaveValue('all');
    await expect(row).toBeVisible();

    // Yesterday has no bets yet; the empty state widens to the last 30 days, which hold today's round.
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Yesterday' });
    await expect(page.getByRole('heading', { name: 'No bets' })).toBeVisible();
    await page.getByRole('button', { name: 'Show the last 30 days' }).click();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('last30');
    await expect(row).toBeVisible();

    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await page.goto(GAME_RECORD);
      await expect(row).toBeVisible();
      await expectNoSeriousAxeViolations(page, `${mode} list`);
      await category.selectOption({ label: 'Live casino' });
      await expect(page.getByRole('heading', { name: 'No bets' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `${mode} empty`);
    }
  });

  test('pages 25 rounds at a time, and a filter change starts again at page 1', async ({ page, request }) => {
    const username = `bets${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000);
    const slot = await openSlot(page.request);
    // 26 rounds: a spin that plays a pending free spin belongs to the round that won it.
    const rounds = new Set<string>();
    while (rounds.size < 26) rounds.add((await slot.spin()).roundId);

    await page.goto(GAME_RECORD);
    const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
    await expect(rows).toHaveCount(25);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 2 of 2');
    await expect(rows).toHaveCount(1);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The totals cover every round, not only this page.
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Stake${yuan(26 * slot.stake)}`);

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Slots' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(rows).toHaveCount(25);
  });

  test('a visitor is sent to log in', async ({ page }) => {
    await page.goto(GAME_RECORD);
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
