import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchResponseSchema } from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { gameRounds, gameVendors, members, studioSpins } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { type Client, call, registered, testApp } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { slotConfig } from './configs';
import { windowOf } from './engine';
import { STUDIO_COOKIE } from './routes';
import { createStudio } from './service';

/**
 * The house studio plays like a vendor: a launch, the game window opening with the token, spins
 * that take the stake through the provider API before drawing, and wins paid the same way.
 */
describe.each(dbTargets())('house studio on $name', (target) => {
  let database: Database;
  let app: App;
  let n = 0;

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
    if (cash > 0n) {
      await app.ledger.post({
        brand: 'aurum',
        type: 'deposit',
        idempotencyKey: `studio-fund-${++n}-${m!.id}`,
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
    return new URL(launchResponseSchema.parse(res.json()).value.url, 'http://x').searchParams.get('token')!;
  };
  const cookieOf = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === STUDIO_COOKIE);
    return c ? `${STUDIO_COOKIE}=${c.value}` : '';
  };
  const open = (gameCode: string, token: string) =>
    app.inject({ method: 'POST', url: '/api/studio/sessions', payload: { gameCode, token } });
  const spinReq = (cookie: string, stake: number) =>
    app.inject({ method: 'POST', url: '/api/studio/spin', headers: { cookie }, payload: { stake } });
  const cash = async (memberId: string) => (await app.ledger.memberBalances('aurum', memberId)).cash;

  it('opens the game with the launch token once, and answers the balance, the rules and the stakes', async () => {
    const p = await player(50_000n);
    const token = await launch(p.client, 'lumen-golden-dragon');
    const res = await open('lumen-golden-dragon', token);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      balance: 50_000,
      currency: 'CNY',
      currencySymbol: '¥',
      freeSpinsLeft: 0,
      history: [],
    });
    expect(value.game).toMatchObject({
      code: 'lumen-golden-dragon',
      name: 'Golden Dragon',
      lines: 25,
      stakes: [25, 50, 125, 250, 500, 1250],
    });
    expect(value.game.reels).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === STUDIO_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/studio' });
    // The window names the game in the player's language where the studio has it, else in English.
    const state = (lang: string) =>
      app.inject({ method: 'GET', url: `/api/studio/state?lang=${lang}`, headers: { cookie: cookieOf(res) } });
    expect((await state('zh-CN')).json().value.game.name).toBe('金龙');
    expect((await state('th')).json().value.game.name).toBe('Golden Dragon');
    const malformed = await state('not_a_language!');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'request.invalid']);
    const again = await open('lumen-golden-dragon', token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'studio.token_used']);
    const bogus = await open('lumen-golden-dragon', 'x'.repeat(43));
    expect([bogus.statusCode, bogus.json().code]).toEqual([401, 'studio.session_expired']);
  });

  it('takes the stake through the wallet, draws, pays the win, and the balance and the round show both', async () => {
    const p = await player(50_000n);
    const res = await open('lumen-lucky-sevens', await launch(p.client, 'lumen-lucky-sevens'));
    const cookie = cookieOf(res);
    let expected = 50_000;
    for (let i = 0; i < 12; i++) {
      const r = await spinReq(cookie, 20);
      expect(r.statusCode, r.body).toBe(200);
      const { spin, balance } = r.json().value;
      expected += spin.free ? spin.totalWin : spin.totalWin - 20;
      expect(balance).toBe(expected);
      expect(spin.grid).toHaveLength(5);
      expect(spin.lineWins.reduce((s: number, w: { amount: number }) => s + w.amount, 0) + spin.scatterWin).toBe(
        spin.totalWin,
      );
    }
    expect(await cash(p.memberId)).toBe(BigInt(expected));
    const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.memberId, p.memberId));
    const spins = await database.db.select().from(studioSpins);
    const mine = spins.filter((s) => rounds.some((r) => r.roundId === (s.outcome as { roundId: string }).roundId));
    expect(rounds.reduce((s, r) => s + r.stake, 0n)).toBe(mine.reduce((s, x) => s + x.stake, 0n));
    expect(rounds.reduce((s, r) => s + r.payout, 0n)).toBe(mine.reduce((s, x) => s + x.win, 0n));
    const history = await app.inject({ method: 'GET', url: '/api/studio/history', headers: { cookie } });
    expect(history.json().value).toHaveLength(12);
  });

  it('opens one window for one token even when two opens race, and plays two taps at once one after the other', async () => {
    const p = await player(50_000n);
    const token = await launch(p.client, 'lumen-lucky-sevens');
    const opens = await Promise.all([open('lumen-lucky-sevens', token), open('lumen-lucky-sevens', token)]);
    expect(opens.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cookie = cookieOf(opens.find((r) => r.statusCode === 200)!);
    const [a, b] = await Promise.all([spinReq(cookie, 10), spinReq(cookie, 10)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const history = (await app.inject({ method: 'GET', url: '/api/studio/history', headers: { cookie } })).json().value;
    expect(history).toHaveLength(2);
    const spent = history.reduce((s: number, x: { stake: number; totalWin: number }) => s + x.stake - x.totalWin, 0);
    expect(await cash(p.memberId)).toBe(BigInt(50_000 - spent));
  });

  it('refuses a stake that is not one of the game’s, and a spin without the window’s cookie', async () => {
    const p = await player(50_000n);
    const cookie = cookieOf(await open('lumen-lucky-sevens', await launch(p.client, 'lumen-lucky-sevens')));
    const bad = await spinReq(cookie, 15);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'request.invalid']);
    const none = await spinReq('', 10);
    expect([none.statusCode, none.json().code]).toEqual([401, 'studio.session_expired']);
    expect(await cash(p.memberId)).toBe(50_000n);
  });

  it('draws nothing when the balance is below the stake: 409 with the balance, and no spin stored', async () => {
    const p = await player(15n);
    const cookie = cookieOf(await open('lumen-lucky-sevens', await launch(p.client, 'lumen-lucky-sevens')));
    const before = (await database.db.select().from(studioSpins)).length;
    const res = await spinReq(cookie, 20);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'studio.insufficient_funds', fields: { balance: '15' } });
    expect((await database.db.select().from(studioSpins)).length).toBe(before);
    expect(await cash(p.memberId)).toBe(15n);
  });

  it('keeps a free-spin round open until its last free spin, paying each win into it', async () => {
    const p = await player(10_000n);
    const code = 'lumen-emerald-isle';
    const config = slotConfig(code)!;
    // A rigged generator: the first spin shows three scatters, every later one none.
    const scatterStop = (reel: number) => config.reels[reel]!.indexOf('S');
    const blankStop = (strip: readonly string[]) => strip.findIndex((_, i) => !windowOf(strip, i).includes('S'));
    // The studio's float source, rigged: reel r stops at ⌊f × length⌋, so f = (stop + 0.5) / length.
    let drawn = 0;
    const floats = async () => {
      const first = drawn === 0;
      drawn += 1;
      const strips = first ? config.reels : (config.freeReels ?? config.reels);
      return strips.map((strip, reel) => {
        const stop = first && reel < 3 ? scatterStop(reel) : blankStop(strip);
        return (stop + 0.5) / strip.length;
      });
    };
    const studio = createStudio({
      db: database.db,
      brand: 'aurum',
      floats,
      // What the operator issued to the vendor (the app wires the catalogue's vendorWalletSecret).
      walletSecret: async (vassalage) =>
        (
          await database.db
            .select({ secret: gameVendors.walletSecret })
            .from(gameVendors)
            .where(and(eq(gameVendors.brand, 'aurum'), eq(gameVendors.vassalage, vassalage)))
        )[0]?.secret ?? null,
      send: async (path, headers, rawBody) => {
        const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
        return { status: res.statusCode, body: res.json() };
      },
    });
    const opened = await studio.open(code, await launch(p.client, code));
    const first = await studio.spin(opened.clientKey, 10);
    expect(first.spin).toMatchObject({ free: false, scatterCount: 3, freeSpinsAwarded: 8, freeSpinsLeft: 8 });
    const [round] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, first.spin.roundId));
    expect(round).toMatchObject({ status: 'open', stake: 10n });
    let last = first;
    for (let i = 0; i < 8; i++) {
      last = await studio.spin(opened.clientKey, 999_999);
      expect(last.spin).toMatchObject({ free: true, stake: 0, roundId: first.spin.roundId, freeSpinsLeft: 7 - i });
    }
    const [closed] = await database.db.select().from(gameRounds).where(eq(gameRounds.roundId, first.spin.roundId));
    expect(closed?.status).toBe('settled');
    const spins = await studio.history(opened.clientKey);
    const paid = spins.reduce((s, x) => s + x.totalWin, 0);
    expect(closed?.payout).toBe(BigInt(paid));
    expect(await cash(p.memberId)).toBe(BigInt(10_000 - 10 + paid));
    // Back to paid spins: the stake must be one of the game's again.
    await expect(studio.spin(opened.clientKey, 999_999)).rejects.toMatchObject({ code: 'request.invalid' });
  });
});
