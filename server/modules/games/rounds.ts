import { and, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { GameRecords, GameRecordsQuery, GameType, Winner, Winners } from '../../../src/api/contract/games';
import type { Db } from '../../db';
import { gameRounds, games, gameVendors, members } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';

type Member = typeof members.$inferSelect;

/** The winner board looks this far back. */
export const WINNERS_WINDOW_MS = 7 * 24 * 3600_000;
/** A win of at least this many times its stake counts as a jackpot-class win. */
export const JACKPOT_MULTIPLIER = 50n;

/** Spec §3 Winner entry: never the whole username. `ab***z`; names of 3 or fewer characters keep only the first. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

/** The rounds of game play: the winner board (from real wins) and the member's betting record. */
export function createRounds(opts: { db: Db; brand: string; now?: () => Date }) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());
  const currencyOf = createCurrencyLookup();

  return {
    /** Settled real-money wins: the biggest of the last 7 days, and the recent jackpot-class ones. */
    async winners(query: { gameCategory: string; limitNum: number; language?: string }): Promise<Winners> {
      const { symbol } = await currencyOf(db, brand);
      const since = new Date(now().getTime() - WINNERS_WINDOW_MS);
      const base = [
        eq(gameRounds.brand, brand),
        eq(gameRounds.status, 'settled'),
        eq(gameRounds.playMoney, false),
        sql`${gameRounds.payout} > 0`,
        gte(gameRounds.settledAt, since),
        eq(games.enabled, true),
      ];
      if (query.gameCategory !== 'ALL') base.push(eq(gameVendors.gameCategory, query.gameCategory));
      const select = (where: SQL, order: SQL[]) =>
        db
          .select({ round: gameRounds, game: games, username: members.username })
          .from(gameRounds)
          .innerJoin(games, eq(games.id, gameRounds.gameId))
          .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
          .innerJoin(members, eq(members.id, gameRounds.memberId))
          .where(where)
          .orderBy(...order)
          .limit(query.limitNum);
      const entry = (r: Awaited<ReturnType<typeof select>>[number]): Winner => ({
        iconUrl: r.game.iconUrl,
        customerName: maskName(r.username),
        gameName: (query.language && r.game.gameNames[query.language]) || r.game.gameName,
        winAmount: Number(r.round.payout),
        currencySymbol: symbol,
        nodeId: r.game.nodeId,
        gameCode: r.game.gameCode,
        vassalage: r.game.vassalage,
        gameType: r.game.gameType as GameType,
        settledAt: r.round.settledAt!.toISOString(),
      });
      const biggest = await select(and(...base) as SQL, [desc(gameRounds.payout), desc(gameRounds.settledAt)]);
      const jackpot = await select(
        and(
          ...base,
          or(
            eq(games.jackpot, true),
            sql`${gameRounds.stake} > 0 and ${gameRounds.payout} >= ${gameRounds.stake} * ${JACKPOT_MULTIPLIER}`,
          ),
        ) as SQL,
        [desc(gameRounds.settledAt), desc(gameRounds.payout)],
      );
      return { biggest: biggest.map(entry), jackpot: jackpot.map(entry) };
    },

    /** The member's betting record: every round, newest first, with totals over the whole filter. */
    async records(member: Member, query: GameRecordsQuery): Promise<GameRecords> {
      const { symbol } = await currencyOf(db, brand);
      const where = and(
        eq(gameRounds.brand, brand),
        eq(gameRounds.memberId, member.id),
        query.from ? gte(gameRounds.startedAt, new Date(query.from)) : undefined,
        query.to ? lte(gameRounds.startedAt, new Date(query.to)) : undefined,
        query.gameType ? eq(gameRounds.gameType, query.gameType) : undefined,
      ) as SQL;
      const [agg] = await db
        .select({
          n: count(),
          stake: sql<string>`coalesce(sum(case when ${gameRounds.playMoney} then 0 else ${gameRounds.stake} end), 0)::text`,
          payout: sql<string>`coalesce(sum(case when ${gameRounds.playMoney} then 0 else ${gameRounds.payout} end), 0)::text`,
        })
        .from(gameRounds)
        .where(where);
      const rows = await db
        .select({
          round: gameRounds,
          game: games,
          vendorName: gameVendors.displayName,
          vendorNames: gameVendors.displayNames,
        })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where)
        .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const total = agg?.n ?? 0;
      const stake = BigInt(agg?.stake ?? '0');
      const payout = BigInt(agg?.payout ?? '0');
      const lang = query.language;
      return {
        list: rows.map(({ round, game, vendorName, vendorNames }) => ({
          id: round.id,
          roundId: round.roundId,
          time: round.startedAt.toISOString(),
          gameName: (lang && game.gameNames[lang]) || game.gameName,
          gameType: round.gameType as GameType,
          vendorName: (lang && vendorNames[lang]) || vendorName,
          stake: Number(round.stake),
          payout: Number(round.payout),
          net: Number(round.payout - round.stake),
          status: round.status as 'open' | 'settled' | 'cancelled',
          playMoney: round.playMoney,
        })),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        total,
        // Sums over any number of rounds: sent as decimal strings, exact however large (ADR 0011).
        totals: { stake: stake.toString(), payout: payout.toString(), net: (payout - stake).toString() },
        currencySymbol: symbol,
      };
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
