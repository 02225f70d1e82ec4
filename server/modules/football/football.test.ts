import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FootballState,
  footballStateSchema,
  matchProofSchema,
  type PlaceFootballSlip,
} from '../../../src/api/contract/football';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { verifyChainLink } from '../../../src/rules/fairness';
import { matchResultOf } from '../../../src/rules/football/draw';
import { wins } from '../../../src/rules/football/markets';
import { accumulatorOdds, payoutOf } from '../../../src/rules/football/slip';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { footballMatches, footballSlips, jobRuns, members, providerTransactions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, FIXED, registered } from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { STUDIO_COOKIE } from '../studio/routes';

const GAME = 'lumen-football';

/**
 * Virtual football through its real API (docs/virtual-football.md): launch → window → slips, kick-off,
 * settlement jobs through the provider wallet, accumulators, refusals and proofs. The test moves the
 * clock; the app's football timer is off so the test decides when matches kick off and settle.
 */
describe.each(dbTargets())('virtual football on $name', (target) => {
  let database: Database;
  let app: App;
  let app2: App;
  // 07:58:10 UTC is 15:58:10 in Shanghai: the next rounds kick off at 16:00 (round 20261127-0321) and 16:03.
  let t = new Date('2026-11-27T07:58:10Z');
  const now = () => t;
  const at = (iso: string) => {
    t = new Date(iso);
  };
  let n = 0;

  const build = () =>
    buildApp({
      config: testConfig({ CAPTCHA_FIXED: FIXED }),
      db: database,
      logger: silentLogger(),
      now,
      lotteryClock: false,
      footballClock: false,
    });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await build();
    app2 = await build();
  });

  afterAll(async () => {
    await app.close();
    await app2.close();
    await target.cleanup();
  });

  async function player(cash: bigint) {
    const { client, username } = await registered(app);
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    await app.ledger.post({
      brand: 'aurum',
      type: 'deposit',
      idempotencyKey: `football-fund-${++n}-${m!.id}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId: m!.id, kind: 'cash' }, amount: cash },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
      ],
    });
    return { client, memberId: m!.id };
  }
  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;
  const cookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === STUDIO_COOKIE);
    return c ? `${STUDIO_COOKIE}=${c.value}` : '';
  };
  async function launch(client: Client) {
    const res = await call(client, 'POST', '/api/games/launch', { nodeId: GAME });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x');
    expect(url.pathname).toBe(`/m/football/${GAME}`);
    return url.searchParams.get('token')!;
  }
  async function openWindow(client: Client) {
    const token = await launch(client);
    const res = await app.inject({
      method: 'POST',
      url: '/api/studio/football/sessions',
      payload: { gameCode: GAME, token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookieOf(res), state: footballStateSchema.parse(res.json().value), token };
  }
  const state = async (cookie: string): Promise<FootballState> => {
    const res = await app.inject({ method: 'GET', url: '/api/studio/football/state?lang=zh-CN', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return footballStateSchema.parse(res.json().value);
  };
  const place = (cookie: string, slip: Omit<PlaceFootballSlip, 'slipId'>, slipId = randomUUID(), on: App = app) =>
    on.inject({ method: 'POST', url: '/api/studio/football/slips', headers: { cookie }, payload: { slipId, ...slip } });
  const football = (on: App = app) => on.football.forBrand('aurum');
  const proofOf = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/fairness/matches/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return matchProofSchema.parse(res.json().value);
  };
  const debitsOf = (slipIds: string[]) =>
    database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.kind, 'debit'), inArray(providerTransactions.roundId, slipIds)));
  const creditsOf = (slipIds: string[]) =>
    database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.kind, 'credit'), inArray(providerTransactions.roundId, slipIds)));
  /** Runs the settlement job of every match at full time, twice, on both nodes. */
  async function settleAll() {
    await football().tick();
    const due = await database.db.select().from(footballMatches).where(eq(footballMatches.status, 'settled'));
    for (const m of due) {
      await app.jobs.runPeriod('football-settle', `football-settle:aurum:${m.id}`, m.endsAt);
      await app2.jobs.runPeriod('football-settle', `football-settle:aurum:${m.id}`, m.endsAt);
      await football(app2).settleMatch(m.id);
    }
    await football(app2).tick();
  }

  let first: FootballState;
  let cookieA = '';
  let memberA = '';

  it('launches LUMEN_SPORTS to /m/football, opens the window once per token, and lists two rounds with odds', async () => {
    const p = await player(100_000n);
    memberA = p.memberId;
    const w = await openWindow(p.client);
    cookieA = w.cookie;
    first = w.state;
    expect(first.balance).toBe(100_000);
    expect(first.teams).toHaveLength(8);
    expect(first.marginBp).toBe(500);
    expect(first.rtp).toEqual({ '1x2': 9506, ou: 9500, cs: 9522 });
    expect(first.intervalSeconds).toBe(180);
    const open = first.matches.filter((m) => m.status === 'open');
    expect(open).toHaveLength(8);
    expect(open[0]).toMatchObject({ round: '20261127-0321', index: 1, kickoffAt: '2026-11-27T08:00:00.000Z' });
    expect(open[0]!.endsAt).toBe('2026-11-27T08:01:00.000Z');
    expect(open[4]).toMatchObject({ round: '20261127-0322', kickoffAt: '2026-11-27T08:03:00.000Z' });
    expect(open[0]!.odds['1x2:home']).toBeGreaterThan(100);
    expect(open[0]!.result).toBeNull();
    const again = await app.inject({
      method: 'POST',
      url: '/api/studio/football/sessions',
      payload: { gameCode: GAME, token: w.token },
    });
    expectError(again, 409, 'studio.token_used');
    expectError(await app.inject({ method: 'GET', url: '/api/studio/football/state' }), 401, 'studio.session_expired');
    // The zh-CN names.
    expect((await state(cookieA)).teams[0]!.name).toBe('极光城');
  });

  it('refuses bad slips with stable codes, and moves no money', async () => {
    const [m1, m2] = first.matches;
    const bad = async (slip: Omit<PlaceFootballSlip, 'slipId'>, status: number, code: string) =>
      expectError(await place(cookieA, slip), status, code);
    await bad(
      { kind: 'accumulator', stake: 100, legs: [{ matchId: m1!.id, selection: '1x2:home' }] },
      400,
      'football.slip_invalid',
    );
    await bad(
      {
        kind: 'accumulator',
        stake: 100,
        legs: [
          { matchId: m1!.id, selection: '1x2:home' },
          { matchId: m1!.id, selection: 'ou:over' },
        ],
      },
      400,
      'football.slip_invalid',
    );
    await bad(
      { kind: 'singles', stake: 100, legs: [{ matchId: m1!.id, selection: 'cs:9-9' }] },
      400,
      'football.slip_invalid',
    );
    await bad(
      { kind: 'singles', stake: 50, legs: [{ matchId: m1!.id, selection: '1x2:home' }] },
      400,
      'football.stake_too_low',
    );
    await bad(
      { kind: 'singles', stake: 2_000_000, legs: [{ matchId: m1!.id, selection: '1x2:home' }] },
      409,
      'football.stake_limit',
    );
    await bad(
      { kind: 'singles', stake: 100, legs: [{ matchId: randomUUID(), selection: '1x2:home' }] },
      404,
      'football.match_not_found',
    );
    await bad(
      { kind: 'singles', stake: 200_000, legs: [{ matchId: m2!.id, selection: '1x2:draw' }] },
      409,
      'studio.insufficient_funds',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/studio/football/slips',
        headers: { cookie: cookieA },
        payload: { slipId: 'nope', kind: 'singles', stake: 100, legs: [] },
      }),
      400,
      'request.invalid',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/studio/football/slips',
        payload: {
          slipId: randomUUID(),
          kind: 'singles',
          stake: 100,
          legs: [{ matchId: m1!.id, selection: '1x2:home' }],
        },
      }),
      401,
      'studio.session_expired',
    );
    expect(await cash(memberA)).toBe(100_000n);
    expect((await state(cookieA)).openBets).toHaveLength(0);
  });

  it('takes one debit per slip, answers a repeat the same, refuses a bet after kick-off, and settles once', async () => {
    const [m1, m2, , , m5] = first.matches;
    const singlesId = randomUUID();
    const singles = {
      kind: 'singles' as const,
      stake: 1_000,
      legs: [
        { matchId: m1!.id, selection: '1x2:home' },
        { matchId: m2!.id, selection: 'ou:under' },
      ],
    };
    const placed = await place(cookieA, singles, singlesId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.bets).toHaveLength(2);
    expect(placed.json().value.balance).toBe(98_000);
    // The same slip again (and at once on the other node) answers the same bets and takes nothing more.
    const [r1, r2] = await Promise.all([place(cookieA, singles, singlesId), place(cookieA, singles, singlesId, app2)]);
    expect(r1.json().value.bets.map((b: { id: string }) => b.id)).toEqual(
      placed.json().value.bets.map((b: { id: string }) => b.id),
    );
    expect(r2.statusCode).toBe(200);
    const accaId = randomUUID();
    const acca = {
      kind: 'accumulator' as const,
      stake: 500,
      legs: [
        { matchId: m1!.id, selection: 'ou:over' },
        { matchId: m5!.id, selection: '1x2:draw' },
      ],
    };
    const accaRes = await place(cookieA, acca, accaId);
    expect(accaRes.statusCode, accaRes.body).toBe(200);
    const accaBet = accaRes.json().value.bets[0];
    expect(accaBet.odds).toBe(accumulatorOdds([m1!.odds['ou:over']!, m5!.odds['1x2:draw']!]));
    expect(await cash(memberA)).toBe(97_500n);
    expect(await debitsOf([singlesId, accaId])).toHaveLength(2);

    // Kick-off of round 0321: a bet on it now is refused; the next round still takes bets.
    at('2026-11-27T08:00:00Z');
    const late = await place(cookieA, {
      kind: 'singles',
      stake: 100,
      legs: [{ matchId: m1!.id, selection: '1x2:away' }],
    });
    expectError(late, 409, 'football.match_started');
    expect(late.json().fields).toMatchObject({ matchId: m1!.id, kickoffAt: '2026-11-27T08:00:00.000Z' });
    await football().tick();
    const live = await state(cookieA);
    const liveM1 = live.matches.find((m) => m.id === m1!.id)!;
    expect(liveM1.status).toBe('live');
    expect(liveM1.result).not.toBeNull();
    // The proof: the hash walks forward to the published terminating hash, and recomputes the result.
    const p1 = await proofOf(m1!.id);
    expect(await verifyChainLink(p1.hash!, p1.index, p1.chain.terminatingHash)).toBe(true);
    expect(await matchResultOf(p1.model, p1.hash!, p1.chain.salt)).toEqual(liveM1.result);
    // The slip's id (the wallet's round id) answers its first match's proof.
    expect((await proofOf(singlesId)).matchId).toBe(m1!.id);
    // Before kick-off a proof shows no hash.
    expect((await proofOf(m5!.id)).hash).toBeNull();

    // Full time: settle jobs run twice on two nodes; the singles slip is paid once.
    at('2026-11-27T08:01:00Z');
    await settleAll();
    const s1 = liveM1.result!.score;
    const s2 = (await proofOf(m2!.id)).result!.score;
    const want =
      (wins('1x2:home', s1) ? payoutOf(1_000, m1!.odds['1x2:home']!) : 0) +
      (wins('ou:under', s2) ? payoutOf(1_000, m2!.odds['ou:under']!) : 0);
    const credits = await creditsOf([singlesId]);
    expect(credits).toHaveLength(1);
    expect(Number(credits[0]!.amount)).toBe(want);
    expect(await cash(memberA)).toBe(97_500n + BigInt(want));
    const runs = await database.db.select().from(jobRuns).where(eq(jobRuns.job, 'football-settle'));
    expect(runs.length).toBeGreaterThanOrEqual(4);
    // The accumulator waits for its last leg (round 0322), even with its first leg decided.
    expect(await creditsOf([accaId])).toHaveLength(0);
    const mid = await state(cookieA);
    expect(mid.openBets.map((b) => b.slipId)).toEqual([accaId]);
    expect(mid.openBets[0]!.legs[0]!.status).toBe(wins('ou:over', s1) ? 'won' : 'lost');
    expect(mid.settledBets).toHaveLength(2);

    at('2026-11-27T08:03:00Z');
    await football().tick();
    at('2026-11-27T08:04:00Z');
    await settleAll();
    const s5 = (await proofOf(m5!.id)).result!.score;
    const accaWin = wins('ou:over', s1) && wins('1x2:draw', s5) ? payoutOf(500, accaBet.odds) : 0;
    const accaCredits = await creditsOf([accaId]);
    expect(accaCredits).toHaveLength(1);
    expect(Number(accaCredits[0]!.amount)).toBe(accaWin);
    expect(await cash(memberA)).toBe(97_500n + BigInt(want + accaWin));
    const [slipRow] = await database.db.select().from(footballSlips).where(eq(footballSlips.id, accaId));
    expect(slipRow!.status).toBe('settled');
    const end = await state(cookieA);
    expect(end.openBets).toHaveLength(0);
    expect(end.settledBets.find((b) => b.slipId === accaId)).toMatchObject({
      status: accaWin > 0 ? 'won' : 'lost',
      payout: accaWin,
    });
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it('shows the slip in the betting record under the game’s name', async () => {
    const p = await player(10_000n);
    const w = await openWindow(p.client);
    const m = w.state.matches.find((x) => x.status === 'open')!;
    const slipId = randomUUID();
    expect(
      (await place(w.cookie, { kind: 'singles', stake: 300, legs: [{ matchId: m.id, selection: '1x2:home' }] }, slipId))
        .statusCode,
    ).toBe(200);
    const rec = await call(p.client, 'GET', '/api/games/records');
    expect(rec.statusCode, rec.body).toBe(200);
    const row = rec.json().value.list.find((r: { roundId: string }) => r.roundId === slipId);
    expect(row).toMatchObject({ gameName: 'Lumen Virtual Football', gameType: 'SPORTS', stake: 300, status: 'open' });
  });
});
