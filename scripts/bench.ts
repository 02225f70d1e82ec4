/**
 * The first-load bench (issue 17). Prints figures; it is not a pass/fail test, and it never fails
 * because a budget is missed. Needs `npm run build` first.
 *
 *   npm run bench                     initial JS, then Lighthouse on every route, on a fresh demo server
 *   npm run bench -- --js-only        only the initial-JS figure: no server, no browser (CI prints it)
 *   BENCH_ROUTES=/m/home npm run bench     (or --routes=/m/home,/m/login) only these routes
 *   BENCH_RUNS=5 (default)            Lighthouse runs per route; every run is printed, then the medians
 *   BENCH_PORT=8199 (default)         the demo server's port
 *   BENCH_VISIT=returning (or --returning)  a returning visitor of the same browser session, who has
 *                                     agreed to the session notice; default `first`, Lighthouse's own
 *
 * What it prints, so that a reader can tell a slow machine from a slow page:
 *   - the date and time (UTC), the git commit (and whether the tree had changes), Node, CPU count;
 *   - initial JS of /m/home: the static-import closure of the entry and the home page chunk in Vite's
 *     build manifest, gzip -9 sizes summed, file by file; and every script a first visit fetches by
 *     network idle (Playwright, not part of the budget);
 *   - per route: `os.loadavg()` before and after, every Lighthouse run (mobile, simulated throttling)
 *     with its score, FCP, LCP, TBT, CLS, Speed Index, LCP element and the host's own
 *     `environment.benchmarkIndex`, then the median of each figure next to its budget, met or not met.
 * Budgets: BUDGETS below, the only place they are written.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../chromium';

/** The first-load budgets (issue 17). Printed beside the figures; nothing asserts them. */
const BUDGETS = {
  /** Initial JS of /m/home, KB gzip. */
  initialJsKb: 130,
  /** Lighthouse mobile performance score, median of BENCH_RUNS, at least. */
  score: 95,
  /** Total Blocking Time, ms, at most. */
  tbtMs: 200,
  /** Largest Contentful Paint, ms, at most. */
  lcpMs: 1500,
  /** Cumulative Layout Shift, at most. */
  cls: 0.02,
} as const;

const DEFAULT_ROUTES = ['/m/home', '/m/slot-games', '/m/login'];
const args = process.argv.slice(2);
const jsOnly = args.includes('--js-only');
const routesArg = args.find((a) => a.startsWith('--routes='))?.slice('--routes='.length);
const ROUTES = (routesArg ?? process.env.BENCH_ROUTES ?? DEFAULT_ROUTES.join(','))
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);

const PORT = Number(process.env.BENCH_PORT ?? 8199);
/**
 * `first` (default): Lighthouse's own first visit, on which the session notice paints with the page.
 * `returning`: the same browser session after Agree (PACCOR set), so the page's own content paints
 * first: what a player sees on every later page load of the session (scripts/lib/lighthouse-returning.ts).
 */
const VISIT = (process.env.BENCH_VISIT ?? (args.includes('--returning') ? 'returning' : 'first')) as
  | 'first'
  | 'returning';
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
  // Loaded here, not at the top: `--js-only` (run by CI) needs no browser.
  const { chromium, devices } = await import('playwright');
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

/** Lighthouse runs per route; the figures are their medians. Odd, so a median is one run's figure. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  lcpElement: string;
  benchmarkIndex: number | undefined;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { type?: string; snippet?: string; items?: unknown[] }[] } }
  >;
}

function lighthouseOnce(url: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const [command, args] =
      VISIT === 'returning'
        ? [process.execPath, ['scripts/lib/lighthouse-returning.mjs', url, '--headless=new', ...chromiumArgs]]
        : [
            'npx',
            [
              'lighthouse',
              url,
              '--only-categories=performance',
              '--output=json',
              '--quiet',
              `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
            ],
          ];
    const child = spawn(command, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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

/** The LCP element's HTML snippet, from whichever audit this Lighthouse version reports it in. */
function lcpElementOf(report: LighthouseReport): string {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const items = report.audits[id]?.details?.items ?? [];
    const flat = items.flatMap((item) => [item, ...((item.items ?? []) as typeof items)]);
    const node = flat.find((item) => item.type === 'node' && item.snippet);
    if (node?.snippet) return node.snippet.replace(/\s+/g, ' ').slice(0, 90);
  }
  return '?';
}

function runOf(report: LighthouseReport): Run {
  const n = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    siMs: n('speed-index'),
    lcpElement: lcpElementOf(report),
    benchmarkIndex: report.environment?.benchmarkIndex,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

function row(label: string, r: Omit<Run, 'lcpElement' | 'benchmarkIndex'>, extra: string) {
  return `  ${label.padEnd(7)} ${String(r.score).padStart(5)}  ${seconds(r.fcpMs).padStart(7)}  ${seconds(r.lcpMs).padStart(7)}  ${`${Math.round(r.tbtMs)} ms`.padStart(8)}  ${r.cls.toFixed(3).padStart(6)}  ${seconds(r.siMs).padStart(7)}  ${extra}`;
}

/** BENCH_RUNS Lighthouse runs on one route; prints each, then the medians against the budgets. */
async function benchRoute(route: string): Promise<Run> {
  const url = `${base}${route}`;
  // A running server has rendered pages before: warm it up, as production traffic would.
  for (let i = 0; i < 3; i++) await fetch(url).then((r) => r.text());
  console.log(`\nLighthouse mobile on ${route}, ${VISIT} visit  (load average before: ${load()})`);
  console.log('  run     score      FCP      LCP       TBT     CLS       SI  benchmarkIndex  LCP element');
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = runOf(JSON.parse(await withRetries(() => lighthouseOnce(url))) as LighthouseReport);
    runs.push(run);
    console.log(row(`run ${i + 1}`, run, `${String(run.benchmarkIndex ?? '?').padStart(14)}  ${run.lcpElement}`));
  }
  const m: Run = {
    score: median(runs.map((r) => r.score)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    siMs: median(runs.map((r) => r.siMs)),
    lcpElement: '',
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex ?? Number.NaN)),
  };
  console.log(row('median', m, `${String(m.benchmarkIndex).padStart(14)}`));
  console.log(`  load average after: ${load()}`);
  console.log(`  score ${m.score} (budget ≥ ${BUDGETS.score}): ${verdict(m.score >= BUDGETS.score)}`);
  console.log(`  TBT ${Math.round(m.tbtMs)} ms (budget ≤ ${BUDGETS.tbtMs} ms): ${verdict(m.tbtMs <= BUDGETS.tbtMs)}`);
  console.log(`  LCP ${seconds(m.lcpMs)} (budget ≤ ${seconds(BUDGETS.lcpMs)}): ${verdict(m.lcpMs <= BUDGETS.lcpMs)}`);
  console.log(`  CLS ${m.cls.toFixed(3)} (budget ≤ ${BUDGETS.cls}): ${verdict(m.cls <= BUDGETS.cls)}`);
  console.log(
    `LIGHTHOUSE ${route} visit=${VISIT} score=${m.score} fcp=${Math.round(m.fcpMs)} lcp=${Math.round(m.lcpMs)} tbt=${Math.round(m.tbtMs)} cls=${m.cls.toFixed(3)} si=${Math.round(m.siMs)}`,
  );
  return m;
}

function gitCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

function printInitialJs(): number {
  const critical = printRows(
    `Initial JS of /m/home (gzip -9; budget ≤ ${BUDGETS.initialJsKb} KB):`,
    initialJsFromManifest(),
  );
  const kb = critical / 1024;
  console.log(`  ${verdict(kb <= BUDGETS.initialJsKb)}`);
  console.log(`INITIAL_JS_KB=${kb.toFixed(1)}`);
  return kb;
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Run `npm run build` first.');
  console.log(
    `Bench at ${new Date().toISOString()}, commit ${gitCommit()}, Node ${process.version}, ${cpus().length} CPUs, load average ${load()}`,
  );
  if (jsOnly) {
    printInitialJs();
    return;
  }
  const { startDemoServer } = await import('./lib/demo-server');
  const server = await startDemoServer(PORT);
  try {
    printInitialJs();
    printRows('All JS by network idle on a first visit (notice popup, idle-loaded transitions):', await firstVisitJs());
    const medians: [string, Run][] = [];
    for (const route of ROUTES) medians.push([route, await benchRoute(route)]);
    console.log(`\nSummary (medians of ${RUNS}; finished ${new Date().toISOString()}, load average ${load()}):`);
    for (const [route, m] of medians) {
      const met =
        m.score >= BUDGETS.score && m.tbtMs <= BUDGETS.tbtMs && m.lcpMs <= BUDGETS.lcpMs && m.cls <= BUDGETS.cls;
      console.log(
        `  ${route.padEnd(14)} score ${m.score}, FCP ${seconds(m.fcpMs)}, LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, SI ${seconds(m.siMs)}, benchmarkIndex ${m.benchmarkIndex}: budgets ${met ? 'met' : 'NOT all met'}`,
      );
    }
  } finally {
    server.stop();
  }
}

await main();
