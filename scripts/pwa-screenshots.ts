/**
 * The web app manifest's screenshots (docs/pwa.md): Chrome's richer install dialog shows them. For
 * each themed brand, the installed app's home and slot lobby, dark, in a Pixel 7 frame at 2x:
 * server/modules/pwa/screenshots/<brand>-<n>.png, committed and served by the pwa module.
 *   npm run build && npm run pwa:screenshots
 * Starts the server on a fresh embedded database once per brand (DEFAULT_BRAND).
 */
import { join } from 'node:path';
import { chromium, devices } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';
import { SCREENSHOT_PAGES, SCREENSHOTS_DIR, screenshotFile } from '../server/modules/pwa/screenshots';
import { startDemoServer } from './lib/demo-server';

const PORT = 8197;

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const brand of ['aurum', 'verdant']) {
      const server = await startDemoServer(PORT, { DEFAULT_BRAND: brand });
      try {
        const context = await browser.newContext({
          ...devices['Pixel 7'],
          deviceScaleFactor: 2,
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
        });
        // As installed: no download bar (the app flag), the session notice accepted, dark, English.
        await context.addInitScript(() => {
          localStorage.setItem('theme', 'dark');
          localStorage.setItem('language', 'en');
          sessionStorage.setItem('PACCOR', '1');
          sessionStorage.setItem('inApp', '1');
        });
        const page = await context.newPage();
        for (const [i, { path }] of SCREENSHOT_PAGES.entries()) {
          await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
          await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(500);
          const file = join(SCREENSHOTS_DIR, screenshotFile(brand, i));
          await page.screenshot({ path: file, animations: 'disabled' });
          console.log(file);
        }
        await context.close();
      } finally {
        server.stop();
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
