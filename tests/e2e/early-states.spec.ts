import type { Page, Route } from '@playwright/test';
import { expect, openMenu, test } from './fixtures';

/**
 * Issue 16 "Early states": before the first answer a list shows placeholders (busy), never its
 * empty text, which would tell the player something false; the empty text comes only with an empty
 * answer, and a failed answer says it failed. The answers are held back with page.route, as a slow
 * network holds them.
 */

/** A gate the held requests wait at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Holds every request matching `pattern` until `until` resolves, then answers with `answer` (or the server's). */
async function hold(page: Page, pattern: RegExp, until: Promise<void>, answer?: (route: Route) => Promise<void>) {
  await page.route(pattern, async (route) => {
    await until;
    if (answer) await answer(route);
    else await route.continue().catch(() => undefined);
  });
}

const json = (value: unknown) => (route: Route) => route.fulfill({ json: { value } });
const emptyPage = { games: [], pageNum: 1, pageSize: 25, totalPages: 0, total: 0 };

/**
 * A lobby reached by a client navigation (the side menu's link): a first page load of a lobby has
 * its catalogue in the server HTML (ssr.spec.ts), so only a later page shows the early states.
 */
async function viaMenu(page: Page, name: string) {
  await page.goto('/m/help');
  await (await openMenu(page)).getByRole('link', { name, exact: true }).click();
}

/** Long enough that a wrong early state, had it rendered, would be on screen. */
const WHILE_HELD_MS = 800;

test('home: placeholders until the first answers, and "No announcements yet" only once the answer is empty', async ({
  page,
}) => {
  const { open, opened } = gate();
  await hold(page, /\/api\/announcements(\?|$)/, opened, json({ list: [] }));
  await hold(page, /\/api\/games\/winners(\?|$)/, opened, json({ biggest: [], jackpot: [] }));
  await hold(page, /\/api\/games\/(vendors|hot|list)(\?|$)/, opened);
  await page.goto('/m/home');

  const marquee = page.getByRole('region', { name: 'Announcements' });
  await expect(marquee.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  const winners = page.getByRole('region', { name: 'Winners' });
  await expect(winners.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  // The catalogue's place: a placeholder section (title, vendor tiles, a row of games), not nothing.
  const section = page.getByRole('status').filter({ hasText: 'Loading games' });
  await expect(section).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('list', { name: 'Hot games' })).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(WHILE_HELD_MS);
  await expect(page.getByText('No announcements yet')).toHaveCount(0);
  await expect(page.getByText('No wins to show yet')).toHaveCount(0);
  await expect(page.getByText('No games here yet')).toHaveCount(0);

  open();
  await expect(marquee.getByText('No announcements yet')).toBeVisible();
  await expect(marquee.getByRole('status')).toHaveCount(0);
  await expect(winners.getByText('No wins to show yet')).toBeVisible();
  await expect(section).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Slots' })).toBeVisible();
});

test('home: a failed announcement answer says so and retries, not "No announcements yet"', async ({ page }) => {
  let fail = true;
  await page.route(/\/api\/announcements(\?|$)/, (route) =>
    fail
      ? route.fulfill({ status: 400, json: { code: 'test.refused', message: 'refused' } })
      : route.fulfill({ json: { value: { list: [{ id: 7, title: 'Back online', content: '', createdAt: '' }] } } }),
  );
  await page.goto('/m/home');
  const marquee = page.getByRole('region', { name: 'Announcements' });
  await expect(marquee.getByText('Announcements could not load')).toBeVisible();
  await expect(page.getByText('No announcements yet')).toHaveCount(0);
  fail = false;
  await marquee.getByRole('button', { name: 'Retry' }).click();
  await expect(marquee.getByRole('button', { name: 'Back online' })).toBeVisible();
});

test('a game lobby: a busy grid until the first answer, and the empty state only after an empty one', async ({
  page,
}) => {
  const { open, opened } = gate();
  await hold(page, /\/api\/games\/list(\?|$)/, opened, json(emptyPage));
  await hold(page, /\/api\/games\/vendors(\?|$)/, opened);
  await viaMenu(page, 'Slots');

  await expect(page.getByRole('list', { name: 'Games' })).toHaveAttribute('aria-busy', 'true');
  // The vendor strip holds its place too, so the grid does not move down when the vendors arrive.
  await expect(page.getByRole('list', { name: 'Providers' })).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(WHILE_HELD_MS);
  await expect(page.getByText('No games here yet')).toHaveCount(0);

  open();
  await expect(page.getByText('No games here yet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Providers' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'All providers' })).toBeVisible();
});

test('a vendor lobby: busy tiles while the providers load, then the real answer; a failure is an error', async ({
  page,
}) => {
  const { open, opened } = gate();
  await hold(page, /\/api\/games\/vendors(\?|$)/, opened);
  await viaMenu(page, 'Live casino');
  await expect(page.getByRole('list', { name: 'Providers' })).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(WHILE_HELD_MS);
  await expect(page.getByText('No provider of it is set up on this site yet.')).toHaveCount(0);
  open();
  // The seeded catalogue has no live vendor (the vendors spec switches its own off again), and the
  // house runs none: now, and only now, it says so.
  await expect(page.getByRole('region', { name: 'We run no live casino of our own' })).toContainText(
    'No provider of it is set up on this site yet.',
  );

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/\/api\/games\/vendors(\?|$)/, (route) =>
    route.fulfill({ status: 400, json: { code: 'test.refused', message: 'refused' } }),
  );
  await viaMenu(page, 'Fishing');
  await expect(page.getByText('Loading failed')).toBeVisible();
  await expect(page.getByText('No providers in this category yet')).toHaveCount(0);
});
