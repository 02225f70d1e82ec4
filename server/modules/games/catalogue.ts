import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { FOOTBALL_VENDOR } from '../../../src/api/contract/football';
import {
  FAVOURITE_IDS_LIMIT,
  GAME_SESSION_MS,
  type Game,
  type GameCategory,
  type GameListQuery,
  type GamePage,
  type GameType,
  LAUNCH_WINDOW_MS,
  type LaunchResult,
  type Vendor,
  type VendorsResponse,
} from '../../../src/api/contract/games';
import { LOTTERY_VENDOR } from '../../../src/api/contract/lottery';
import { pacingSettingsSchema } from '../../../src/api/contract/system';
import { bingoFishWindow } from '../../../src/rules/bingofish/games';
import { isTrial } from '../../../src/rules/customerType';
import { type Pacing, pacingOf } from '../../../src/rules/pacing';
import { expandTemplate, isHouseVendor } from '../../../src/rules/vendors';
import type { Db } from '../../db';
import {
  brands,
  gameFavourites,
  gameHotRanks,
  gameRecent,
  gameSessions,
  games,
  gameVendors,
  type members,
} from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/hash';
import { cardWindow } from '../cards';
import { assertCanPlay } from '../protection';
import { hotOrder, inTurnoverTop, isHotSql } from './hot';

type Member = typeof members.$inferSelect;
type GameRow = typeof games.$inferSelect;

/** Menu order of the vendor-sorting categories; BINGO last (spec §2 Home). */
const CATEGORY_ORDER: GameCategory[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'BINGO',
];

/** ESPORTS and COCKFIGHT vendors route to the SPORTS lobby (spec §4 "Game-type mapping"). */
export const lobbyTypeOf = (category: string): GameType =>
  category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category === 'BINGO' ? 'RNG' : (category as GameType);

const notFound = () => new AppError(404, 'games.not_found', 'No such game');
const unavailable = () => new AppError(409, 'games.unavailable', 'This game cannot be launched');

/**
 * The games catalogue of one brand (issue 5): vendors and their sorting, game lists for the home
 * page and the lobbies, favourites, recent games, and the launch that opens a game session.
 */
/**
 * The secret the operator issued to a vendor of `brand` for signing its seamless-wallet calls (the
 * catalogue's public API for vendors set up in this process, like the house studio); null when the
 * vendor is not in the catalogue.
 */
export async function vendorWalletSecret(db: Db, brand: string, vassalage: string): Promise<string | null> {
  const [vendor] = await db
    .select({ secret: gameVendors.walletSecret })
    .from(gameVendors)
    .where(and(eq(gameVendors.brand, brand), eq(gameVendors.vassalage, vassalage)));
  return vendor?.secret ?? null;
}

/**
 * The brand's jurisdiction settings for a vendor in this process (the house studio; issue 19): its
 * game pacing (read each time: staff may change it), and the member a game session's token belongs
 * to, as an opaque id, so pacing counts per player across their game windows.
 */
/** The operator's side a lottery vendor is given with the launch: the token's player and its play-money flag. */
export function lotteryJurisdiction(db: Db, brand: string) {
  const sessionOf = async (playerToken: string) => {
    const [row] = await db
      .select({ memberId: gameSessions.memberId, playMoney: gameSessions.playMoney })
      .from(gameSessions)
      .where(and(eq(gameSessions.brand, brand), eq(gameSessions.tokenHash, sha256(playerToken))));
    return row ?? null;
  };
  return {
    player: async (playerToken: string) => (await sessionOf(playerToken))?.memberId ?? null,
    playMoney: async (playerToken: string) => (await sessionOf(playerToken))?.playMoney ?? false,
  };
}

export function studioJurisdiction(db: Db, brand: string) {
  return {
    async pacing(): Promise<Pacing> {
      const [row] = await db.select({ config: brands.config }).from(brands).where(eq(brands.code, brand));
      // Only the pacing part is read and checked (every spin asks); writes validate the whole settings,
      // and a bad stored value fails loudly, as readBrand does, rather than lift the brand's limits.
      const stored = (row?.config as { pacing?: unknown } | undefined)?.pacing;
      return pacingOf(stored === undefined ? null : pacingSettingsSchema.parse(stored));
    },
    async player(playerToken: string): Promise<string | null> {
      const [row] = await db
        .select({ memberId: gameSessions.memberId })
        .from(gameSessions)
        .where(and(eq(gameSessions.brand, brand), eq(gameSessions.tokenHash, sha256(playerToken))));
      return row?.memberId ?? null;
    },
  };
}

export function createCatalogue(opts: { db: Db; brand: string; now?: () => Date }) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());
  const currencyOf = createCurrencyLookup();

  const nameIn = (names: Record<string, string>, fallback: string, language?: string) =>
    (language && names[language]) || fallback;

  async function vendorRows() {
    return db
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.brand, brand), eq(gameVendors.enabled, true)))
      .orderBy(asc(gameVendors.sorting), asc(gameVendors.id));
  }

  function toGame(row: GameRow, vendorIcon: string, hot: boolean, language?: string): Game {
    return {
      gameId: row.id,
      gameName: nameIn(row.gameNames, row.gameName, language),
      gameType: row.gameType as GameType,
      vassalage: row.vassalage,
      gameClassify: row.gameClassify as Game['gameClassify'],
      minBet: Number(row.minBet),
      nodeId: row.nodeId,
      nodeName: row.nodeName,
      roomId: row.roomId,
      showIcon: row.showIcon,
      iconUrl: row.iconUrl,
      supportPlay: row.supportPlay,
      isGameH5: row.isGameH5,
      freeplay: row.freePlay,
      gameCode: row.gameCode,
      lottoMode: row.lottoMode,
      hot,
      lines: row.lines,
      jackpot: row.jackpot,
      vendorIcon,
    };
  }

  /** Enabled games of enabled vendors, with the vendor's icon. */
  const listed = () => and(eq(games.brand, brand), eq(games.enabled, true), eq(gameVendors.enabled, true)) as SQL;

  async function page(
    where: SQL,
    order: SQL[],
    pageNo: number,
    pageSize: number,
    language?: string,
  ): Promise<GamePage> {
    // Every list knows which games are hot: pinned, or in the turnover top (docs/hot-games.md).
    const [total] = await db
      .select({ n: count() })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .leftJoin(gameHotRanks, inTurnoverTop())
      .where(where);
    const rows = await db
      .select({ game: games, vendorIcon: gameVendors.mobileLargeIcon, hot: isHotSql() })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .leftJoin(gameHotRanks, inTurnoverTop())
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const n = total?.n ?? 0;
    return {
      games: rows.map((r) => toGame(r.game, r.vendorIcon, r.hot, language)),
      pageNum: pageNo,
      pageSize,
      totalPages: Math.ceil(n / pageSize),
      total: n,
    };
  }

  const lobbyOrder = [asc(games.sorting), asc(games.id)];

  return {
    /** Spec §3 Vendor: the sorting (per category, SPORTS split three ways) and the mapping by game type. */
    async vendors(language?: string): Promise<VendorsResponse> {
      const rows = await vendorRows();
      const single = await db
        .select({ vendorId: games.vendorId, n: count(), first: sql<number>`min(${games.id})` })
        .from(games)
        .where(and(eq(games.brand, brand), eq(games.enabled, true)))
        .groupBy(games.vendorId);
      const vendors: (Vendor & { category: GameCategory })[] = rows.map((v) => {
        const s = single.find((x) => x.vendorId === v.id);
        return {
          vassalage: v.vassalage,
          displayName: nameIn(v.displayNames, v.displayName, language),
          mobileLargeIcon: v.mobileLargeIcon,
          gameType: lobbyTypeOf(v.gameType),
          gameCategory: v.gameCategory as GameCategory,
          vassalageLobby: v.vassalageLobby,
          freePlay: v.freePlay,
          gameId: s && s.n === 1 ? Number(s.first) : null,
          category: v.gameCategory as GameCategory,
        };
      });
      const sorting = CATEGORY_ORDER.map((gameCategory) => ({
        gameCategory,
        vendorNames: vendors
          .filter((v) => v.category === gameCategory)
          .map((v) => ({ vendorName: v.vassalage, accountTypeName: v.displayName })),
      })).filter((c) => c.vendorNames.length > 0);
      const mapping: VendorsResponse['mapping'] = {};
      for (const { category: _, ...v } of vendors) {
        const list = mapping[v.gameType] ?? [];
        list.push(v);
        mapping[v.gameType] = list;
      }
      return { sorting, mapping };
    },

    /** The lobby list (spec §7 Games "Game list"): filters, dataType, paging. */
    async list(query: GameListQuery, member: Member | null): Promise<GamePage> {
      const where: (SQL | undefined)[] = [listed()];
      if (query.gameType) where.push(eq(games.gameType, query.gameType));
      if (query.vassalage) where.push(eq(games.vassalage, query.vassalage));
      if (query.gameClassify) where.push(eq(games.gameClassify, query.gameClassify));
      if (query.minBet !== undefined) where.push(lte(games.minBet, BigInt(query.minBet)));
      if (query.minLine !== undefined) where.push(gte(games.lines, query.minLine));
      if (query.gameName) {
        const like = `%${query.gameName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          or(
            ilike(games.gameName, like),
            query.language ? sql`${games.gameNames} ->> ${query.language} ilike ${like}` : undefined,
          ),
        );
      }
      let order = lobbyOrder;
      if (query.dataType === 'hot') {
        where.push(isHotSql());
        order = hotOrder();
      }
      if (query.dataType === 'fav' || query.dataType === 'recent') {
        if (!member) throw new AppError(401, 'auth.required', 'Please log in first');
        const table = query.dataType === 'fav' ? gameFavourites : gameRecent;
        const ids = db.select({ id: table.gameId }).from(table).where(eq(table.memberId, member.id));
        where.push(inArray(games.id, ids));
        const at = query.dataType === 'fav' ? gameFavourites.createdAt : gameRecent.playedAt;
        order = [
          sql`(select ${at} from ${table} where ${table.memberId} = ${member.id} and ${table.gameId} = ${games.id}) desc`,
          asc(games.id),
        ];
      }
      return page(and(...where) as SQL, order, query.pageNo, query.pageSize, query.language);
    },

    /** The member's favourite node ids, newest first (spec §7: up to 100). */
    async favouriteIds(member: Member): Promise<string[]> {
      const rows = await db
        .select({ nodeId: games.nodeId })
        .from(gameFavourites)
        .innerJoin(games, eq(games.id, gameFavourites.gameId))
        .where(eq(gameFavourites.memberId, member.id))
        .orderBy(desc(gameFavourites.createdAt), desc(games.id))
        .limit(FAVOURITE_IDS_LIMIT);
      return rows.map((r) => r.nodeId);
    },

    /** Adds a favourite; one already there is ignored (spec §4). */
    async addFavourite(member: Member, nodeId: string): Promise<void> {
      const [game] = await db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.brand, brand), eq(games.nodeId, nodeId), eq(games.enabled, true)));
      if (!game) throw notFound();
      await db
        .insert(gameFavourites)
        .values({ memberId: member.id, gameId: game.id, createdAt: now() })
        .onConflictDoNothing();
    },

    /** Removes a favourite; removing one that is not there changes nothing (the client already dropped it). */
    async removeFavourite(member: Member, nodeId: string): Promise<void> {
      const game = db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.brand, brand), eq(games.nodeId, nodeId)));
      await db
        .delete(gameFavourites)
        .where(and(eq(gameFavourites.memberId, member.id), inArray(gameFavourites.gameId, game)));
    },

    /**
     * Launches a game (spec §4 "Launching a game", server side): a game session whose token the URL
     * carries once. Trial accounts always play with play money. Records the game as recent.
     */
    async launch(
      member: Member,
      body: { nodeId: string; returnPath?: string; language?: string },
      context: { origin: string } = { origin: '' },
    ): Promise<LaunchResult> {
      if (member.status !== 'active') throw new AppError(403, 'auth.account_disabled', 'This account is disabled');
      // A time-out or self-exclusion of this person (any brand) closes every game (protection.excluded).
      await assertCanPlay(db, member.id, now());
      const [row] = await db
        .select({ game: games, vendor: gameVendors })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(games.brand, brand), eq(games.nodeId, body.nodeId)));
      if (!row) throw notFound();
      const { game, vendor } = row;
      if (!game.enabled || !vendor.enabled || !game.supportPlay || vendor.vassalageLobby) throw unavailable();
      // A third-party vendor opens at its launch URL template; without one it cannot be launched (issue 23).
      const thirdParty = !isHouseVendor(vendor.vassalage);
      if (thirdParty && !vendor.launchUrlTemplate) throw unavailable();
      // Free play is what a trial account is: it always plays with play money, so only games that
      // offer free play open for it. A real account always plays for real (it has no play money).
      const playMoney = isTrial(member.customerType);
      if (playMoney && !(game.freePlay && vendor.freePlay)) {
        throw new AppError(409, 'games.free_play_unavailable', 'This game has no free play');
      }
      // Free play's age gate (issue 19): a trial account confirms its age before its first game.
      if (playMoney && member.ageConfirmedAt === null) {
        throw new AppError(403, 'games.age_unconfirmed', 'Confirm your age before you play');
      }
      const { code: currency } = await currencyOf(db, brand);
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + GAME_SESSION_MS);
      await db.transaction(async (tx) => {
        await tx.insert(gameSessions).values({
          brand,
          memberId: member.id,
          gameId: game.id,
          vassalage: game.vassalage,
          tokenHash: sha256(token),
          playMoney,
          currency,
          launchExpiresAt: new Date(at.getTime() + LAUNCH_WINDOW_MS),
          expiresAt,
          createdAt: at,
        });
        await tx
          .insert(gameRecent)
          .values({ memberId: member.id, gameId: game.id, playedAt: at })
          .onConflictDoUpdate({ target: [gameRecent.memberId, gameRecent.gameId], set: { playedAt: at } });
      });
      if (thirdParty && vendor.launchUrlTemplate) {
        const url = expandTemplate(vendor.launchUrlTemplate, {
          token,
          gameCode: game.gameCode,
          lang: body.language ?? 'en',
          currency,
          returnUrl: `${context.origin}${body.returnPath ?? '/m'}`,
        });
        return { url, expiresAt: expiresAt.toISOString(), playMoney };
      }
      // The house lottery's games open its window (docs/lottery.md); every other house game the studio's.
      // The house card games, bingo, fishing and football open their own windows (issue 23: /m/poker,
      // /m/baccarat, /m/bingo, /m/fishing, /m/football).
      const window =
        game.vassalage === LOTTERY_VENDOR
          ? 'lotto'
          : game.vassalage === FOOTBALL_VENDOR
            ? 'football'
            : (cardWindow(game.gameCode) ?? bingoFishWindow(game.gameCode) ?? 'play');
      return {
        url: `/m/${window}/${encodeURIComponent(game.gameCode)}?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
        playMoney,
      };
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
