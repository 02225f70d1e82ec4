import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { HotGames, HotPinInput } from '../../../src/api/contract/adminHotGames';
import {
  HOT_PIN_LIMIT,
  HOT_REFRESH_MINUTES,
  HOT_TURNOVER_TOP,
  HOT_WINDOW_DAYS,
} from '../../../src/api/contract/games.constants';
import { REAL_ACCOUNT_TYPES } from '../../../src/rules/customerType';
import type { Db } from '../../db';
import { gameHotRanks, gameRounds, games, gameVendors, jobRuns, members } from '../../db/schema';
import { audit } from '../../lib/audit';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import type { StaffMember } from '../accounts';

/** The job that rewrites the ranking (ADR 0013), every HOT_REFRESH_MINUTES. */
export const HOT_RANKING_JOB = 'hot-ranking';

const DAY_MS = 24 * 3600_000;

/**
 * Rewrites `game_hot_ranks` for every brand, in one transaction (readers see the old ranking until it
 * commits): one aggregate over the real-money rounds started in the last HOT_WINDOW_DAYS (the partial
 * index `game_rounds_real_started_idx`), of real accounts only (types 0, 1, 2: trial play money is
 * `play_money` and never here, internal test accounts are left out too), of enabled games of enabled
 * vendors, ranked within each brand by turnover (the stakes net of rollbacks), then by game id.
 */
export async function refreshHotRanking(db: Db, at: Date): Promise<void> {
  const since = new Date(at.getTime() - HOT_WINDOW_DAYS * DAY_MS);
  const turnover = sql`sum(${gameRounds.stake})`;
  await db.transaction(async (tx) => {
    await tx.delete(gameHotRanks);
    const ranked = tx
      .select({
        gameId: gameRounds.gameId,
        brand: gameRounds.brand,
        rank: sql<number>`(row_number() over (partition by ${gameRounds.brand} order by ${turnover} desc, ${gameRounds.gameId}))::int`.as(
          'rank',
        ),
        turnover: sql<bigint>`${turnover}`.as('turnover'),
        rounds: sql<number>`count(*)::int`.as('rounds'),
        players: sql<number>`count(distinct ${gameRounds.memberId})::int`.as('players'),
        computedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('computed_at'),
      })
      .from(gameRounds)
      .innerJoin(members, eq(members.id, gameRounds.memberId))
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(
        and(
          // A literal, not a parameter, so the planner matches the partial index's predicate.
          sql`${gameRounds.playMoney} = false`,
          gte(gameRounds.startedAt, since),
          lte(gameRounds.startedAt, at),
          sql`${gameRounds.stake} > 0`,
          inArray(members.customerType, [...REAL_ACCOUNT_TYPES]),
          eq(games.enabled, true),
          eq(gameVendors.enabled, true),
        ),
      )
      .groupBy(gameRounds.gameId, gameRounds.brand);
    await tx.insert(gameHotRanks).select(ranked);
  });
}

/** The catalogue's view of the ranking: a game is in the turnover top (joined on the game's id). */
export const inTurnoverTop = () =>
  and(eq(gameHotRanks.gameId, games.id), lte(gameHotRanks.rank, HOT_TURNOVER_TOP)) as SQL;

/** Whether a game (a row of `games` left-joined to the top) is hot: pinned, or in the turnover top. */
export const isHotSql = () => sql<boolean>`(${games.hotPin} is not null or ${gameHotRanks.gameId} is not null)`;

/** The hot list's order: pins by position, then the turnover top by rank, then the catalogue's. */
export const hotOrder = () => [
  sql`${games.hotPin} asc nulls last`,
  sql`${gameHotRanks.rank} asc nulls last`,
  asc(games.sorting),
  asc(games.id),
];

/** Arbitrary constant for pg_advisory_xact_lock (with the brand): one pin edit of a brand at a time. */
const HOT_PINS_LOCK_KEY = 0x4_07_91;

const notFound = () => new AppError(404, 'games.not_found', 'No such game');
const pinsFull = () =>
  new AppError(409, 'games.hot_pins_full', `At most ${HOT_PIN_LIMIT} games can be pinned hot; unpin one first`);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The back office's hot games of one brand (docs/hot-games.md): the list with the ranking's turnover,
 * and pin, move and unpin. Pin edits of a brand run one at a time (queued on this node, and a
 * transaction-scoped advisory lock across nodes), read the pins, and write them back as 1..n: any number of concurrent edits leaves one dense
 * order with no position twice (the unique index would refuse it anyway). Each edit that changes the
 * order is audited, in its transaction.
 */
export function createHotGamesAdmin({ db, brand }: { db: Db; brand: string }) {
  const currencyOf = createCurrencyLookup();

  async function list(): Promise<HotGames> {
    const rows = await db
      .select({ game: games, rank: gameHotRanks })
      .from(games)
      .leftJoin(gameHotRanks, eq(gameHotRanks.gameId, games.id))
      .where(eq(games.brand, brand))
      .orderBy(...hotOrder());
    const [last] = await db
      .select({ at: jobRuns.finishedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, HOT_RANKING_JOB), eq(jobRuns.outcome, 'succeeded'), isNotNull(jobRuns.finishedAt)))
      .orderBy(desc(jobRuns.finishedAt))
      .limit(1);
    const { symbol, minorUnitDigits } = await currencyOf(db, brand);
    return {
      list: rows.map(({ game, rank }) => {
        const top = rank !== null && rank.rank <= HOT_TURNOVER_TOP;
        return {
          gameId: game.id,
          nodeId: game.nodeId,
          gameName: game.gameName,
          vassalage: game.vassalage,
          iconUrl: game.iconUrl,
          enabled: game.enabled,
          turnover: (rank?.turnover ?? 0n).toString(),
          rounds: rank?.rounds ?? 0,
          players: rank?.players ?? 0,
          rank: rank?.rank ?? null,
          pin: game.hotPin,
          hot: game.hotPin !== null ? 'pin' : top ? 'turnover' : null,
        };
      }),
      windowDays: HOT_WINDOW_DAYS,
      top: HOT_TURNOVER_TOP,
      pinLimit: HOT_PIN_LIMIT,
      refreshMinutes: HOT_REFRESH_MINUTES,
      rankedAt: last?.at?.toISOString() ?? null,
      currencySymbol: symbol,
      currencyDigits: minorUnitDigits,
    };
  }

  /** Takes the brand's pin lock, checks the game, and returns the pinned game ids in order. */
  async function lockPins(tx: Tx, gameId: number): Promise<number[]> {
    await tx.execute(sql`select pg_advisory_xact_lock(${HOT_PINS_LOCK_KEY}, hashtext(${brand}))`);
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.brand, brand), eq(games.id, gameId)));
    if (!game) throw notFound();
    const pinned = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.brand, brand), isNotNull(games.hotPin)))
      .orderBy(asc(games.hotPin));
    return pinned.map((p) => p.id);
  }

  /** Writes the order back as positions 1..n: cleared first, so no position is ever held twice. */
  async function writePins(tx: Tx, order: number[]) {
    await tx
      .update(games)
      .set({ hotPin: null })
      .where(and(eq(games.brand, brand), isNotNull(games.hotPin)));
    if (order.length === 0) return;
    const positions = sql.join(
      order.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${games} set hot_pin = v.pin from (values ${positions}) as v(id, pin) where ${games.id} = v.id and ${games.brand} = ${brand}`,
    );
  }

  /**
   * One pin edit of this brand at a time on this node, before any database connection is taken, so
   * a burst of edits waits here rather than holding the pool's connections while it waits for the lock.
   */
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(fn: () => Promise<T>): Promise<T> {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  }

  async function edit(
    actor: StaffMember,
    gameId: number,
    ip: string | null,
    action: 'game.hot_pin' | 'game.hot_unpin',
    next: (pins: number[]) => number[],
  ) {
    await serially(() =>
      db.transaction(async (tx) => {
        const before = await lockPins(tx, gameId);
        const after = next(before);
        if (after.length === before.length && after.every((id, i) => id === before[i])) return;
        await writePins(tx, after);
        await audit(tx, {
          brand,
          staff: actor,
          action,
          targetType: 'game',
          targetId: String(gameId),
          before: { pins: before },
          after: { pins: after },
          ip,
        });
      }),
    );
    return list();
  }

  return {
    list,

    /** Pins a game at `position` (1 first; default or beyond the end: last), or moves its pin there. */
    pin: (actor: StaffMember, gameId: number, input: HotPinInput, ip: string | null) =>
      edit(actor, gameId, ip, 'game.hot_pin', (pins) => {
        const rest = pins.filter((id) => id !== gameId);
        if (rest.length >= HOT_PIN_LIMIT) throw pinsFull();
        const at = Math.min((input.position ?? rest.length + 1) - 1, rest.length);
        return [...rest.slice(0, at), gameId, ...rest.slice(at)];
      }),

    /** Unpins a game (one not pinned: nothing changes); the pins after it move up. */
    unpin: (actor: StaffMember, gameId: number, ip: string | null) =>
      edit(actor, gameId, ip, 'game.hot_unpin', (pins) => pins.filter((id) => id !== gameId)),
  };
}

export type HotGamesAdmin = ReturnType<typeof createHotGamesAdmin>;
