import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { LotteryLimits } from '../../../src/api/contract/adminLottery';
import type {
  Draw,
  DrawStatus,
  LotteryBet,
  LotteryGame,
  LottoState,
  PlaceSlip,
} from '../../../src/api/contract/lottery';
import { LOTTERY_PAGE_SIZE, LOTTERY_VENDOR } from '../../../src/api/contract/lottery';
import type { ProviderResponse } from '../../../src/api/contract/provider';
import { drawFloats } from '../../../src/rules/fairness';
import { betTypesFor, maxPayoutOf, payoutOf, validateSelection } from '../../../src/rules/lottery/bets';
import { LOTTERY_FLOATS, type LotteryResult, lotteryResult } from '../../../src/rules/lottery/draw';
import { LOTTERY_GAMES, type LotteryGameDef, lotteryGameDef, lotteryGameName } from '../../../src/rules/lottery/games';
import type { Db } from '../../db';
import {
  lotteryBets,
  lotteryChains,
  lotteryDraws,
  lotteryGames,
  lotteryPlayerStakes,
  lotterySessions,
  lotterySlips,
} from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/hash';
import { createProviderWalletClient, type ProviderSend, type ProviderWalletClient } from '../../lib/provider-client';
import { walletRefusal as houseWalletRefusal } from '../studio';
import { linkOf } from './chain';
import { allocateLink } from './links';
import { lotteryRules } from './rules-text';
import { nextDraws } from './schedule';

/** Links of a new hash chain: about a week of a 1-minute game. */
export const CHAIN_LENGTH = 10_000;
/** A new chain is published when the game's unallocated links fall below this. */
const CHAIN_RENEW_BELOW = 1_000;
/** How far ahead draws are created: at least this many, and at least this far. */
const AHEAD_DRAWS = 3;
const AHEAD_MS = 10 * 60_000;
/** A draw still undrawn this long after its time cannot be produced: it is voided and refunded. */
export const DRAW_DEADLINE_MS = 10 * 60_000;
/** A bet still being placed when its draw settles, this long after it started, is given up and refunded. */
const PENDING_GIVE_UP_MS = 60_000;
/** Tries of a wallet call before settlement leaves the draw for its retry. */
const WALLET_TRIES = 3;
/** How long a repeat of a slip waits for the first to finish. */
const SLIP_WAIT_MS = 15_000;

export const DEFAULT_LIMITS: LotteryLimits = {
  minStake: 100,
  maxStakePerBet: 1_000_000,
  maxStakePerPlayer: 5_000_000,
  maxPayoutPerDraw: 500_000_000,
  maxStakeByType: {},
};

export interface LotteryOptions {
  db: Db;
  brand: string;
  send: ProviderSend;
  /** The wallet secret the operator issued to LUMEN_LOTTO (the catalogue's vendorWalletSecret). */
  walletSecret: (vassalage: string) => Promise<string | null>;
  now?: () => Date;
  /** The brand's time zone: draws are numbered by its days. */
  timeZone: string;
  /**
   * LOTTERY_TEST_SPEED (e2e only): fast games draw this many times more often, and close at most a
   * quarter of their interval before. 1: real time.
   */
  speed?: number;
  chainLength?: number;
  /** The operator's side, as the launch hands it to a vendor: who a token's player is, and whether it plays for fun. */
  jurisdiction: {
    player: (playerToken: string) => Promise<string | null>;
    playMoney: (playerToken: string) => Promise<boolean>;
  };
}

type DrawRow = typeof lotteryDraws.$inferSelect;
type BetRow = typeof lotteryBets.$inferSelect;
type SessionRow = typeof lotterySessions.$inferSelect;
type GameRow = typeof lotteryGames.$inferSelect;

export interface GameSettings {
  def: LotteryGameDef;
  enabled: boolean;
  intervalSeconds: number;
  closeSeconds: number;
  dailyTime: string | null;
  limits: LotteryLimits;
}

/** A wallet refusal as the lottery window's error (lottery.* codes; the house kit's mapping). */
const walletRefusal = (res: { body: ProviderResponse }) => houseWalletRefusal(res, 'lottery');

const closed = (closesAt: Date) =>
  new AppError(409, 'lottery.closed', 'Betting on this draw has closed: bet on the next draw', {
    closesAt: closesAt.toISOString(),
  });

/** Cursor of a newest-first page: the last row's time and id. */
const cursorOf = (t: Date, id: string) => Buffer.from(`${t.toISOString()}|${id}`).toString('base64url');
function parseCursor(cursor: string | undefined): { t: Date; id: string } | null {
  if (!cursor) return null;
  const [t, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(t ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError(400, 'request.invalid', 'The cursor is not valid', { cursor: 'validation.invalid' });
  }
  return { t: at, id };
}

/**
 * The house lottery vendor's game server (issue 22; docs/lottery.md), per brand. A vendor like the
 * studio: it opens a game window with the operator's launch token and moves money only through the
 * seamless-wallet API (a debit per bet when the slip is placed, a credit with roundClosed when the
 * draw settles, a rollback when a draw is voided), signed with its own secret. Its draws come from a
 * published hash chain (src/rules/fairness.ts), so anyone can check them.
 */
export function createLottery(opts: LotteryOptions) {
  const { db, brand, timeZone } = opts;
  const now = opts.now ?? (() => new Date());
  const speed = Math.max(1, Math.floor(opts.speed ?? 1));
  const chainLength = opts.chainLength ?? CHAIN_LENGTH;
  const currencyOf = createCurrencyLookup();
  let client: ProviderWalletClient | undefined;

  async function wallet(): Promise<ProviderWalletClient> {
    if (client) return client;
    const secret = await opts.walletSecret(LOTTERY_VENDOR);
    if (secret === null) throw new AppError(503, 'service.unavailable', 'The lottery is not in the catalogue');
    client = createProviderWalletClient({ vassalage: LOTTERY_VENDOR, secret, send: opts.send, now });
    return client;
  }

  /** A wallet call tried again (same transactionId: idempotent) until it answers OK or refuses for good. */
  async function settleCall(
    call: 'credit' | 'rollback',
    body: Parameters<ProviderWalletClient['credit']>[0] | Parameters<ProviderWalletClient['rollback']>[0],
  ) {
    const w = await wallet();
    let last: { body: ProviderResponse } | undefined;
    for (let i = 0; i < WALLET_TRIES; i++) {
      try {
        last =
          call === 'credit'
            ? await w.credit(body as Parameters<ProviderWalletClient['credit']>[0])
            : await w.rollback(body as Parameters<ProviderWalletClient['rollback']>[0]);
        if (last.body.status === 'OK') return last;
        // A refusal for good is not retried.
        if (last.body.status !== 'UNKNOWN') return last;
      } catch {
        last = undefined;
      }
    }
    return last;
  }

  // Games and their settings ----------------------------------------------------------------------

  /** The brand's settings rows, created from the catalogue's defaults the first time. */
  async function settingsRows(): Promise<GameRow[]> {
    let rows = await db.select().from(lotteryGames).where(eq(lotteryGames.brand, brand));
    if (rows.length < LOTTERY_GAMES.length) {
      await db
        .insert(lotteryGames)
        .values(
          LOTTERY_GAMES.map((g) => ({
            brand,
            code: g.code,
            enabled: true,
            closeSeconds: g.closeSeconds,
            dailyTime: g.dailyTime ?? null,
            limits: { ...DEFAULT_LIMITS, minStake: g.minStake },
          })),
        )
        .onConflictDoNothing();
      rows = await db.select().from(lotteryGames).where(eq(lotteryGames.brand, brand));
    }
    return rows;
  }

  function settingsOf(row: GameRow): GameSettings {
    const def = lotteryGameDef(row.code)!;
    const fast = def.gameType === 'ELOTT';
    const intervalSeconds = fast ? Math.max(1, Math.round(def.intervalSeconds / speed)) : def.intervalSeconds;
    const closeSeconds =
      fast && speed > 1 ? Math.min(row.closeSeconds, Math.floor(intervalSeconds / 4)) : row.closeSeconds;
    return {
      def,
      enabled: row.enabled,
      intervalSeconds,
      closeSeconds,
      dailyTime: row.dailyTime,
      limits: { ...DEFAULT_LIMITS, ...(row.limits as Partial<LotteryLimits>) },
    };
  }

  async function allSettings(): Promise<GameSettings[]> {
    const rows = await settingsRows();
    return LOTTERY_GAMES.map((g) => settingsOf(rows.find((r) => r.code === g.code)!));
  }

  async function settings(code: string): Promise<GameSettings> {
    if (!lotteryGameDef(code)) throw new AppError(404, 'lottery.game_not_found', 'No such lottery game');
    return (await allSettings()).find((s) => s.def.code === code)!;
  }

  const maxStakeOf = (s: GameSettings) => (betType: string) =>
    Math.min(s.limits.maxStakePerBet, s.limits.maxStakeByType[betType] ?? Number.MAX_SAFE_INTEGER);

  function publicGame(s: GameSettings, lang?: string): LotteryGame {
    return {
      code: s.def.code,
      family: s.def.family,
      name: lotteryGameName(s.def, lang),
      gameType: s.def.gameType,
      intervalSeconds: s.intervalSeconds,
      closeSeconds: s.closeSeconds,
      minStake: s.limits.minStake,
      enabled: s.enabled,
    };
  }

  // Chains and draws ------------------------------------------------------------------------------

  /** The next link of the game's chain; publishes a new chain first when the current runs low. */
  const nextLink = (gameCode: string) =>
    allocateLink(db, { brand, gameCode, length: chainLength, renewBelow: CHAIN_RENEW_BELOW, now });

  /** Keeps the next draws of every enabled game created (with their chain links). */
  async function ensureDraws(at: Date) {
    for (const s of await allSettings()) {
      if (!s.enabled) continue;
      const want = s.dailyTime ? 2 : Math.max(AHEAD_DRAWS, Math.ceil(AHEAD_MS / 1000 / s.intervalSeconds));
      const slots = nextDraws(
        { intervalSeconds: s.intervalSeconds, dailyTime: s.dailyTime ?? undefined },
        at,
        want,
        timeZone,
      );
      if (slots.length === 0) continue;
      const existing = await db
        .select({ number: lotteryDraws.number })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.brand, brand),
            eq(lotteryDraws.gameCode, s.def.code),
            inArray(
              lotteryDraws.number,
              slots.map((x) => x.number),
            ),
          ),
        );
      for (const slot of slots) {
        if (existing.some((e) => e.number === slot.number)) continue;
        const link = await nextLink(s.def.code);
        await db
          .insert(lotteryDraws)
          .values({
            brand,
            gameCode: s.def.code,
            number: slot.number,
            chainId: link.chainId,
            chainIndex: link.index,
            drawsAt: slot.drawsAt,
            closesAt: new Date(slot.drawsAt.getTime() - s.closeSeconds * 1000),
            createdAt: at,
          })
          .onConflictDoNothing();
      }
    }
  }

  /** The result of a draw from its chain link: what the proof lets anyone recompute. */
  async function produce(draw: DrawRow): Promise<{ hash: string; salt: string; result: LotteryResult }> {
    const [chain] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, draw.chainId));
    if (!chain) throw new Error(`draw ${draw.id} has no chain`);
    const hash = linkOf(chain.seed, chain.length, draw.chainIndex);
    const family = lotteryGameDef(draw.gameCode)!.family;
    const result = lotteryResult(family, await drawFloats(hash, chain.salt, LOTTERY_FLOATS[family]));
    return { hash, salt: chain.salt, result };
  }

  /** Draws a draw whose time has come (once: a conditional update); answers whether it is now drawn. */
  async function drawOne(draw: DrawRow, at: Date): Promise<'drawn' | 'void' | 'skip'> {
    if (draw.status !== 'open' || draw.drawsAt > at) return 'skip';
    if (at.getTime() - draw.drawsAt.getTime() > DRAW_DEADLINE_MS) {
      await voidDraw(draw.id, 'The draw could not be produced in time', null);
      return 'void';
    }
    const { hash, result } = await produce(draw);
    await db
      .update(lotteryDraws)
      .set({ status: 'drawn', hash, result, drawnAt: at })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'open')));
    return 'drawn';
  }

  /**
   * Settles a drawn draw: each open bet gets a credit (its payout, 0 for a loss) with roundClosed,
   * under transactionId `<bet>:win`, so a second run, on this node or another, pays nothing more.
   * Throws when a bet could not be settled yet (the job retries).
   */
  async function settleDraw(drawId: string): Promise<void> {
    const [draw] = await db
      .update(lotteryDraws)
      .set({ status: 'settling' })
      .where(and(eq(lotteryDraws.id, drawId), inArray(lotteryDraws.status, ['drawn', 'settling'])))
      .returning();
    if (!draw) return;
    const result = draw.result as LotteryResult;
    const at = now();
    const bets = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, drawId), inArray(lotteryBets.status, ['open', 'pending'])));
    let unsettled = 0;
    for (const bet of bets) {
      if (bet.status === 'pending') {
        if (at.getTime() - bet.placedAt.getTime() < PENDING_GIVE_UP_MS) {
          unsettled++;
          continue;
        }
        // Its slip never finished: the stake (if it was taken) goes back.
        if (!(await refund(bet))) unsettled++;
        continue;
      }
      const payout = payoutOf(
        { betType: bet.betType, selection: bet.selection, stake: Number(bet.stake), odds: bet.odds },
        result,
      );
      const res = await settleCall('credit', {
        requestId: randomUUID(),
        playerToken: bet.playerToken,
        currency: bet.currency,
        gameCode: bet.gameCode,
        transactionId: `${bet.id}:win`,
        roundId: bet.id,
        amount: payout,
        roundClosed: true,
      });
      if (res?.body.status !== 'OK') {
        unsettled++;
        continue;
      }
      await db
        .update(lotteryBets)
        .set({ status: payout > 0 ? 'won' : 'lost', payout: BigInt(payout), settledAt: now() })
        .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'open')));
    }
    if (unsettled > 0) throw new Error(`draw ${drawId}: ${unsettled} bet(s) not settled yet`);
    await db
      .update(lotteryDraws)
      .set({
        status: 'settled',
        settledAt: now(),
        payout: sql`(select coalesce(sum(${lotteryBets.payout}), 0) from ${lotteryBets} where ${lotteryBets.drawId} = ${drawId})`,
      })
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'settling')));
  }

  /** Gives a bet's stake back (rollback of `<bet>:bet` under `<bet>:void`); answers whether it is done. */
  async function refund(bet: BetRow): Promise<boolean> {
    const res = await settleCall('rollback', {
      requestId: randomUUID(),
      playerToken: bet.playerToken,
      currency: bet.currency,
      gameCode: bet.gameCode,
      transactionId: `${bet.id}:void`,
      roundId: bet.id,
      amount: Number(bet.stake),
      referenceTransactionId: `${bet.id}:bet`,
    });
    // TRANSACTION_NOT_FOUND: the debit never arrived, and now never will be taken.
    const ok = res?.body.status === 'OK' || res?.body.status === 'TRANSACTION_NOT_FOUND';
    if (!ok) return false;
    await db
      .update(lotteryBets)
      .set({ status: 'void', settledAt: now() })
      .where(and(eq(lotteryBets.id, bet.id), inArray(lotteryBets.status, ['open', 'pending'])));
    return true;
  }

  /**
   * Voids a draw that is not settled: every bet is refunded through the wallet's rollback, once
   * (idempotent by `<bet>:void`). A second void answers the same. Refused once settling or settled.
   */
  async function voidDraw(drawId: string, reason: string, by: string | null): Promise<DrawRow> {
    const [claimed] = await db
      .update(lotteryDraws)
      .set({
        status: 'voiding',
        voidReason: sql`coalesce(${lotteryDraws.voidReason}, ${reason})`,
        voidedBy: sql`coalesce(${lotteryDraws.voidedBy}, ${by})`,
      })
      .where(
        and(
          eq(lotteryDraws.id, drawId),
          eq(lotteryDraws.brand, brand),
          inArray(lotteryDraws.status, ['open', 'drawn', 'voiding']),
        ),
      )
      .returning();
    if (!claimed) {
      const [draw] = await db
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.brand, brand)));
      if (!draw) throw new AppError(404, 'lottery.draw_not_found', 'No such draw');
      if (draw.status === 'void') return draw;
      throw new AppError(
        409,
        'lottery.draw_settled',
        'This draw is settled (or settling): it can no longer be voided',
        {
          status: draw.status,
        },
      );
    }
    const bets = await db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, drawId), inArray(lotteryBets.status, ['open', 'pending'])));
    let left = 0;
    for (const bet of bets) if (!(await refund(bet))) left++;
    if (left > 0)
      throw new AppError(503, 'service.unavailable', `${left} bet(s) could not be refunded yet: void again`);
    const [done] = await db
      .update(lotteryDraws)
      .set({ status: 'void', settledAt: now() })
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'voiding')))
      .returning();
    return done ?? claimed;
  }

  /**
   * One scheduling pass: create the coming draws, draw the ones due, and hand each drawn (or
   * half-settled) draw to `settle` (the app runs it as the draw's own job, keyed by its id).
   */
  async function tick(settle: (draw: { id: string; drawsAt: Date }) => Promise<unknown> = (d) => settleDraw(d.id)) {
    const at = now();
    await ensureDraws(at);
    const due = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.brand, brand), eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawsAt, at)))
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(200);
    for (const d of due) await drawOne(d, at);
    const toSettle = await db
      .select({ id: lotteryDraws.id, drawsAt: lotteryDraws.drawsAt })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.brand, brand), inArray(lotteryDraws.status, ['drawn', 'settling'])))
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(200);
    for (const d of toSettle) {
      try {
        await settle(d);
      } catch {
        // Left for the next pass (and the job's retry).
      }
    }
    const voiding = await db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.brand, brand), eq(lotteryDraws.status, 'voiding')))
      .limit(50);
    for (const d of voiding) await voidDraw(d.id, 'resumed', null).catch(() => undefined);
  }

  // Presenting ------------------------------------------------------------------------------------

  function apiStatus(d: DrawRow, at: Date): DrawStatus {
    switch (d.status) {
      case 'open':
        return at >= d.closesAt ? 'closed' : 'open';
      case 'settling':
        return 'drawn';
      case 'voiding':
        return 'void';
      default:
        return d.status as DrawStatus;
    }
  }

  function drawOf(d: DrawRow, at = now()): Draw {
    return {
      id: d.id,
      gameCode: d.gameCode,
      number: d.number,
      closesAt: d.closesAt.toISOString(),
      drawsAt: d.drawsAt.toISOString(),
      status: apiStatus(d, at),
      result: (d.result as Draw['result']) ?? null,
      voidReason: d.voidReason,
    };
  }

  function betOf(b: BetRow, number: string): LotteryBet {
    const status = b.status === 'pending' ? 'open' : (b.status as LotteryBet['status']);
    return {
      id: b.id,
      drawId: b.drawId,
      drawNumber: number,
      gameCode: b.gameCode,
      betType: b.betType,
      selection: b.selection,
      stake: Number(b.stake),
      odds: b.odds,
      status,
      payout: Number(b.payout),
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    };
  }

  async function betsWithNumbers(rows: BetRow[]): Promise<LotteryBet[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((r) => r.drawId))];
    const draws = await db
      .select({ id: lotteryDraws.id, number: lotteryDraws.number })
      .from(lotteryDraws)
      .where(inArray(lotteryDraws.id, ids));
    const numberOf = new Map(draws.map((d) => [d.id, d.number]));
    return rows.map((r) => betOf(r, numberOf.get(r.drawId) ?? ''));
  }

  async function currentDraw(gameCode: string, at: Date): Promise<DrawRow | null> {
    const [d] = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brand, brand),
          eq(lotteryDraws.gameCode, gameCode),
          eq(lotteryDraws.status, 'open'),
          gt(lotteryDraws.closesAt, at),
        ),
      )
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(1);
    return d ?? null;
  }

  // Windows ---------------------------------------------------------------------------------------

  async function sessionOf(clientKey: string | undefined): Promise<SessionRow> {
    if (!clientKey) throw new AppError(401, 'lottery.session_expired', 'Open the game from the lobby');
    const [session] = await db
      .select()
      .from(lotterySessions)
      .where(and(eq(lotterySessions.clientKeyHash, sha256(clientKey)), eq(lotterySessions.brand, brand)));
    if (!session) throw new AppError(401, 'lottery.session_expired', 'Open the game from the lobby');
    return session;
  }

  async function balanceOf(session: SessionRow): Promise<number> {
    const w = await wallet();
    const res = await w.balance({
      requestId: randomUUID(),
      playerToken: session.playerToken,
      currency: session.currency,
      gameCode: session.gameCode,
    });
    if (res.body.status !== 'OK') throw walletRefusal(res);
    return res.body.balance ?? 0;
  }

  async function playerBets(
    session: SessionRow,
    status: 'open' | 'settled',
    cursor?: string,
    limit = LOTTERY_PAGE_SIZE,
  ) {
    const after = parseCursor(cursor);
    const rows = await db
      .select()
      .from(lotteryBets)
      .where(
        and(
          eq(lotteryBets.brand, brand),
          eq(lotteryBets.player, session.player),
          eq(lotteryBets.gameCode, session.gameCode),
          status === 'open'
            ? inArray(lotteryBets.status, ['open', 'pending'])
            : inArray(lotteryBets.status, ['won', 'lost', 'void']),
          after
            ? or(
                lt(lotteryBets.placedAt, after.t),
                and(eq(lotteryBets.placedAt, after.t), lt(lotteryBets.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: await betsWithNumbers(page),
      nextCursor: rows.length > limit && last ? cursorOf(last.placedAt, last.id) : null,
    };
  }

  async function pastDraws(gameCode: string, cursor?: string, limit = LOTTERY_PAGE_SIZE) {
    const after = parseCursor(cursor);
    const rows = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brand, brand),
          eq(lotteryDraws.gameCode, gameCode),
          inArray(lotteryDraws.status, ['drawn', 'settling', 'settled', 'voiding', 'void']),
          after
            ? or(
                lt(lotteryDraws.drawsAt, after.t),
                and(eq(lotteryDraws.drawsAt, after.t), lt(lotteryDraws.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id))
      .limit(limit + 1);
    const at = now();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((d) => drawOf(d, at)),
      nextCursor: rows.length > limit && last ? cursorOf(last.drawsAt, last.id) : null,
    };
  }

  async function stateOf(session: SessionRow, lang?: string): Promise<LottoState> {
    const s = await settings(session.gameCode);
    const at = now();
    const current = s.enabled ? await currentDraw(session.gameCode, at) : null;
    const { code, symbol, minorUnitDigits } = await currencyOf(db, brand);
    return {
      sessionId: session.id,
      game: publicGame(s, lang),
      betTypes: betTypesFor(s.def.family, maxStakeOf(s)),
      rules: lotteryRules(s, lang),
      balance: await balanceOf(session),
      currency: { code, symbol, digits: minorUnitDigits },
      playMoney: await opts.jurisdiction.playMoney(session.playerToken),
      current: current ? drawOf(current, at) : null,
      recent: (await pastDraws(session.gameCode, undefined, 10)).items,
      openBets: (await playerBets(session, 'open', undefined, 50)).items,
      settledBets: (await playerBets(session, 'settled', undefined, 20)).items,
    };
  }

  // Slips -----------------------------------------------------------------------------------------

  interface StoredError {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
  }
  const toStored = (e: AppError): StoredError => ({
    status: e.status,
    code: e.code,
    message: e.message,
    ...(e.fields ? { fields: e.fields } : {}),
  });
  const fromStored = (e: StoredError) => new AppError(e.status, e.code as AppError['code'], e.message, e.fields);

  async function slipAnswer(slipId: string, session: SessionRow) {
    const rows = await db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.slipId, slipId))
      .orderBy(asc(lotteryBets.seq));
    return { bets: await betsWithNumbers(rows), balance: await balanceOf(session) };
  }

  /** A repeat of a slip: waits for the first to finish, then answers what it answered. */
  async function repeatOf(slip: PlaceSlip, session: SessionRow) {
    const until = Date.now() + SLIP_WAIT_MS;
    for (;;) {
      const [row] = await db.select().from(lotterySlips).where(eq(lotterySlips.id, slip.slipId));
      if (!row) throw new AppError(503, 'service.unavailable', 'The slip is being placed: try again');
      if (row.sessionId !== session.id || row.drawId !== slip.drawId) {
        throw new AppError(409, 'lottery.slip_conflict', 'This slip id was already used for another slip');
      }
      if (row.status === 'placed') return slipAnswer(slip.slipId, session);
      if (row.status === 'refused') throw fromStored(row.error as StoredError);
      if (Date.now() > until) throw new AppError(503, 'service.unavailable', 'The slip is being placed: try again');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function placeSlip(clientKey: string | undefined, slip: PlaceSlip) {
    const session = await sessionOf(clientKey);
    const s = await settings(session.gameCode);
    const at = now();
    const [draw] = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.id, slip.drawId),
          eq(lotteryDraws.brand, brand),
          eq(lotteryDraws.gameCode, session.gameCode),
        ),
      );
    if (!draw) throw new AppError(404, 'lottery.draw_not_found', 'No such draw of this game');
    // A repeat of a placed slip answers it, even after the close.
    const [seen] = await db.select({ id: lotterySlips.id }).from(lotterySlips).where(eq(lotterySlips.id, slip.slipId));
    if (seen) return repeatOf(slip, session);
    if (draw.status !== 'open' || at >= draw.closesAt) throw closed(draw.closesAt);
    if (!s.enabled) throw new AppError(409, 'lottery.game_disabled', 'This game is closed for now');

    // Every bet is checked before anything is reserved.
    const lines = slip.bets.map((b, i) => {
      const v = validateSelection(s.def.family, b.betType, b.selection);
      if (!v.ok) {
        throw new AppError(
          400,
          v.code,
          v.code === 'lottery.bet_type_unknown' ? 'No such bet type' : 'This selection is not valid',
          {
            [`bets.${i}`]: v.detail,
          },
        );
      }
      if (b.stake < s.limits.minStake) {
        throw new AppError(400, 'lottery.stake_too_low', 'The stake is below the minimum', {
          min: String(s.limits.minStake),
          index: String(i),
        });
      }
      const max = maxStakeOf(s)(b.betType);
      if (b.stake > max) {
        throw new AppError(409, 'lottery.stake_limit', 'The stake is above the maximum for this bet type', {
          max: String(max),
          betType: b.betType,
          index: String(i),
        });
      }
      const line = { betType: b.betType, selection: v.selection, stake: b.stake, odds: v.odds };
      return { ...line, maxPayout: maxPayoutOf(s.def.family, line) };
    });
    const stake = lines.reduce((n, l) => n + l.stake, 0);
    const exposure = lines.reduce((n, l) => n + l.maxPayout, 0);
    const playerMax = s.limits.maxStakePerPlayer;
    if (playerMax > 0 && stake > playerMax) {
      throw new AppError(409, 'lottery.player_limit', 'This slip is above your total stake limit for one draw', {
        max: String(playerMax),
        staked: '0',
      });
    }

    // The slip id is claimed first: a repeat (or 30 at once) waits for this one's answer.
    const [claimed] = await db
      .insert(lotterySlips)
      .values({ id: slip.slipId, brand, sessionId: session.id, drawId: draw.id, status: 'pending', createdAt: at })
      .onConflictDoNothing()
      .returning({ id: lotterySlips.id });
    if (!claimed) return repeatOf(slip, session);

    const refuse = async (e: AppError) => {
      await db
        .update(lotterySlips)
        .set({ status: 'refused', error: toStored(e) })
        .where(eq(lotterySlips.id, slip.slipId));
      return e;
    };

    // Reserve on the draw (open, not closed, under the payout cap) and on the player, each one statement.
    const cap = s.limits.maxPayoutPerDraw;
    const [reserved] = await db
      .update(lotteryDraws)
      .set({
        stake: sql`${lotteryDraws.stake} + ${stake}`,
        exposure: sql`${lotteryDraws.exposure} + ${exposure}`,
        bets: sql`${lotteryDraws.bets} + ${lines.length}`,
      })
      .where(
        and(
          eq(lotteryDraws.id, draw.id),
          eq(lotteryDraws.status, 'open'),
          gt(lotteryDraws.closesAt, now()),
          cap > 0 ? sql`${lotteryDraws.exposure} + ${exposure} <= ${cap}` : undefined,
        ),
      )
      .returning({ exposure: lotteryDraws.exposure });
    if (!reserved) {
      const [d] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
      if (d?.status !== 'open' || now() >= d.closesAt) throw await refuse(closed(draw.closesAt));
      throw await refuse(
        new AppError(
          409,
          'lottery.payout_cap',
          'This draw cannot take more of these bets: its payout limit is reached',
          {
            max: String(cap),
            exposure: String(d.exposure),
          },
        ),
      );
    }
    const release = async (withPlayer: boolean) => {
      await db
        .update(lotteryDraws)
        .set({
          stake: sql`${lotteryDraws.stake} - ${stake}`,
          exposure: sql`${lotteryDraws.exposure} - ${exposure}`,
          bets: sql`${lotteryDraws.bets} - ${lines.length}`,
        })
        .where(eq(lotteryDraws.id, draw.id));
      if (withPlayer) {
        await db
          .update(lotteryPlayerStakes)
          .set({ stake: sql`${lotteryPlayerStakes.stake} - ${stake}` })
          .where(and(eq(lotteryPlayerStakes.drawId, draw.id), eq(lotteryPlayerStakes.player, session.player)));
      }
    };
    const [mine] = await db
      .insert(lotteryPlayerStakes)
      .values({ drawId: draw.id, player: session.player, stake: BigInt(stake) })
      .onConflictDoUpdate({
        target: [lotteryPlayerStakes.drawId, lotteryPlayerStakes.player],
        set: { stake: sql`${lotteryPlayerStakes.stake} + ${stake}` },
        setWhere: playerMax > 0 ? sql`${lotteryPlayerStakes.stake} + ${stake} <= ${playerMax}` : undefined,
      })
      .returning({ stake: lotteryPlayerStakes.stake });
    if (!mine) {
      await release(false);
      const [row] = await db
        .select({ stake: lotteryPlayerStakes.stake })
        .from(lotteryPlayerStakes)
        .where(and(eq(lotteryPlayerStakes.drawId, draw.id), eq(lotteryPlayerStakes.player, session.player)));
      throw await refuse(
        new AppError(409, 'lottery.player_limit', 'This slip is above your total stake limit for one draw', {
          max: String(playerMax),
          staked: String(row?.stake ?? 0n),
        }),
      );
    }

    const bets = lines.map((l, i) => ({
      id: randomUUID(),
      brand,
      slipId: slip.slipId,
      seq: i,
      drawId: draw.id,
      gameCode: session.gameCode,
      sessionId: session.id,
      player: session.player,
      playerToken: session.playerToken,
      currency: session.currency,
      betType: l.betType,
      selection: l.selection,
      stake: BigInt(l.stake),
      odds: l.odds,
      maxPayout: BigInt(l.maxPayout),
      status: 'pending',
      placedAt: at,
    }));
    await db.insert(lotteryBets).values(bets);

    // Take each stake; a refusal gives back the ones taken and the reservations.
    const w = await wallet();
    let balance = 0;
    for (const [i, bet] of bets.entries()) {
      let res: { body: ProviderResponse } | undefined;
      try {
        res = await w.debit({
          requestId: randomUUID(),
          playerToken: session.playerToken,
          currency: session.currency,
          gameCode: session.gameCode,
          transactionId: `${bet.id}:bet`,
          roundId: bet.id,
          amount: Number(bet.stake),
        });
      } catch {
        res = undefined;
      }
      if (res?.body.status !== 'OK') {
        for (const taken of bets.slice(0, i + 1)) {
          await settleCall('rollback', {
            requestId: randomUUID(),
            playerToken: session.playerToken,
            currency: session.currency,
            gameCode: session.gameCode,
            transactionId: `${taken.id}:void`,
            roundId: taken.id,
            amount: Number(taken.stake),
            referenceTransactionId: `${taken.id}:bet`,
          });
        }
        await db.update(lotteryBets).set({ status: 'refused' }).where(eq(lotteryBets.slipId, slip.slipId));
        await release(true);
        throw await refuse(
          res ? walletRefusal(res) : new AppError(503, 'service.unavailable', 'The wallet did not answer'),
        );
      }
      balance = res.body.balance ?? 0;
    }
    await db
      .update(lotteryBets)
      .set({ status: 'open' })
      .where(and(eq(lotteryBets.slipId, slip.slipId), eq(lotteryBets.status, 'pending')));
    await db.update(lotterySlips).set({ status: 'placed' }).where(eq(lotterySlips.id, slip.slipId));
    const rows = await db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.slipId, slip.slipId))
      .orderBy(asc(lotteryBets.seq));
    return { bets: await betsWithNumbers(rows), balance };
  }

  return {
    settingsOf: settings,
    allSettings,
    publicGame,
    maxStakeOf,
    tick,
    ensureDraws,
    settleDraw,
    voidDraw,
    produce,
    drawOf,
    chainOf: async (chainId: string) => {
      const [c] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, chainId));
      return c ?? null;
    },

    /** The guard of the window's routes: 401 lottery.session_expired without a live window key. */
    async requireWindow(clientKey: string | undefined): Promise<void> {
      await sessionOf(clientKey);
    },

    /** Opens the game window with the launch token (once per token). Answers the cookie's key and the state. */
    async open(gameCode: string, token: string, lang?: string) {
      const s = await settings(gameCode);
      const [used] = await db
        .select({ id: lotterySessions.id })
        .from(lotterySessions)
        .where(eq(lotterySessions.playerToken, token));
      const usedError = () =>
        new AppError(409, 'lottery.token_used', 'This game link was already used: open the game again from the lobby');
      if (used) throw usedError();
      const { code: currency } = await currencyOf(db, brand);
      const w = await wallet();
      const res = await w.balance({ requestId: randomUUID(), playerToken: token, currency, gameCode: s.def.code });
      if (res.body.status !== 'OK') throw walletRefusal(res);
      const clientKey = randomBytes(32).toString('base64url');
      const player = (await opts.jurisdiction.player(token)) ?? `token:${sha256(token)}`;
      const [session] = await db
        .insert(lotterySessions)
        .values({
          brand,
          gameCode: s.def.code,
          playerToken: token,
          player,
          clientKeyHash: sha256(clientKey),
          currency,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!session) throw usedError();
      await ensureDraws(now());
      return { clientKey, value: await stateOf(session, lang) };
    },

    async state(clientKey: string | undefined, lang?: string) {
      const session = await sessionOf(clientKey);
      return stateOf(session, lang);
    },

    placeSlip,

    async draws(clientKey: string | undefined, gameCode: string | undefined, cursor?: string) {
      const session = await sessionOf(clientKey);
      const code = gameCode ?? session.gameCode;
      await settings(code);
      return pastDraws(code, cursor);
    },

    async bets(clientKey: string | undefined, status: 'open' | 'settled', cursor?: string) {
      return playerBets(await sessionOf(clientKey), status, cursor);
    },

    /** The next draw of each enabled game (the lobbies' "next draw in …"). */
    async schedule() {
      const at = now();
      const out = [];
      let ensured = false;
      for (const s of await allSettings()) {
        if (!s.enabled) continue;
        let d = await currentDraw(s.def.code, at);
        // Before the clock's first pass (a fresh start), the lobby still sees the next draws.
        if (!d && !ensured) {
          ensured = true;
          await ensureDraws(at);
          d = await currentDraw(s.def.code, at);
        }
        out.push({
          gameCode: s.def.code,
          family: s.def.family,
          gameType: s.def.gameType,
          next: d
            ? { id: d.id, number: d.number, closesAt: d.closesAt.toISOString(), drawsAt: d.drawsAt.toISOString() }
            : null,
        });
      }
      return out;
    },

    /**
     * GET /api/fairness/draws/:id: what anyone needs to recompute a draw. The id may also be a bet's
     * (the round id the betting record shows): the proof is then of the draw the bet was on.
     */
    async proof(id: string) {
      const byDraw = (drawId: string) =>
        db
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.brand, brand)));
      let [d] = await byDraw(id);
      if (!d) {
        const [bet] = await db
          .select({ drawId: lotteryBets.drawId })
          .from(lotteryBets)
          .where(and(eq(lotteryBets.id, id), eq(lotteryBets.brand, brand)));
        if (bet) [d] = await byDraw(bet.drawId);
      }
      if (!d) throw new AppError(404, 'lottery.draw_not_found', 'No such draw');
      const [c] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, d.chainId));
      const at = now();
      const shown = d.hash !== null && d.result !== null;
      return {
        drawId: d.id,
        gameCode: d.gameCode,
        family: lotteryGameDef(d.gameCode)!.family,
        number: d.number,
        status: apiStatus(d, at),
        chain: {
          id: c!.id,
          gameCode: c!.gameCode,
          terminatingHash: c!.terminatingHash,
          salt: c!.salt,
          length: c!.length,
          publishedAt: c!.publishedAt.toISOString(),
        },
        index: d.chainIndex,
        hash: shown ? d.hash : null,
        result: shown ? (d.result as Draw['result']) : null,
      };
    },
  };
}

export type Lottery = ReturnType<typeof createLottery>;
