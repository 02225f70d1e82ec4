import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BingoRound } from '../../../src/api/contract/bingofish';
import {
  BASE_BALLS,
  type BingoDeal,
  bingoFloatCount,
  dealFromFloats,
  evaluate,
  extraBallPrice,
  MAX_CARDS,
  MAX_EXTRA_BALLS,
} from '../../../src/rules/bingo/bingo';
import { BINGO_GAMES, type HouseGameDef } from '../../../src/rules/bingofish/games';
import { type RoundSeeds, seedFloats } from '../../../src/rules/fairness';
import { bingoRounds, studioSeeds, studioSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createHouseKit, type HouseKitOptions, type StudioSession, walletRefusal } from '../studio';

/** How many rounds the history shows. */
export const HISTORY_SIZE = 20;
/** An open round untouched this long is collected by the job (its win paid, the round closed). */
export const BINGO_ABANDON_MS = 10 * 60_000;

type Row = typeof bingoRounds.$inferSelect;

export const gameName = (def: HouseGameDef, lang?: string) =>
  (lang && (def.names as Record<string, string>)[lang]) || def.names.en;

export const publicGame = (def: HouseGameDef, lang?: string) => ({
  code: def.code,
  name: gameName(def, lang),
  rtp: def.rtp,
  stakes: [...def.stakes],
  theme: { ...def.theme },
});

/**
 * House bingo (issue 23, docs/bingo-fishing.md): a round against the house on the studio's kit
 * (window session, vendor wallet LUMEN, seed pair). `buy` debits cards × stake, claims a nonce and
 * deals the cards and the whole ball order from it, and draws the base balls; `extra` debits the
 * quoted price of the next ball (the next of the same shuffle); `collect` credits the win and closes.
 * An abandoned round is collected by `collectAbandoned` (a job; idempotent: one credit id per round).
 */
export function createBingo(
  opts: HouseKitOptions & { floats?: (seeds: RoundSeeds, count: number) => Promise<number[]> },
) {
  const { db, brand } = opts;
  const kit = createHouseKit(opts);
  const floatsOf = opts.floats ?? ((s: RoundSeeds, n: number) => seedFloats(s.serverSeed, s.clientSeed, s.nonce, n));

  const gameOf = (code: string): HouseGameDef => {
    const def = BINGO_GAMES.find((g) => g.code === code);
    if (!def) throw new AppError(404, 'games.not_found', 'No such game');
    return def;
  };
  const vendorOf = (code: string) => gameOf(code).vassalage;

  function view(row: Row): BingoRound {
    const deal = row.deal as BingoDeal;
    const drawn = deal.order.slice(0, row.balls);
    const stake = Number(row.stake);
    const r = evaluate(deal.cards, drawn, stake);
    const open = row.status === 'open';
    const extrasLeft = open ? Math.max(0, BASE_BALLS + MAX_EXTRA_BALLS - row.balls) : 0;
    return {
      id: row.id,
      stake,
      cards: deal.cards,
      drawn,
      baseBalls: BASE_BALLS,
      extraPrices: row.extraPrices,
      results: r.cards.map((c) => ({ pattern: c.pattern, pays: c.pays, win: c.win })),
      win: r.totalWin,
      staked: Number(row.staked),
      status: row.status as BingoRound['status'],
      nextPrice: extrasLeft > 0 ? extraBallPrice(deal.cards, drawn, stake) : null,
      extrasLeft,
      nonce: row.nonce,
      time: row.createdAt.toISOString(),
    };
  }

  async function history(sessionId: string) {
    const rows = await db
      .select()
      .from(bingoRounds)
      .where(eq(bingoRounds.sessionId, sessionId))
      .orderBy(desc(bingoRounds.seq))
      .limit(HISTORY_SIZE);
    return rows.map(view);
  }

  async function roundOf(session: StudioSession, roundId: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(bingoRounds)
      .where(and(eq(bingoRounds.id, roundId), eq(bingoRounds.sessionId, session.id)));
    if (!row) throw new AppError(404, 'bingo.round_not_found', 'No such round in this game window');
    return row;
  }

  async function state(session: StudioSession, lang?: string) {
    const def = gameOf(session.gameCode);
    const money = await kit.balanceOf(def.vassalage, session);
    const rounds = await history(session.id);
    return {
      ...money,
      game: publicGame(def, lang),
      sessionId: session.id,
      round: rounds.find((r) => r.status === 'open') ?? null,
      history: rounds,
      seeds: await kit.seedsOf(session),
    };
  }

  /**
   * Pays a round's win and closes it, once: the round is claimed open → closing with a conditional
   * update, and the credit's transaction id is the round's (`<id>:win`), so a second collect, a
   * retry or the job running twice pays nothing more. A credit that fails leaves it `closing`, for
   * the job to pay later.
   */
  async function settle(row: Row): Promise<{ row: Row; balance: number | null }> {
    const session = (await db.select().from(studioSessions).where(eq(studioSessions.id, row.sessionId)))[0];
    if (!session) throw new AppError(404, 'bingo.round_not_found', 'No such round');
    if (row.status === 'settled') return { row, balance: null };
    const win = view(row).win;
    await db
      .update(bingoRounds)
      .set({ status: 'closing', win: BigInt(win) })
      .where(and(eq(bingoRounds.id, row.id), eq(bingoRounds.status, 'open')));
    const paid = await kit.credit(vendorOf(row.gameCode), {
      ...kit.walletBase(session),
      requestId: randomUUID(),
      transactionId: `${row.id}:win`,
      roundId: row.id,
      amount: win,
      roundClosed: true,
    });
    if (paid?.body.status !== 'OK') {
      throw new AppError(503, 'service.unavailable', 'The win could not be paid yet: it will be');
    }
    const [done] = await db
      .update(bingoRounds)
      .set({ status: 'settled', closedAt: kit.now() })
      .where(eq(bingoRounds.id, row.id))
      .returning();
    return { row: done ?? row, balance: paid.body.balance ?? null };
  }

  return {
    kit,
    async open(gameCode: string, token: string, lang?: string) {
      const def = gameOf(gameCode);
      const opened = await kit.openSession(def.vassalage, gameCode, token);
      return { clientKey: opened.clientKey, value: await state(opened.session, lang) };
    },

    async state(clientKey: string | undefined, lang?: string) {
      const session = await kit.sessionOf(clientKey);
      gameOf(session.gameCode);
      return state(session, lang);
    },

    /** Buys `cards` cards at `stake` each and draws the base balls. One open round per window. */
    async buy(clientKey: string | undefined, cards: number, stake: number) {
      const session = await kit.sessionOf(clientKey);
      return kit.serial(session.id, async () => {
        const def = gameOf(session.gameCode);
        if (!def.stakes.includes(stake)) {
          throw new AppError(400, 'request.invalid', 'Choose one of the game’s stakes', { stake: 'validation.stake' });
        }
        if (!Number.isInteger(cards) || cards < 1 || cards > MAX_CARDS) {
          throw new AppError(400, 'request.invalid', 'Buy 1 to 4 cards', { cards: 'validation.required' });
        }
        const [open] = await db
          .select({ id: bingoRounds.id })
          .from(bingoRounds)
          .where(and(eq(bingoRounds.sessionId, session.id), eq(bingoRounds.status, 'open')));
        if (open) throw new AppError(409, 'bingo.round_open', 'Collect the open round first', { roundId: open.id });
        const claim = await kit.claimPace(session);
        const roundId = randomUUID();
        const total = cards * stake;
        const w = await kit.wallet(def.vassalage);
        const debit = await w.debit({
          ...kit.walletBase(session),
          requestId: randomUUID(),
          transactionId: `${roundId}:bet`,
          roundId,
          amount: total,
        });
        if (debit.body.status !== 'OK') {
          await kit.releasePace(claim);
          throw walletRefusal(debit);
        }
        const seeds = await kit.claimNonce(await kit.playerOf(session));
        const deal = dealFromFloats(await floatsOf(seeds, bingoFloatCount(cards)), cards);
        const [row] = await db
          .insert(bingoRounds)
          .values({
            id: roundId,
            sessionId: session.id,
            brand,
            gameCode: session.gameCode,
            stake: BigInt(stake),
            cards,
            balls: BASE_BALLS,
            extraPrices: [],
            staked: BigInt(total),
            win: 0n,
            deal,
            seedId: seeds.seedId,
            clientSeed: seeds.clientSeed,
            nonce: seeds.nonce,
            status: 'open',
            createdAt: kit.now(),
          })
          .returning();
        return { round: view(row as Row), balance: debit.body.balance ?? 0 };
      });
    },

    /**
     * Buys the next ball at its quoted price. `drawn` (how many balls the window shows) makes a
     * double tap buy once: when the round already has more, the round is answered as it is.
     */
    async extra(clientKey: string | undefined, roundId: string, drawn?: number) {
      const session = await kit.sessionOf(clientKey);
      return kit.serial(session.id, async () => {
        const row = await roundOf(session, roundId);
        if (row.status !== 'open') throw new AppError(409, 'bingo.round_closed', 'This round is closed');
        if (drawn !== undefined && row.balls > drawn) {
          return { round: view(row), balance: (await kit.balanceOf(vendorOf(row.gameCode), session)).balance };
        }
        const shown = view(row);
        if (shown.nextPrice === null) throw new AppError(409, 'bingo.no_more_balls', 'No extra ball is left');
        const price = shown.nextPrice;
        const n = row.extraPrices.length;
        const debit = await (await kit.wallet(vendorOf(row.gameCode))).debit({
          ...kit.walletBase(session),
          requestId: randomUUID(),
          transactionId: `${row.id}:extra:${n + 1}`,
          roundId: row.id,
          amount: price,
        });
        if (debit.body.status !== 'OK') throw walletRefusal(debit);
        const [next] = await db
          .update(bingoRounds)
          .set({
            balls: sql`${bingoRounds.balls} + 1`,
            extraPrices: [...row.extraPrices, price],
            staked: sql`${bingoRounds.staked} + ${price}`,
          })
          .where(and(eq(bingoRounds.id, row.id), eq(bingoRounds.balls, row.balls), eq(bingoRounds.status, 'open')))
          .returning();
        if (!next) throw new AppError(409, 'bingo.round_closed', 'This round changed: look again');
        return { round: view(next), balance: debit.body.balance ?? 0 };
      });
    },

    /** Pays the win and closes the round (a second collect answers the closed round and pays nothing). */
    async collect(clientKey: string | undefined, roundId: string) {
      const session = await kit.sessionOf(clientKey);
      return kit.serial(session.id, async () => {
        const row = await roundOf(session, roundId);
        const { row: done, balance } = await settle(row);
        return {
          round: view(done),
          balance: balance ?? (await kit.balanceOf(vendorOf(row.gameCode), session)).balance,
        };
      });
    },

    history: async (clientKey: string | undefined) => history((await kit.sessionOf(clientKey)).id),

    /**
     * The job: collects every round left open (or closing) for BINGO_ABANDON_MS. Running it twice,
     * or with a collect at once, pays each round once (the credit's transaction id is the round's).
     */
    async collectAbandoned(): Promise<{ settled: number; failed: number }> {
      const before = new Date(kit.now().getTime() - BINGO_ABANDON_MS);
      const rows = await db
        .select()
        .from(bingoRounds)
        .where(
          and(
            eq(bingoRounds.brand, brand),
            inArray(bingoRounds.status, ['open', 'closing']),
            lt(bingoRounds.createdAt, before),
          ),
        )
        .limit(500);
      let settled = 0;
      let failed = 0;
      for (const row of rows) {
        try {
          await kit.serial(row.sessionId, () => settle(row));
          settled++;
        } catch {
          failed++;
        }
      }
      return { settled, failed };
    },

    /** GET /api/fairness/rounds/:id for a bingo round; null when the id is not one. */
    async proof(id: string) {
      const [found] = await db
        .select({ round: bingoRounds, seed: studioSeeds })
        .from(bingoRounds)
        .innerJoin(studioSeeds, eq(studioSeeds.id, bingoRounds.seedId))
        .where(and(eq(bingoRounds.id, id.toLowerCase()), eq(bingoRounds.brand, brand)));
      if (!found) return null;
      const v = view(found.round);
      return {
        id: v.id,
        roundId: v.id,
        kind: 'bingo' as const,
        gameCode: found.round.gameCode,
        stake: v.stake,
        cards: found.round.cards,
        balls: found.round.balls,
        ...kit.proofSeeds(found.seed),
        clientSeed: found.round.clientSeed,
        nonce: found.round.nonce,
        outcome: { cards: v.cards, drawn: v.drawn, results: v.results, totalWin: v.win },
        time: v.time,
      };
    },
  };
}

export type Bingo = ReturnType<typeof createBingo>;
