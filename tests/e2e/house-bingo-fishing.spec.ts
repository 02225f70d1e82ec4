import { expect, fontsLoaded, test } from './fixtures';
import { creditFromStaff, registerPlayer } from './players';

type Round = { id: string; staked: number; win: number; status: string; drawn: number[] };
type Shot = { id: string; stake: number; win: number; captured: boolean };

const yuan = (minor: number) => `¥${(minor / 100).toFixed(2)}`;

/**
 * House bingo and fishing (issue 23, docs/bingo-fishing.md), what only a browser proves: a player
 * plays a bingo round (buy, one extra ball, collect) and a few fishing shots by tapping fish on the
 * canvas; the balance follows every answer; both games show in the betting record under their
 * names; and the bingo round verifies on /m/fairness after a seed rotation.
 */
test.describe('house bingo and fishing', () => {
  test.setTimeout(90_000);

  test('a bingo round and a few shots: balance, betting record, the round and a shot verified', async ({
    page,
    request,
  }, testInfo) => {
    const username = `bf${Date.now().toString(36)}`;
    await registerPlayer(page, username);
    await creditFromStaff(request, username, 10_000, 'E2E: money to play');

    // Bingo: from the bingo tab of the slots lobby.
    await page.goto('/m/slot-games?gameClassify=BG');
    // Bingo only (spec §2): the slots and video poker of the same vendor are not in this grid.
    await expect(page.getByRole('button', { name: 'Bingo 75', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Golden Dragon', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Bingo 75', exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/bingo\/lumen-bingo-75$/, { timeout: 30_000 });
    const balance = page.getByTestId('play-balance');
    await expect(balance).toHaveText('¥100.00');
    let cash = 10_000;

    const buying = page.waitForResponse((r) => r.url().endsWith('/api/studio/bingo/buy'));
    await page.getByRole('button', { name: /^Buy and draw/ }).click();
    const bought = ((await (await buying).json()) as { value: { round: Round; balance: number } }).value;
    cash -= bought.round.staked;
    expect(bought.balance).toBe(cash);
    await expect(balance).toHaveText(yuan(cash));
    await expect(page.getByRole('region', { name: 'Card 1' })).toBeVisible();
    await expect(page.getByText('30 of 75 balls')).toBeVisible();

    const extraAnswer = page.waitForResponse((r) => r.url().endsWith('/api/studio/bingo/extra'));
    await page.getByRole('button', { name: /^Extra ball/ }).click();
    const extra = ((await (await extraAnswer).json()) as { value: { round: Round; balance: number } }).value;
    cash = extra.balance;
    await expect(page.getByText('31 of 75 balls')).toBeVisible();
    await expect(balance).toHaveText(yuan(cash));
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.emulateMedia({ colorScheme: theme });
      await fontsLoaded(page);
      await page.screenshot({ path: testInfo.outputPath(`bingo-${theme}.png`) });
    }

    const collecting = page.waitForResponse((r) => r.url().endsWith('/api/studio/bingo/collect'));
    await page.getByRole('button', { name: /^Collect/ }).click();
    const collected = ((await (await collecting).json()) as { value: { round: Round; balance: number } }).value;
    expect(collected.round.status).toBe('settled');
    cash += collected.round.win;
    expect(collected.balance).toBe(cash);
    await expect(balance).toHaveText(yuan(cash));
    const roundId = collected.round.id;

    // Reveal the seed in the fairness panel (under the rules), then verify the round on /m/fairness.
    await page.getByRole('button', { name: 'Rules and prizes' }).click();
    const panel = page.getByRole('region', { name: 'Fairness' });
    await panel.getByRole('button', { name: 'Rotate seed' }).click();
    await expect(panel.getByRole('status', { name: 'Previous server seed revealed' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Fishing: the FISH vendor's game list.
    await page.goto('/m/gameList?gameType=FISH&vassalage=LUMEN_FISH');
    await page.getByRole('button', { name: 'Reef Hunter', exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/fishing\/lumen-reef-hunter$/, { timeout: 30_000 });
    await expect(page.getByTestId('play-balance')).toHaveText(yuan(cash));
    const scene = page.getByRole('img', { name: 'Fishing scene: tap a fish to shoot it' });
    await expect(scene).toBeVisible();
    await page.waitForTimeout(2_500); // a few fish swim in
    const box = (await scene.boundingBox())!;
    const shots: Shot[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/studio/fishing/shot') && r.ok()) shots.push((await r.json()).value.shot as Shot);
    });
    // Tap across the water until three shots went out (a tap on open water shoots nothing).
    for (let i = 0; i < 120 && shots.length < 3; i++) {
      const x = box.x + box.width * (0.08 + 0.84 * ((i * 0.382) % 1));
      const y = box.y + box.height * (0.12 + 0.66 * ((i * 0.618) % 1));
      await page.mouse.click(x, y);
      await page.waitForTimeout(260);
    }
    await expect.poll(() => shots.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(500);
    for (const s of shots) cash += s.win - s.stake;
    await expect(page.getByTestId('play-balance')).toHaveText(yuan(cash));
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: testInfo.outputPath(`fishing-${theme}.png`) });
    }

    // The betting record: the bingo round and the shots under their games' names.
    await page.goto('/m/gameRecord');
    const rows = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'Bingo 75' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Reef Hunter' })).toHaveCount(shots.length);

    // The bingo round verifies in the browser.
    await page.goto(`/m/fairness?round=${roundId}`);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Verification steps' }).getByText('Matches')).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath('fairness-bingo.png'), fullPage: true });

    // And a fishing shot: its seed pair is still in play, so the page rotates it, then verifies.
    await page.goto(`/m/fairness?round=${shots[0]!.id}`);
    await page.getByRole('button', { name: 'Rotate my seed now' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 15_000 });
  });
});
