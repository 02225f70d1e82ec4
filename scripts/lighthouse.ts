/**
 * Lighthouse's best-practice checks and Chrome's installability check of the built site (docs/pwa.md).
 * A script, not a test: it prints the results (record them in docs/pwa.md when they change).
 *   npm run build && npm run lighthouse                 starts the server on a fresh embedded database
 *   npm run lighthouse -- http://127.0.0.1:8181         or checks a running one
 *   LIGHTHOUSE_PORT=8195 (default)                       the port of the server it starts
 *
 * Lighthouse 12 removed its PWA category, so installability comes from Chrome itself:
 * `Page.getInstallabilityErrors` over CDP, in a persistent (not off-the-record) profile, once the
 * service worker controls the page. Best practices run with Lighthouse's mobile defaults.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type DemoServer, startDemoServer } from './lib/demo-server';

const PAGES = ['/m/home', '/m/slot-games', '/m/login'];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
}
interface Report {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

function lighthouse(url: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'lighthouse',
        url,
        '--only-categories=best-practices',
        '--output=json',
        '--quiet',
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
}

async function installability(base: string) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...devices['Pixel 7'],
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/m/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return { errors: installabilityErrors, manifestErrors: manifest.errors, manifestUrl: manifest.url };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  let base = process.argv.slice(2).find((a) => a.startsWith('http'));
  let server: DemoServer | undefined;
  if (!base) {
    server = await startDemoServer(Number(process.env.LIGHTHOUSE_PORT ?? 8195));
    base = server.base;
  }
  let failed = false;
  try {
    const install = await installability(base);
    console.log(`Installability (Chrome Page.getInstallabilityErrors, ${install.manifestUrl}):`);
    if (install.errors.length === 0 && install.manifestErrors.length === 0) console.log('  installable: no errors');
    for (const e of install.errors) console.log(`  ERROR ${e.errorId} ${JSON.stringify(e.errorArguments)}`);
    for (const e of install.manifestErrors)
      console.log(`  MANIFEST ${e.critical ? 'critical' : 'warning'}: ${e.message}`);
    failed ||= install.errors.length > 0 || install.manifestErrors.some((e) => e.critical);

    for (const path of PAGES) {
      const report = await lighthouse(`${base}${path}`);
      const category = report.categories['best-practices'];
      const score = Math.round((category?.score ?? 0) * 100);
      console.log(`\nBest practices ${path}: ${score} (Lighthouse ${report.lighthouseVersion})`);
      for (const { id, weight } of category?.auditRefs ?? []) {
        const audit = report.audits[id];
        if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
        if (audit.score !== null && audit.score < 1) {
          console.log(`  ${weight > 0 ? 'FAIL' : 'note (not scored)'} ${audit.id}: ${audit.title}`);
        }
      }
      failed ||= score < 90;
    }
  } finally {
    server?.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
