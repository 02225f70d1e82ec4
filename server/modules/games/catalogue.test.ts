import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src/api/contract/envelope';
import {
  favouriteIdsResponseSchema,
  gamePageResponseSchema,
  launchResponseSchema,
  vendorsResponseSchema,
} from '../../../src/api/contract/games';
import type { App } from '../../app';
import type { Database } from '../../db';
import { gameRecent, gameSessions, games, gameVendors, members } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { sha256 } from '../../lib/hash';
import { type Client, call, freshIp, registered, testApp, trialPlayer } from '../../test/clients';
import { dbTargets } from '../../test/harness';
import { STUDIO_GAMES } from '../studio/catalogue';
import { allGameArt, GAME_ASSET_DIR } from './art';
import { SCENES } from './art-scenes';

describe('catalogue art', () => {
  it('is committed as the generator draws it: 30 game tiles, 30 reel-symbol sprites and a vendor logo per brand, and the lottery’s 10 tiles and logo per brand (npm run games:art)', () => {
    const files = allGameArt();
    // … and issue 23's house games: the card games' 3 tiles and table logo per brand, bingo's and
    // fishing's tiles and the fishing logo per brand, football's tile and the sports logo per brand.
    expect(files.size).toBe(86);
    for (const [name, svg] of files) {
      const file = path.join(GAME_ASSET_DIR, name);
      expect(existsSync(file), name).toBe(true);
      expect(readFileSync(file, 'utf8'), name).toBe(svg);
      if (name.endsWith('-symbols.svg')) {
        // The game window's sprite: the wild, the scatter, the four theme symbols and the royals.
        expect(
          [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]),
          name,
        ).toEqual(['W', 'S', 'H1', 'H2', 'H3', 'H4', 'A', 'K', 'Q', 'J', 'T']);
        // Each symbol's gradients are its own: no id is defined twice in one sprite.
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size, name).toBe(ids.length);
      } else {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+">/);
      }
    }
    // Every game has its own art and its own high symbols.
    expect(new Set(STUDIO_GAMES.map((g) => files.get(`${g.code}.svg`))).size).toBe(30);
    expect(new Set(STUDIO_GAMES.map((g) => files.get(`${g.code}-symbols.svg`))).size).toBe(30);
  });

  it('draws each game a scene of its own: a different hero, no text, every url() defined, and a few KB a tile', () => {
    const files = allGameArt();
    const heroes = new Set<string>();
    for (const game of STUDIO_GAMES) {
      const svg = files.get(`${game.code}.svg`)!;
      // No words in the art: the tile's name is HTML, so it translates and reads aloud.
      expect(svg, game.code).not.toMatch(/<text|<foreignObject|<image/);
      const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
        expect(defined.has(ref), `${game.code} #${ref}`).toBe(true);
      expect(svg.length, game.code).toBeLessThan(10_000);
      expect(files.get(`${game.code}-symbols.svg`)!.length, game.code).toBeLessThan(20_000);
      heroes.add(SCENES[game.code]!.hero);
    }
    expect(heroes.size).toBe(30);
    // The four high symbols of a game are four different objects.
    for (const game of STUDIO_GAMES) expect(new Set(SCENES[game.code]!.symbols).size, game.code).toBe(4);
  });
});

describe.each(dbTargets())('games catalogue on $name', (target) => {
  let database: Database;
  let app: App;
  const clock = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    database = await target.open();
    await seedDemo(database);
    app = await testApp(database, {}, () => clock);
  });

  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  const get = (url: string, c?: Client) =>
    c ? call(c, 'GET', url) : app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': freshIp() } });
  const list = async (query: string, c?: Client) => {
    const res = await get(`/api/games/list${query}`, c);
    expect(res.statusCode, res.body).toBe(200);
    return gamePageResponseSchema.parse(res.json()).value;
  };

  describe('seed', () => {
    it('holds the house vendor LUMEN and its 30 slots, and the house lottery and its 10 games, in each demo brand, and seeds nothing twice', async () => {
      for (const brand of ['aurum', 'verdant']) {
        const rows = await database.db
          .select()
          .from(games)
          .where(and(eq(games.brand, brand), eq(games.vassalage, 'LUMEN')));
        // 30 slots, the 2 video poker games and bingo (issue 23).
        expect(rows).toHaveLength(33);
        expect(rows.every((g) => g.gameType === 'RNG' && g.freePlay)).toBe(true);
        const lotto = await database.db
          .select()
          .from(games)
          .where(and(eq(games.brand, brand), eq(games.vassalage, 'LUMEN_LOTTO')));
        expect(lotto.map((g) => [g.gameType, g.lottoMode])).toEqual([
          ...Array.from({ length: 9 }, () => ['ELOTT', 'Entertainment']),
          ['LOTT', 'Tradition'],
        ]);
      }
      const [vendor] = await database.db
        .select()
        .from(gameVendors)
        .where(and(eq(gameVendors.brand, 'aurum'), eq(gameVendors.vassalage, 'LUMEN')));
      expect(vendor).toMatchObject({
        vassalage: 'LUMEN',
        gameCategory: 'RNG',
        mobileLargeIcon: '/media/games/vendor-lumen-aurum.svg',
      });
      expect(vendor?.walletSecret).toMatch(/^[0-9a-f]{64}$/);
      await seedDemo(database);
      // … baccarat (LUMEN_TABLE), fishing (LUMEN_FISH) and virtual football (LUMEN_SPORTS) (issue 23).
      expect(await database.db.select().from(games).where(eq(games.brand, 'aurum'))).toHaveLength(46);
    });
  });

  describe('vendors', () => {
    it('sorts vendors per category with SPORTS split three ways, and maps ESPORTS and COCKFIGHT to SPORTS', async () => {
      for (const [vassalage, category, sorting] of [
        ['SB1', 'SPORTS', 1],
        ['ES1', 'ESPORTS', 2],
        ['CF1', 'COCKFIGHT', 3],
      ] as const) {
        await database.db.insert(gameVendors).values({
          brand: 'aurum',
          vassalage,
          displayName: `${vassalage} Sports`,
          mobileLargeIcon: '/media/x.svg',
          gameType: 'SPORTS',
          gameCategory: category,
          sorting,
          walletSecret: 'x',
        });
      }
      const res = await get('/api/games/vendors');
      expect(res.statusCode).toBe(200);
      const { sorting, mapping } = vendorsResponseSchema.parse(res.json()).value;
      expect(sorting.map((s) => s.gameCategory)).toEqual([
        'RNG',
        'FISH',
        'PVP',
        'SPORTS',
        'ESPORTS',
        'COCKFIGHT',
        'LOTT',
      ]);
      expect(sorting[0]?.vendorNames).toEqual([{ vendorName: 'LUMEN', accountTypeName: 'Lumen Studio' }]);
      expect(mapping.SPORTS?.map((v) => [v.vassalage, v.gameCategory])).toEqual([
        ['SB1', 'SPORTS'],
        ['ES1', 'ESPORTS'],
        ['CF1', 'COCKFIGHT'],
        ['LUMEN_SPORTS', 'SPORTS'],
      ]);
      expect(mapping.RNG?.[0]).toMatchObject({
        vassalage: 'LUMEN',
        vassalageLobby: false,
        freePlay: true,
        gameId: null,
      });
      await database.db
        .delete(gameVendors)
        .where(and(eq(gameVendors.brand, 'aurum'), inArray(gameVendors.vassalage, ['SB1', 'ES1', 'CF1'])));
    });
  });

  describe('game lists', () => {
    it('pages the 30 slots 25 at a time: 2 pages, the second with 5', async () => {
      const first = await list('?gameType=RNG&vassalage=LUMEN');
      // The 30 slots, the 2 video poker games and bingo (issue 23).
      expect(first).toMatchObject({ pageNum: 1, pageSize: 25, totalPages: 2, total: 33 });
      expect(first.games).toHaveLength(25);
      expect(first.games[0]).toMatchObject({
        gameName: 'Golden Dragon',
        gameCode: 'lumen-golden-dragon',
        nodeId: 'lumen-golden-dragon',
        minBet: 25,
        lines: 25,
        freeplay: true,
        iconUrl: '/media/games/lumen-golden-dragon.svg',
        vendorIcon: '/media/games/vendor-lumen-aurum.svg',
      });
      const second = await list('?gameType=RNG&pageNo=2');
      expect(second.games).toHaveLength(8);
      expect(new Set([...first.games, ...second.games].map((g) => g.gameId)).size).toBe(33);
      expect((await list('?pageNo=3')).games).toEqual([]);
      expect((await list('?gameType=RNG&pageSize=9')).totalPages).toBe(4);
    });

    it('searches names case-insensitively and filters by minimum bet, lines, classify and vendor', async () => {
      expect((await list('?gameName=DRAGON')).games.map((g) => g.gameName)).toEqual(['Golden Dragon']);
      expect((await list('?gameName=o%25')).games).toEqual([]);
      // In Chinese the names are Chinese, and a search finds a game by its Chinese or its English name.
      const zh = await list('?language=zh-CN&gameName=%E9%BE%99');
      expect(zh.games.map((g) => g.gameName)).toEqual(['金龙']);
      expect((await list('?language=zh-CN&gameName=koi')).games.map((g) => g.gameName)).toEqual(['金锦鲤']);
      const cheap = await list('?minBet=10');
      expect(cheap.games.length).toBeGreaterThan(0);
      expect(cheap.games.every((g) => g.minBet <= 10)).toBe(true);
      // Every slot at or under 10, and the other house games there too (bingo, fishing, …).
      const slotCodes = new Set(STUDIO_GAMES.map((g) => g.code));
      expect(cheap.games.filter((g) => slotCodes.has(g.gameCode))).toHaveLength(
        STUDIO_GAMES.filter((g) => g.minBet <= 10).length,
      );
      const wide = await list('?minLine=25');
      expect(wide.total).toBe(STUDIO_GAMES.filter((g) => g.lines >= 25).length);
      expect((await list('?gameClassify=VP')).games.map((g) => g.gameCode)).toEqual([
        'lumen-jacks-96',
        'lumen-jacks-85',
      ]);
      expect((await list('?vassalage=NOBODY')).total).toBe(0);
      expect((await list('?gameType=FISH')).games.map((g) => g.vassalage)).toEqual(['LUMEN_FISH']);
      expect((await list('?gameType=RNG&gameClassify=BG')).games.map((g) => g.gameClassify)).toEqual(['BG']);
    });

    it('lists hot games pinned first, 15 to a page: with no bets, only the three demo pins', async () => {
      const res = await get('/api/games/hot');
      const hot = gamePageResponseSchema.parse(res.json()).value;
      expect(hot.pageSize).toBe(15);
      expect(hot.games.map((g) => g.gameName)).toEqual(['Golden Dragon', 'Lucky Sevens', "Pharaoh's Sun"]);
      expect(hot.games.every((g) => g.hot)).toBe(true);
      expect(hot.total).toBe(3);
    });

    it('hides a switched-off game and every game of a switched-off vendor', async () => {
      await database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'lumen-ocean-pearl'));
      // The 29 slots left, 2 video poker games, bingo, baccarat, fishing, the lottery's 10 and football.
      expect((await list('')).total).toBe(45);
      await database.db.update(gameVendors).set({ enabled: false }).where(eq(gameVendors.brand, 'aurum'));
      expect((await list('')).total).toBe(0);
      await database.db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.brand, 'aurum'));
      await database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, 'lumen-ocean-pearl'));
      expect((await list('')).total).toBe(46);
    });

    it('refuses bad filters with 400 request.invalid', async () => {
      for (const q of [
        '?pageNo=0',
        '?pageSize=101',
        '?gameType=CHESS',
        '?dataType=new',
        '?minBet=-1',
        '?minBet=1.5',
        `?gameName=${'x'.repeat(61)}`,
      ]) {
        const res = await get(`/api/games/list${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(apiErrorSchema.parse(res.json()).code, q).toBe('request.invalid');
      }
    });
  });

  describe('favourites', () => {
    it('adds once however often it is asked, lists newest first, and removes at once', async () => {
      const { client } = await registered(app);
      const add = (nodeId: string) => call(client, 'POST', '/api/games/favourites', { nodeId });
      expect((await add('lumen-golden-dragon')).statusCode).toBe(200);
      expect((await add('lumen-golden-dragon')).statusCode).toBe(200);
      clock.setTime(clock.getTime() + 1_000);
      expect((await add('lumen-star-forge')).statusCode).toBe(200);
      const ids = favouriteIdsResponseSchema.parse((await get('/api/games/favourites/ids', client)).json()).value;
      expect(ids).toEqual(['lumen-star-forge', 'lumen-golden-dragon']);
      const favs = await list('?dataType=fav', client);
      expect(favs.games.map((g) => g.nodeId)).toEqual(['lumen-star-forge', 'lumen-golden-dragon']);
      expect((await call(client, 'DELETE', '/api/games/favourites/lumen-star-forge')).statusCode).toBe(200);
      expect((await call(client, 'DELETE', '/api/games/favourites/lumen-star-forge')).statusCode).toBe(200);
      expect((await list('?dataType=fav', client)).games.map((g) => g.nodeId)).toEqual(['lumen-golden-dragon']);
    });

    it('answers 404 games.not_found for an unknown game, and 401 auth.required without a session', async () => {
      const { client } = await registered(app);
      const res = await call(client, 'POST', '/api/games/favourites', { nodeId: 'no-such-game' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('games.not_found');
      expect((await call(client, 'POST', '/api/games/favourites', { nodeId: '' })).statusCode).toBe(400);
      const visitor = { app, ip: freshIp() };
      for (const [method, url, body] of [
        ['POST', '/api/games/favourites', { nodeId: 'lumen-golden-dragon' }],
        ['DELETE', '/api/games/favourites/lumen-golden-dragon', undefined],
        ['GET', '/api/games/favourites/ids', undefined],
        ['GET', '/api/games/list?dataType=fav', undefined],
        ['GET', '/api/games/list?dataType=recent', undefined],
        ['POST', '/api/games/launch', { nodeId: 'lumen-golden-dragon' }],
      ] as const) {
        const r = await call(visitor, method, url, body);
        expect(r.statusCode, url).toBe(401);
        expect(r.json().code, url).toBe('auth.required');
      }
    });
  });

  describe('launch', () => {
    it('opens a session whose token is stored only as its hash, and records the game as recent', async () => {
      const { client, username } = await registered(app);
      const res = await call(client, 'POST', '/api/games/launch', { nodeId: 'lumen-pharaohs-sun' });
      expect(res.statusCode, res.body).toBe(200);
      const value = launchResponseSchema.parse(res.json()).value;
      expect(value.playMoney).toBe(false);
      expect(value.expiresAt).toBe(new Date(clock.getTime() + 8 * 3600_000).toISOString());
      const url = new URL(value.url, 'http://x');
      expect(url.pathname).toBe('/m/play/lumen-pharaohs-sun');
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [member] = await database.db.select().from(members).where(eq(members.username, username));
      const [session] = await database.db.select().from(gameSessions).where(eq(gameSessions.memberId, member!.id));
      expect(session).toMatchObject({
        tokenHash: sha256(token),
        playMoney: false,
        currency: 'CNY',
        vassalage: 'LUMEN',
        openedAt: null,
        launchExpiresAt: new Date(clock.getTime() + 60_000),
      });
      clock.setTime(clock.getTime() + 1_000);
      await call(client, 'POST', '/api/games/launch', { nodeId: 'lumen-golden-koi' });
      const recent = await list('?dataType=recent', client);
      expect(recent.games.map((g) => g.nodeId)).toEqual(['lumen-golden-koi', 'lumen-pharaohs-sun']);
      const rows = await database.db.select().from(gameRecent).where(eq(gameRecent.memberId, member!.id));
      expect(rows).toHaveLength(2);
    });

    it('plays a trial account with play money', async () => {
      const { client: c } = await trialPlayer(app);
      const res = await call(c, 'POST', '/api/games/launch', { nodeId: 'lumen-golden-dragon' });
      expect(launchResponseSchema.parse(res.json()).value.playMoney).toBe(true);
    });

    it('refuses an unknown game (404), a switched-off one (409) and free play where the game has none (409)', async () => {
      const { client } = await registered(app);
      const launch = (nodeId: string, c = client) => call(c, 'POST', '/api/games/launch', { nodeId });
      expect((await launch('nope')).json()).toMatchObject({ code: 'games.not_found' });
      await database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'lumen-ruby-rush'));
      const off = await launch('lumen-ruby-rush');
      expect([off.statusCode, off.json().code]).toEqual([409, 'games.unavailable']);
      await database.db
        .update(games)
        .set({ enabled: true, freePlay: false })
        .where(eq(games.nodeId, 'lumen-ruby-rush'));
      const { client: c } = await trialPlayer(app);
      const free = await launch('lumen-ruby-rush', c);
      expect([free.statusCode, free.json().code]).toEqual([409, 'games.free_play_unavailable']);
      expect((await launch('lumen-ruby-rush')).statusCode).toBe(200);
      await database.db.update(games).set({ freePlay: true }).where(eq(games.nodeId, 'lumen-ruby-rush'));
      expect((await call(client, 'POST', '/api/games/launch', {})).statusCode).toBe(400);
    });
  });
});
