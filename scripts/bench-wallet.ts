/**
 * Wallet benchmark (issue 4): `npm run bench:wallet`. Prints figures; it is not a pass/fail test.
 *
 *   1. Wallet tps: C concurrent clients post small bets and wins (1-100 minor units) on random members'
 *      cash accounts against the house game account, for a fixed time, through the real ledger
 *      (`createLedger(db).post`: guarded cached balances, postings and a unique idempotency key in one
 *      transaction). Refusals for want of funds are counted apart, not as transactions.
 *   2. pgbench TPC-B tps on the same database (its own pgbench_* tables), same clients and duration.
 *   3. The ratio wallet / pgbench (target >= 0.5), then the ledger invariant check on what was posted.
 *
 * Runs on a fresh database `bench_wallet_<time>` that it creates and drops (also on an error or
 * Ctrl-C), on the PostgreSQL server DATABASE_URL names, else on postgres://postgres@127.0.0.1:5432.
 * The database DATABASE_URL names is never written to.
 *
 * Settings (flag, or environment variable): --clients / BENCH_WALLET_CLIENTS (16),
 * --seconds / BENCH_WALLET_SECONDS (20), --warmup / BENCH_WALLET_WARMUP (3),
 * --accounts / BENCH_WALLET_ACCOUNTS (1000), --scale / BENCH_WALLET_SCALE (pgbench scale, 10),
 * --rounds / BENCH_WALLET_ROUNDS (1: wallet then pgbench; more alternate them and print medians).
 * The house side is the product's own `{ system: 'house_game' }`, which the ledger spreads over
 * HOUSE_SHARDS rows (ADR 0008).
 * Exits 0 whatever the ratio, non-zero only when something failed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { delimiter, join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db';
import { migrate } from '../server/db/migrate';
import { members } from '../server/db/schema';
import { DEMO_BRANDS } from '../server/db/seed';
import { AppError } from '../server/lib/errors';
import { writeBrand } from '../server/modules/system/service';
import { createLedger, type EntryInput, HOUSE_SHARDS, type Ledger } from '../server/modules/wallet/ledger';
import { setting, withDatabase } from './lib/bench-settings';

const TARGET_RATIO = 0.5;
const BRAND = DEMO_BRANDS[0]!;
/** Each member's opening cash, in minor units (1,000.00): bets of at most 1.00 rarely empty it. */
const OPENING_CASH = 100_000n;

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    accounts: { type: 'string' },
    scale: { type: 'string' },
    rounds: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (flags.help) {
  console.log(`npm run bench:wallet [-- --clients 16 --seconds 20 --warmup 3 --accounts 1000 --scale 10 --rounds 1]
Environment: BENCH_WALLET_CLIENTS, BENCH_WALLET_SECONDS, BENCH_WALLET_WARMUP, BENCH_WALLET_ACCOUNTS,
BENCH_WALLET_SCALE, BENCH_WALLET_ROUNDS; DATABASE_URL names the PostgreSQL server (a fresh database is created on it).`);
  process.exit(0);
}

const CLIENTS = setting(flags.clients, 'BENCH_WALLET_CLIENTS', 16, 1, 200);
const SECONDS = setting(flags.seconds, 'BENCH_WALLET_SECONDS', 20, 1, 3600);
const WARMUP = setting(flags.warmup, 'BENCH_WALLET_WARMUP', 3, 0, 600);
const ACCOUNTS = setting(flags.accounts, 'BENCH_WALLET_ACCOUNTS', 1000, 1, 1_000_000);
const SCALE = setting(flags.scale, 'BENCH_WALLET_SCALE', 10, 1, 10_000);
const ROUNDS = setting(flags.rounds, 'BENCH_WALLET_ROUNDS', 1, 1, 100);
/** House game accounts the bets and wins go to: 1 (the product today), more to see the cost of that one hot row. */

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bench_wallet_${new Date()
  .toISOString()
  .replace(/[-:T.Z]/g, '')
  .slice(0, 14)}_${process.pid}`;
const benchUrl = withDatabase(serverUrl, dbName);
/** Where the password, if any, is hidden: figures and errors may be pasted into issues. */
const shown = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

// ---------------------------------------------------------------------------------------------
// Clean-up: the throw-away database goes whatever happens (finish, error, Ctrl-C).

let database: Database | undefined;
let created = false;
let child: ChildProcess | undefined;
let stopping = false;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let cleaning: Promise<void> | undefined;
/** Once, however many times it is asked for (the end of main and a signal may both ask). */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    child?.kill('SIGTERM');
    await database?.close().catch(() => undefined);
    if (created) {
      await admin((c) => c.query(`drop database if exists "${dbName}" with (force)`)).catch((err: unknown) =>
        console.error(`could not drop ${dbName}: ${(err as Error).message}`),
      );
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping, dropping ${dbName}`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// pgbench: on PATH, or in Debian's versioned directories; installed with apt when run as root.

function executable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findPgbench(major: number): string | undefined {
  const versioned = (() => {
    try {
      return readdirSync('/usr/lib/postgresql')
        .map(Number)
        .filter((v) => Number.isInteger(v))
        .sort((a, b) => (a === major ? -1 : b === major ? 1 : b - a))
        .map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`);
    } catch {
      return [];
    }
  })();
  // The versioned binary first: Debian's /usr/bin/pgbench is a wrapper that needs a local cluster to pick one.
  const onPath = (process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'pgbench'));
  return [...versioned, ...onPath].find(executable);
}

/**
 * Which Debian package ships pgbench depends on the release: postgresql-client-<major> in newer
 * ones, the server package postgresql-<major> in Debian 12 (PostgreSQL 15). Try the client first.
 */
function installPgbench(major: number): string | undefined {
  const isRoot = process.getuid?.() === 0;
  const packages = [`postgresql-client-${major}`, `postgresql-${major}`];
  if (!isRoot) {
    console.error(
      `pgbench not found. Install it: sudo apt-get update && sudo apt-get install -y ${packages[0]} (on Debian 12 it is in ${packages[1]})`,
    );
    return undefined;
  }
  console.log('pgbench not found; installing it with apt-get ...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  for (const pkg of packages) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      continue;
    }
    const found = findPgbench(major);
    if (found) return found;
  }
  console.error(`pgbench still not found after installing ${packages.join(', ')}`);
  return undefined;
}

function runPgbench(bin: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // The URL as the database name: libpq expands it (host, port, user, password).
    const proc = spawn(bin, [...args, benchUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    proc.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) => {
      child = undefined;
      if (code === 0) resolve(out);
      else reject(new Error(`pgbench ${args.join(' ')} exited with ${code}:\n${out}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The wallet workload.

interface Tally {
  committed: number;
  refused: number;
  latencies: number[];
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A bet (cash to the house) or a win (house to cash) of 1-100 minor units on a random member. */
function randomEntry(memberIds: string[], key: string): EntryInput {
  const memberId = memberIds[randomInt(0, memberIds.length - 1)]!;
  const amount = BigInt(randomInt(1, 100));
  const bet = Math.random() < 0.5;
  return {
    brand: BRAND.code,
    type: bet ? 'bet' : 'win',
    idempotencyKey: key,
    reference: 'bench',
    actor: { kind: 'provider', id: 'bench' },
    postings: [
      { account: { memberId, kind: 'cash' }, amount: bet ? -amount : amount },
      { account: { system: 'house_game' }, amount: bet ? amount : -amount },
    ],
  };
}

/** C workers, each posting one entry after another until `until`; counts only what ends in time. */
async function drive(ledger: Ledger, memberIds: string[], phase: string, seconds: number): Promise<Tally> {
  const tally: Tally = { committed: 0, refused: 0, latencies: [] };
  const until = performance.now() + seconds * 1000;
  const worker = async (w: number) => {
    let n = 0;
    while (!stopping) {
      const start = performance.now();
      if (start >= until) return;
      n += 1;
      try {
        await ledger.post(randomEntry(memberIds, `bench:${phase}:${w}:${n}`));
        const end = performance.now();
        if (end > until) return;
        tally.committed += 1;
        tally.latencies.push(end - start);
      } catch (err) {
        if (err instanceof AppError && err.code === 'wallet.insufficient_funds') tally.refused += 1;
        else throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
  return tally;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function checkpoint(db: Database['db']) {
  // Both phases start from a clean checkpoint, so neither pays for the other's dirty pages.
  // Needs superuser or pg_checkpoint; without it the phases simply start as they are.
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const loadBefore = loadavg()[0]!.toFixed(2);
  let version: { server_version: string; server_version_num: string };
  try {
    version = await admin(async (c) => {
      const { rows } = await c.query<{ server_version: string; server_version_num: string }>(
        `select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num`,
      );
      return rows[0]!;
    });
  } catch (err) {
    console.error(
      `PostgreSQL is not reachable at ${shown(withDatabase(serverUrl, 'postgres'))}: ${(err as Error).message}\n` +
        'Start it, or set DATABASE_URL to a PostgreSQL server (the bench creates and drops its own database there).',
    );
    process.exitCode = 1;
    return;
  }
  const major = Math.floor(Number(version.server_version_num) / 10_000);

  const pgbench = findPgbench(major) ?? installPgbench(major);
  if (!pgbench) {
    process.exitCode = 1;
    return;
  }

  console.log(`PostgreSQL ${version.server_version} at ${shown(benchUrl)}`);
  try {
    await admin((c) => c.query(`create database "${dbName}"`));
  } catch (err) {
    throw new Error(
      `could not create the bench database ${dbName} (the role needs CREATEDB): ${(err as Error).message}`,
    );
  }
  created = true;
  database = await openDatabase({ kind: 'postgres', url: benchUrl, max: CLIENTS });
  const db = database.db;
  await migrate(database);
  await writeBrand(db, BRAND);

  // Members, then one opening-balance entry each through the ledger (as the demo seed does).
  const memberIds: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 500) {
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: Math.min(500, ACCOUNTS - i) }, (_, j) => ({
          brand: BRAND.code,
          username: `bench${String(i + j).padStart(7, '0')}`,
          customerType: 0,
          firstLogin: false,
          registerChannel: 'bench',
        })),
      )
      .returning({ id: members.id });
    memberIds.push(...rows.map((r) => r.id));
  }
  const ledger = createLedger(db);
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < memberIds.length) {
        const memberId = memberIds[next++]!;
        await ledger.post({
          brand: BRAND.code,
          type: 'opening_balance',
          idempotencyKey: `bench-opening:${memberId}`,
          reference: memberId,
          actor: { kind: 'system' },
          reason: 'Wallet benchmark: opening balance',
          postings: [
            { account: { memberId, kind: 'cash' }, amount: OPENING_CASH },
            { account: { system: 'payment_clearing', channel: 'bench' }, amount: -OPENING_CASH },
          ],
        });
      }
    }),
  );
  console.log(`${ACCOUNTS} members funded with ${OPENING_CASH} minor units each`);

  console.log(`pgbench: initialising scale ${SCALE} ...`);
  await runPgbench(pgbench, ['-i', '-q', '-s', String(SCALE)]);
  if (WARMUP > 0) {
    console.log(`wallet: warming up ${WARMUP} s ...`);
    await drive(ledger, memberIds, 'warmup', WARMUP);
  }

  // Wallet then pgbench, ROUNDS times: on a shared machine the medians of alternating phases
  // compare the two under the same load better than one phase each.
  const rounds: { wallet: Tally; walletTps: number; pgbenchTps: number; pgbenchLatency: string }[] = [];
  for (let r = 1; r <= ROUNDS && !stopping; r++) {
    const of = ROUNDS > 1 ? ` (round ${r} of ${ROUNDS})` : '';
    await checkpoint(db);
    console.log(`wallet: ${CLIENTS} clients for ${SECONDS} s${of} ...`);
    const started = performance.now();
    const wallet = await drive(ledger, memberIds, `run${r}`, SECONDS);
    const walletTps = wallet.committed / Math.max((performance.now() - started) / 1000, SECONDS);
    if (stopping) return;
    await checkpoint(db);
    console.log(`pgbench: TPC-B, ${CLIENTS} clients for ${SECONDS} s${of} ...`);
    const out = await runPgbench(pgbench, [
      '-c',
      String(CLIENTS),
      '-j',
      String(Math.min(2, CLIENTS)),
      '-T',
      String(SECONDS),
      '-M',
      'prepared',
      '-n', // no vacuum before the run: -i has just vacuumed, and later rounds compare like with like
    ]);
    const tpsLine = out.match(
      /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/,
    );
    const pgbenchTps = Number(tpsLine?.[1] ?? out.match(/tps = ([\d.]+)/)?.[1]);
    if (!Number.isFinite(pgbenchTps) || pgbenchTps <= 0) throw new Error(`no tps in pgbench's output:\n${out}`);
    const pgbenchLatency = out.match(/latency average = ([\d.]+) ms/)?.[1] ?? '?';
    rounds.push({ wallet, walletTps, pgbenchTps, pgbenchLatency });
    if (ROUNDS > 1) {
      console.log(
        `  round ${r}: wallet ${walletTps.toFixed(1)} tps, pgbench ${pgbenchTps.toFixed(1)} tps, ratio ${(walletTps / pgbenchTps).toFixed(2)}`,
      );
    }
  }
  if (stopping) return;

  // The books: every cached balance equals its postings, every entry and the brand sum to zero,
  // and the entries in the ledger are at least the ones the bench counted (a post still in flight
  // when a phase ends commits but is not counted).
  const report = await ledger.check();
  const counted = await db.execute(
    sql`select count(*)::int as n from journal_entries where idempotency_key like 'bench:run%'`,
  );
  const runEntries = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;

  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const walletTps = median(rounds.map((r) => r.walletTps));
  const pgbenchTps = median(rounds.map((r) => r.pgbenchTps));
  const committed = rounds.reduce((n, r) => n + r.wallet.committed, 0);
  const refused = rounds.reduce((n, r) => n + r.wallet.refused, 0);
  const latencies = rounds.flatMap((r) => r.wallet.latencies).sort((a, b) => a - b);
  const ratio = walletTps / pgbenchTps;
  const of = ROUNDS > 1 ? ` (median of ${ROUNDS} rounds)` : '';
  const row = (label: string, value: string) => console.log(`  ${label.padEnd(30)} ${value}`);
  console.log('\nWallet benchmark (issue 4)');
  row('PostgreSQL', version.server_version);
  row('clients / duration', `${CLIENTS} / ${SECONDS} s per phase, ${ROUNDS} round(s), ${WARMUP} s warm-up`);
  row('member cash accounts', `${ACCOUNTS}, against the house game account (${HOUSE_SHARDS} rows)`);
  row('pgbench scale', `${SCALE} (${SCALE} branches, ${SCALE * 100_000} accounts)`);
  row('machine', `${cpus().length} CPUs, load ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after`);
  console.log('');
  row('wallet tps', `${walletTps.toFixed(1)}${of}`);
  row('  committed entries', String(committed));
  row('  refused (insufficient funds)', String(refused));
  row('  latency p50 / p99', `${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 99).toFixed(1)} ms`);
  row('pgbench TPC-B tps', `${pgbenchTps.toFixed(1)}${of}`);
  row('  latency average', rounds.map((r) => `${r.pgbenchLatency} ms`).join(', '));
  row(
    'ratio wallet / pgbench',
    `${ratio.toFixed(2)} (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`,
  );
  console.log('');
  row(
    'ledger invariant',
    report.ok
      ? `holds (${report.accounts} accounts, ${report.entries} entries; balances = postings, books sum to zero)`
      : 'BROKEN',
  );
  row(
    'entries from the measured runs',
    `${runEntries}${runEntries >= committed ? ` (>= the ${committed} counted)` : ` (FEWER than the ${committed} counted)`}`,
  );
  if (!report.ok) {
    console.error(JSON.stringify(report, null, 2));
    process.exitCode = 1;
  }
  if (runEntries < committed) process.exitCode = 1;
}

main()
  .catch((err: unknown) => {
    if (stopping) return; // interrupted: the signal handler reports and exits
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
  });
