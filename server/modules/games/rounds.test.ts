import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameRecordsResponseSchema,
  launchResponseSchema,
  winnersResponseSchema,
} from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { gameVendors, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createProviderWalletClient, type ProviderWalletClient } from '../../lib/provider-client';
import { type Client, call, freshIp, registered, testApp, trialPlayer } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { maskName } from './rounds';

describe('winner names', () => {
  it('show the first 2 characters, *** and the last one, never the whole name', () => {
    expect(maskName('player01')).toBe('pl***1');
    expect(maskName('demo')).toBe('de***o');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('张三丰李')).toBe('张三***李');
  });
});

/**
 * Rounds played the way the house studio plays them: a launch, then signed provider calls. The
 * winner board and the betting record read what those calls left.
 */
describe.each(dbTargets())('winners and the betting record on $name', (target) => {
  let database: Database;
  let app: App;
  let lumen: ProviderWalletClient;
  const clock = new Date('2026-11-24T12:00:00Z');
  let n = 0;
  const uid = (p: string) => `${p}-${++n}`;

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, {}, () => clock);
    const [vendor] = await database.db.select().from(gameVendors).where(eq(gameVendors.brand, 'aurum'));
    lumen = createProviderWalletClient({
      vassalage: 'LUMEN',
      secret: vendor!.walletSecret,
      now: () => clock,
      send: async (path, headers, rawBody) => {
        const res = await app.inject({ method: 'POST', url: path, headers, payload: rawBody });
        return { status: res.statusCode, body: res.json() };
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  async function player(client: Client, username: string, cash: bigint) {
    const [m] = await database.db.select().from(members).where(eq(members.username, username));
    if (cash > 0n) {
      await app.ledger.post({
        brand: 'aurum',
        type: 'deposit',
        idempotencyKey: uid('fund'),
        actor: { kind: 'system' },
        postings: [
          { account: { memberId: m!.id, kind: 'cash' }, amount: cash },
          { account: { system: 'payment_clearing', channel: 'test' }, amount: -cash },
        ],
      });
    }
    return client;
  }

  /** Launches `nodeId` and plays one round: a stake, then a win that closes it. */
  async function round(client: Client, nodeId: string, stake: number, win: number, closed = true) {
    const launched = launchResponseSchema.parse(
      (await call(client, 'POST', '/api/games/launch', { nodeId })).json(),
    ).value;
    const token = new URL(launched.url, 'http://x').searchParams.get('token')!;
    const base = { requestId: uid('req'), playerToken: token, currency: 'CNY', gameCode: nodeId };
    const roundId = uid('round');
    expect((await lumen.debit({ ...base, transactionId: uid('bet'), roundId, amount: stake })).body.status).toBe('OK');
    if (closed || win > 0) {
      const res = await lumen.credit({ ...base, transactionId: uid('win'), roundId, amount: win, roundClosed: closed });
      expect(res.body.status).toBe('OK');
    }
    return roundId;
  }

  it('answers an empty board before anyone wins', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/games/winners' });
    expect(winnersResponseSchema.parse(res.json()).value).toEqual({ biggest: [], jackpot: [] });
  });

  it('shows real wins, largest first, masked, with what a tap needs to launch; not losses, not play money', async () => {
    const a = await registered(app, { username: 'winnerone' });
    const b = await registered(app, { username: 'winnertwo' });
    await player(a.client, 'winnerone', 100_000n);
    await player(b.client, 'winnertwo', 100_000n);
    await round(a.client, 'lumen-golden-dragon', 1_000, 5_000);
    await round(b.client, 'lumen-lucky-sevens', 100, 60_000); // 600× the stake
    await round(a.client, 'lumen-star-forge', 2_000, 0); // a loss
    const { client: trial } = await trialPlayer(app);
    await round(trial, 'lumen-ocean-pearl', 1_000, 90_000); // play money: never on the board
    const res = await app.inject({ method: 'GET', url: '/api/games/winners?gameCategory=ALL&limitNum=20' });
    const { biggest, jackpot } = winnersResponseSchema.parse(res.json()).value;
    expect(biggest.map((w) => [w.customerName, w.gameName, w.winAmount])).toEqual([
      ['wi***o', 'Lucky Sevens', 60_000],
      ['wi***e', 'Golden Dragon', 5_000],
    ]);
    expect(biggest[0]).toMatchObject({
      currencySymbol: '¥',
      nodeId: 'lumen-lucky-sevens',
      gameCode: 'lumen-lucky-sevens',
      vassalage: 'LUMEN',
      gameType: 'RNG',
      iconUrl: '/media/games/lumen-lucky-sevens.svg',
    });
    // Only the 600× win is jackpot-class (50× or more).
    expect(jackpot.map((w) => w.winAmount)).toEqual([60_000]);
    expect(JSON.stringify(res.json())).not.toContain('winnerone');
  });

  it('forgets wins older than 7 days, and takes at most limitNum', async () => {
    const board = async (q = '') =>
      winnersResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/games/winners${q}` })).json()).value;
    expect((await board('?limitNum=1')).biggest).toHaveLength(1);
    const saved = clock.getTime();
    clock.setTime(saved + 8 * 24 * 3600_000);
    expect((await board()).biggest).toEqual([]);
    clock.setTime(saved);
    for (const q of ['?limitNum=21', '?limitNum=0', '?gameCategory=CARDS']) {
      expect((await app.inject({ method: 'GET', url: `/api/games/winners${q}` })).statusCode, q).toBe(400);
    }
  });

  it('lists every round of the member with stake, payout, net and status, and totals over all pages', async () => {
    const p = await registered(app, { username: 'recordone' });
    await player(p.client, 'recordone', 100_000n);
    await round(p.client, 'lumen-golden-dragon', 1_000, 2_500);
    clock.setTime(clock.getTime() + 60_000);
    await round(p.client, 'lumen-golden-koi', 3_000, 0);
    clock.setTime(clock.getTime() + 60_000);
    const open = await round(p.client, 'lumen-frost-queen', 500, 0, false);
    const records = async (q: string) => {
      const res = await call(p.client, 'GET', `/api/games/records${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return gameRecordsResponseSchema.parse(res.json()).value;
    };
    const all = await records('');
    expect(all.list.map((r) => [r.gameName, r.vendorName, r.stake, r.payout, r.net, r.status])).toEqual([
      ['Frost Queen', 'Lumen Studio', 500, 0, -500, 'open'],
      ['Golden Koi', 'Lumen Studio', 3_000, 0, -3_000, 'settled'],
      ['Golden Dragon', 'Lumen Studio', 1_000, 2_500, 1_500, 'settled'],
    ]);
    expect(all.list[0]?.roundId).toBe(open);
    expect(all.totals).toEqual({ stake: '4500', payout: '2500', net: '-2000' });
    expect(all.currencySymbol).toBe('¥');
    const paged = await records('?pageSize=2&pageNo=2');
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNum: 2 });
    expect(paged.list.map((r) => r.gameName)).toEqual(['Golden Dragon']);
    expect(paged.totals).toEqual(all.totals);
    const from = new Date(clock.getTime() - 90_000).toISOString();
    expect((await records(`?from=${encodeURIComponent(from)}`)).list.map((r) => r.gameName)).toEqual([
      'Frost Queen',
      'Golden Koi',
    ]);
    expect((await records('?gameType=FISH')).list).toEqual([]);
    expect((await records('?gameType=FISH')).totals).toEqual({ stake: '0', payout: '0', net: '0' });
  });

  it('shows a member only their own rounds, and refuses visitors and bad filters', async () => {
    const other = await registered(app);
    const res = await call(other.client, 'GET', '/api/games/records');
    expect(gameRecordsResponseSchema.parse(res.json()).value.list).toEqual([]);
    const visitor = await call({ app, ip: freshIp() }, 'GET', '/api/games/records');
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'auth.required']);
    for (const q of ['?from=yesterday', '?pageNo=0', '?gameType=CHESS']) {
      expect((await call(other.client, 'GET', `/api/games/records${q}`)).statusCode, q).toBe(400);
    }
  });
});
