import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { BaccaratRound, PokerHand } from '../../../src/api/contract/cards';
import { STAKE_STEPS } from '../../../src/api/contract/studio.constants';
import {
  BACCARAT_BETS,
  type BaccaratBets,
  type BaccaratCoup,
  betReturns,
  coupCodes,
  roundCoup,
  totalStake,
} from '../../../src/rules/baccarat';
import { type Card, cardCode, drawFrom, roundDeck } from '../../../src/rules/videopoker/cards';
import { evaluate, type HandCategory } from '../../../src/rules/videopoker/hand';
import { type VideoPokerGameDef, videoPokerGame } from '../../../src/rules/videopoker/paytables';
import type { Db } from '../../db';
import { cardRounds, studioSeeds, studioSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { HouseKit, StudioSession } from '../studio';
import { walletRefusal } from '../studio';
import {
  BACCARAT_GAME,
  baccaratPays,
  baccaratRtpBp,
  isBaccaratGame,
  POKER_THEMES,
  POKER_VENDOR,
  pokerRtpBp,
  TABLE_VENDOR,
} from './catalogue';

/** How many closed hands the poker history shows; how many coups the baccarat road shows. */
export const POKER_HISTORY = 20;
export const BACCARAT_HISTORY = 60;
/** A hand not drawn within this long is settled by the sweep, holding nothing. */
export const ABANDON_MS = 10 * 60_000;
/** A credit left unpaid is tried again by the sweep after this long. */
const RETRY_MS = 60_000;
/**
 * A deal still `dealing` this long after it began stopped between its row and its cards (the process
 * died mid-debit): the sweep gives the stake back. Far longer than a debit's own timeout.
 */
export const STUCK_DEAL_MS = 5 * 60_000;

type Row = typeof cardRounds.$inferSelect;

interface PokerData {
  cards: string[];
  /** The deck's cards 5–9, the draw's replacements in order (server-only until the draw). */
  next?: string[];
  hold: boolean[] | null;
  final: string[] | null;
  category: HandCategory | null;
  abandoned: boolean;
  time: string;
}

interface BaccaratData {
  bets: Record<string, number>;
  returns: Record<string, number>;
  coup: ReturnType<typeof coupCodes> &
    Pick<BaccaratCoup, 'order' | 'playerTotal' | 'bankerTotal' | 'winner' | 'playerPair' | 'bankerPair' | 'natural'>;
  time: string;
}

const nameIn = (names: { en: string; 'zh-CN': string }, lang?: string) =>
  lang === 'zh-CN' ? names['zh-CN'] : names.en;

/**
 * The house card games' server (issue 23; docs/video-poker-baccarat.md), on the studio's house kit:
 * the same window sessions (cookie studio_key), seed pairs, pacing and provider-wallet clients.
 *
 * - Video poker: `deal` takes the stake and deals five cards from the round's shuffle; the hand
 *   stays open on the server until `draw` (once: a conditional update; a second draw is 409
 *   poker.already_drawn), which pays stake × the paytable's multiplier and closes the round.
 *   `sweep` settles hands left open for ABANDON_MS (and a reopened window's) by holding nothing.
 * - Baccarat: `deal` takes the total of the bets in one debit, deals one coup from the round's
 *   8-deck shoe and pays everything in one credit.
 */
export function createCards(opts: { db: Db; brand: string; kit: HouseKit }) {
  const { db, brand, kit } = opts;
  const { now, serial, sessionOf, pacing, seedsOf, playerOf } = kit;

  const pokerOf = (code: string): VideoPokerGameDef => {
    const def = videoPokerGame(code);
    if (!def) throw new AppError(409, 'cards.wrong_game', 'This window plays another game');
    return def;
  };
  const requireBaccarat = (code: string) => {
    if (!isBaccaratGame(code)) throw new AppError(409, 'cards.wrong_game', 'This window plays another game');
  };
  const pokerStakes = (def: VideoPokerGameDef) => STAKE_STEPS.map((k) => k * def.minStake);

  function pokerGame(def: VideoPokerGameDef, lang?: string) {
    return {
      code: def.code,
      name: nameIn(def.names, lang),
      table: def.table,
      rtp: pokerRtpBp(def.rtp),
      paytable: { ...def.paytable },
      stakes: pokerStakes(def),
      theme: { ...(POKER_THEMES[def.code] ?? BACCARAT_GAME.theme) },
    };
  }
  function baccaratGame(lang?: string) {
    return {
      code: BACCARAT_GAME.code,
      name: nameIn(BACCARAT_GAME.names, lang),
      rtp: baccaratRtpBp(),
      pays: baccaratPays(),
      chips: [...BACCARAT_GAME.chips],
      minBet: BACCARAT_GAME.minBet,
      maxBet: BACCARAT_GAME.maxBet,
      theme: { ...BACCARAT_GAME.theme },
    };
  }

  const handOf = (row: Row): PokerHand => {
    const d = row.data as PokerData;
    return {
      id: row.id,
      status: row.status === 'open' || row.status === 'dealing' ? 'open' : 'closed',
      stake: Number(row.stake),
      cards: d.cards,
      hold: d.hold,
      final: d.final,
      category: d.category,
      win: Number(row.win),
      abandoned: d.abandoned,
      nonce: row.nonce ?? 0,
      time: d.time,
    };
  };
  const coupOf = (row: Row): BaccaratRound => {
    const d = row.data as BaccaratData;
    const { natural: _n, ...coup } = d.coup;
    return {
      id: row.id,
      bets: d.bets,
      returns: d.returns,
      stake: Number(row.stake),
      win: Number(row.win),
      ...coup,
      nonce: row.nonce ?? 0,
      time: d.time,
    } as BaccaratRound;
  };

  const rowsOf = (sessionId: string, limit: number, closedOnly: boolean) =>
    db
      .select()
      .from(cardRounds)
      .where(
        and(
          eq(cardRounds.sessionId, sessionId),
          closedOnly ? inArray(cardRounds.status, ['closed', 'unpaid', 'drawing']) : undefined,
        ),
      )
      .orderBy(desc(cardRounds.seq))
      .limit(limit);

  async function openHand(sessionId: string) {
    const [row] = await db
      .select()
      .from(cardRounds)
      .where(and(eq(cardRounds.sessionId, sessionId), eq(cardRounds.status, 'open')));
    return row;
  }

  async function windowState(session: StudioSession, vendor: string) {
    return {
      ...(await kit.balanceOf(vendor, session)),
      sessionId: session.id,
      pacing: await pacing(),
      seeds: await seedsOf(session),
    };
  }

  /** The stake, taken before anything is dealt; a refusal releases the pacing claim. */
  async function debit(vendor: string, session: StudioSession, id: string, amount: number, claim: unknown) {
    const w = await kit.wallet(vendor);
    const res = await w.debit({
      ...kit.walletBase(session),
      requestId: randomUUID(),
      transactionId: `${id}:bet`,
      roundId: id,
      amount,
    });
    if (res.body.status !== 'OK') {
      await kit.releasePace(claim as Awaited<ReturnType<HouseKit['claimPace']>>);
      throw walletRefusal(res);
    }
    return res.body.balance ?? 0;
  }

  // ---- Video poker ------------------------------------------------------------------------------

  /** Deals a hand: pacing, a row that holds the window's one open hand, the debit, then the cards. */
  async function deal(session: StudioSession, stake: number) {
    const def = pokerOf(session.gameCode);
    if (!pokerStakes(def).includes(stake)) {
      throw new AppError(400, 'request.invalid', 'Choose one of the game’s stakes', { stake: 'validation.stake' });
    }
    if (await openHand(session.id)) {
      throw new AppError(409, 'poker.hand_open', 'Draw the hand dealt before dealing again');
    }
    const claim = await kit.claimPace(session);
    const id = randomUUID();
    const player = await playerOf(session);
    const at = now();
    const [held] = await db
      .insert(cardRounds)
      .values({
        id,
        brand,
        sessionId: session.id,
        player,
        gameCode: session.gameCode,
        kind: 'videopoker',
        status: 'dealing',
        stake: BigInt(stake),
        data: {},
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: cardRounds.id });
    if (!held) {
      await kit.releasePace(claim);
      throw new AppError(409, 'poker.hand_open', 'Draw the hand dealt before dealing again');
    }
    let balance: number;
    try {
      balance = await debit(POKER_VENDOR, session, id, stake, claim);
    } catch (err) {
      await db.delete(cardRounds).where(and(eq(cardRounds.id, id), eq(cardRounds.status, 'dealing')));
      throw err;
    }
    // The cards are drawn only once the stake is taken, from the player's seeds at the next nonce.
    const seeds = await kit.claimNonce(player);
    const deck = await roundDeck(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const data: PokerData = {
      cards: deck.slice(0, 5).map(cardCode),
      next: deck.slice(5, 10).map(cardCode),
      hold: null,
      final: null,
      category: null,
      abandoned: false,
      time: at.toISOString(),
    };
    const [row] = await db
      .update(cardRounds)
      .set({ status: 'open', data, seedId: seeds.seedId, clientSeed: seeds.clientSeed, nonce: seeds.nonce })
      .where(eq(cardRounds.id, id))
      .returning();
    return { hand: handOf(row!), balance };
  }

  /**
   * Draws an open hand once: the conditional update from `open` lets one caller through (a double
   * tap, a second node, the sweep); then the credit (stake × multiplier, 0 too: it closes the round).
   */
  async function drawHand(row: Row, hold: readonly boolean[], abandoned: boolean) {
    const d = row.data as PokerData;
    const cards = d.cards.map((c) => parseCode(c));
    const next = (d.next ?? []).map((c) => parseCode(c));
    const deck = [...cards, ...next];
    const final = drawFrom(deck, hold).map(cardCode);
    const category = evaluate(final.map(parseCode));
    const def = pokerOf(row.gameCode);
    const win = Number(row.stake) * def.paytable[category];
    const { next: _hidden, ...shown } = d;
    const data: PokerData = { ...shown, hold: [...hold], final, category, abandoned };
    const [claimed] = await db
      .update(cardRounds)
      .set({ status: 'drawing', data, win: BigInt(win), settledAt: now() })
      .where(and(eq(cardRounds.id, row.id), eq(cardRounds.status, 'open')))
      .returning();
    if (!claimed) return null;
    return payOut(claimed, POKER_VENDOR);
  }

  /** Pays a round's win (idempotent by `<id>:win`) and closes it; a failed credit leaves it `unpaid`. */
  async function payOut(row: Row, vendor: string) {
    const [session] = await db.select().from(studioSessions).where(eq(studioSessions.id, row.sessionId));
    const res = await kit.credit(vendor, {
      ...kit.walletBase(session!),
      requestId: randomUUID(),
      transactionId: `${row.id}:win`,
      roundId: row.id,
      amount: Number(row.win),
      roundClosed: true,
    });
    const ok = res?.body.status === 'OK';
    const [done] = await db
      .update(cardRounds)
      .set({ status: ok ? 'closed' : 'unpaid' })
      .where(eq(cardRounds.id, row.id))
      .returning();
    return { row: done!, ok, balance: res?.body.balance ?? null };
  }

  /**
   * Gives back the stake of a deal that never got its cards: a rollback of `<id>:bet` under
   * `<id>:void` (idempotent); TRANSACTION_NOT_FOUND means the debit never arrived and now never will.
   * The row becomes `void`. Answers whether it is done; a refused rollback is tried again next sweep.
   */
  async function voidDeal(row: Row): Promise<boolean> {
    const [session] = await db.select().from(studioSessions).where(eq(studioSessions.id, row.sessionId));
    const res = await (await kit.wallet(POKER_VENDOR)).rollback({
      ...kit.walletBase(session!),
      requestId: randomUUID(),
      transactionId: `${row.id}:void`,
      roundId: row.id,
      amount: Number(row.stake),
      referenceTransactionId: `${row.id}:bet`,
    });
    const ok = res?.body.status === 'OK' || res?.body.status === 'TRANSACTION_NOT_FOUND';
    if (!ok) return false;
    await db
      .update(cardRounds)
      .set({ status: 'void', settledAt: now() })
      .where(and(eq(cardRounds.id, row.id), eq(cardRounds.status, 'dealing')));
    return true;
  }

  async function draw(session: StudioSession, handId: string, hold: readonly boolean[]) {
    pokerOf(session.gameCode);
    const [row] = await db
      .select()
      .from(cardRounds)
      .where(and(eq(cardRounds.id, handId), eq(cardRounds.sessionId, session.id)));
    if (row?.kind !== 'videopoker') throw new AppError(404, 'poker.hand_not_found', 'No such hand here');
    if (row.status !== 'open') throw new AppError(409, 'poker.already_drawn', 'This hand was already drawn');
    const paid = await drawHand(row, hold, false);
    if (!paid) throw new AppError(409, 'poker.already_drawn', 'This hand was already drawn');
    if (!paid.ok) throw new AppError(503, 'service.unavailable', 'The win could not be paid yet: it will be');
    const balance = paid.balance ?? (await kit.balanceOf(POKER_VENDOR, session)).balance;
    return { hand: handOf(paid.row), balance };
  }

  // ---- Baccarat -------------------------------------------------------------------------------

  async function dealBaccarat(session: StudioSession, bets: BaccaratBets) {
    requireBaccarat(session.gameCode);
    for (const bet of BACCARAT_BETS) {
      const amount = bets[bet];
      if (amount === undefined) continue;
      if (amount < BACCARAT_GAME.minBet || amount > BACCARAT_GAME.maxBet) {
        throw new AppError(400, 'request.invalid', 'A bet is outside the table limits', { [bet]: 'validation.stake' });
      }
    }
    const stake = totalStake(bets);
    if (stake <= 0) throw new AppError(400, 'request.invalid', 'Place a bet first', { bets: 'validation.required' });
    const claim = await kit.claimPace(session);
    const id = randomUUID();
    await debit(TABLE_VENDOR, session, id, stake, claim);
    const player = await playerOf(session);
    const seeds = await kit.claimNonce(player);
    const coup = await roundCoup(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const returns = betReturns(bets, coup);
    const win = BACCARAT_BETS.reduce((s, b) => s + returns[b], 0);
    const placed = Object.fromEntries(BACCARAT_BETS.map((b) => [b, bets[b] ?? 0]));
    const data: BaccaratData = {
      bets: placed,
      returns,
      coup: {
        ...coupCodes(coup),
        order: coup.order,
        playerTotal: coup.playerTotal,
        bankerTotal: coup.bankerTotal,
        winner: coup.winner,
        playerPair: coup.playerPair,
        bankerPair: coup.bankerPair,
        natural: coup.natural,
      },
      time: now().toISOString(),
    };
    const [row] = await db
      .insert(cardRounds)
      .values({
        id,
        brand,
        sessionId: session.id,
        player,
        gameCode: session.gameCode,
        kind: 'baccarat',
        status: 'drawing',
        stake: BigInt(stake),
        win: BigInt(win),
        data,
        seedId: seeds.seedId,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        createdAt: now(),
        settledAt: now(),
      })
      .returning();
    const paid = await payOut(row!, TABLE_VENDOR);
    if (!paid.ok) throw new AppError(503, 'service.unavailable', 'The win could not be paid yet: it will be');
    return { round: coupOf(paid.row), balance: paid.balance ?? 0 };
  }

  // ---- The sweep ------------------------------------------------------------------------------

  /**
   * Settles what a window left: hands open for ABANDON_MS (holding nothing), rounds whose credit
   * failed (the same transaction id again), and deals stuck in `dealing` (their stake given back). Running it twice pays once: the draw is a conditional
   * update, and the wallet keeps one credit per transaction id. Answers how many it settled.
   */
  async function sweep(opts2: { player?: string; gameCode?: string; exceptSession?: string } = {}) {
    const cutoff = new Date(now().getTime() - ABANDON_MS);
    const stale = await db
      .select()
      .from(cardRounds)
      .where(
        and(
          eq(cardRounds.brand, brand),
          eq(cardRounds.status, 'open'),
          opts2.player
            ? and(
                eq(cardRounds.player, opts2.player),
                eq(cardRounds.gameCode, opts2.gameCode ?? ''),
                ne(cardRounds.sessionId, opts2.exceptSession ?? randomUUID()),
              )
            : lt(cardRounds.createdAt, cutoff),
        ),
      )
      .limit(500);
    let settled = 0;
    for (const row of stale) {
      const paid = await drawHand(row, [false, false, false, false, false], true);
      if (paid) settled++;
    }
    if (opts2.player) return settled;
    const unpaid = await db
      .select()
      .from(cardRounds)
      .where(
        and(
          eq(cardRounds.brand, brand),
          inArray(cardRounds.status, ['unpaid', 'drawing']),
          lt(cardRounds.settledAt, new Date(now().getTime() - RETRY_MS)),
        ),
      )
      .limit(500);
    for (const row of unpaid) {
      const paid = await payOut(row, row.kind === 'baccarat' ? TABLE_VENDOR : POKER_VENDOR);
      if (paid.ok) settled++;
    }
    const stuck = await db
      .select()
      .from(cardRounds)
      .where(
        and(
          eq(cardRounds.brand, brand),
          eq(cardRounds.status, 'dealing'),
          lt(cardRounds.createdAt, new Date(now().getTime() - STUCK_DEAL_MS)),
        ),
      )
      .limit(500);
    for (const row of stuck) if (await voidDeal(row)) settled++;
    return settled;
  }

  // ---- Proofs ---------------------------------------------------------------------------------

  async function proof(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      throw new AppError(400, 'request.invalid', 'A round id is a UUID', { id: 'validation.required' });
    }
    const [found] = await db
      .select({ round: cardRounds, seed: studioSeeds })
      .from(cardRounds)
      .innerJoin(studioSeeds, eq(studioSeeds.id, cardRounds.seedId))
      .where(and(eq(cardRounds.id, id.toLowerCase()), eq(cardRounds.brand, brand)));
    if (!found || found.round.nonce === null || found.round.clientSeed === null) {
      throw new AppError(404, 'fairness.round_not_found', 'No round with this id');
    }
    const { round, seed } = found;
    const common = {
      id: round.id,
      gameCode: round.gameCode,
      stake: Number(round.stake),
      win: Number(round.win),
      ...kit.proofSeeds(seed),
      clientSeed: round.clientSeed!,
      nonce: round.nonce!,
      time: round.createdAt.toISOString(),
    };
    if (round.kind === 'baccarat') {
      const r = coupOf(round);
      return { ...common, kind: 'baccarat' as const, baccarat: r };
    }
    const h = handOf(round);
    if (h.status === 'open') throw new AppError(404, 'fairness.round_not_found', 'This hand is not drawn yet');
    return { ...common, kind: 'videopoker' as const, videopoker: h };
  }

  return {
    kit,
    poker: {
      async open(gameCode: string, token: string, lang?: string) {
        const def = pokerOf(gameCode);
        const opened = await kit.openSession(POKER_VENDOR, gameCode, token);
        // A reopened window settles the player's hand left open in an earlier window of this game.
        await sweep({ player: await playerOf(opened.session), gameCode, exceptSession: opened.session.id });
        return {
          clientKey: opened.clientKey,
          value: {
            ...(await windowState(opened.session, POKER_VENDOR)),
            game: pokerGame(def, lang),
            open: null,
            history: [],
          },
        };
      },
      async state(clientKey: string | undefined, lang?: string) {
        const session = await sessionOf(clientKey);
        const def = pokerOf(session.gameCode);
        const open = await openHand(session.id);
        return {
          ...(await windowState(session, POKER_VENDOR)),
          game: pokerGame(def, lang),
          open: open ? handOf(open) : null,
          history: (await rowsOf(session.id, POKER_HISTORY, true)).map(handOf),
        };
      },
      async deal(clientKey: string | undefined, stake: number) {
        const session = await sessionOf(clientKey);
        return serial(session.id, () => deal(session, stake));
      },
      async draw(clientKey: string | undefined, handId: string, hold: readonly boolean[]) {
        const session = await sessionOf(clientKey);
        return serial(session.id, () => draw(session, handId, hold));
      },
    },
    baccarat: {
      async open(gameCode: string, token: string, lang?: string) {
        requireBaccarat(gameCode);
        const opened = await kit.openSession(TABLE_VENDOR, gameCode, token);
        return {
          clientKey: opened.clientKey,
          value: { ...(await windowState(opened.session, TABLE_VENDOR)), game: baccaratGame(lang), history: [] },
        };
      },
      async state(clientKey: string | undefined, lang?: string) {
        const session = await sessionOf(clientKey);
        requireBaccarat(session.gameCode);
        return {
          ...(await windowState(session, TABLE_VENDOR)),
          game: baccaratGame(lang),
          history: (await rowsOf(session.id, BACCARAT_HISTORY, false)).map(coupOf),
        };
      },
      async deal(clientKey: string | undefined, bets: BaccaratBets) {
        const session = await sessionOf(clientKey);
        return serial(session.id, () => dealBaccarat(session, bets));
      },
    },
    sweep: () => sweep(),
    proof,
  };
}

const parseCode = (code: string): Card => {
  const r = '23456789TJQKA'.indexOf(code[0] ?? '');
  const s = 'CDHS'.indexOf(code[1] ?? '');
  return r * 4 + s;
};

export type Cards = ReturnType<typeof createCards>;
