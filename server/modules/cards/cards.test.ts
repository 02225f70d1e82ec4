import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProofSchema } from '../../../src/api/contract/cards';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { betReturns, coupCodes, roundCoup } from '../../../src/rules/baccarat';
import { cardCode, drawFrom, parseCard, roundDeck } from '../../../src/rules/videopoker/cards';
import { evaluate } from '../../../src/rules/videopoker/hand';
import { JOB_96 } from '../../../src/rules/videopoker/paytables';
import type { App } from '../../app';
import type { Database } from '../../db';
import { cardRounds, gameRounds, members, providerTransactions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, registered, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_COOKIE } from '../studio/routes';
import { ABANDON_MS, STUCK_DEAL_MS } from './service';

/**
 * The house card games through their real API (issue 23; docs/video-poker-baccarat.md): a launch,
 * the window opened with the token, video poker's deal and one draw, the sweep of abandoned hands,
 * a baccarat coup, refusals, proofs, and the ledger.
 */
describe.each(dbTargets())('house card games on $name', (target) => {
  let database: Database;
  let app: App;
  let n = 0;
  let t = new Date('2026-11-27T08:00:00Z');
  const now = () => t;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
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
      idempotencyKey: `cards-fund-${++n}-${memberId}`,
      actor: { kind: 'system' },
      postings: [
        { account: { memberId, kind: 'cash' }, amount: cash },
        { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
      ],
    });
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
  const post = (url: string, cookie: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
  const get = (url: string, cookie = '') => app.inject({ method: 'GET', url, headers: { cookie } });
  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;

  async function pokerWindow(cashAmount: bigint, code = 'lumen-jacks-96') {
    const p = await player(cashAmount);
    const { path, token } = await launch(p.client, code);
    expect(path).toBe(`/m/poker/${code}`);
    const res = await post('/api/studio/poker/sessions', '', { gameCode: code, token });
    expect(res.statusCode, res.body).toBe(200);
    return { ...p, cookie: cookieOf(res), state: res.json().value, token };
  }
  async function reveal(cookie: string) {
    const seeds = (await get('/api/studio/seeds', cookie)).json().value;
    const r = await post('/api/studio/seeds/rotate', cookie, { serverSeedHash: seeds.serverSeedHash });
    expect(r.statusCode, r.body).toBe(200);
  }

  it('video poker: deals from the seed, refuses a second deal and a second draw, pays the paytable', async () => {
    const w = await pokerWindow(10_000n);
    expect(w.state.game).toMatchObject({ code: 'lumen-jacks-96', table: '9/6', rtp: 9954 });
    expect(w.state.game.paytable).toMatchObject({ royalFlush: 800, fullHouse: 9, flush: 6 });
    expect(w.state.game.stakes).toEqual([100, 200, 500, 1000, 2000, 5000]);
    const dealt = await post('/api/studio/poker/deal', w.cookie, { stake: 200 });
    expect(dealt.statusCode, dealt.body).toBe(200);
    const { hand, balance } = dealt.json().value;
    expect(balance).toBe(9_800);
    expect(hand).toMatchObject({ status: 'open', stake: 200, hold: null, final: null, win: 0 });
    expect(hand.cards).toHaveLength(5);
    // The state keeps the open hand (a reload resumes it), and the next cards stay on the server.
    const state = (await get('/api/studio/poker/state', w.cookie)).json().value;
    expect(state.open.id).toBe(hand.id);
    expect(JSON.stringify(state)).not.toContain('"next"');
    const again = await post('/api/studio/poker/deal', w.cookie, { stake: 200 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'poker.hand_open']);
    const hold = [true, true, false, false, false];
    const drawn = await post('/api/studio/poker/draw', w.cookie, { handId: hand.id, hold });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const closed = drawn.json().value.hand;
    expect(closed.status).toBe('closed');
    expect(closed.final.slice(0, 2)).toEqual(hand.cards.slice(0, 2));
    expect(closed.category).toBe(evaluate(closed.final.map(parseCard)));
    expect(closed.win).toBe(200 * JOB_96[closed.category as keyof typeof JOB_96]);
    expect(drawn.json().value.balance).toBe(9_800 + closed.win);
    expect(await cash(w.memberId)).toBe(BigInt(9_800 + closed.win));
    // Once only, however it is asked.
    const second = await post('/api/studio/poker/draw', w.cookie, { handId: hand.id, hold });
    expect([second.statusCode, second.json().code]).toEqual([409, 'poker.already_drawn']);
    // The round is in the betting record under the game, closed.
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, hand.id));
    expect(round).toMatchObject({ status: 'settled', stake: 200n, payout: BigInt(closed.win), gameType: 'RNG' });
    // The proof: the server seed shows once rotated, and the deck recomputes the deal and the draw.
    const before = cardProofSchema.parse((await get(`/api/fairness/card-rounds/${hand.id}`)).json().value);
    expect(before.serverSeed).toBeNull();
    await reveal(w.cookie);
    const proof = cardProofSchema.parse((await get(`/api/fairness/card-rounds/${hand.id}`)).json().value);
    expect(proof.kind).toBe('videopoker');
    const deck = await roundDeck(proof.serverSeed!, proof.clientSeed, proof.nonce);
    expect(deck.slice(0, 5).map(cardCode)).toEqual(hand.cards);
    expect(drawFrom(deck, hold).map(cardCode)).toEqual(closed.final);
  });

  it('video poker: an abandoned hand is settled by the sweep holding nothing, once however often it runs', async () => {
    const w = await pokerWindow(10_000n, 'lumen-jacks-85');
    const { hand } = (await post('/api/studio/poker/deal', w.cookie, { stake: 100 })).json().value;
    // Not yet: the timeout has not passed.
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:test-1', t);
    expect((await get('/api/studio/poker/state', w.cookie)).json().value.open?.id).toBe(hand.id);
    t = new Date(t.getTime() + ABANDON_MS + 1_000);
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:test-2', t);
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:test-3', t);
    const [row] = await database.db.select().from(cardRounds).where(eq(cardRounds.id, hand.id));
    expect(row!.status).toBe('closed');
    const data = row!.data as { hold: boolean[]; final: string[]; abandoned: boolean; category: string };
    expect(data.hold).toEqual([false, false, false, false, false]);
    expect(data.abandoned).toBe(true);
    expect(data.final.some((c) => hand.cards.includes(c))).toBe(false);
    const credits = await database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.roundId, hand.id), eq(providerTransactions.kind, 'credit')));
    expect(credits).toHaveLength(1);
    expect(await cash(w.memberId)).toBe(BigInt(10_000 - 100) + row!.win);
    // The window then sees it closed: a draw is refused.
    const late = await post('/api/studio/poker/draw', w.cookie, {
      handId: hand.id,
      hold: [true, true, true, true, true],
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'poker.already_drawn']);
  });

  it('video poker: a deal stuck between its debit and its cards is given back by the sweep, once', async () => {
    const w = await pokerWindow(10_000n);
    // A deal whose process died after the debit: the row is still `dealing`, the stake taken.
    const { hand } = (await post('/api/studio/poker/deal', w.cookie, { stake: 100 })).json().value;
    await database.db.update(cardRounds).set({ status: 'dealing' }).where(eq(cardRounds.id, hand.id));
    expect(await cash(w.memberId)).toBe(9_900n);
    // And one whose debit never arrived at all.
    const [first] = await database.db.select().from(cardRounds).where(eq(cardRounds.id, hand.id));
    const lost = crypto.randomUUID();
    t = new Date(t.getTime() + 1_000);
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:stuck-0', t);
    expect((await database.db.select().from(cardRounds).where(eq(cardRounds.id, hand.id)))[0]!.status).toBe('dealing');
    t = new Date(t.getTime() + STUCK_DEAL_MS + 1_000);
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:stuck-1', t);
    const { seq: _seq, ...base } = first!;
    await database.db.insert(cardRounds).values({
      ...base,
      ...{ id: lost, status: 'dealing', createdAt: t, data: {}, seedId: null, clientSeed: null, nonce: null },
    });
    t = new Date(t.getTime() + STUCK_DEAL_MS + 1_000);
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:stuck-2', t);
    await app.jobs.runPeriod('cards-sweep', 'cards-sweep:stuck-3', t);
    const rows = await database.db.select().from(cardRounds).where(eq(cardRounds.sessionId, first!.sessionId));
    expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [hand.id, 'void'],
        [lost, 'void'],
      ].sort(),
    );
    expect(await cash(w.memberId)).toBe(10_000n);
    const rollbacks = await database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.roundId, hand.id), eq(providerTransactions.kind, 'rollback')));
    expect(rollbacks).toHaveLength(1);
    // The window is free to deal again.
    const again = await post('/api/studio/poker/deal', w.cookie, { stake: 100 });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('video poker: reopening the game settles the hand left open in the earlier window', async () => {
    const w = await pokerWindow(10_000n);
    const { hand } = (await post('/api/studio/poker/deal', w.cookie, { stake: 100 })).json().value;
    const { token } = await launch(w.client, 'lumen-jacks-96');
    const reopened = await post('/api/studio/poker/sessions', '', { gameCode: 'lumen-jacks-96', token });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const [row] = await database.db.select().from(cardRounds).where(eq(cardRounds.id, hand.id));
    expect([row!.status, (row!.data as { abandoned: boolean }).abandoned]).toEqual(['closed', true]);
  });

  it('refuses a stake the balance does not cover, and moves no money', async () => {
    const w = await pokerWindow(50n);
    const res = await post('/api/studio/poker/deal', w.cookie, { stake: 100 });
    expect([res.statusCode, res.json().code]).toEqual([409, 'studio.insufficient_funds']);
    expect(await database.db.select().from(cardRounds).where(eq(cardRounds.sessionId, w.state.sessionId))).toEqual([]);
    // Funded, the window deals (nothing was left half-open).
    await fund(w.memberId, 1_000n);
    expect((await post('/api/studio/poker/deal', w.cookie, { stake: 100 })).statusCode).toBe(200);
    const b = await player(50n);
    const { token } = await launch(b.client, 'lumen-baccarat');
    const open = await post('/api/studio/baccarat/sessions', '', { gameCode: 'lumen-baccarat', token });
    const r = await post('/api/studio/baccarat/deal', cookieOf(open), { bets: { banker: 100 } });
    expect([r.statusCode, r.json().code]).toEqual([409, 'studio.insufficient_funds']);
    expect(await cash(b.memberId)).toBe(50n);
  });

  it('answers bad input with 400 and no window with 401', async () => {
    const w = await pokerWindow(10_000n);
    const bad = async (url: string, payload: unknown, cookie = w.cookie) => {
      const res = await post(url, cookie, payload);
      return [res.statusCode, res.json().code];
    };
    expect(await bad('/api/studio/poker/deal', { stake: 150 })).toEqual([400, 'request.invalid']);
    expect(await bad('/api/studio/poker/deal', { stake: -1 })).toEqual([400, 'request.invalid']);
    expect(await bad('/api/studio/poker/deal', { stake: 'x' })).toEqual([400, 'request.invalid']);
    expect(await bad('/api/studio/poker/draw', { handId: 'nope', hold: [true, true, true, true, true] })).toEqual([
      400,
      'request.invalid',
    ]);
    const { hand } = (await post('/api/studio/poker/deal', w.cookie, { stake: 100 })).json().value;
    expect(await bad('/api/studio/poker/draw', { handId: hand.id, hold: [true, true] })).toEqual([
      400,
      'request.invalid',
    ]);
    expect(
      await bad('/api/studio/poker/draw', {
        handId: '00000000-0000-4000-8000-000000000000',
        hold: [true, true, true, true, true],
      }),
    ).toEqual([404, 'poker.hand_not_found']);
    expect(await bad('/api/studio/poker/deal', { stake: 100 }, '')).toEqual([401, 'studio.session_expired']);
    // A poker window cannot play baccarat.
    expect(await bad('/api/studio/baccarat/deal', { bets: { banker: 100 } })).toEqual([409, 'cards.wrong_game']);
    const b = await player(10_000n);
    const { token } = await launch(b.client, 'lumen-baccarat');
    const cookie = cookieOf(await post('/api/studio/baccarat/sessions', '', { gameCode: 'lumen-baccarat', token }));
    expect(await bad('/api/studio/baccarat/deal', { bets: {} }, cookie)).toEqual([400, 'request.invalid']);
    expect(await bad('/api/studio/baccarat/deal', { bets: { player: 50 } }, cookie)).toEqual([400, 'request.invalid']);
    expect(await bad('/api/studio/baccarat/deal', { bets: { dragon: 100 } }, cookie)).toEqual([400, 'request.invalid']);
    expect(await bad('/api/studio/baccarat/deal', { bets: { tie: 1.5 } }, cookie)).toEqual([400, 'request.invalid']);
    expect((await get('/api/fairness/card-rounds/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/fairness/card-rounds/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('baccarat: one debit, the coup from the seed, one credit; the road and the proof follow', async () => {
    const p = await player(100_000n);
    const { path, token } = await launch(p.client, 'lumen-baccarat');
    expect(path).toBe('/m/baccarat/lumen-baccarat');
    const opened = await post('/api/studio/baccarat/sessions', '', { gameCode: 'lumen-baccarat', token });
    expect(opened.statusCode, opened.body).toBe(200);
    const cookie = cookieOf(opened);
    expect(opened.json().value.game).toMatchObject({
      rtp: { banker: 9894, player: 9876, tie: 8564 },
      pays: { player: 1, banker: 0.95, tie: 8, playerPair: 11, bankerPair: 11 },
    });
    let expected = 100_000;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const bets = { banker: 1_000, player: 500, tie: 100, playerPair: 100 };
      const res = await post('/api/studio/baccarat/deal', cookie, { bets });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json().value;
      expect(round.stake).toBe(1_700);
      expected += round.win - 1_700;
      expect(balance).toBe(expected);
      ids.push(round.id);
      const debits = await database.db
        .select()
        .from(providerTransactions)
        .where(eq(providerTransactions.roundId, round.id));
      expect(debits.map((d) => d.kind).sort()).toEqual(['credit', 'debit']);
    }
    expect(await cash(p.memberId)).toBe(BigInt(expected));
    const state = (await get('/api/studio/baccarat/state', cookie)).json().value;
    expect(state.history.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, ids[0]!));
    expect(round).toMatchObject({ status: 'settled', stake: 1_700n, gameType: 'PVP' });
    await reveal(cookie);
    const proof = cardProofSchema.parse((await get(`/api/fairness/card-rounds/${ids[0]}`)).json().value);
    if (proof.kind !== 'baccarat') throw new Error('kind');
    const coup = await roundCoup(proof.serverSeed!, proof.clientSeed, proof.nonce);
    expect(coupCodes(coup)).toEqual({ player: proof.baccarat.player, banker: proof.baccarat.banker });
    const returns = betReturns({ banker: 1_000, player: 500, tie: 100, playerPair: 100 }, coup);
    expect(proof.baccarat.returns).toEqual(returns);
    expect(proof.win).toBe(Object.values(returns).reduce((s, v) => s + v, 0));
  });

  it('keeps the ledger balanced', async () => {
    expect((await app.ledger.check()).ok).toBe(true);
    const wins = await database.db
      .select()
      .from(providerTransactions)
      .where(like(providerTransactions.transactionId, '%:win'));
    expect(wins.length).toBeGreaterThan(0);
  });
});
