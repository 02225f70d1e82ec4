import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import type { Database } from './db';
import { poolExhausted } from './lib/http-errors';
import { dbTargets, silentLogger, testConfig } from './test/harness';

/**
 * An overloaded node (every database connection busy past the pool's 5 s wait) answers 503
 * service.unavailable with Retry-After, not 500 internal: nothing was done, and trying again is safe.
 */
describe.runIf(process.env.DATABASE_URL)('every database connection busy (PostgreSQL)', () => {
  const [target] = dbTargets().filter((t) => t.name === 'postgres');
  let database: Database;
  let app: App;

  beforeAll(async () => {
    if (!target) throw new Error('no PostgreSQL target');
    database = await target.open(); // a pool of 5
    app = await buildApp({ config: testConfig(), db: database, logger: silentLogger() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await target?.cleanup();
  });

  it('answers 503 with Retry-After when no connection frees up in time', async () => {
    // Hold all five connections for 7 s (Promise.resolve starts Drizzle's lazy query now).
    const busy = Array.from({ length: 5 }, () => Promise.resolve(database.db.execute(sql`select pg_sleep(7)`)));
    await new Promise((r) => setTimeout(r, 300));
    // The session look-up needs the database.
    const res = await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: 'sid=some-session-token' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'service.unavailable' });
    expect(res.headers['retry-after']).toBe('1');
    await Promise.all(busy);
  }, 20_000);

  it('tells the pool refusal from other errors, also when wrapped', () => {
    const refusal = new Error('timeout exceeded when trying to connect');
    expect(poolExhausted(refusal)).toBe(true);
    expect(poolExhausted(new Error('Failed query', { cause: refusal }))).toBe(true);
    expect(poolExhausted(new Error('deadlock detected'))).toBe(false);
    expect(poolExhausted('timeout exceeded when trying to connect')).toBe(false);
  });
});
