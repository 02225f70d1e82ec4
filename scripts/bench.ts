/**
 * Budget benchmark for /m/home, served by `npm start` on a fresh embedded database.
 * Prints figures; it is not a pass/fail test.
 *   1. Initial JS: every script the browser fetches to render /m/home, gzip -9 sizes summed (budget 150 KB).
 *   2. Lighthouse mobile performance score (budget 95), median of 3 runs.
 * Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';
import { startDemoServer } from './lib/demo-server';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const base = `http://127.0.0.1:${PORT}`;
const dist = 'dist/client';

interface JsRow {
  file: string;
  raw: number;
  gzip: number;
}

function sizeOf(path: string): JsRow {
  const file = join(dist, path);
  const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
  return { file: path, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

/**
 * Scripts a visitor's browser fetches for /m/home.
 * - critical: fetched before the home page has rendered (the entry, its preloads and the page chunk);
 * - all: everything by network idle on a first visit, including the session notice popup and
 *   the page-transition code that loads at idle.
 */
async function initialJs() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const seen: string[] = [];
  let critical: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname);
  });
  await page.goto(`${base}/m/home`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  critical = [...new Set(seen)];
  await page.waitForLoadState('networkidle');
  const all = [...new Set(seen)];
  await browser.close();
  const rows = (list: string[]) => list.map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  return { critical: rows(critical), all: rows(all) };
}

function printRows(title: string, rows: JsRow[]) {
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`\n${title}`);
  for (const r of rows) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  TOTAL`);
  return total;
}

async function lighthouseScore(): Promise<number[]> {
  const scores: number[] = [];
  for (let i = 0; i < 3; i++) {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'npx',
        [
          'lighthouse',
          `${base}/m/home`,
          '--only-categories=performance',
          '--output=json',
          '--quiet',
          `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let buf = '';
      child.stdout.on('data', (d) => {
        buf += d;
      });
      child.on('exit', (code) => (code === 0 ? resolve(buf) : reject(new Error(`lighthouse exited ${code}`))));
    });
    const report = JSON.parse(out) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string }>;
    };
    scores.push(Math.round(report.categories.performance.score * 100));
    if (i === 0) {
      for (const a of [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ])
        console.log(`  ${a}: ${report.audits[a]?.displayValue ?? '?'}`);
    }
  }
  return scores;
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Run `npm run build` first.');
  const server = await startDemoServer(PORT);
  try {
    const js = await initialJs();
    const critical = printRows('Initial JS of /m/home, before it renders (gzip -9; budget 150 KB):', js.critical);
    printRows('All JS by network idle on a first visit (notice popup, idle-loaded transitions):', js.all);
    console.log(`\nINITIAL_JS_KB=${(critical / 1024).toFixed(1)}`);
    console.log('\nLighthouse mobile performance on /m/home:');
    const scores = await lighthouseScore();
    const median = [...scores].sort((a, b) => a - b)[1];
    console.log(`  runs: ${scores.join(', ')}  median: ${median} (budget 95)`);
    console.log(`LIGHTHOUSE_PERFORMANCE=${median}`);
  } finally {
    server.stop();
  }
}

await main();
