import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { adminUrl, withDatabase } from './harness';

/**
 * Once per server-suite run: a migrated database of each kind that every test file's fresh database
 * starts from, instead of migrating its own (server/test/harness.ts). A PGlite dump loads in under a
 * second where a fresh instance plus the migrations takes about three; PostgreSQL copies a template
 * database in ~40 ms where migrating takes ~400 ms. Each file still gets its own database.
 */
export default async function setup(project: TestProject) {
  const tag = `${process.pid}_${randomBytes(4).toString('hex')}`;

  const lite = await openDatabase({ kind: 'pglite' });
  await migrate(lite);
  const dump = await (lite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await lite.close();
  const file = path.join(tmpdir(), `lumen-test-pglite-${tag}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const url = process.env.DATABASE_URL;
  let template: string | undefined;
  const admin = async (sql: string) => {
    if (!url) return;
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (url) {
    template = `test_template_${tag}`;
    await admin(`create database "${template}"`);
    const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), max: 1 });
    await migrate(db);
    await db.close();
    project.provide('postgresTemplate', template);
  }

  return async () => {
    await rm(file, { force: true });
    if (template) await admin(`drop database if exists "${template}" with (force)`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database (server/test/global-setup.ts). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to copy, on DATABASE_URL's server. */
    postgresTemplate: string;
  }
}
