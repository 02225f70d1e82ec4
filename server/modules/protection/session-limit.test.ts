import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { seedDemo } from '../../db/seed';
import { call, expectError, FIXED, registered, testClock } from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { openLive, sleep } from '../../test/live';

/** A session time limit ends the session on the server; the live channel closes as for a sign-out. */
describe.each(dbTargets())('session time limit on $name', (target) => {
  let database: Database;
  let app: App;
  let url: string;
  let origin: string;
  const clock = testClock(new Date('2026-06-17T04:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED, LEDGER_CHECK_MINUTES: '0' }),
      db: database,
      logger: silentLogger(),
      now: clock.now,
      live: { heartbeatMs: 60_000, sessionCheckMs: 150 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    url = `ws://127.0.0.1:${port}/api/live`;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('closes the live socket with 4401 and answers 401 once the limit is reached, not before', async () => {
    const { client } = await registered(app);
    const set = await call(client, 'PUT', '/api/protection/session-limit', { minutes: 1 });
    expect(set.statusCode, set.body).toBe(200);
    const res = await openLive(url, { cookie: client.cookie!, origin });
    if (!res.ok) throw new Error(`live refused: ${res.status} ${res.code}`);
    const live = res.client;
    await live.next((m) => m.type === 'hello');
    // Several re-checks pass while the limit is not reached.
    expect(await Promise.race([live.closed, sleep(500).then(() => -1)])).toBe(-1);
    clock.advance(60_000);
    expect(await Promise.race([live.closed, sleep(2_000).then(() => -1)])).toBe(4401);
    expectError(await call(client, 'GET', '/api/protection'), 401, 'auth.required');
  });
});
