import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

/**
 * The house lottery from the player's side (issue 22). The e2e server runs the fast games three
 * times faster (scripts/e2e-server.ts, LOTTERY_TEST_SPEED=3): the "1-minute" 5D game draws every
 * 20 s and closes 5 s before each draw.
 */

const GAME = 'Lumen 5D · 1 min';

/** Waits until the window's draw is open with at least `seconds` left to bet. */
async function openWithTime(page: Page, seconds: number) {
  const timer = page.getByTestId('lotto-countdown');
  await expect(async () => {
    await expect(page.getByText('Betting closes in')).toBeVisible();
    const [mm, ss] = ((await timer.textContent()) ?? '00:00').split(':').map(Number);
    expect((mm ?? 0) * 60 + (ss ?? 0)).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 40_000, intervals: [500] });
}

test.describe('lottery', () => {
  test('a player bets on the next 1-minute 5D draw: countdown, result, settlement and betting record', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const username = `lot${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000);

    // The e-lottery lobby lists the fast games, each with a ticking time to its next draw.
    await page.goto('/m/elott');
    const tile = page.getByRole('button', { name: new RegExp(GAME) });
    const next = tile.getByRole('timer');
    await expect(next).toHaveText(/^\d\d:\d\d$/);
    const shown = await next.textContent();
    await expect(next).not.toHaveText(shown ?? '', { timeout: 5_000 });
    await expect(page.getByRole('button', { name: /Lumen Quick 3 · 3 min/ })).toBeVisible();

    // A tap launches the game window; it drops the launch token from the address.
    await tile.click();
    await expect(page).toHaveURL(/\/m\/lotto\/lumen-5d-1m$/);
    await expect(page.getByRole('heading', { level: 1, name: GAME })).toBeVisible();
    const balance = page.getByTestId('play-balance');
    await expect(balance).toHaveText('¥100.00');

    // Big and small on the same draw: exactly one of them wins, so the settlement is known.
    await openWithTime(page, 3);
    await page.getByRole('button', { name: 'Big 1.96×' }).click();
    await page.getByRole('button', { name: 'Small 1.96×' }).click();
    await page.getByRole('button', { name: 'Bet slip · 2 bets' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    const drawNumber = ((await slip.getByText(/^On draw /).textContent()) ?? '').replace('On draw ', '');
    await expect(slip.getByTestId('slip-potential')).toHaveText('¥3.92');
    await slip.getByRole('button', { name: 'Place ¥2' }).click();
    await expect(balance).toHaveText('¥98.00');
    await expect(slip).toBeHidden();

    // The countdown runs on to the close and the draw; the result follows.
    await expect(page.getByText('Betting closed · drawing in')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('region', { name: `Last result · draw ${drawNumber}` })).toBeVisible({
      timeout: 40_000,
    });
    // One bet won 1.96: the balance shows the settlement.
    await expect(balance).toHaveText('¥99.96', { timeout: 30_000 });
    await page.getByRole('tab', { name: /My bets/ }).click();
    const settled = page.getByRole('region', { name: 'Settled bets' });
    await expect(settled.getByText('Won')).toHaveCount(1);
    await expect(settled.getByText('Lost')).toHaveCount(1);

    // Anyone can check the draw: the verifier recomputes it in the browser from the published chain.
    await page.getByRole('tab', { name: 'Draws' }).click();
    await page.getByRole('link', { name: `Verify draw ${drawNumber}` }).click();
    await expect(page).toHaveURL(/\/m\/fairness\?draw=/);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/lotto\/lumen-5d-1m$/);

    // Back in the site, the betting record lists both bets under the game's name.
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/m\/elott$/);
    await page.goto('/m/gameRecord');
    const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
    await expect(rows.filter({ hasText: GAME })).toHaveCount(2);
  });

  test('a slip that reaches the vendor after the close is refused with the message shown', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const username = `lou${Date.now().toString(36).slice(-8)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000);
    // The window is told each draw closes a minute later than it does, so it still offers the bet
    // after the vendor's close: only the vendor can refuse it.
    let closesAt = 0;
    await page.route(/\/api\/lotto\/(sessions|state)/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { value?: { current?: { closesAt: string } | null } };
      const current = body.value?.current;
      if (current) {
        closesAt = Date.parse(current.closesAt);
        current.closesAt = new Date(closesAt + 60_000).toISOString();
      }
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/m/elott');
    await page.getByRole('button', { name: new RegExp(GAME) }).click();
    await expect(page).toHaveURL(/\/m\/lotto\/lumen-5d-1m$/);
    await page.getByRole('button', { name: 'Odd 1.96×' }).click();
    await page.getByRole('button', { name: 'Bet slip · 1 bet' }).click();
    const slip = page.getByRole('dialog', { name: 'Bet slip' });
    const place = slip.getByRole('button', { name: 'Place ¥1' });
    await expect(place).toBeEnabled();
    // Past the vendor's close (by its own clock, as the Date header tells it).
    await expect.poll(async () => Date.now() > closesAt + 500, { timeout: 25_000 }).toBe(true);
    await place.click();
    await expect(slip.getByRole('alert')).toHaveText('Betting on this draw has closed');
    await expect(page.getByTestId('play-balance')).toHaveText('¥100.00');
    // The window keeps polling: let its last intercepted call go before the test's teardown checks.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
