import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundProofResponseSchema } from '../../../src/api/contract/fairness';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { studioRotationResponseSchema, studioSeedsResponseSchema } from '../../../src/api/contract/studio';
import { verifySlotRound } from '../../../src/rules/studio/verify';
import type { App } from '../../app';
import type { Database } from '../../db';
import { members, studioSeeds } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, registered, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_COOKIE } from './routes';

/**
 * Provable fairness of the studio's rounds (issue 22): every spin plays the player's seed pair at its
 * next nonce, its public proof recomputes to the same outcome, rotating reveals the seed whose hash
 * was shown before play, and concurrent spins never share a nonce.
 */
describe.each(dbTargets())('studio seeds and round proofs on $name', (target) => {
  let database: Database;
  let app: App;
  let n = 0;
  const GAME = 'lumen-lucky-sevens';

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  async function player(cash: bigint) {
    const { client, username } = await registered(app);
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    await app.ledger.post({
      brand: 'aurum',
      type: 'deposit',
      idempotencyKey: `fair-fund-${++n}-${m!.id}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId: m!.id, kind: 'cash' }, amount: cash },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
      ],
    });
    return { client, memberId: m!.id };
  }
  const cookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === STUDIO_COOKIE);
    return c ? `${STUDIO_COOKIE}=${c.value}` : '';
  };
  async function window(client: Client) {
    const launched = await call(client, 'POST', '/api/games/launch', { nodeId: GAME });
    expect(launched.statusCode, launched.body).toBe(200);
    const token = new URL(launchResponseSchema.parse(launched.json()).value.url, 'http://x').searchParams.get('token')!;
    const res = await app.inject({ method: 'POST', url: '/api/studio/sessions', payload: { gameCode: GAME, token } });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookieOf(res), state: res.json().value };
  }
  const spin = (cookie: string, stake = 10) =>
    app.inject({ method: 'POST', url: '/api/studio/spin', headers: { cookie }, payload: { stake } });
  const seeds = async (cookie: string) =>
    studioSeedsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/studio/seeds', headers: { cookie } })).json(),
    ).value;
  const rotate = (cookie: string, serverSeedHash?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/studio/seeds/rotate',
      headers: { cookie },
      payload: serverSeedHash ? { serverSeedHash } : {},
    });
  const proof = (id: string) => app.inject({ method: 'GET', url: `/api/fairness/rounds/${id}` });
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

  it('plays each spin at the next nonce, and after rotation its proof recomputes to the same outcome', async () => {
    const p = await player(50_000n);
    const { cookie, state } = await window(p.client);
    const before = await seeds(cookie);
    expect(state.seeds).toEqual(before);
    expect(before.nonce).toBe(0);
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await spin(cookie);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().value.spin.nonce).toBe(i);
      ids.push(r.json().value.spin.id);
    }
    expect((await seeds(cookie)).nonce).toBe(3);

    // Before rotation: the proof holds the hash, not the seed.
    const hidden = roundProofResponseSchema.parse((await proof(ids[1]!)).json()).value;
    expect(hidden).toMatchObject({ serverSeed: null, serverSeedHash: before.serverSeedHash, nonce: 1, gameCode: GAME });

    const rotated = await rotate(cookie, before.serverSeedHash);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, current } = studioRotationResponseSchema.parse(rotated.json()).value;
    expect(revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(sha256(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(revealed.rounds).toBe(3);
    expect(current.nonce).toBe(0);
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(current.clientSeed).toBe(before.clientSeed);

    for (const [nonce, id] of ids.entries()) {
      const res = await proof(id);
      expect(res.statusCode, res.body).toBe(200);
      const value = roundProofResponseSchema.parse(res.json()).value;
      expect(value).toMatchObject({ serverSeed: revealed.serverSeed, nonce, clientSeed: before.clientSeed });
      const check = await verifySlotRound(value);
      expect(check).toMatchObject({ ok: true, revealed: true, hashMatches: true, outcomeMatches: true });
    }

    // The next spin plays the new pair from nonce 0.
    const next = await spin(cookie);
    expect(next.json().value.spin.nonce).toBe(0);
  });

  it('rotates once under a double tap, and answers the same revealed pair to both taps', async () => {
    const p = await player(1_000n);
    const { cookie } = await window(p.client);
    const before = await seeds(cookie);
    const [a, b] = await Promise.all([rotate(cookie, before.serverSeedHash), rotate(cookie, before.serverSeedHash)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.revealed).toEqual(b.json().value.revealed);
    expect(a.json().value.current).toEqual(b.json().value.current);
    const rows = await database.db.select().from(studioSeeds).where(eq(studioSeeds.player, p.memberId));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.active)).toHaveLength(1);
  });

  it('sets a valid client seed, refuses a bad one with 400 and a field message, and plays the new one', async () => {
    const p = await player(1_000n);
    const { cookie } = await window(p.client);
    for (const bad of ['', 'has space', 'a:b', 'x'.repeat(65), '种子']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/studio/seeds/client',
        headers: { cookie },
        payload: { clientSeed: bad },
      });
      expect([res.statusCode, res.json().code, res.json().fields]).toEqual([
        400,
        'request.invalid',
        { clientSeed: 'validation.clientSeed' },
      ]);
    }
    const ok = await app.inject({
      method: 'PUT',
      url: '/api/studio/seeds/client',
      headers: { cookie },
      payload: { clientSeed: 'my-lucky-seed' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const r = await spin(cookie);
    const value = roundProofResponseSchema.parse((await proof(r.json().value.spin.id)).json()).value;
    expect(value.clientSeed).toBe('my-lucky-seed');
    const none = await app.inject({ method: 'GET', url: '/api/studio/seeds' });
    expect([none.statusCode, none.json().code]).toEqual([401, 'studio.session_expired']);
  });

  it('answers 404 for an unknown round and 400 for a malformed id, with no session', async () => {
    const unknown = await proof('00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'fairness.round_not_found']);
    const malformed = await proof('not-a-round');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'request.invalid']);
  });

  it('gives 30 concurrent spins of one player (30 windows) 30 distinct nonces, each reproducible', async () => {
    const p = await player(100_000n);
    const windows = [];
    for (let i = 0; i < 30; i++) windows.push(await window(p.client));
    const answers = await Promise.all(windows.map((w) => spin(w.cookie)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const spins = answers.map((a) => a.json().value.spin as { id: string; nonce: number });
    expect(new Set(spins.map((s) => s.nonce)).size).toBe(30);
    expect(spins.map((s) => s.nonce).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const hash = (await seeds(windows[0]!.cookie)).serverSeedHash;
    expect((await rotate(windows[0]!.cookie, hash)).statusCode).toBe(200);
    for (const s of spins) {
      const value = roundProofResponseSchema.parse((await proof(s.id)).json()).value;
      expect(value.nonce).toBe(s.nonce);
      expect((await verifySlotRound(value)).ok).toBe(true);
    }
  });
});
