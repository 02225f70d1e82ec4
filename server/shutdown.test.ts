import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { dbTargets, silentLogger, testConfig } from './test/harness';

describe.each(dbTargets())('graceful shutdown on $name', (target) => {
  afterAll(() => target.cleanup());

  it('finishes an in-flight request, refuses new connections, then closes its database', async () => {
    // No db passed: the app opens, migrates and seeds its own, as in production, and owns closing it.
    const app = await buildApp({ config: testConfig({}, await target.freshConfig()), logger: silentLogger() });
    const events: string[] = [];
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/api/test/slow', async () => {
      entered();
      await sleep(400);
      // Still needs the database after close() has started.
      // Both drivers return { rows } for a raw query.
      const result = (await app.database.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
        rows: { answer: number }[];
      };
      events.push('handler done');
      return { value: result.rows[0] };
    });
    app.addHook('onClose', async () => {
      events.push('close hooks');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const pending = fetch(`${base}/api/test/slow`);
    await inHandler;
    const closing = app.close().then(() => events.push('closed'));
    await sleep(20);
    expect(app.isShuttingDown()).toBe(true);
    expect(app.database.closed).toBe(false);

    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: { answer: 42 } });

    await closing;
    expect(events).toEqual(['handler done', 'close hooks', 'closed']);
    expect(app.database.closed).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('under load: requests already running when close() starts all answer, none with a 500', async () => {
    const app = await buildApp({ config: testConfig({}, await target.freshConfig()), logger: silentLogger() });
    // close() starts once all 30 are in the handler: a request still connecting when the listener
    // closes is refused by the OS (no status at all), which is not what this test is about.
    const REQUESTS = 30;
    let inside = 0;
    let allInside: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      allInside = resolve;
    });
    app.get('/api/test/busy', async () => {
      inside += 1;
      if (inside === REQUESTS) allInside();
      await sleep(200 + Math.floor(Math.random() * 250));
      const result = (await app.database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      return { value: result.rows[0] };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const statuses = Array.from({ length: REQUESTS }, () =>
      fetch(`http://127.0.0.1:${port}/api/test/busy`).then(
        (res) => res.status,
        () => 0,
      ),
    );
    await inHandler;
    await sleep(20);
    const closing = app.close();
    const answered = await Promise.all(statuses);
    await closing;
    // Each one either ran to the end (200) or was turned away as the server stopped (503), never a 500
    // from a database closed under it.
    expect(answered.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(answered.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(app.database.closed).toBe(true);
  });
});
