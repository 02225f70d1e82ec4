import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import type {
  FootballBet,
  FootballMatch,
  FootballResult,
  FootballState,
  MatchProof,
  PlaceFootballSlip,
} from '../../../src/api/contract/football';
import { FOOTBALL_GAME_CODE, FOOTBALL_VENDOR } from '../../../src/api/contract/football';
import { drawFloats } from '../../../src/rules/fairness';
import { MATCH_FLOATS, matchResult } from '../../../src/rules/football/draw';
import { DECLARED_RTP, MARGIN_BP, oddsBook, wins } from '../../../src/rules/football/markets';
import { scoreGrid } from '../../../src/rules/football/model';
import {
  ACCA_MAX_ODDS,
  accumulatorOdds,
  betOutcome,
  checkSlip,
  type LegStatus,
  payoutOf,
} from '../../../src/rules/football/slip';
import { fixturesOf, modelOf, TEAMS, teamName, teamOf } from '../../../src/rules/football/teams';
import { footballBets, footballLegs, footballMatches, footballSlips, lotteryChains } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { allocateLink, linkOf, nextDraws } from '../lottery';
import { createHouseKit, type HouseKitOptions, type StudioSession, walletRefusal } from '../studio';

/** Real time: a round of matches every 3 minutes, each playing 60 seconds from kick-off to full time. */
export const INTERVAL_SECONDS = 180;
export const PLAY_SECONDS = 60;
/** Rounds kept created ahead (each of MATCHES_PER_ROUND matches). */
const AHEAD_ROUNDS = 2;
/** Links of a new chain (a few days of matches); a new one is published when fewer are left. */
export const CHAIN_LENGTH = 10_000;
const CHAIN_RENEW_BELOW = 500;
/** A slip still pending this long (its debit never confirmed) is rolled back by settlement. */
const PENDING_GIVE_UP_MS = 60_000;
const SLIP_WAIT_MS = 15_000;

export const FOOTBALL_LIMITS = {
  minStake: 100,
  maxStake: 1_000_000,
  maxPayout: 100_000_000,
  accaMaxOdds: ACCA_MAX_ODDS,
};

export interface FootballOptions extends HouseKitOptions {
  /** The brand's time zone: rounds are numbered by its days. */
  timeZone: string;
  /** FOOTBALL_TEST_SPEED (e2e only): rounds come and play this many times faster. 1: real time. */
  speed?: number;
  chainLength?: number;
  /** Whether a launch token plays for fun (the operator's flag). */
  playMoney?: (playerToken: string) => Promise<boolean>;
}

type MatchRow = typeof footballMatches.$inferSelect;
type SlipRow = typeof footballSlips.$inferSelect;

interface StoredError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * The house virtual football vendor (issue 23; docs/virtual-football.md), per brand. Rounds of
 * matches on a fixed schedule (the lottery's grid), each match's result drawn at kick-off from its
 * link of a published hash chain (the lottery's chains), odds from the same goal model. A slip is
 * one debit when placed and one credit (roundClosed) when its last match is settled.
 */
export function createFootball(opts: FootballOptions) {
  const kit = createHouseKit(opts);
  const { db, brand, timeZone } = opts;
  const now = kit.now;
  const speed = Math.max(1, Math.floor(opts.speed ?? 1));
  const interval = Math.max(1, Math.round(INTERVAL_SECONDS / speed));
  const play = Math.max(2, Math.round(PLAY_SECONDS / speed));
  const chainLength = opts.chainLength ?? CHAIN_LENGTH;
  const currencyOf = createCurrencyLookup();
  const wallet = () => kit.wallet(FOOTBALL_VENDOR);

  // ---- Chains and matches ------------------------------------------------------------------------

  /** The next link of football's chain (one shared allocator with the lottery). */
  const nextLink = () =>
    allocateLink(db, {
      brand,
      gameCode: FOOTBALL_GAME_CODE,
      length: chainLength,
      renewBelow: CHAIN_RENEW_BELOW,
      now,
    });

  /** Keeps the next rounds created, each match with its model, its odds and its chain link. */
  async function ensureRounds(at: Date) {
    const slots = nextDraws({ intervalSeconds: interval }, at, AHEAD_ROUNDS, timeZone);
    const existing = await db
      .select({ round: footballMatches.round })
      .from(footballMatches)
      .where(
        and(
          eq(footballMatches.brand, brand),
          inArray(
            footballMatches.round,
            slots.map((s) => s.number),
          ),
        ),
      );
    for (const slot of slots) {
      if (existing.some((e) => e.round === slot.number)) continue;
      // The season's round from the slot's place on the global grid, so every node picks the same fixtures.
      const ordinal = Math.floor(slot.drawsAt.getTime() / 1000 / interval);
      for (const [i, [home, away]] of fixturesOf(ordinal).entries()) {
        const model = modelOf(teamOf(home)!, teamOf(away)!);
        const link = await nextLink();
        await db
          .insert(footballMatches)
          .values({
            brand,
            round: slot.number,
            idx: i + 1,
            home,
            away,
            model,
            odds: oddsBook(scoreGrid(model)),
            chainId: link.chainId,
            chainIndex: link.index,
            kickoffAt: slot.drawsAt,
            endsAt: new Date(slot.drawsAt.getTime() + play * 1000),
            createdAt: at,
          })
          .onConflictDoNothing();
      }
    }
  }

  /** A match's result from its chain link: what the proof lets anyone recompute. */
  async function produce(m: MatchRow): Promise<{ hash: string; salt: string; result: FootballResult }> {
    const [chain] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, m.chainId));
    if (!chain) throw new Error(`match ${m.id} has no chain`);
    const hash = linkOf(chain.seed, chain.length, m.chainIndex);
    return { hash, salt: chain.salt, result: matchResult(m.model, await drawFloats(hash, chain.salt, MATCH_FLOATS)) };
  }

  /** Kicks off the due matches: their results are drawn (once: a conditional update). */
  async function kickOff(at: Date) {
    const due = await db
      .select()
      .from(footballMatches)
      .where(
        and(eq(footballMatches.brand, brand), eq(footballMatches.status, 'open'), lte(footballMatches.kickoffAt, at)),
      )
      .orderBy(asc(footballMatches.kickoffAt))
      .limit(100);
    for (const m of due) {
      const { hash, result } = await produce(m);
      await db
        .update(footballMatches)
        .set({ status: 'drawn', hash, result })
        .where(and(eq(footballMatches.id, m.id), eq(footballMatches.status, 'open')));
    }
  }

  /**
   * Settles a match at full time (the `football-settle` job, keyed per match): its open legs are
   * won or lost by the score, then every slip it finishes is paid with one credit `<slip>:win`
   * (roundClosed), so a second run, here or on another node, pays nothing more. Throws when a slip
   * could not be paid yet (the job and the next pass retry).
   */
  async function settleMatch(matchId: string): Promise<void> {
    const [m] = await db
      .select()
      .from(footballMatches)
      .where(and(eq(footballMatches.id, matchId), eq(footballMatches.brand, brand)));
    if (m?.status !== 'drawn' || m.endsAt > now()) return;
    const { score } = m.result as FootballResult;
    const legs = await db
      .select()
      .from(footballLegs)
      .where(and(eq(footballLegs.matchId, m.id), eq(footballLegs.status, 'open')));
    for (const l of legs) {
      await db
        .update(footballLegs)
        .set({ status: wins(l.selection, score) ? 'won' : 'lost' })
        .where(and(eq(footballLegs.id, l.id), eq(footballLegs.status, 'open')));
    }
    const slips = await db
      .selectDistinct({ slipId: footballLegs.slipId })
      .from(footballLegs)
      .where(eq(footballLegs.matchId, m.id));
    let unpaid = 0;
    for (const { slipId } of slips) if (!(await settleSlip(slipId))) unpaid++;
    if (unpaid > 0) throw new Error(`match ${m.id}: ${unpaid} slip(s) not paid yet`);
    await db
      .update(footballMatches)
      .set({ status: 'settled', settledAt: now() })
      .where(and(eq(footballMatches.id, m.id), eq(footballMatches.status, 'drawn')));
  }

  /**
   * Pays a slip whose every leg is decided (one credit of its bets' payouts, roundClosed); answers
   * false when that payment failed. A slip still waiting on a match, or already settled, is done.
   */
  async function settleSlip(slipId: string): Promise<boolean> {
    const [slip] = await db.select().from(footballSlips).where(eq(footballSlips.id, slipId));
    if (!slip) return true;
    if (slip.status === 'pending') return giveUp(slip);
    if (slip.status !== 'placed') return true;
    const legs = await db.select().from(footballLegs).where(eq(footballLegs.slipId, slipId));
    if (legs.some((l) => l.status === 'open')) return true;
    const bets = await db
      .select()
      .from(footballBets)
      .where(eq(footballBets.slipId, slipId))
      .orderBy(asc(footballBets.seq));
    const outcomes = bets.map((b) => {
      const o = betOutcome(
        legs.filter((l) => l.betId === b.id).map((l) => ({ status: l.status as LegStatus, odds: l.odds })),
      );
      const stake = Number(b.stake);
      const payout = o.status === 'won' ? payoutOf(stake, o.odds) : o.status === 'void' ? stake : 0;
      return { id: b.id, status: o.status, payout };
    });
    const total = outcomes.reduce((n, o) => n + o.payout, 0);
    const res = await kit.credit(FOOTBALL_VENDOR, {
      requestId: randomUUID(),
      playerToken: slip.playerToken,
      currency: slip.currency,
      gameCode: slip.gameCode,
      transactionId: `${slip.id}:win`,
      roundId: slip.id,
      amount: total,
      roundClosed: true,
    });
    if (res?.body.status !== 'OK') return false;
    for (const o of outcomes) {
      await db
        .update(footballBets)
        .set({ status: o.status, payout: BigInt(o.payout) })
        .where(and(eq(footballBets.id, o.id), eq(footballBets.status, 'open')));
    }
    await db
      .update(footballSlips)
      .set({ status: 'settled', payout: BigInt(total), settledAt: now() })
      .where(and(eq(footballSlips.id, slip.id), eq(footballSlips.status, 'placed')));
    return true;
  }

  /** A slip whose placing never finished: after a minute its stake (if taken) goes back. */
  async function giveUp(slip: SlipRow): Promise<boolean> {
    if (now().getTime() - slip.createdAt.getTime() < PENDING_GIVE_UP_MS) return false;
    const res = await (await wallet())
      .rollback({
        requestId: randomUUID(),
        playerToken: slip.playerToken,
        currency: slip.currency,
        gameCode: slip.gameCode,
        transactionId: `${slip.id}:void`,
        roundId: slip.id,
        amount: Number(slip.total),
        referenceTransactionId: `${slip.id}:bet`,
      })
      .catch(() => undefined);
    const ok = res?.body.status === 'OK' || res?.body.status === 'TRANSACTION_NOT_FOUND';
    if (!ok) return false;
    await voidSlip(slip.id, { status: 503, code: 'service.unavailable', message: 'The slip was not placed' });
    return true;
  }

  async function voidSlip(slipId: string, error: StoredError) {
    await db.update(footballLegs).set({ status: 'void' }).where(eq(footballLegs.slipId, slipId));
    await db.update(footballBets).set({ status: 'void' }).where(eq(footballBets.slipId, slipId));
    await db
      .update(footballSlips)
      .set({ status: 'refused', error })
      .where(and(eq(footballSlips.id, slipId), eq(footballSlips.status, 'pending')));
  }

  /**
   * One pass of the clock: create the coming rounds, kick off the due matches, and hand each match
   * at full time to `settle` (the app runs it as the match's own job). Then pays any placed slip
   * whose legs are all decided (one placed while its match was settling).
   */
  async function tick(settle: (m: { id: string; endsAt: Date }) => Promise<unknown> = (m) => settleMatch(m.id)) {
    const at = now();
    await ensureRounds(at);
    await kickOff(at);
    const due = await db
      .select({ id: footballMatches.id, endsAt: footballMatches.endsAt })
      .from(footballMatches)
      .where(
        and(eq(footballMatches.brand, brand), eq(footballMatches.status, 'drawn'), lte(footballMatches.endsAt, at)),
      )
      .orderBy(asc(footballMatches.endsAt))
      .limit(100);
    for (const m of due) {
      try {
        await settle(m);
      } catch {
        // Left for the next pass (and the job's retry).
      }
    }
    const stray = await db
      .select({ id: footballSlips.id })
      .from(footballSlips)
      .where(
        and(
          eq(footballSlips.brand, brand),
          inArray(footballSlips.status, ['placed', 'pending']),
          lt(footballSlips.createdAt, new Date(at.getTime() - play * 1000)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(footballLegs)
              .where(and(eq(footballLegs.slipId, footballSlips.id), eq(footballLegs.status, 'open'))),
          ),
        ),
      )
      .limit(50);
    for (const s of stray) await settleSlip(s.id).catch(() => false);
  }

  // ---- Presenting --------------------------------------------------------------------------------

  function statusOf(m: MatchRow, at: Date): FootballMatch['status'] {
    if (m.status === 'void') return 'void';
    if (at < m.kickoffAt) return 'open';
    return at < m.endsAt ? 'live' : 'finished';
  }

  function matchOf(m: MatchRow, at: Date): FootballMatch {
    const status = statusOf(m, at);
    return {
      id: m.id,
      round: m.round,
      index: m.idx,
      home: m.home,
      away: m.away,
      kickoffAt: m.kickoffAt.toISOString(),
      endsAt: m.endsAt.toISOString(),
      status,
      model: m.model,
      odds: m.odds,
      result: status !== 'open' && m.result ? (m.result as FootballResult) : null,
    };
  }

  async function betsOfSlips(slips: SlipRow[]): Promise<FootballBet[]> {
    if (slips.length === 0) return [];
    const ids = slips.map((s) => s.id);
    const bets = await db
      .select()
      .from(footballBets)
      .where(inArray(footballBets.slipId, ids))
      .orderBy(asc(footballBets.seq));
    const legs = await db
      .select({ leg: footballLegs, match: footballMatches })
      .from(footballLegs)
      .innerJoin(footballMatches, eq(footballMatches.id, footballLegs.matchId))
      .where(inArray(footballLegs.slipId, ids))
      .orderBy(asc(footballLegs.seq));
    const at = now();
    return slips.flatMap((s) =>
      bets
        .filter((b) => b.slipId === s.id)
        .map((b) => ({
          id: b.id,
          slipId: s.id,
          kind: b.kind as FootballBet['kind'],
          stake: Number(b.stake),
          odds: b.odds,
          status: b.status as FootballBet['status'],
          payout: Number(b.payout),
          placedAt: s.createdAt.toISOString(),
          settledAt: s.settledAt?.toISOString() ?? null,
          legs: legs
            .filter((l) => l.leg.betId === b.id)
            .map(({ leg, match }) => ({
              matchId: match.id,
              selection: leg.selection,
              odds: leg.odds,
              status: leg.status as FootballBet['status'],
              round: match.round,
              home: match.home,
              away: match.away,
              kickoffAt: match.kickoffAt.toISOString(),
              score:
                statusOf(match, at) === 'finished' ? ((match.result as FootballResult | null)?.score ?? null) : null,
            })),
        })),
    );
  }

  async function playerSlips(player: string, settled: boolean, limit: number) {
    return db
      .select()
      .from(footballSlips)
      .where(
        and(
          eq(footballSlips.brand, brand),
          eq(footballSlips.player, player),
          eq(footballSlips.status, settled ? 'settled' : 'placed'),
        ),
      )
      .orderBy(desc(footballSlips.createdAt), desc(footballSlips.id))
      .limit(limit);
  }

  async function footballSession(clientKey: string | undefined): Promise<StudioSession> {
    const session = await kit.sessionOf(clientKey);
    if (session.gameCode !== FOOTBALL_GAME_CODE || session.brand !== brand) {
      throw new AppError(
        409,
        'football.other_window',
        'This game window is of another game: open virtual football from the lobby',
      );
    }
    return session;
  }

  async function stateOf(session: StudioSession, lang?: string): Promise<FootballState> {
    const at = now();
    let rows = await listMatches(at);
    if (!rows.some((m) => m.kickoffAt > at)) {
      await ensureRounds(at);
      rows = await listMatches(at);
    }
    const player = await kit.playerOf(session);
    const { code, symbol, minorUnitDigits } = await currencyOf(db, brand);
    const { balance } = await kit.balanceOf(FOOTBALL_VENDOR, session);
    return {
      sessionId: session.id,
      game: { code: FOOTBALL_GAME_CODE, name: lang?.startsWith('zh') ? '流明虚拟足球' : 'Lumen Virtual Football' },
      balance,
      currency: { code, symbol, digits: minorUnitDigits },
      playMoney: (await opts.playMoney?.(session.playerToken)) ?? false,
      marginBp: MARGIN_BP,
      rtp: DECLARED_RTP,
      limits: FOOTBALL_LIMITS,
      intervalSeconds: interval,
      playSeconds: play,
      teams: TEAMS.map((t) => ({
        code: t.code,
        name: teamName(t, lang),
        short: t.short,
        colours: t.colours,
        attack: t.attack,
        defence: t.defence,
      })),
      matches: rows.map((m) => matchOf(m, at)),
      openBets: await betsOfSlips(await playerSlips(player, false, 30)),
      settledBets: (await betsOfSlips(await playerSlips(player, true, 20))).slice(0, 20),
    };
  }

  /** The last two rounds played, the live one and the coming ones. */
  async function listMatches(at: Date) {
    return db
      .select()
      .from(footballMatches)
      .where(
        and(
          eq(footballMatches.brand, brand),
          gte(footballMatches.kickoffAt, new Date(at.getTime() - (2 * interval + play) * 1000)),
        ),
      )
      .orderBy(asc(footballMatches.kickoffAt), asc(footballMatches.idx))
      .limit(40);
  }

  // ---- Slips -------------------------------------------------------------------------------------

  const toStored = (e: AppError): StoredError => ({
    status: e.status,
    code: e.code,
    message: e.message,
    ...(e.fields ? { fields: e.fields } : {}),
  });
  const fromStored = (e: StoredError) => new AppError(e.status, e.code as AppError['code'], e.message, e.fields);

  async function slipAnswer(slipId: string, session: StudioSession) {
    const [slip] = await db.select().from(footballSlips).where(eq(footballSlips.id, slipId));
    return {
      bets: await betsOfSlips(slip ? [slip] : []),
      balance: (await kit.balanceOf(FOOTBALL_VENDOR, session)).balance,
    };
  }

  async function repeatOf(slipId: string, session: StudioSession) {
    const until = Date.now() + SLIP_WAIT_MS;
    for (;;) {
      const [row] = await db.select().from(footballSlips).where(eq(footballSlips.id, slipId));
      if (!row) throw new AppError(503, 'service.unavailable', 'The slip is being placed: try again');
      if (row.sessionId !== session.id) {
        throw new AppError(409, 'football.slip_conflict', 'This slip id was already used for another slip');
      }
      if (row.status === 'placed' || row.status === 'settled') return slipAnswer(slipId, session);
      if (row.status === 'refused') throw fromStored(row.error as StoredError);
      if (Date.now() > until) throw new AppError(503, 'service.unavailable', 'The slip is being placed: try again');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function placeSlip(clientKey: string | undefined, slip: PlaceFootballSlip) {
    const session = await footballSession(clientKey);
    const [seen] = await db
      .select({ id: footballSlips.id })
      .from(footballSlips)
      .where(eq(footballSlips.id, slip.slipId));
    if (seen) return repeatOf(slip.slipId, session);

    const shape = checkSlip(slip.kind, slip.legs);
    if (!shape.ok) {
      throw new AppError(400, shape.code, 'This bet slip is not valid', {
        legs: shape.detail,
        ...(shape.index !== undefined ? { index: String(shape.index) } : {}),
      });
    }
    const { minStake, maxStake, maxPayout } = FOOTBALL_LIMITS;
    if (slip.stake < minStake) {
      throw new AppError(400, 'football.stake_too_low', 'The stake is below the minimum', { min: String(minStake) });
    }
    if (slip.stake > maxStake) {
      throw new AppError(409, 'football.stake_limit', 'The stake is above the maximum per bet', {
        max: String(maxStake),
      });
    }
    const ids = [...new Set(slip.legs.map((l) => l.matchId))];
    const matches = await db
      .select()
      .from(footballMatches)
      .where(and(eq(footballMatches.brand, brand), inArray(footballMatches.id, ids)));
    const at = now();
    const legs = slip.legs.map((l, i) => {
      const m = matches.find((x) => x.id === l.matchId);
      if (!m) throw new AppError(404, 'football.match_not_found', 'No such match', { index: String(i) });
      if (m.status !== 'open' || at >= m.kickoffAt) {
        throw new AppError(409, 'football.match_started', 'This match has kicked off: betting on it closed', {
          matchId: m.id,
          kickoffAt: m.kickoffAt.toISOString(),
          index: String(i),
        });
      }
      const odds = m.odds[l.selection];
      if (odds === undefined) {
        throw new AppError(400, 'football.selection_unavailable', 'This selection is not offered on this match', {
          index: String(i),
        });
      }
      return { ...l, odds };
    });
    const bets =
      slip.kind === 'singles'
        ? legs.map((l) => ({ kind: 'single' as const, odds: l.odds, legs: [l] }))
        : [{ kind: 'accumulator' as const, odds: accumulatorOdds(legs.map((l) => l.odds)), legs }];
    for (const [i, b] of bets.entries()) {
      if (payoutOf(slip.stake, b.odds) > maxPayout) {
        throw new AppError(409, 'football.payout_limit', 'This bet could pay more than the maximum payout', {
          max: String(maxPayout),
          index: String(i),
        });
      }
    }
    const total = slip.stake * bets.length;
    const player = await kit.playerOf(session);

    const [claimed] = await db
      .insert(footballSlips)
      .values({
        id: slip.slipId,
        brand,
        sessionId: session.id,
        gameCode: session.gameCode,
        player,
        playerToken: session.playerToken,
        currency: session.currency,
        kind: slip.kind,
        total: BigInt(total),
        status: 'pending',
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: footballSlips.id });
    if (!claimed) return repeatOf(slip.slipId, session);

    for (const [i, b] of bets.entries()) {
      const betId = randomUUID();
      await db.insert(footballBets).values({
        id: betId,
        slipId: slip.slipId,
        seq: i,
        kind: b.kind,
        stake: BigInt(slip.stake),
        odds: b.odds,
      });
      await db.insert(footballLegs).values(
        b.legs.map((l, j) => ({
          betId,
          slipId: slip.slipId,
          seq: j,
          matchId: l.matchId,
          selection: l.selection,
          odds: l.odds,
        })),
      );
    }

    // One debit for the whole slip; a refusal voids it (and a lost answer is rolled back).
    let res: Awaited<ReturnType<Awaited<ReturnType<typeof wallet>>['debit']>> | undefined;
    try {
      res = await (await wallet()).debit({
        requestId: randomUUID(),
        playerToken: session.playerToken,
        currency: session.currency,
        gameCode: session.gameCode,
        transactionId: `${slip.slipId}:bet`,
        roundId: slip.slipId,
        amount: total,
      });
    } catch {
      res = undefined;
    }
    if (res?.body.status !== 'OK') {
      const error = res ? walletRefusal(res) : new AppError(503, 'service.unavailable', 'The wallet did not answer');
      if (!res) {
        await (await wallet())
          .rollback({
            requestId: randomUUID(),
            playerToken: session.playerToken,
            currency: session.currency,
            gameCode: session.gameCode,
            transactionId: `${slip.slipId}:void`,
            roundId: slip.slipId,
            amount: total,
            referenceTransactionId: `${slip.slipId}:bet`,
          })
          .catch(() => undefined);
      }
      await voidSlip(slip.slipId, toStored(error));
      throw error;
    }
    await db
      .update(footballSlips)
      .set({ status: 'placed' })
      .where(and(eq(footballSlips.id, slip.slipId), eq(footballSlips.status, 'pending')));
    const [row] = await db.select().from(footballSlips).where(eq(footballSlips.id, slip.slipId));
    return { bets: await betsOfSlips(row ? [row] : []), balance: res.body.balance ?? 0 };
  }

  // ---- Proofs ------------------------------------------------------------------------------------

  /** GET /api/fairness/matches/:id: a match's id, or a bet's or slip's (its first leg's match). */
  async function proof(id: string): Promise<MatchProof> {
    const byId = async (matchId: string) =>
      (
        await db
          .select()
          .from(footballMatches)
          .where(and(eq(footballMatches.id, matchId), eq(footballMatches.brand, brand)))
      )[0];
    let m = await byId(id);
    if (!m) {
      const [leg] = await db
        .select({ matchId: footballLegs.matchId })
        .from(footballLegs)
        .where(sql`${footballLegs.betId} = ${id} or ${footballLegs.slipId} = ${id}`)
        .orderBy(asc(footballLegs.seq))
        .limit(1);
      if (leg) m = await byId(leg.matchId);
    }
    if (!m) throw new AppError(404, 'football.match_not_found', 'No such match');
    const [c] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, m.chainId));
    const at = now();
    const shown = at >= m.kickoffAt && m.hash !== null;
    return {
      matchId: m.id,
      round: m.round,
      home: m.home,
      away: m.away,
      kickoffAt: m.kickoffAt.toISOString(),
      status: statusOf(m, at),
      model: m.model,
      chain: {
        id: c!.id,
        terminatingHash: c!.terminatingHash,
        salt: c!.salt,
        length: c!.length,
        publishedAt: c!.publishedAt.toISOString(),
      },
      index: m.chainIndex,
      hash: shown ? m.hash : null,
      result: shown ? (m.result as FootballResult) : null,
    };
  }

  return {
    kit,
    interval,
    play,
    tick,
    ensureRounds,
    kickOff,
    settleMatch,
    settleSlip,
    produce,
    proof,
    placeSlip,
    /** The routes' guard: a house game window (the studio's cookie); the handlers then want a football one. */
    async requireWindow(clientKey: string | undefined) {
      await kit.sessionOf(clientKey);
    },
    async open(gameCode: string, token: string, lang?: string) {
      if (gameCode !== FOOTBALL_GAME_CODE) throw new AppError(404, 'games.not_found', 'No such game');
      const opened = await kit.openSession(FOOTBALL_VENDOR, gameCode, token);
      await ensureRounds(now());
      return { clientKey: opened.clientKey, value: await stateOf(opened.session, lang) };
    },
    async state(clientKey: string | undefined, lang?: string) {
      return stateOf(await footballSession(clientKey), lang);
    },
  };
}

export type Football = ReturnType<typeof createFootball>;
