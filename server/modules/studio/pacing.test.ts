import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { siteConfigResponseSchema } from '../../../src/api/contract/system';
import { DEFAULT_PACING, STRICT_PACING } from '../../../src/rules/pacing';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members, providerTransactions, studioSpins } from '../../db/schema';
import { DEMO_BRANDS, seedDemo } from '../../db/seed';
import { type Client, call, registered, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { writeBrand } from '../system/service';
import { STUDIO_COOKIE } from './routes';

/**
 * Game pacing per brand (issue 19): the studio's spin endpoint refuses a spin that comes sooner than
 * the brand's minSpinMs after the same player's previous one (any of their game windows), with
 * 429 studio.too_fast and no money moved. A frozen clock the test moves by hand.
 */
describe.each(dbTargets())('game pacing on $name', (target) => {
  let database: Database;
  let app: App;
  let t = Date.parse('2026-06-15T04:00:00Z');
  const now = () => new Date(t);
  const advance = (ms: number) => {
    t += ms;
  };
  let n = 0;
  const aurum = DEMO_BRANDS[0]!;
  const GAME = 'lumen-lucky-sevens';
  const STAKE = 20;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    await writeBrand(database.db, {
      code: 'aurum',
      name: aurum.name,
      settings: { ...aurum.settings, pacing: STRICT_PACING },
    });
    app = await testApp(database, {}, now);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  async function player(cash: bigint) {
    const { client, username } = await registered(app);
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    if (cash > 0n) await fund(m!.id, cash);
    return { client, memberId: m!.id };
  }
  const fund = (memberId: string, cash: bigint) =>
    app.ledger.post({
      brand: 'aurum',
      type: 'deposit',
      idempotencyKey: `pacing-fund-${++n}-${memberId}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId, kind: 'cash' }, amount: cash },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
      ],
    });
  const cookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === STUDIO_COOKIE);
    return c ? `${STUDIO_COOKIE}=${c.value}` : '';
  };
  /** Launches GAME for the client and opens its window: answers the window's cookie and the open answer. */
  async function window(client: Client) {
    const launched = await call(client, 'POST', '/api/games/launch', { nodeId: GAME });
    expect(launched.statusCode, launched.body).toBe(200);
    const token = new URL(launchResponseSchema.parse(launched.json()).value.url, 'http://x').searchParams.get('token')!;
    const opened = await app.inject({
      method: 'POST',
      url: '/api/studio/sessions',
      payload: { gameCode: GAME, token },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return { cookie: cookieOf(opened), value: opened.json().value };
  }
  const spin = (cookie: string, stake = STAKE) =>
    app.inject({ method: 'POST', url: '/api/studio/spin', headers: { cookie }, payload: { stake } });
  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;
  const debits = async () =>
    (await database.db.select({ kind: providerTransactions.kind }).from(providerTransactions)).filter(
      (r) => r.kind === 'debit',
    ).length;

  it("the window gets the brand's pacing; the site config exposes it; a brand without one has today's behaviour", async () => {
    const p = await player(10_000n);
    const { cookie, value } = await window(p.client);
    expect(value.pacing).toEqual(STRICT_PACING);
    const state = await app.inject({ method: 'GET', url: '/api/studio/state', headers: { cookie } });
    expect(state.json().value.pacing).toEqual(STRICT_PACING);
    const config = siteConfigResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/system/config' })).json(),
    );
    expect(config.value.pacing).toEqual(STRICT_PACING);
    // The demo's second brand is seeded with it, so it can be seen.
    const demo = await testApp(database, { DEFAULT_BRAND: 'verdant' }, now);
    try {
      const res = await demo.inject({ method: 'GET', url: '/api/system/config' });
      expect(siteConfigResponseSchema.parse(res.json()).value.pacing).toEqual(STRICT_PACING);
    } finally {
      await demo.close();
    }
  });

  it('a spin sooner than minSpinMs after the previous one is 429 studio.too_fast with retryAt, and moves no money', async () => {
    const p = await player(10_000n);
    const { cookie } = await window(p.client);
    const first = await spin(cookie);
    expect(first.statusCode, first.body).toBe(200);
    const startedAt = t;
    const after = await cash(p.memberId);
    const debitsBefore = await debits();
    const spinsBefore = (await database.db.select().from(studioSpins)).length;

    const soon = await spin(cookie);
    expect(soon.statusCode, soon.body).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'studio.too_fast', retryAt: startedAt + 2500 });
    advance(2499); // 1 ms short of 2.5 s
    expect((await spin(cookie)).json()).toMatchObject({ code: 'studio.too_fast', retryAt: startedAt + 2500 });
    expect(await cash(p.memberId)).toBe(after);
    expect(await debits()).toBe(debitsBefore);
    expect((await database.db.select().from(studioSpins)).length).toBe(spinsBefore);

    advance(1); // exactly 2.5 s after the previous spin started
    const next = await spin(cookie);
    expect(next.statusCode, next.body).toBe(200);
  });

  it("counts per player across their windows, not per window; another player's spins do not slow this one", async () => {
    const p = await player(10_000n);
    const q = await player(10_000n);
    const a = await window(p.client);
    const b = await window(p.client);
    const other = await window(q.client);
    expect((await spin(a.cookie)).statusCode).toBe(200);
    expect((await spin(b.cookie)).json()).toMatchObject({ code: 'studio.too_fast' });
    expect((await spin(other.cookie)).statusCode).toBe(200);
    advance(2500);
    expect((await spin(b.cookie)).statusCode).toBe(200);
  });

  it('a spin the wallet refused does not count: after a top-up the player spins at once', async () => {
    const p = await player(5n);
    const { cookie } = await window(p.client);
    expect((await spin(cookie)).json()).toMatchObject({ code: 'studio.insufficient_funds' });
    await fund(p.memberId, 10_000n);
    const res = await spin(cookie);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('30 spins at once from 30 windows of one player: exactly one passes, 29 are too fast, one stake is taken', async () => {
    advance(10_000);
    const p = await player(100_000n);
    const windows = [];
    for (let i = 0; i < 30; i++) windows.push(await window(p.client));
    const before = await cash(p.memberId);
    const answers = await Promise.all(windows.map((w) => spin(w.cookie)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(29);
    for (const r of answers.filter((x) => x.statusCode === 429)) expect(r.json().code).toBe('studio.too_fast');
    const passed = answers.find((r) => r.statusCode === 200)!.json().value.spin as { stake: number; totalWin: number };
    expect(await cash(p.memberId)).toBe(before - BigInt(passed.stake) + BigInt(passed.totalWin));
  });

  it("without pacing (the brand's setting removed) back-to-back spins all pass", async () => {
    await writeBrand(database.db, { code: 'aurum', name: aurum.name, settings: aurum.settings });
    try {
      const p = await player(10_000n);
      const { cookie, value } = await window(p.client);
      expect(value.pacing).toEqual(DEFAULT_PACING);
      for (let i = 0; i < 3; i++) expect((await spin(cookie)).statusCode).toBe(200);
    } finally {
      await writeBrand(database.db, {
        code: 'aurum',
        name: aurum.name,
        settings: { ...aurum.settings, pacing: STRICT_PACING },
      });
    }
  });
});
