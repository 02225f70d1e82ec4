import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

/** The slot lobby's games in the seed: the 30 Lumen Studio slots, 2 video poker games and bingo; 25 a page (spec §9). */
const SLOT_COUNT = 33;
const PAGE_SIZE = 25;

const grid = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const tiles = (page: Page) => grid(page).getByRole('listitem');
/** What the studio answers for a spin (the parts this spec reads). */
interface StudioSpin {
  free: boolean;
  totalWin: number;
  lineWins: { line: number }[];
  /** Free spins still to play: the round stays open (and off the winner board) until they are. */
  freeSpinsLeft: number;
}
/** A money figure as shown ("¥1,234.56") in minor units. */
const minorOf = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ''));

test.describe('slot lobby', () => {
  test('a visitor browses, scrolls for more, searches, filters and switches tabs', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('button', { name: 'Lumen Studio' })).toBeVisible();

    // Scrolling near the end loads page 2 (300 px before the end), then says the list is complete.
    // One fling, with the footer at its full height, carries the end of the grid from below the screen
    // to far above it: that counts as reaching the end too.
    await expect(page.locator('footer').getByRole('region', { name: 'Help' })).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await expect(tiles(page)).toHaveCount(SLOT_COUNT);
    await expect(page.getByText(`That is all: ${SLOT_COUNT} games`)).toBeVisible();

    // Search (debounced 600 ms) starts again from page 1 with only the matches.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toContainText('Golden Dragon');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('no such game');
    await expect(page.getByRole('heading', { name: 'No games match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);

    // The filter drawer: games whose minimum bet is at most 0.10 (10-line games, not 25-line ones).
    await page.getByRole('button', { name: 'Filter games' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await drawer.getByRole('button', { name: '0.10', exact: true }).click();
    await drawer.getByRole('button', { name: 'Show games' }).click();
    await expect(drawer).toBeHidden();
    await expect(grid(page).getByText('Lucky Sevens')).toBeVisible();
    await expect(grid(page).getByText('Golden Dragon')).toHaveCount(0);
    const filtered = await tiles(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(PAGE_SIZE);
    // Clearing the last filter returns to All.
    await page.getByRole('button', { name: 'Filter games' }).click();
    await drawer.getByRole('button', { name: 'Clear' }).click();
    await expect(tiles(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    // The Hot tab leads with the operator's pins.
    await page.getByRole('tab', { name: 'Hot' }).click();
    await expect(tiles(page).nth(0)).toContainText('Golden Dragon');
    await expect(tiles(page).nth(1)).toContainText('Lucky Sevens');
    await expect(tiles(page).nth(2)).toContainText("Pharaoh's Sun");
  });

  test('in Chinese the lobby names the games in Chinese, and a search finds one by its Chinese name', async ({
    page,
  }) => {
    await page.goto('/m/slot-games');
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.reload();
    const grid = page.getByRole('list', { name: '游戏', exact: true });
    await expect(grid.getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await expect(grid.getByText('金龙')).toBeVisible();
    await expect(grid.getByText('Golden Dragon')).toHaveCount(0);
    await page.getByRole('searchbox').fill('锦鲤');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('listitem').first()).toContainText('金锦鲤');
  });

  test('a visitor who taps a heart or a game is sent to log in', async ({ page }) => {
    await page.goto('/m/hot-games');
    await page.getByRole('button', { name: 'Add to favourites: Golden Dragon' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/hot-games');
    await grid(page).getByRole('button', { name: 'Golden Dragon', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('free play age gate (issue 19)', () => {
  test("a trial player's first game asks the age; declining opens nothing, confirming opens the game with play money", async ({
    page,
  }) => {
    await page.goto('/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByText(/^Free play started/)).toBeVisible();
    await page.goto('/m/hot-games');
    await grid(page).getByRole('button', { name: 'Golden Dragon', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Confirm your age' });
    await expect(ask).toContainText('Please confirm that you are 18 or older before you play.');
    await ask.getByRole('button', { name: 'Not now' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/m\/hot-games$/);
    await grid(page).getByRole('button', { name: 'Golden Dragon', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm your age' })
      .getByRole('button', { name: 'I am 18 or older' })
      .click();
    await expect(page).toHaveURL(/\/m\/play\/lumen-golden-dragon$/);
    await expect(page.getByText('Play money')).toBeVisible();
  });
});

test.describe('playing a house slot', () => {
  test.setTimeout(120_000);

  test('a player favourites a slot, finds it under FAV, plays it with real money and sees every round', async ({
    page,
    request,
  }) => {
    const username = `g${Date.now().toString(36)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000, 'E2E: money to play');

    // Favourite from the lobby, then find it under FAV on home.
    await page.goto('/m/slot-games');
    const heart = page.getByRole('button', { name: 'Add to favourites: Lucky Sevens' });
    // The heart fills at once (optimistic); wait for the server's answer, since the full page load
    // below would otherwise cancel the request in flight.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/games/favourites') && r.request().method() === 'POST',
    );
    await heart.click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Remove from favourites: Lucky Sevens' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: 'Favourites' }).click();
    const favourites = page.getByRole('list', { name: 'Favourites' });
    await expect(favourites.getByRole('listitem')).toHaveCount(1);
    await expect(favourites).toContainText('Lucky Sevens');

    // Launch it: the game window opens full screen with the wallet's balance and the smallest stake.
    await favourites.getByRole('button', { name: 'Lucky Sevens', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/play\/lumen-lucky-sevens$/);
    await expect(page.getByRole('heading', { name: 'Lucky Sevens' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    const balance = page.getByTestId('play-balance');
    const win = page.getByTestId('play-win');
    await expect(balance).toHaveText('¥100.00');
    await expect(page.getByTestId('play-stake')).toHaveText('¥0.10');

    // The stake selector moves along the game's stakes.
    await page.getByRole('button', { name: 'Raise the stake' }).click();
    await expect(page.getByTestId('play-stake')).toHaveText('¥0.20');
    await page.getByRole('button', { name: 'Lower the stake' }).click();
    await expect(page.getByTestId('play-stake')).toHaveText('¥0.10');

    // Spin until a win: each paid spin takes the stake, each win pays into the balance.
    let expected = 10_000;
    let won = 0;
    let outcome: StudioSpin | null = null;
    for (let i = 0; i < 60 && won === 0; i += 1) {
      const spin = page.getByRole('button', { name: /^(Spin|Free spin)$/ });
      const free = (await spin.innerText()).toLowerCase().includes('free');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/studio/spin'));
      await spin.click();
      outcome = ((await (await answer).json()) as { value: { spin: StudioSpin } }).value.spin;
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
      won = await minorOf(win);
      expected += won - (free ? 0 : 10);
      await expect(balance).toHaveText(`¥${(expected / 100).toFixed(2)}`);
    }
    expect(won, 'a win within 60 spins').toBeGreaterThan(0);
    expect(won).toBe(outcome?.totalWin);
    // The win on the reels: the paying symbols are lifted and the rest dimmed; a line win draws its
    // payline across the reels (several take turns, so each line drawn is one that paid).
    await expect(page.locator('[data-win]').first()).toBeVisible();
    expect(await page.locator('[data-win]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-dim]').count()).toBeGreaterThan(0);
    const paid = (outcome?.lineWins ?? []).map((w) => String(w.line));
    if (paid.length > 0) {
      const drawn = page.getByTestId('win-lines').locator('[data-line]');
      // Several paying lines take turns: one of them is on show at any moment. (Attached, not "visible":
      // a straight line across one row has a bounding box of no height, which Playwright calls hidden.)
      await expect(page.getByTestId('win-lines')).toBeVisible();
      await expect(drawn.first()).toBeAttached();
      for (const line of await drawn.evaluateAll((els) => els.map((el) => el.getAttribute('data-line')))) {
        expect(paid).toContain(line);
      }
    } else {
      await expect(page.getByTestId('win-lines')).toHaveCount(0);
    }
    // The win counts up and comes to rest on exactly what the balance gained.
    const counted = page.getByTestId('win-amount');
    await expect(counted).toHaveAttribute('data-done', 'true', { timeout: 10_000 });
    await expect(counted).toHaveText(`¥${(won / 100).toFixed(2)}`);
    // A celebration only for a return above the stake; a tap skips it.
    const celebration = page.getByTestId('celebration');
    if (won <= 10) await expect(celebration).toHaveCount(0);
    else {
      // A short one may already have ended by itself.
      await page
        .getByRole('button', { name: 'Skip the celebration' })
        .click({ timeout: 1000 })
        .catch(() => undefined);
      await expect(celebration).toHaveCount(0);
    }
    // The game's own win line (an amount), not the banner of free spins a scatter win may add ("You won 10 free spins!").
    await expect(page.getByRole('status').filter({ hasText: /You won ¥|Big win|Mega win/ })).toBeVisible();

    // The paytable and the history.
    await page.getByRole('button', { name: 'Paytable' }).click();
    await expect(page.getByRole('dialog', { name: 'Paytable' }).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // A win that also awarded free spins keeps its round open until they are played, and the winner
    // board lists settled rounds only: play them out, adding each one's win to the round's.
    let roundWin = won;
    while ((outcome?.freeSpinsLeft ?? 0) > 0) {
      const spin = page.getByRole('button', { name: /^(Spin|Free spin)$/ });
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/studio/spin'));
      await spin.click();
      outcome = ((await (await answer).json()) as { value: { spin: StudioSpin } }).value.spin;
      await expect(spin).not.toHaveAttribute('aria-busy', 'true');
      roundWin += outcome.totalWin;
      expected += outcome.totalWin;
      await expect(balance).toHaveText(`¥${(expected / 100).toFixed(2)}`);
    }

    // Back to home: the header balance shows the game's result (whole units).
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner')).toContainText(`¥${Math.floor(expected / 100)}`);
    await expect(page.getByRole('list', { name: 'Recently played' })).toContainText('Lucky Sevens');

    // The winner board lists the 10 biggest wins of the week, masked. Other specs' players win
    // beside this one, so this win is on the board exactly when it ranks among those 10.
    const masked = `${username.slice(0, 2)}***${username.slice(-1)}`;
    const board = page.getByRole('region', { name: 'Winners' });
    const winners = (await (await page.request.get('/api/games/winners?language=en')).json()) as {
      value: { biggest: { customerName: string; winAmount: number }[] };
    };
    const top = winners.value.biggest.slice(0, 10);
    const mine = board.getByRole('button', { name: new RegExp(`Lucky Sevens.*${masked.replace(/\*/g, '\\*')}`) });
    if (top.some((w) => w.customerName === masked)) await expect(mine.first()).toBeVisible();
    else
      expect(top.at(-1)?.winAmount ?? 0, 'the 10th biggest win is at least this one').toBeGreaterThanOrEqual(roundWin);

    // Every round is in the betting record.
    await page.goto('/m/gameRecord');
    await expect(page.getByText('Lucky Sevens').first()).toBeVisible();
  });
});
