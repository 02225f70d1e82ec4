import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { createLogger } from '../lib/logger';

/**
 * Where a server test file runs: always on in-memory PGlite, and again on PostgreSQL when
 * DATABASE_URL is set (each file gets its own fresh database there, dropped afterwards).
 * Use with `describe.each(dbTargets())('... on $name', (target) => ...)`.
 */
export interface DbTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. Open one per file (PGlite start costs 2-3 s and much memory). */
  open(): Promise<Database>;
  /** Settings that make buildApp open a fresh database of this kind by itself. */
  freshConfig(): Promise<Pick<Config, 'databaseUrl' | 'dataDir'>>;
  /** Closes and drops everything this target opened or created. */
  cleanup(): Promise<void>;
}

export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [pgliteTarget()];
  const url = process.env.DATABASE_URL;
  if (url) targets.push(postgresTarget(url));
  return targets;
}

/** What server/test/global-setup.ts provided (nothing when a file runs outside the server project). */
const provided = <K extends 'pgliteTemplate' | 'postgresTemplate'>(key: K): string | undefined => {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
};

let pgliteDump: Promise<Blob> | undefined;
/** The migrated PGlite dump, read once per file; undefined without the global setup. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = provided('pgliteTemplate');
  if (!file) return undefined;
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

function pgliteTarget(): DbTarget {
  const opened: Database[] = [];
  const dirs: string[] = [];
  return {
    name: 'pglite',
    async open() {
      // From the suite's migrated dump when there is one; migrate() then finds nothing to apply.
      const loadDataDir = await pgliteTemplate();
      const database = await openDatabase({ kind: 'pglite', ...(loadDataDir ? { loadDataDir } : {}) });
      opened.push(database);
      await migrate(database);
      return database;
    },
    async freshConfig() {
      const dir = await mkdtemp(path.join(tmpdir(), 'platform-test-'));
      dirs.push(dir);
      return { databaseUrl: undefined, dataDir: dir };
    },
    async cleanup() {
      for (const d of opened.splice(0)) await d.close();
      for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The same server's maintenance database, used to create and drop the per-file databases. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** `url` pointing at database `name` on the same server. */
export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function postgresTarget(url: string): DbTarget {
  const opened: Database[] = [];
  const created: string[] = [];
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const createDatabase = async () => {
    const name = `test_${process.pid}_${randomBytes(5).toString('hex')}`;
    // A copy of the suite's migrated template when there is one (migrate() then applies nothing).
    const template = provided('postgresTemplate');
    await admin((c) => c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
    created.push(name);
    return withDatabase(url, name);
  };
  return {
    name: 'postgres',
    async open() {
      const database = await openDatabase({ kind: 'postgres', url: await createDatabase(), max: 5 });
      opened.push(database);
      await migrate(database);
      return database;
    },
    async freshConfig() {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'platform-test-'));
      await rm(dataDir, { recursive: true, force: true });
      return { databaseUrl: await createDatabase(), dataDir };
    },
    async cleanup() {
      for (const d of opened.splice(0)) await d.close();
      for (const name of created.splice(0)) {
        await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
      }
    },
  };
}

/**
 * A test configuration: the defaults, NODE_ENV=test, no built site (STATIC_DIR points nowhere),
 * plus the given environment variables. DATABASE_URL is never inherited from the test process.
 */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  return {
    // The response cache is off unless a test turns it on: many tests write rows directly and read them back.
    ...loadConfig({
      NODE_ENV: 'test',
      STATIC_DIR: path.join(tmpdir(), 'no-such-site-dir'),
      RESPONSE_CACHE_TTL_SECONDS: '0',
      // No lottery timer in each of the suite's apps: the lottery's tests drive draws themselves.
      LOTTERY_TICK_MS: '0',
      FOOTBALL_TICK_MS: '0',
      ...env,
    }),
    ...overrides,
  };
}

export const silentLogger = () => createLogger('silent');

/** A TCP port that is free on the loopback interface right now (for a server process a test starts). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  await once(srv, 'close');
  return port;
}

/** Calls `onLine` with each complete line a child process writes to `stream` (its JSON log, say). */
export function eachLine(stream: NodeJS.ReadableStream | null | undefined, onLine: (line: string) => void): void {
  let buffer = '';
  stream?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const part of parts) onLine(part);
  });
}
