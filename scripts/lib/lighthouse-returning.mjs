/**
 * One Lighthouse run (the CLI's default mobile settings) as a **returning visitor of the same browser
 * session**: the session notice was agreed (sessionStorage `PACCOR=1`, spec §4), so the server's notice
 * is hidden before the first paint and the page's own content is what paints first. Lighthouse alone
 * always measures a first visit, where the notice is in the first paint (issue 17).
 *
 *   CHROME_PATH=/usr/bin/chromium node scripts/lib/lighthouse-returning.mjs URL [chrome flags…]
 *     → the Lighthouse JSON on stdout
 *
 * Run by scripts/bench.ts with BENCH_VISIT=returning. Plain JavaScript on purpose: Lighthouse sends
 * functions into the page by their source text, and a TypeScript loader's rewriting of them breaks
 * that (every run then ends in NO_FCP).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, ...chromeFlags] = process.argv.slice(2);
if (!url) throw new Error('usage: lighthouse-returning.mjs URL [chrome flags…]');

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  // Before any of the page's scripts, on every document Lighthouse loads: the session has agreed.
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('PACCOR', '1'));
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error('Lighthouse returned nothing');
  // As the CLI does: a run that could not measure (NO_FCP, NO_NAVSTART…) fails, and the bench repeats it.
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}`);
  const { report } = result;
  process.stdout.write(Array.isArray(report) ? (report[0] ?? '') : report);
  await browser.disconnect();
} finally {
  chrome.kill();
}
