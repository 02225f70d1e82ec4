import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export { schema };
export type Schema = typeof schema;

/**
 * The query builder both drivers satisfy (they share pg-core). Services take a `Db`, never a
 * driver-specific type, so the same code runs on PGlite and PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the query builder plus what the process needs to run and stop it. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the SQL migrations in `folder` that have not run yet (drizzle's journal). */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
  /**
   * Runs `fn` while holding a cluster-wide lock (PostgreSQL advisory lock), so that several nodes
   * starting at once migrate and seed one after another. PGlite is single-process: no lock needed.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
}

export type OpenDatabaseOptions =
  | {
      kind: 'pglite';
      /** Directory for the data files; omit for an in-memory database. */
      dataDir?: string;
      /** An in-memory database starts from this dump (PGlite's dumpDataDir) instead of an empty one. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string /** Pool size; default 10. */; max?: number };

/** Arbitrary constant for pg_advisory_lock: "lumen" start-up (migrate + seed). */
const STARTUP_LOCK_KEY = 7_246_318_551;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options.dataDir, options.loadDataDir);
  return openPostgres(options.url, options.max ?? 10);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second process on the same files corrupts them. The lock
 * file holds the owner's pid; a lock left by a dead process is taken over.
 */
const lockedHere = new Set<string>();

export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      lockedHere.add(file);
      return () => {
        lockedHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // Our own pid in a lock we did not take is a restart that reused the pid (pid 1 in a container).
      const ownStale = owner === process.pid && !lockedHere.has(file);
      if (Number.isInteger(owner) && owner > 0 && !ownStale && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. PGlite allows one server process per DATA_DIR; stop the other one, or use PostgreSQL (DATABASE_URL) to run several. If no such process exists, delete ${file}.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  if (dataDir !== undefined) {
    dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = dir === undefined ? await PGlite.create(loadDataDir ? { loadDataDir } : {}) : await PGlite.create(dir);
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    get closed() {
      return closed;
    },
    withStartupLock: (fn) => fn(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection, and /readyz reports the outage.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  const database: Database = {
    kind: 'postgres',
    db,
    async ping() {
      await pool.query('select 1');
    },
    migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    get closed() {
      return closed;
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
  };
  await database.ping();
  return database;
}

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
