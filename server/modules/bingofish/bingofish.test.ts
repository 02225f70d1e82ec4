import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bingoRoundResponseSchema,
  bingoStateResponseSchema,
  fishingShotResponseSchema,
  fishingStateResponseSchema,
} from '../../../src/api/contract/bingofish';
import { anyRoundProofResponseSchema } from '../../../src/api/contract/fairness';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { BASE_BALLS, MAX_EXTRA_BALLS } from '../../../src/rules/bingo/bingo';
import { verifyBingoRound, verifyFishingShot } from '../../../src/rules/bingofish/verify';
import { fishOf, sceneNumber } from '../../../src/rules/fishing/fishing';
import type { App } from '../../app';
import type { Database } from '../../db';
import { bingoRounds, fishingShots, gameRounds, games, members, providerTransactions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, registered, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_COOKIE } from '../studio/routes';
import { BINGO_ABANDON_MS } from './bingo';
import { UNPAID_RETRY_MS } from './fishing';

const BINGO = 'lumen-bingo-75';
const FISH = 'lumen-reef-hunter';

/**
 * House bingo and fishing (issue 23) play like vendors: a launch, the window opened with the token,
 * every stake debited and every win credited through the provider API, and proofs anyone can check.
 */
describe.each(dbTargets())('house bingo and fishing on $name', (target) => {
  let database: Database;
  let app: App;
  let n = 0;
  /** The app's clock: frozen, moved by the tests. */
  let clock = Date.parse('2026-11-27T12:00:00.000Z');

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, {}, () => new Date(clock));
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  async function player(cash: bigint) {
    const { client, username } = await registered(app);
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    if (cash > 0n) {
      await app.ledger.post({
        brand: 'aurum',
        type: 'deposit',
        idempotencyKey: `bingofish-fund-${++n}-${m!.id}`,
        actor: { kind: 'system' },
        postings: [
          { account: { memberId: m!.id, kind: 'cash' }, amount: cash },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
        ],
      });
    }
    return { client, memberId: m!.id };
  }

  const launch = async (client: Client, nodeId: string) => {
    const res = await call(client, 'POST', '/api/games/launch', { nodeId });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x');
    return { path: url.pathname, token: url.searchParams.get('token')! };
  };
  const cookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === STUDIO_COOKIE);
    return c ? `${STUDIO_COOKIE}=${c.value}` : '';
  };
  const post = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;

  async function openBingo(funds: bigint) {
    const p = await player(funds);
    const { path, token } = await launch(p.client, BINGO);
    expect(path).toBe(`/m/bingo/${BINGO}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/studio/bingo/sessions',
      payload: { gameCode: BINGO, token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...p, cookie: cookieOf(res), state: bingoStateResponseSchema.parse(res.json()).value };
  }

  async function openFishing(funds: bigint) {
    const p = await player(funds);
    const { path, token } = await launch(p.client, FISH);
    expect(path).toBe(`/m/fishing/${FISH}`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/studio/fishing/sessions',
      payload: { gameCode: FISH, token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...p, cookie: cookieOf(res), state: fishingStateResponseSchema.parse(res.json()).value };
  }

  it('seeds bingo as a LUMEN game of classify BG, and fishing as the FISH vendor LUMEN_FISH', async () => {
    const [bingo] = await database.db
      .select()
      .from(games)
      .where(and(eq(games.brand, 'aurum'), eq(games.gameCode, BINGO)));
    expect(bingo).toMatchObject({ vassalage: 'LUMEN', gameType: 'RNG', gameClassify: 'BG', rtp: 9605 });
    const [fish] = await database.db
      .select()
      .from(games)
      .where(and(eq(games.brand, 'aurum'), eq(games.gameCode, FISH)));
    expect(fish).toMatchObject({ vassalage: 'LUMEN_FISH', gameType: 'FISH', rtp: 9600 });
  });

  it('plays a bingo round: buy, extra balls at the quoted price, collect once; the wallet follows', async () => {
    const w = await openBingo(100_000n);
    expect(w.state).toMatchObject({ balance: 100_000, round: null, history: [] });
    const buy = await post('/api/studio/bingo/buy', w.cookie, { cards: 2, stake: 100 });
    expect(buy.statusCode, buy.body).toBe(200);
    const bought = bingoRoundResponseSchema.parse(buy.json()).value;
    expect(bought.balance).toBe(99_800);
    expect(bought.round).toMatchObject({ status: 'open', stake: 100, staked: 200, extrasLeft: MAX_EXTRA_BALLS });
    expect(bought.round.cards).toHaveLength(2);
    expect(bought.round.drawn).toHaveLength(BASE_BALLS);
    const price = bought.round.nextPrice!;
    expect(price).toBeGreaterThanOrEqual(5);

    // A second buy while the round is open is refused: nothing moves.
    const again = await post('/api/studio/bingo/buy', w.cookie, { cards: 1, stake: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('bingo.round_open');

    const extra = bingoRoundResponseSchema.parse(
      (await post('/api/studio/bingo/extra', w.cookie, { roundId: bought.round.id, drawn: BASE_BALLS })).json(),
    ).value;
    expect(extra.round.drawn).toHaveLength(BASE_BALLS + 1);
    expect(extra.round.drawn.slice(0, BASE_BALLS)).toEqual(bought.round.drawn);
    expect(extra.round.extraPrices).toEqual([price]);
    expect(extra.balance).toBe(99_800 - price);
    // The same tap again (the window still showed 30 balls): nothing more is bought.
    const dup = bingoRoundResponseSchema.parse(
      (await post('/api/studio/bingo/extra', w.cookie, { roundId: bought.round.id, drawn: BASE_BALLS })).json(),
    ).value;
    expect(dup.round.drawn).toHaveLength(BASE_BALLS + 1);
    expect(await cash(w.memberId)).toBe(BigInt(99_800 - price));

    const collect = bingoRoundResponseSchema.parse(
      (await post('/api/studio/bingo/collect', w.cookie, { roundId: bought.round.id })).json(),
    ).value;
    expect(collect.round.status).toBe('settled');
    const win = collect.round.win;
    expect(collect.balance).toBe(99_800 - price + win);
    const twice = await post('/api/studio/bingo/collect', w.cookie, { roundId: bought.round.id });
    expect(twice.statusCode).toBe(200);
    expect(await cash(w.memberId)).toBe(BigInt(99_800 - price + win));

    // The operator's round: staked 200 + the extra, paid the win, closed — under the game's name.
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, bought.round.id));
    expect(round).toMatchObject({ status: 'settled', stake: BigInt(200 + price), payout: BigInt(win) });
    const closed = await post('/api/studio/bingo/extra', w.cookie, { roundId: bought.round.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('bingo.round_closed');
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('sells at most the extra balls of the round', async () => {
    const w = await openBingo(100_000n);
    const { round } = bingoRoundResponseSchema.parse(
      (await post('/api/studio/bingo/buy', w.cookie, { cards: 1, stake: 10 })).json(),
    ).value;
    let last = round;
    for (let i = 0; i < MAX_EXTRA_BALLS; i++) {
      const res = await post('/api/studio/bingo/extra', w.cookie, { roundId: round.id });
      expect(res.statusCode, res.body).toBe(200);
      last = bingoRoundResponseSchema.parse(res.json()).value.round;
    }
    expect(last).toMatchObject({ extrasLeft: 0, nextPrice: null });
    expect(last.drawn).toHaveLength(BASE_BALLS + MAX_EXTRA_BALLS);
    const more = await post('/api/studio/bingo/extra', w.cookie, { roundId: round.id });
    expect(more.json().code).toBe('bingo.no_more_balls');
    const spent = last.extraPrices.reduce((a, b) => a + b, 0);
    expect(await cash(w.memberId)).toBe(BigInt(100_000 - 10 - spent));
  });

  it('refuses bad input with stable codes, and a stake above the balance moves nothing', async () => {
    const w = await openBingo(150n);
    for (const body of [
      { cards: 5, stake: 10 },
      { cards: 0, stake: 10 },
      { cards: 1, stake: 7 },
      { cards: 1 },
      { cards: 1.5, stake: 10 },
    ]) {
      const res = await post('/api/studio/bingo/buy', w.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const poor = await post('/api/studio/bingo/buy', w.cookie, { cards: 4, stake: 50 });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('studio.insufficient_funds');
    expect(await cash(w.memberId)).toBe(150n);
    const unknown = await post('/api/studio/bingo/extra', w.cookie, {
      roundId: '6f1c2a9e-3b7d-4c21-9a55-0d8e4f7b1c32',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('bingo.round_not_found');
    const noWindow = await post('/api/studio/bingo/buy', '', { cards: 1, stake: 10 });
    expect(noWindow.statusCode).toBe(401);
    // A bingo window cannot shoot fish.
    const wrong = await post('/api/studio/fishing/shot', w.cookie, { fishId: 0, kind: 'minnow', stake: 10 });
    expect(wrong.statusCode).toBe(404);
  });

  it('collects an abandoned round by the job: run twice, paid once', async () => {
    const w = await openBingo(10_000n);
    const { round } = bingoRoundResponseSchema.parse(
      (await post('/api/studio/bingo/buy', w.cookie, { cards: 4, stake: 100 })).json(),
    ).value;
    clock += BINGO_ABANDON_MS + 60_000;
    const start = new Date(clock);
    await Promise.all([
      app.jobs.runPeriod('bingo-abandoned', `bingo-abandoned:test-a:${round.id}`, start),
      app.jobs.runPeriod('bingo-abandoned', `bingo-abandoned:test-b:${round.id}`, start),
    ]);
    await app.jobs.runPeriod('bingo-abandoned', `bingo-abandoned:test-c:${round.id}`, start);
    const [row] = await database.db.select().from(bingoRounds).where(eq(bingoRounds.id, round.id));
    expect(row?.status).toBe('settled');
    expect(await cash(w.memberId)).toBe(BigInt(10_000 - 400 + round.win));
    const [op] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round.id));
    expect(op).toMatchObject({ status: 'settled', payout: BigInt(round.win) });
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('answers a bingo proof the verifier recomputes once the seed is rotated', async () => {
    const w = await openBingo(10_000n);
    const { round } = bingoRoundResponseSchema.parse(
      (await post('/api/studio/bingo/buy', w.cookie, { cards: 3, stake: 50 })).json(),
    ).value;
    await post('/api/studio/bingo/extra', w.cookie, { roundId: round.id });
    await post('/api/studio/bingo/collect', w.cookie, { roundId: round.id });
    const hidden = anyRoundProofResponseSchema.parse(
      (await app.inject({ url: `/api/fairness/rounds/${round.id}` })).json(),
    ).value;
    expect(hidden).toMatchObject({ kind: 'bingo', serverSeed: null, cards: 3, balls: BASE_BALLS + 1 });
    const seeds = (await app.inject({ url: '/api/studio/seeds', headers: { cookie: w.cookie } })).json().value;
    expect(
      (await post('/api/studio/seeds/rotate', w.cookie, { serverSeedHash: seeds.serverSeedHash })).statusCode,
    ).toBe(200);
    const proof = anyRoundProofResponseSchema.parse(
      (await app.inject({ url: `/api/fairness/rounds/${round.id}` })).json(),
    ).value;
    if (proof.kind !== 'bingo') throw new Error('not a bingo proof');
    const check = await verifyBingoRound(proof);
    expect(check).toMatchObject({ revealed: true, ok: true, hashMatches: true, outcomeMatches: true });
    // A tampered proof does not verify.
    expect(
      (await verifyBingoRound({ ...proof, outcome: { ...proof.outcome, totalWin: proof.outcome.totalWin + 1 } })).ok,
    ).toBe(false);
  });

  it('fishing: each shot debits the cannon stake and credits the capture; the rate limit is 429 and moves nothing', async () => {
    const w = await openFishing(100_000n);
    const scene = sceneNumber(w.state.sceneSeed);
    clock += 20_000; // fish 0–35 have swum in
    let expected = 100_000;
    const ids: string[] = [];
    for (let id = 0; id < 5; id++) {
      const res = await post('/api/studio/fishing/shot', w.cookie, {
        fishId: id,
        kind: fishOf(scene, id).kind,
        stake: 20,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { shot, balance } = fishingShotResponseSchema.parse(res.json()).value;
      expect(shot.win).toBe(shot.captured ? 20 * shot.pays : 0);
      expected += shot.win - 20;
      expect(balance).toBe(expected);
      ids.push(shot.id);
    }
    // A sixth shot in the same second: 429, no money moves.
    const fast = await post('/api/studio/fishing/shot', w.cookie, {
      fishId: 6,
      kind: fishOf(scene, 6).kind,
      stake: 20,
    });
    expect(fast.statusCode).toBe(429);
    expect(fast.json().code).toBe('fishing.too_fast');
    expect(await cash(w.memberId)).toBe(BigInt(expected));
    clock += 1_000;
    // Bad targets: a fish not yet in the water, a wrong kind, a stake not on the cannon.
    const future = await post('/api/studio/fishing/shot', w.cookie, {
      fishId: 5000,
      kind: fishOf(scene, 5000).kind,
      stake: 20,
    });
    expect(future.json().code).toBe('fishing.bad_target');
    const wrongKind = fishOf(scene, 7).kind === 'whale' ? 'minnow' : 'whale';
    expect(
      (await post('/api/studio/fishing/shot', w.cookie, { fishId: 7, kind: wrongKind, stake: 20 })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/studio/fishing/shot', w.cookie, { fishId: 7, kind: fishOf(scene, 7).kind, stake: 33 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/studio/fishing/shot', w.cookie, { fishId: -1, kind: 'minnow', stake: 20 })).statusCode,
    ).toBe(400);
    const state = fishingStateResponseSchema.parse(
      (await app.inject({ url: '/api/studio/fishing/state', headers: { cookie: w.cookie } })).json(),
    ).value;
    expect(state.history).toHaveLength(5);
    // A caught fish cannot be shot again.
    const caught = state.history.find((s) => s.captured);
    if (caught) {
      const gone = await post('/api/studio/fishing/shot', w.cookie, {
        fishId: caught.fishId,
        kind: caught.kind,
        stake: 20,
      });
      expect(gone.json().code).toBe('fishing.fish_gone');
    }
    expect(await cash(w.memberId)).toBe(BigInt(expected));
    const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.memberId, w.memberId));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.status === 'settled' && r.stake === 20n)).toBe(true);
    expect((await app.ledger.check()).ok).toBe(true);
    // A shot left `debited` (its win not taken by the wallet) is credited again by the job, once:
    // the same `<id>:win`, so a win the wallet already holds is not paid twice.
    await database.db.update(fishingShots).set({ status: 'debited' }).where(eq(fishingShots.id, ids[0]!));
    await app.jobs.runPeriod('fishing-unpaid', 'fishing-unpaid:test-0', new Date(clock));
    expect((await database.db.select().from(fishingShots).where(eq(fishingShots.id, ids[0]!)))[0]!.status).toBe(
      'debited',
    );
    clock += UNPAID_RETRY_MS + 1_000;
    await app.jobs.runPeriod('fishing-unpaid', 'fishing-unpaid:test-1', new Date(clock));
    await app.jobs.runPeriod('fishing-unpaid', 'fishing-unpaid:test-2', new Date(clock));
    expect((await database.db.select().from(fishingShots).where(eq(fishingShots.id, ids[0]!)))[0]!.status).toBe(
      'settled',
    );
    const credits = await database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.roundId, ids[0]!), eq(providerTransactions.kind, 'credit')));
    expect(credits).toHaveLength(1);
    expect(await cash(w.memberId)).toBe(BigInt(expected));

    // Proofs verify once the seed is rotated.
    const seeds = (await app.inject({ url: '/api/studio/seeds', headers: { cookie: w.cookie } })).json().value;
    await post('/api/studio/seeds/rotate', w.cookie, { serverSeedHash: seeds.serverSeedHash });
    for (const id of ids) {
      const proof = anyRoundProofResponseSchema.parse(
        (await app.inject({ url: `/api/fairness/rounds/${id}` })).json(),
      ).value;
      if (proof.kind !== 'fishing') throw new Error('not a fishing proof');
      expect(await verifyFishingShot(proof)).toMatchObject({ ok: true, hashMatches: true, outcomeMatches: true });
    }
  });

  it('fishing: a shot above the balance is refused and moves nothing', async () => {
    const w = await openFishing(15n);
    clock += 5_000;
    const scene = sceneNumber(w.state.sceneSeed);
    const res = await post('/api/studio/fishing/shot', w.cookie, { fishId: 0, kind: fishOf(scene, 0).kind, stake: 20 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('studio.insufficient_funds');
    expect(await cash(w.memberId)).toBe(15n);
  });
});
