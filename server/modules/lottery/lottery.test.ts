import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawProofSchema } from '../../../src/api/contract/fairness';
import { launchResponseSchema } from '../../../src/api/contract/games';
import { type LottoState, lottoStateSchema } from '../../../src/api/contract/lottery';
import { drawFloats, verifyChainLink } from '../../../src/rules/fairness';
import { payoutOf } from '../../../src/rules/lottery/bets';
import { LOTTERY_FLOATS, type LotteryResult, lotteryResult } from '../../../src/rules/lottery/draw';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db';
import { auditLog, jobRuns, lotteryBets, lotteryDraws, members, providerTransactions } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, expectError, FIXED, registered, signedInStaff } from '../../test/clients';
import { dbTargets, silentLogger, testConfig } from '../../test/harness';
import { LOTTO_COOKIE } from './routes';

/**
 * The house lottery through its real API (docs/lottery.md): launch → window → slips, draws and
 * settlement through the provider wallet, voids, limits, races and proofs. The test moves the clock;
 * the app's own lottery timer is off so the test decides when draws happen.
 */
describe.each(dbTargets())('house lottery on $name', (target) => {
  let database: Database;
  let app: App;
  let app2: App;
  // 07:58:00 UTC is 15:58 in Shanghai: the 1-minute game's next draw is 20261127-0960 at 07:59.
  let t = new Date('2026-11-27T07:58:00Z');
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
    });

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await build();
    // A second node on the same database.
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
      idempotencyKey: `lotto-fund-${++n}-${m!.id}`,
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
    const c = res.cookies.find((x) => x.name === LOTTO_COOKIE);
    return c ? `${LOTTO_COOKIE}=${c.value}` : '';
  };

  async function launch(client: Client, game: string) {
    const res = await call(client, 'POST', '/api/games/launch', { nodeId: game });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x');
    expect(url.pathname).toBe(`/m/lotto/${game}`);
    return url.searchParams.get('token')!;
  }
  async function openWindow(client: Client, game: string) {
    const token = await launch(client, game);
    const res = await app.inject({ method: 'POST', url: '/api/lotto/sessions', payload: { gameCode: game, token } });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookieOf(res), state: lottoStateSchema.parse(res.json().value), token };
  }
  const state = async (cookie: string): Promise<LottoState> => {
    const res = await app.inject({ method: 'GET', url: '/api/lotto/state?lang=zh-CN', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return lottoStateSchema.parse(res.json().value);
  };
  type Bet = { betType: string; selection: string[]; stake: number };
  const place = (cookie: string, drawId: string, bets: Bet[], slipId = randomUUID(), on: App = app) =>
    on.inject({ method: 'POST', url: '/api/lotto/bets', headers: { cookie }, payload: { slipId, drawId, bets } });
  const drawRow = async (id: string) =>
    (await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0]!;
  const lottery = (on: App = app) => on.lottery.forBrand('aurum');

  it('launches a LUMEN_LOTTO game to /m/lotto, opens the window once per token, and answers the game', async () => {
    const p = await player(100_000n);
    const { state: s, token } = await openWindow(p.client, 'lumen-k3-1m');
    expect(s.game).toMatchObject({ code: 'lumen-k3-1m', family: 'k3', gameType: 'ELOTT', intervalSeconds: 60 });
    expect(s.balance).toBe(100_000);
    expect(s.current).toMatchObject({ number: '20261127-0960', status: 'open', drawsAt: '2026-11-27T07:59:00.000Z' });
    expect(s.current!.closesAt).toBe('2026-11-27T07:58:50.000Z');
    expect(s.betTypes.find((b) => b.code === 'triple.any')).toMatchObject({ rtp: 9700 });
    expect(s.rules.length).toBeGreaterThan(2);
    const again = await app.inject({
      method: 'POST',
      url: '/api/lotto/sessions',
      payload: { gameCode: 'lumen-k3-1m', token },
    });
    expectError(again, 409, 'lottery.token_used');
    expectError(await app.inject({ method: 'GET', url: '/api/lotto/state' }), 401, 'lottery.session_expired');
    // The public schedule: every enabled game's next draw.
    const sched = await app.inject({ method: 'GET', url: '/api/lotto/schedule' });
    expect(sched.statusCode).toBe(200);
    expect(sched.headers['cache-control']).toContain('max-age=');
    expect(sched.json().value).toHaveLength(10);
  });

  it('takes bets until the close and refuses one after it with lottery.closed; nothing moves', async () => {
    at('2026-11-27T07:58:10Z');
    const p = await player(100_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-k3-1m');
    const drawId = s.current!.id;
    at('2026-11-27T07:58:49.900Z');
    const ok = await place(cookie, drawId, [{ betType: 'sum.bigSmall', selection: ['big'], stake: 1000 }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.balance).toBe(99_000);
    at('2026-11-27T07:58:50Z');
    const late = await place(cookie, drawId, [{ betType: 'sum.bigSmall', selection: ['small'], stake: 1000 }]);
    const err = expectError(late, 409, 'lottery.closed');
    expect(err.fields?.closesAt).toBe('2026-11-27T07:58:50.000Z');
    expect(await cash(p.memberId)).toBe(99_000n);
    expect((await drawRow(drawId)).stake).toBe(1000n);
    // Bad input: 400 with stable codes.
    at('2026-11-27T07:58:12Z');
    expectError(
      await place(cookie, drawId, [{ betType: 'nope', selection: ['1'], stake: 100 }]),
      400,
      'lottery.bet_type_unknown',
    );
    at('2026-11-27T07:58:12Z');
    expectError(
      await place(cookie, drawId, [{ betType: 'sum.value', selection: ['2'], stake: 100 }]),
      400,
      'lottery.selection_invalid',
    );
    expectError(
      await place(cookie, drawId, [{ betType: 'sum.value', selection: ['9'], stake: 99 }]),
      400,
      'lottery.stake_too_low',
    );
    expectError(
      await place(cookie, randomUUID(), [{ betType: 'pair', selection: ['1'], stake: 100 }]),
      404,
      'lottery.draw_not_found',
    );
  });

  it('draws on time and settles once, run twice and on two nodes at once; balances and the ledger hold', async () => {
    at('2026-11-27T07:59:05Z');
    const p = await player(100_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-k3-1m');
    const drawId = s.current!.id;
    expect(s.current!.number).toBe('20261127-0961');
    const bets: Bet[] = [
      { betType: 'sum.bigSmall', selection: ['big'], stake: 1000 },
      { betType: 'sum.bigSmall', selection: ['small'], stake: 2000 },
      { betType: 'sum.oddEven', selection: ['odd'], stake: 1500 },
      { betType: 'pair', selection: ['3'], stake: 500 },
    ];
    const res = await place(cookie, drawId, bets);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cash(p.memberId)).toBe(95_000n);
    // Draw only (the settle step does nothing), then settle from both nodes, twice each, at once.
    at('2026-11-27T08:00:01Z');
    await lottery().tick(async () => undefined);
    expect((await drawRow(drawId)).status).toBe('drawn');
    await Promise.all([
      lottery(app).settleDraw(drawId),
      lottery(app2).settleDraw(drawId),
      lottery(app).settleDraw(drawId),
      lottery(app2).settleDraw(drawId),
    ]);
    // And the clock's path (a job per draw) once more on each node.
    await app.lottery.tickAll();
    await app2.lottery.tickAll();
    const draw = await drawRow(drawId);
    expect(draw.status).toBe('settled');
    const result = draw.result as LotteryResult;
    const rows = await database.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, drawId));
    let paid = 0;
    for (const b of rows) {
      const want = payoutOf(
        { betType: b.betType, selection: b.selection, stake: Number(b.stake), odds: b.odds },
        result,
      );
      expect(Number(b.payout)).toBe(want);
      expect(b.status).toBe(want > 0 ? 'won' : 'lost');
      paid += want;
    }
    expect(draw.payout).toBe(BigInt(paid));
    // One credit per bet, whatever ran.
    const credits = await database.db
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.kind, 'credit'),
          inArray(
            providerTransactions.transactionId,
            rows.map((b) => `${b.id}:win`),
          ),
        ),
      );
    expect(credits).toHaveLength(4);
    expect(await cash(p.memberId)).toBe(95_000n + BigInt(paid));
    expect((await app.ledger.check()).ok).toBe(true);
    // The window shows it settled.
    const after = await state(cookie);
    expect(after.openBets).toHaveLength(0);
    expect(after.settledBets).toHaveLength(4);
    expect(after.recent.find((d) => d.id === drawId)?.status).toBe('settled');
    const page = await app.inject({ method: 'GET', url: '/api/lotto/draws', headers: { cookie } });
    expect(page.json().value.items[0]).toMatchObject({ id: drawId, status: 'settled' });
    const settled = await app.inject({ method: 'GET', url: '/api/lotto/bets?status=settled', headers: { cookie } });
    expect(settled.json().value.items).toHaveLength(4);
  });

  it('a void refunds every bet exactly, idempotently, audited; a settled draw cannot be voided', async () => {
    at('2026-11-27T08:00:10Z');
    const a = await player(50_000n);
    const b = await player(50_000n);
    const wa = await openWindow(a.client, 'lumen-5d-3m');
    const wb = await openWindow(b.client, 'lumen-5d-3m');
    const drawId = wa.state.current!.id;
    expect(
      (await place(wa.cookie, drawId, [{ betType: 'front3.straight', selection: ['1', '2', '3'], stake: 700 }]))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await place(wb.cookie, drawId, [
          { betType: 'sum.oddEven', selection: ['odd'], stake: 1200 },
          { betType: 'pos2.digit', selection: ['7'], stake: 300 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await cash(a.memberId)).toBe(49_300n);
    expect(await cash(b.memberId)).toBe(48_500n);
    const staff = await signedInStaff(app, database, 'marketing');
    const voided = await call(staff, 'POST', `/api/admin/lottery/draws/${drawId}/void`, { reason: 'Test of a void' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({ status: 'void', voidReason: 'Test of a void', stake: '2200' });
    const again = await call(staff, 'POST', `/api/admin/lottery/draws/${drawId}/void`, { reason: 'Again' });
    expect(again.statusCode).toBe(200);
    // Straight from the service too, on the other node.
    await lottery(app2).voidDraw(drawId, 'once more', null);
    expect(await cash(a.memberId)).toBe(50_000n);
    expect(await cash(b.memberId)).toBe(50_000n);
    const rows = await database.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, drawId));
    expect(rows.map((r) => r.status)).toEqual(['void', 'void', 'void']);
    const rollbacks = await database.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.kind, 'rollback'), like(providerTransactions.transactionId, '%:void')))
      .then((list) => list.filter((x) => rows.some((r) => `${r.id}:void` === x.transactionId)));
    expect(rollbacks).toHaveLength(3);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.draw_void'), eq(auditLog.targetId, drawId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.reason).toBe('Test of a void');
    // A placed bet on a void draw is refused.
    expectError(
      await place(wa.cookie, drawId, [{ betType: 'sum.oddEven', selection: ['odd'], stake: 100 }]),
      409,
      'lottery.closed',
    );
    // A settled draw (the one of the previous test) cannot be voided.
    const [settled] = await database.db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'settled'));
    expectError(
      await call(staff, 'POST', `/api/admin/lottery/draws/${settled!.id}/void`, { reason: 'too late' }),
      409,
      'lottery.draw_settled',
    );
    expect((await app.ledger.check()).ok).toBe(true);
    // The back office lists it, its bets, and the support role may look but not void.
    const list = await call(staff, 'GET', `/api/admin/lottery/draws?game=lumen-5d-3m&status=void`);
    expect(list.json().value.items.map((d: { id: string }) => d.id)).toContain(drawId);
    const betsPage = await call(staff, 'GET', `/api/admin/lottery/draws/${drawId}/bets`);
    expect(betsPage.json().value.items).toHaveLength(3);
    const support = await signedInStaff(app, database, 'support');
    expect(
      (await call(support, 'POST', `/api/admin/lottery/draws/${drawId}/void`, { reason: 'nope' })).statusCode,
    ).toBe(403);
  });

  it('refuses over the stake per bet type, the per-player limit and the payout cap with their codes; nothing moves', async () => {
    at('2026-11-27T08:00:20Z');
    const staff = await signedInStaff(app, database, 'marketing');
    const put = await call(staff, 'PUT', '/api/admin/lottery/games/lumen-k3-5m', {
      limits: { maxStakeByType: { 'sum.value': 500 }, maxStakePerPlayer: 3000, maxPayoutPerDraw: 100_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value.betTypes.find((x: { code: string }) => x.code === 'sum.value').maxStake).toBe(500);
    const p = await player(100_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-k3-5m');
    const drawId = s.current!.id;
    const stakeErr = expectError(
      await place(cookie, drawId, [{ betType: 'sum.value', selection: ['10'], stake: 600 }]),
      409,
      'lottery.stake_limit',
    );
    expect(stakeErr.fields).toMatchObject({ max: '500', betType: 'sum.value' });
    const playerErr = expectError(
      await place(cookie, drawId, [
        { betType: 'sum.bigSmall', selection: ['big'], stake: 2000 },
        { betType: 'sum.bigSmall', selection: ['small'], stake: 1500 },
      ]),
      409,
      'lottery.player_limit',
    );
    expect(playerErr.fields?.max).toBe('3000');
    // 209.52× on 500 is 104,760: above the 100,000 cap.
    const capErr = expectError(
      await place(cookie, drawId, [{ betType: 'triple.specific', selection: ['6'], stake: 500 }]),
      409,
      'lottery.payout_cap',
    );
    expect(capErr.fields).toMatchObject({ max: '100000', exposure: '0' });
    expect(await cash(p.memberId)).toBe(100_000n);
    const draw = await drawRow(drawId);
    expect([draw.stake, draw.exposure, draw.bets]).toEqual([0n, 0n, 0]);
    // Under every limit it goes through.
    expect((await place(cookie, drawId, [{ betType: 'sum.value', selection: ['10'], stake: 500 }])).statusCode).toBe(
      200,
    );
    expect(await cash(p.memberId)).toBe(99_500n);
    // Insufficient funds: the wallet's answer, nothing kept.
    const poor = await player(300n);
    const w = await openWindow(poor.client, 'lumen-k3-5m');
    expectError(
      await place(w.cookie, drawId, [
        { betType: 'sum.bigSmall', selection: ['big'], stake: 200 },
        { betType: 'sum.bigSmall', selection: ['small'], stake: 200 },
      ]),
      409,
      'lottery.insufficient_funds',
    );
    expect(await cash(poor.memberId)).toBe(300n);
    expect((await drawRow(drawId)).stake).toBe(500n);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.game_update'), eq(auditLog.targetId, 'lumen-k3-5m')));
    expect(audits).toHaveLength(1);
  });

  it('30 identical slips at once take one debit; 30 different slips racing the per-player limit never pass it', async () => {
    at('2026-11-27T08:00:30Z');
    const p = await player(1_000_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-11x5-5m');
    const drawId = s.current!.id;
    const slipId = randomUUID();
    const bet = [{ betType: 'pick2', selection: ['03', '07'], stake: 1000 }];
    const same = await Promise.all(
      Array.from({ length: 30 }, (_, i) => place(cookie, drawId, bet, slipId, i % 2 ? app2 : app)),
    );
    for (const r of same) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(same.map((r) => r.json().value.bets[0].id));
    expect(ids.size).toBe(1);
    expect(await cash(p.memberId)).toBe(999_000n);

    // The brand's per-player limit: 5,000 a draw; 30 slips of 400 at once: at most 10 more pass (1,000 is in).
    const staff = await signedInStaff(app, database, 'marketing');
    expect(
      (await call(staff, 'PUT', '/api/admin/lottery/games/lumen-11x5-5m', { limits: { maxStakePerPlayer: 5000 } }))
        .statusCode,
    ).toBe(200);
    const racing = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        place(
          cookie,
          drawId,
          [{ betType: 'pick1', selection: [String((i % 11) + 1)], stake: 400 }],
          randomUUID(),
          i % 2 ? app2 : app,
        ),
      ),
    );
    const passed = racing.filter((r) => r.statusCode === 200).length;
    for (const r of racing) if (r.statusCode !== 200) expectError(r, 409, 'lottery.player_limit');
    expect(passed).toBe(10);
    expect(await cash(p.memberId)).toBe(999_000n - 400n * BigInt(passed));
    expect((await drawRow(drawId)).stake).toBe(1000n + 400n * BigInt(passed));
    expect((await app.ledger.check()).ok).toBe(true);
  });

  it("publishes a draw's proof: hash null until drawn, then it verifies; a changed salt or hash does not", async () => {
    at('2026-11-27T08:00:40Z');
    const p = await player(10_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-11x5-1m');
    const drawId = s.current!.id;
    const placed = await place(cookie, drawId, [{ betType: 'pick1', selection: ['07'], stake: 100 }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json().value.bets[0].id as string;
    const before = await app.inject({ method: 'GET', url: `/api/fairness/draws/${drawId}` });
    expect(before.statusCode, before.body).toBe(200);
    const open = drawProofSchema.parse(before.json().value);
    expect(open.hash).toBeNull();
    expect(open.result).toBeNull();
    expect(new Date(open.chain.publishedAt) <= new Date(s.current!.drawsAt)).toBe(true);
    at('2026-11-27T08:01:02Z');
    await app.lottery.tickAll();
    const proof = drawProofSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/fairness/draws/${drawId}` })).json().value,
    );
    expect(proof.status).toBe('settled');
    expect(proof.chain.terminatingHash).toBe(open.chain.terminatingHash);
    // A bet's id (the round id of the betting record) answers the proof of its draw.
    const viaBet = await app.inject({ method: 'GET', url: `/api/fairness/draws/${betId}` });
    expect(drawProofSchema.parse(viaBet.json().value)).toEqual(proof);
    expect(await verifyChainLink(proof.hash!, proof.index, proof.chain.terminatingHash)).toBe(true);
    const recomputed = lotteryResult('11x5', await drawFloats(proof.hash!, proof.chain.salt, LOTTERY_FLOATS['11x5']));
    expect(recomputed).toEqual(proof.result);
    // Staff cannot change a result: another salt gives another result, another hash does not reach the chain's end.
    const otherSalt = lotteryResult('11x5', await drawFloats(proof.hash!, `${proof.chain.salt}x`, 5));
    expect(otherSalt).not.toEqual(proof.result);
    const otherHash = `${proof.hash!.slice(0, 63)}${proof.hash!.endsWith('0') ? '1' : '0'}`;
    expect(await verifyChainLink(otherHash, proof.index, proof.chain.terminatingHash)).toBe(false);
    expect(await verifyChainLink(proof.hash!, proof.index + 1, proof.chain.terminatingHash)).toBe(false);
    expectError(
      await app.inject({ method: 'GET', url: `/api/fairness/draws/${randomUUID()}` }),
      404,
      'lottery.draw_not_found',
    );
    expect((await app.inject({ method: 'GET', url: '/api/fairness/draws/abc' })).statusCode).toBe(400);
  });

  it('the back office lists the games with their odds, and reports draws, stake, payout and GGR by game and day', async () => {
    const staff = await signedInStaff(app, database, 'finance');
    const games = await call(staff, 'GET', '/api/admin/lottery/games');
    expect(games.statusCode, games.body).toBe(200);
    const list = games.json().value.list as {
      code: string;
      betTypes: { rtp: number }[];
      chain: { used: number } | null;
    }[];
    expect(list).toHaveLength(10);
    expect(list.find((g) => g.code === 'lumen-k3-1m')!.chain!.used).toBeGreaterThan(0);
    // Finance may read but not edit.
    expect((await call(staff, 'PUT', '/api/admin/lottery/games/lumen-k3-1m', { enabled: false })).statusCode).toBe(403);
    const report = await call(staff, 'GET', '/api/admin/lottery/report?from=2026-11-27&to=2026-11-27');
    expect(report.statusCode, report.body).toBe(200);
    const { rows, totals } = report.json().value as {
      rows: { gameCode: string; day: string; stake: string; payout: string; ggr: string; voided: number }[];
      totals: { stake: string; payout: string; ggr: string; players: number };
    };
    const k3 = rows.find((r) => r.gameCode === 'lumen-k3-1m')!;
    expect(k3.day).toBe('2026-11-27');
    // The settled draw of the settlement test: 1,000 (the close test's draw) + 5,000 staked on 0961.
    const settledBets = await database.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.gameCode, 'lumen-k3-1m'), inArray(lotteryBets.status, ['won', 'lost'])));
    const stake = settledBets.reduce((n, b) => n + b.stake, 0n);
    const payout = settledBets.reduce((n, b) => n + b.payout, 0n);
    expect(k3).toMatchObject({ stake: String(stake), payout: String(payout), ggr: String(stake - payout) });
    expect(BigInt(totals.ggr)).toBe(BigInt(totals.stake) - BigInt(totals.payout));
    expect(rows.find((r) => r.gameCode === 'lumen-5d-3m')?.voided).toBe(1);
    expectError(
      await call(staff, 'GET', '/api/admin/lottery/report?from=2026-11-28&to=2026-11-27'),
      400,
      'request.invalid',
    );
  });

  it('answers the brand currency with the games, and refuses limits that contradict each other; nothing changes', async () => {
    const staff = await signedInStaff(app, database, 'marketing');
    const games = await call(staff, 'GET', '/api/admin/lottery/games');
    expect(games.json().value.currency).toEqual({ code: 'CNY', symbol: '¥', digits: 2 });
    // 08:00 UTC or so on the 27th is the 27th in Shanghai; the report's default range ends there.
    expect(games.json().value.today).toBe('2026-11-27');
    const before = (games.json().value.list as { code: string; limits: unknown }[]).find(
      (g) => g.code === 'lumen-11x5-3m',
    )!;
    const low = expectError(
      await call(staff, 'PUT', '/api/admin/lottery/games/lumen-11x5-3m', {
        limits: { minStake: 900, maxStakePerBet: 800 },
      }),
      400,
      'lottery.limits_invalid',
    );
    expect(Object.keys(low.fields ?? {})).toEqual(['limits.maxStakePerBet']);
    expectError(
      await call(staff, 'PUT', '/api/admin/lottery/games/lumen-11x5-3m', {
        limits: { maxStakeByType: { 'no.such': 500 } },
      }),
      400,
      'lottery.bet_type_unknown',
    );
    const after = (await call(staff, 'GET', '/api/admin/lottery/games')).json().value.list as {
      code: string;
      limits: unknown;
    }[];
    expect(after.find((g) => g.code === 'lumen-11x5-3m')!.limits).toEqual(before.limits);
  });

  it("keeps 30 days of the lottery's succeeded job runs: older ones go with the minute's pass, failed ones stay", async () => {
    const old = new Date(t.getTime() - 31 * 86_400_000);
    const recent = new Date(t.getTime() - 29 * 86_400_000);
    const row = (periodKey: string, startedAt: Date, outcome: string) => ({
      job: 'lottery-settle',
      periodKey,
      outcome,
      startedAt,
      finishedAt: startedAt,
      trigger: 'scheduled',
    });
    await database.db
      .insert(jobRuns)
      .values([
        row('purge-test-old', old, 'succeeded'),
        row('purge-test-recent', recent, 'succeeded'),
        row('purge-test-failed', old, 'failed'),
      ]);
    await app.jobs.runPeriod('lottery-draws', 'purge-test-pass', t);
    const left = await database.db
      .select({ periodKey: jobRuns.periodKey })
      .from(jobRuns)
      .where(like(jobRuns.periodKey, 'purge-test-%'));
    expect(left.map((r) => r.periodKey).sort()).toEqual(['purge-test-failed', 'purge-test-pass', 'purge-test-recent']);
  });

  it('settles the daily draw hours later, after the game session expired, through the wallet', async () => {
    at('2026-11-27T08:01:10Z');
    const p = await player(20_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-vn-daily');
    expect(s.game).toMatchObject({ gameType: 'LOTT', intervalSeconds: 86_400 });
    expect(s.current).toMatchObject({ number: '20261127', drawsAt: '2026-11-27T10:30:00.000Z' });
    const drawId = s.current!.id;
    const res = await place(cookie, drawId, [
      { betType: 'lo', selection: ['45'], stake: 1000 },
      { betType: 'de', selection: ['45'], stake: 1000 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    at('2026-11-27T10:30:01Z');
    await lottery().tick(async () => undefined);
    // Nine hours on: the player's game session (8 h) has long ended; the credits still land.
    at('2026-11-27T19:30:00Z');
    await lottery().settleDraw(drawId);
    const draw = await drawRow(drawId);
    expect(draw.status).toBe('settled');
    const result = draw.result as LotteryResult;
    const won =
      payoutOf({ betType: 'lo', selection: ['45'], stake: 1000, odds: 352 }, result) +
      payoutOf({ betType: 'de', selection: ['45'], stake: 1000, odds: 9500 }, result);
    expect(await cash(p.memberId)).toBe(18_000n + BigInt(won));
    const rows = await database.db.select().from(lotteryBets).where(eq(lotteryBets.drawId, drawId));
    expect(rows.every((r) => r.status === 'won' || r.status === 'lost')).toBe(true);
  });

  it('voids a draw that could not be produced in time and refunds it', async () => {
    at('2026-11-27T19:30:10Z');
    const p = await player(10_000n);
    const { cookie, state: s } = await openWindow(p.client, 'lumen-5d-5m');
    const drawId = s.current!.id;
    expect(
      (await place(cookie, drawId, [{ betType: 'sum.bigSmall', selection: ['big'], stake: 2500 }])).statusCode,
    ).toBe(200);
    // The servers were down: the first pass comes 11 minutes after the draw time.
    at(new Date(new Date(s.current!.drawsAt).getTime() + 11 * 60_000).toISOString());
    await app.lottery.tickAll();
    const draw = await drawRow(drawId);
    expect(draw.status).toBe('void');
    expect(draw.hash).toBeNull();
    expect(await cash(p.memberId)).toBe(10_000n);
    expect((await app.ledger.check()).ok).toBe(true);
  });
});
