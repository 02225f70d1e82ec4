/**
 * The server under load (issue 17): `npm run bench:load`. Prints figures; it is not a pass/fail test.
 *
 * Needs `npm run build` first (it builds nothing). Starts the production server (`NODE_ENV=production`,
 * `LOG_LEVEL=warn`, the demo data seeded) on a throw-away PGlite, then on a fresh PostgreSQL database
 * `bench_load_<time>_<pid>` that it creates and drops (skipped, with the reason, when PostgreSQL is not
 * reachable), and runs autocannon against each target, every request with `accept-encoding: gzip, br`
 * as a browser sends:
 *   - list:      the lobby's game list, exactly as /m/slot-games asks for it;
 *   - catalogue: the catalogue calls /m/home makes (vendors, hot, the slots section, announcements,
 *                help), round-robin, and the config call (the client asks when its embedded copy is
 *                for another language);
 *   - home:      server-rendered /m/home for a visitor (no cookie);
 *   - wallet:    a logged-in demo member's GET /api/wallet (the header's balance).
 * Per target it prints rps, p50, p99, errors and non-2xx, and the target with met / not met, plus
 * the load average and the date; and one machine-readable line per figure: `LOAD <db> <target> rps=…`.
 *
 * Settings (flag, or environment variable): --connections / BENCH_LOAD_CONNECTIONS (50),
 * --seconds / BENCH_LOAD_SECONDS (10), --warmup / BENCH_LOAD_WARMUP (3), --port / BENCH_LOAD_PORT (8300),
 * --targets / BENCH_LOAD_TARGETS (list,catalogue,config,home,wallet), --db / BENCH_LOAD_DB (pglite,postgres).
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432); the database it
 * names is never written to. Exits 0 whatever the figures, non-zero only when something failed to run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { ENCRYPTION_SCHEME, type PublicKey } from '../src/api/contract/accounts';
import { encryptBody } from '../src/api/encryptBody';
import { setting, withDatabase } from './lib/bench-settings';

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    port: { type: 'string' },
    targets: { type: 'string' },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (flags.help) {
  console.log(`npm run bench:load [-- --connections 50 --seconds 10 --warmup 3 --port 8300 --targets list,catalogue,config,home,wallet --db pglite,postgres]
Environment: BENCH_LOAD_CONNECTIONS, BENCH_LOAD_SECONDS, BENCH_LOAD_WARMUP, BENCH_LOAD_PORT, BENCH_LOAD_TARGETS,
BENCH_LOAD_DB; DATABASE_URL names the PostgreSQL server (a fresh database is created on it). Run npm run build first.`);
  process.exit(0);
}

function list<T extends string>(flag: string | undefined, env: string, all: readonly T[]): T[] {
  const raw = flag ?? process.env[env];
  if (!raw) return [...all];
  const picked = raw.split(',').map((s) => s.trim()) as T[];
  const unknown = picked.filter((p) => !all.includes(p));
  if (unknown.length > 0) {
    console.error(`${env} (or its flag): unknown ${unknown.join(', ')}; choose from ${all.join(', ')}`);
    process.exit(2);
  }
  return picked;
}

const CONNECTIONS = setting(flags.connections, 'BENCH_LOAD_CONNECTIONS', 50, 1, 1000);
const SECONDS = setting(flags.seconds, 'BENCH_LOAD_SECONDS', 10, 1, 600);
const WARMUP = setting(flags.warmup, 'BENCH_LOAD_WARMUP', 3, 0, 120);
const PORT = setting(flags.port, 'BENCH_LOAD_PORT', 8300, 1024, 65535);
const TARGET_NAMES = ['list', 'catalogue', 'config', 'home', 'wallet'] as const;
type TargetName = (typeof TARGET_NAMES)[number];
const TARGETS = list(flags.targets, 'BENCH_LOAD_TARGETS', TARGET_NAMES);
const DBS = list(flags.db, 'BENCH_LOAD_DB', ['pglite', 'postgres'] as const);

/** Issue 17's targets on the 2-core machine, the load generator on the same machine. */
const GOALS: Record<TargetName, { rps: number; p99: number }> = {
  list: { rps: 1500, p99: 30 },
  catalogue: { rps: 1500, p99: 30 },
  config: { rps: 1500, p99: 30 },
  home: { rps: 500, p99: 60 },
  wallet: { rps: 1000, p99: 40 },
};

const BROWSER = { 'accept-encoding': 'gzip, br', 'accept-language': 'en-US,en;q=0.9' };
/** What the pages ask for (a browser on the demo, November 2026): /m/slot-games's grid, and /m/home's calls. */
const LIST_PATH = '/api/games/list?gameType=RNG&dataType=all&pageNo=1&language=en';
const HOME_CALLS = [
  '/api/games/vendors?language=en',
  '/api/games/hot?pageNo=1&language=en',
  '/api/games/list?gameType=RNG&pageSize=9&pageNo=1&language=en',
  '/api/announcements?types=PL&lang=en',
  '/api/help?lang=en',
];
const CONFIG_PATH = '/api/system/config?lang=en';
const DEMO_MEMBER = { username: 'demo', password: 'demo1234' };

// ---------------------------------------------------------------------------------------------
// The server and the throw-away databases; everything goes whatever happens (finish, error, Ctrl-C).

const pgServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const stamp = new Date()
  .toISOString()
  .replace(/[-:T.Z]/g, '')
  .slice(0, 14);
const dbName = `bench_load_${stamp}_${process.pid}`;

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let created = false;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: withDatabase(pgServer, 'postgres'),
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function stopServer() {
  const c = child;
  child = undefined;
  if (c && c.exitCode === null) {
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (c.exitCode === null) c.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopServer();
    if (created) {
      await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`)).catch((err: unknown) =>
        console.error(`could not drop ${dbName}: ${(err as Error).message}`),
      );
    }
  })();
  return cleaning;
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the server${created ? `, dropping ${dbName}` : ''}`);
    void cleanup().finally(() => process.exit(130));
  });
}

const base = `http://127.0.0.1:${PORT}`;

async function startServer(databaseUrl: string | undefined) {
  dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  };
  delete env.DATABASE_URL;
  delete env.CAPTCHA_FIXED;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = child;
  for (let i = 0; i < 240; i++) {
    if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${base} did not become ready in 120 s`);
}

/** Logs the demo member in exactly as the browser does (an encrypted body); answers its cookie header. */
async function memberCookie(): Promise<string> {
  const keyRes = await fetch(`${base}/api/accounts/public-key`);
  const key = ((await keyRes.json()) as { value: PublicKey }).value;
  const body = await encryptBody({ type: 'username', ...DEMO_MEMBER }, key);
  const res = await fetch(`${base}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`demo log-in answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('demo log-in set no cookie');
  return cookies.join('; ');
}

// ---------------------------------------------------------------------------------------------

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

async function cannon(paths: string[], headers: Record<string, string>, seconds: number): Promise<Figure> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Checks each path answers 2xx once (a wrong path would only measure 404s) and returns what it sent. */
async function probe(path: string, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return res.headers;
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function runOn(db: 'pglite' | 'postgres') {
  let databaseUrl: string | undefined;
  if (db === 'postgres') {
    try {
      await admin((c) => c.query(`create database "${dbName}"`));
      created = true;
      databaseUrl = withDatabase(pgServer, dbName);
    } catch (err) {
      console.log(
        `\n== postgres: skipped: PostgreSQL at ${new URL(pgServer).host} is not reachable (${(err as Error).message})`,
      );
      return;
    }
  }
  console.log(`\n== ${db}${databaseUrl ? ` (${dbName})` : ''}: starting the production server on ${base} ...`);
  await startServer(databaseUrl);
  try {
    const cookie = TARGETS.includes('wallet') ? await memberCookie() : '';
    const plan: Record<TargetName, { paths: string[]; headers: Record<string, string> }> = {
      list: { paths: [LIST_PATH], headers: BROWSER },
      catalogue: { paths: HOME_CALLS, headers: BROWSER },
      config: { paths: [CONFIG_PATH], headers: BROWSER },
      home: { paths: ['/m/home'], headers: { ...BROWSER, accept: 'text/html' } },
      wallet: { paths: ['/api/wallet'], headers: { ...BROWSER, cookie } },
    };
    for (const name of TARGETS) {
      const { paths, headers } = plan[name];
      for (const path of paths) {
        const h = await probe(path, headers);
        if (name === 'home' && !String(h.get('content-type')).startsWith('text/html')) {
          throw new Error('/m/home did not answer HTML: is the client built (npm run build)?');
        }
      }
      if (WARMUP > 0) await cannon(paths, headers, WARMUP);
      const f = await cannon(paths, headers, SECONDS);
      const goal = GOALS[name];
      const met = f.rps >= goal.rps && f.p99 <= goal.p99 && f.errors === 0 && f.non2xx === 0;
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      console.log(
        `${db.padEnd(8)} ${name.padEnd(9)} ${fmt(f.rps).padStart(6)} rps  p50 ${fmt(f.p50).padStart(4)} ms  p99 ${fmt(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}  ` +
          `target ≥${fmt(goal.rps)} rps, p99 ≤${goal.p99} ms: ${met ? 'met' : 'NOT met'}  (load ${load})`,
      );
      console.log(
        `LOAD ${db} ${name} rps=${f.rps.toFixed(0)} p50=${f.p50} p99=${f.p99} errors=${f.errors} non2xx=${f.non2xx} requests=${f.requests} met=${met} load1=${loadavg()[0]!.toFixed(2)}`,
      );
    }
  } finally {
    await stopServer();
    if (created) {
      await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`)).catch((err: unknown) =>
        console.error(`could not drop ${dbName}: ${(err as Error).message}`),
      );
      created = false;
    }
  }
}

async function main() {
  if (!existsSync('dist/client/index.html')) {
    console.error('dist/client/index.html is missing: run `npm run build` first (bench:load builds nothing).');
    process.exit(1);
  }
  console.log(
    `bench:load ${new Date().toISOString()}  ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'})  load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per target after a ${WARMUP} s warm-up, accept-encoding gzip, br; node ${process.version}`,
  );
  for (const db of DBS) await runOn(db);
  console.log(
    `\ndone ${new Date().toISOString()}  load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}  (the load generator shares the machine with the server)`,
  );
}

main()
  .then(() => cleanup())
  .catch(async (err: unknown) => {
    console.error(`bench:load failed: ${err instanceof Error ? err.message : String(err)}`);
    await cleanup();
    process.exit(1);
  });
