/**
 * Takes phone-sized screenshots of the running site for review, in dark, light and zh-CN.
 *   npm run screenshots -- [baseUrl] [outDir]
 * With no base URL it starts the server on a fresh embedded database (needs `npm run build`).
 * `--readme` also refreshes docs/screenshots/home-{dark,light}.png used by the README.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';
import { startDemoServer } from './lib/demo-server';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const readme = process.argv.includes('--readme');
const outDir = args[1] ?? '.tmp/screens';
const PORT = 8198;
let base = args[0];

const paths = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/member/home',
  '/m/voucherCenter',
  '/m/set',
  '/m/app',
  '/m/nowhere',
];
/** Shot again signed in as the demo player (README): the header balance and the member pages. */
const memberPaths = ['/m/home', '/m/member/home', '/m/securityCenter', '/m/changePsw'];

async function main() {
  const server = base ? undefined : await startDemoServer(PORT);
  base ??= server!.base;
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const [label, theme, lang] of [
      ['dark', 'dark', 'en'],
      ['light', 'light', 'en'],
      ['zh-dark', 'dark', 'zh-CN'],
    ] as const) {
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(
        ([t, l]: readonly [string, string]) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('language', l);
          if (!sessionStorage.getItem('shots:notice')) sessionStorage.setItem('PACCOR', '1');
        },
        [theme, lang] as const,
      );
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const name = `${p.replace(/^\/m\//, '').replace(/\//g, '_') || 'root'}-${label}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true });
        if (readme && p === '/m/home' && lang === 'en') {
          mkdirSync('docs/screenshots', { recursive: true });
          await page.screenshot({ path: `docs/screenshots/home-${theme}.png` });
        }
      }
      // Signed in as the demo player, through the log-in form like a person.
      await page.goto(`${base}/m/login`, { waitUntil: 'networkidle' });
      await page.locator('input[autocomplete="username"]').first().fill('demo');
      await page.locator('input[type="password"]').first().fill('demo1234');
      await page.locator('form button[type="submit"]').first().click();
      await page.waitForURL(/\/m\/home$/);
      for (const p of memberPaths) {
        await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const name = `member-${p.replace(/^\/m\//, '').replace(/\//g, '_')}-${label}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true });
      }
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());

      // The drawer and the first-visit notice, too.
      await page.goto(`${base}/m/home`, { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: /menu|菜单/i })
        .first()
        .click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, `drawer-${label}.png`) });
      await page.evaluate(() => {
        sessionStorage.removeItem('PACCOR');
        sessionStorage.setItem('shots:notice', '1');
      });
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(outDir, `notice-${label}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    server?.stop();
  }
  console.log(`screenshots in ${outDir}`);
}

await main();
