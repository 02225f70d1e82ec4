/**
 * Budget benchmark for /m/home, served by `npm start` on a fresh embedded database.
 * Prints figures; it is not a pass/fail test.
 *   1. Initial JS: every script the browser fetches to render /m/home, gzip -9 sizes summed (budget 150 KB).
 *   2. Lighthouse mobile performance score (budget 95), median of 3 runs.
 * Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const base = `http://127.0.0.1:${PORT}`;
const dist = 'dist/client';

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function initialJs() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${base}/m/home`, { waitUntil: 'networkidle' });
  await browser.close();
  const rows = [...scripts].map((p) => {
    const file = join(dist, p);
    const raw = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    return { file: p, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  return rows.sort((a, b) => b.gzip - a.gzip);
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
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
  try {
    await waitReady();
    const rows = await initialJs();
    const total = rows.reduce((s, r) => s + r.gzip, 0);
    console.log('\nInitial JS of /m/home (gzip -9):');
    for (const r of rows) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
    console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  TOTAL (budget 150 KB)`);
    console.log('\nLighthouse mobile performance on /m/home:');
    const scores = await lighthouseScore();
    const median = [...scores].sort((a, b) => a - b)[1];
    console.log(`  runs: ${scores.join(', ')}  median: ${median} (budget 95)`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
