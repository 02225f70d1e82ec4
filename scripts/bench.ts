/**
 * Budget benchmark for /m/home, served by `npm start` on a fresh embedded database.
 * Prints figures; it is not a pass/fail test.
 *   1. Initial JS: every script the browser fetches to render /m/home, gzip -9 sizes summed (budget 150 KB).
 *   2. Lighthouse mobile performance score (budget 95), median of BENCH_RUNS runs (default 5).
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Initial JS: what /m/home cannot render without — the static-import closure of the entry (the
 * script and its modulepreloads in index.html) and of the home page chunk, read from Vite's
 * build manifest. Lazy chunks (overlays, footer, transitions) are not in it.
 */
function initialJsFromManifest(): JsRow[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit('index.html');
  visit('pages/Home/index.tsx');
  return [...files].map((f) => sizeOf(`/${f}`)).sort((a, b) => b.gzip - a.gzip);
}

/** Every script a first visit fetches by network idle (adds the notice popup and idle-loaded transitions). */
async function firstVisitJs(): Promise<JsRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
  });
  await page.goto(`${base}/m/home`, { waitUntil: 'networkidle' });
  await browser.close();
  return [...seen].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
}

function printRows(title: string, rows: JsRow[]) {
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`\n${title}`);
  for (const r of rows) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  TOTAL`);
  return total;
}

/** Lighthouse runs; the figure is their median. Odd, so the median is one run's score. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

function lighthouseOnce(): Promise<string> {
  return new Promise<string>((resolve, reject) => {
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
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, up to twice. */
async function withRetries<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts) throw err;
      console.log(`  (run failed: ${err instanceof Error ? err.message : String(err)}; repeating it)`);
    }
  }
}

async function lighthouseScores(): Promise<number[]> {
  // A running server has rendered pages before: warm it up, as production traffic would.
  for (let i = 0; i < 3; i++) await fetch(`${base}/m/home`).then((r) => r.text());
  const scores: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const report = JSON.parse(await withRetries(lighthouseOnce)) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string; details?: { items?: { type?: string; snippet?: string }[] } }>;
    };
    const score = Math.round(report.categories.performance.score * 100);
    scores.push(score);
    const metrics = METRICS.map(([id, label]) => `${label} ${report.audits[id]?.displayValue ?? '?'}`).join(', ');
    const lcpElement = report.audits['lcp-breakdown-insight']?.details?.items
      ?.find((item) => item.type === 'node')
      ?.snippet?.slice(0, 80);
    console.log(`  run ${i + 1}: ${score}  (${metrics}; LCP element: ${lcpElement ?? '?'})`);
  }
  return scores;
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Run `npm run build` first.');
  const server = await startDemoServer(PORT);
  try {
    const critical = printRows('Initial JS of /m/home (gzip -9; budget 150 KB):', initialJsFromManifest());
    printRows('All JS by network idle on a first visit (notice popup, idle-loaded transitions):', await firstVisitJs());
    console.log(`\nINITIAL_JS_KB=${(critical / 1024).toFixed(1)}`);
    console.log('\nLighthouse mobile performance on /m/home:');
    const scores = await lighthouseScores();
    const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
    console.log(`  runs: ${scores.join(', ')}  median: ${median} (budget 95)`);
    console.log(`LIGHTHOUSE_PERFORMANCE=${median}`);
  } finally {
    server.stop();
  }
}

await main();
