import { expect, test } from './fixtures';

/**
 * Issue 17 "Images: every image has its size, so nothing shifts". Every <img> on home and on a
 * lobby, once their games have arrived, carries width and height attributes: the browser knows
 * each picture's shape before the file arrives (and Lighthouse's unsized-images audit passes).
 */
const unsized = () =>
  [...document.images]
    .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')))
    .map((img) => img.outerHTML.slice(0, 160));

for (const [path, tiles] of [
  ['/m/home', 'section ul li img'],
  ['/m/slot-games', 'main ul li img'],
] as const) {
  test(`every image on ${path} has a width and a height`, async ({ page }) => {
    await page.goto(path);
    // The catalogue's tiles (and their vendor marks) are there: they come with the first answers.
    await expect(page.locator(tiles).first()).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    expect(await page.evaluate(unsized)).toEqual([]);
  });
}
