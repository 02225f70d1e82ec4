import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ProviderResponse } from '../../../src/api/contract/provider';
import { STAKE_STEPS } from '../../../src/api/contract/studio.constants';
import { isClientSeed } from '../../../src/rules/fairness';
import { DEFAULT_PACING, type Pacing } from '../../../src/rules/pacing';
import type { Db } from '../../db';
import { studioPacing, studioSeeds, studioSessions, studioSpins } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { GAME_ASSET_URL, gameSymbolsFile } from '../../lib/game-art-paths';
import { sha256 } from '../../lib/hash';
import { createProviderWalletClient, type ProviderSend, type ProviderWalletClient } from '../../lib/provider-client';
import { STUDIO_GAMES, STUDIO_VENDOR, type StudioGameDef } from './catalogue';
import { slotConfig } from './configs';
import { type RoundSeeds, roundFloats, type SlotConfig, type SpinResult, spinFromFloats } from './engine';
import { studioGameName } from './names';

/** How many spins the history shows. */
export const HISTORY_SIZE = 20;
/** Tries of a credit before the spin is left for settlement. */
const CREDIT_TRIES = 3;

export interface SpinOutcome {
  id: string;
  roundId: string;
  free: boolean;
  stake: number;
  grid: string[][];
  lineWins: SpinResult['lineWins'];
  scatterCount: number;
  scatterWin: number;
  totalWin: number;
  freeSpinsAwarded: number;
  /** Free spins still to play after this one. */
  freeSpinsLeft: number;
  time: string;
  /** The nonce of the seed pair it was drawn with (issue 22). */
  nonce?: number;
}

/** What is stored of a spin beyond what the window shows: the stops and stake per line (for its proof). */
interface StoredOutcome extends SpinOutcome {
  feature?: FeatureState;
  stops?: number[];
  stakePerLine?: number;
}

interface FeatureState {
  freeSpinsLeft: number;
  roundId: string | null;
  stakePerLine: number;
  stake: number;
}

const walletRefusal = (res: { httpStatus: number; body: ProviderResponse }) => {
  switch (res.body.status) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError(409, 'studio.insufficient_funds', 'The balance is too low for this stake', {
        balance: String(res.body.balance ?? 0),
      });
    case 'UNKNOWN':
      // The bonus being wagered caps one stake (docs/bonuses.md).
      if (res.body.code === 'bonus.max_bet') {
        return new AppError(
          409,
          'bonus.max_bet',
          'While a bonus is wagered, this stake is above its maximum bet',
          res.body.fields,
        );
      }
      return new AppError(503, 'service.unavailable', `The wallet answered ${res.body.status}`);
    case 'TOKEN_EXPIRED':
    case 'INVALID_TOKEN':
      return new AppError(401, 'studio.session_expired', 'The game session has ended: open the game again');
    case 'PLAYER_BLOCKED':
      // Player protection says why (docs/player-protection.md): a limit, or a time-out / exclusion.
      if (res.body.code === 'protection.loss_limit' || res.body.code === 'protection.wager_limit') {
        return new AppError(409, res.body.code, 'This stake would pass a limit', res.body.fields);
      }
      if (res.body.code === 'protection.excluded') {
        return new AppError(403, 'protection.excluded', 'A time-out or self-exclusion is in force', res.body.fields);
      }
      return new AppError(403, 'auth.account_disabled', 'This account is disabled');
    default:
      return new AppError(503, 'service.unavailable', `The wallet answered ${res.body.status}`);
  }
};

/**
 * The house studio's game server (issue 5): a vendor like any other. It opens a game window with
 * the operator's launch token, draws every outcome on the server from the player's seed pair
 * (provably fair, issue 22: HMAC_SHA256 of a secret server seed, the client seed and a nonce), and
 * moves money only through the seamless-wallet API (debit before the draw, credit after), signed
 * with its own secret.
 */
export function createStudio(opts: {
  /** The studio's own tables (sessions, spins); it reads nothing of the platform's. */
  db: Db;
  brand: string;
  send: ProviderSend;
  /** The wallet secret the operator issued to this vendor (the catalogue's vendorWalletSecret); null: not listed. */
  walletSecret: (vassalage: string) => Promise<string | null>;
  now?: () => Date;
  /**
   * A round's floats from its seeds (issue 22): `roundFloats` (HMAC_SHA256, src/rules/fairness.ts).
   * Tests may rig it; the stops are always ⌊float × strip length⌋.
   */
  floats?: (seeds: RoundSeeds) => Promise<number[]>;
  /**
   * The operator's jurisdiction settings for this brand (issue 19), as a real vendor gets them with
   * the launch: the brand's game pacing, and an opaque id of the player a launch token belongs to
   * (the pacing counts per player, across their game windows). Absent: no pacing.
   */
  jurisdiction?: {
    pacing: () => Promise<Pacing>;
    player: (playerToken: string) => Promise<string | null>;
  };
}) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());
  const floatsOf = opts.floats ?? roundFloats;
  const currencyOf = createCurrencyLookup();
  let client: ProviderWalletClient | undefined;
  /**
   * One spin at a time per game window in this process: a double tap must not play one free spin
   * twice. (The wallet itself is safe across nodes; this only keeps a window's own state in order.)
   */
  const queues = new Map<string, Promise<unknown>>();
  function serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const run = (queues.get(key) ?? Promise.resolve()).then(fn, fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  }

  async function wallet(): Promise<ProviderWalletClient> {
    if (client) return client;
    const secret = await opts.walletSecret(STUDIO_VENDOR.vassalage);
    if (secret === null) throw new AppError(503, 'service.unavailable', 'The studio is not in the catalogue');
    client = createProviderWalletClient({
      vassalage: STUDIO_VENDOR.vassalage,
      secret,
      send: opts.send,
      now,
    });
    return client;
  }

  const gameOf = (code: string): { def: StudioGameDef; config: SlotConfig } => {
    const def = STUDIO_GAMES.find((g) => g.code === code);
    const config = slotConfig(code);
    if (!def || !config) throw new AppError(404, 'games.not_found', 'No such game');
    return { def, config };
  };

  const stakes = (def: StudioGameDef) => STAKE_STEPS.map((k) => k * def.minBet);

  const pacing = async (): Promise<Pacing> => (opts.jurisdiction ? opts.jurisdiction.pacing() : DEFAULT_PACING);

  /**
   * Game pacing (issue 19), enforced here as well as in the window: a spin claims the player's slot
   * with one conditional upsert, which passes only when the previous spin started at least
   * `minSpinMs` ago. Parallel spins (any window, any node) race on one row, and only one wins; the
   * others are 429 studio.too_fast before any money moves. Answers the claim, to release it when the
   * stake is then refused (a spin that did not happen does not make the player wait).
   */
  async function claimSpin(session: typeof studioSessions.$inferSelect) {
    const { minSpinMs } = await pacing();
    if (minSpinMs <= 0) return null;
    const player = (await opts.jurisdiction?.player(session.playerToken)) ?? `window:${session.id}`;
    const at = now();
    const claimed = await db
      .insert(studioPacing)
      .values({ brand, player, lastSpinAt: at })
      .onConflictDoUpdate({
        target: [studioPacing.brand, studioPacing.player],
        set: { lastSpinAt: at },
        setWhere: lte(studioPacing.lastSpinAt, new Date(at.getTime() - minSpinMs)),
      })
      .returning({ at: studioPacing.lastSpinAt });
    if (claimed.length === 0) {
      const [last] = await db
        .select({ at: studioPacing.lastSpinAt })
        .from(studioPacing)
        .where(and(eq(studioPacing.brand, brand), eq(studioPacing.player, player)));
      const retryAt = (last?.at ?? at).getTime() + minSpinMs;
      throw new AppError(429, 'studio.too_fast', 'Wait a moment before the next spin', undefined, { retryAt });
    }
    return { player, at, minSpinMs };
  }

  async function releaseSpin(claim: Awaited<ReturnType<typeof claimSpin>>) {
    if (!claim) return;
    await db
      .update(studioPacing)
      .set({ lastSpinAt: new Date(claim.at.getTime() - claim.minSpinMs) })
      .where(
        and(
          eq(studioPacing.brand, brand),
          eq(studioPacing.player, claim.player),
          eq(studioPacing.lastSpinAt, claim.at),
        ),
      );
  }

  /** What the game window draws: the rules and numbers of the game (no strips: outcomes stay on the server). */
  function publicConfig(def: StudioGameDef, config: SlotConfig, lang?: string) {
    return {
      code: def.code,
      name: studioGameName(def, lang),
      rtp: def.rtp,
      volatility: def.volatility,
      theme: { ...def.theme },
      symbolsUrl: `${GAME_ASSET_URL}/${gameSymbolsFile(def.code)}`,
      lines: def.lines,
      paylines: config.paylines.map((line) => [...line]),
      pays: Object.fromEntries(Object.entries(config.pays).map(([symbol, p]) => [symbol, [...p]])),
      scatterPays: Object.fromEntries(Object.entries(config.scatterPays)),
      freeSpins: Object.fromEntries(Object.entries(config.freeSpins)),
      freeMultiplier: config.freeMultiplier,
      stakes: stakes(def),
    };
  }

  async function history(sessionId: string): Promise<SpinOutcome[]> {
    const rows = await db
      .select()
      .from(studioSpins)
      .where(eq(studioSpins.sessionId, sessionId))
      .orderBy(desc(studioSpins.seq))
      .limit(HISTORY_SIZE);
    return rows.map((r) => shownOf(r.outcome as StoredOutcome));
  }

  function shownOf(o: StoredOutcome): SpinOutcome {
    const { feature: _f, stops: _s, stakePerLine: _p, ...shown } = o;
    return shown;
  }

  // ---- Provable fairness (issue 22): the player's seed pairs -----------------------------------

  /** The operator's opaque id of the window's player (else the window itself), as pacing counts. */
  async function playerOf(session: typeof studioSessions.$inferSelect): Promise<string> {
    return (await opts.jurisdiction?.player(session.playerToken)) ?? `window:${session.id}`;
  }

  const newServerSeed = () => randomBytes(32).toString('hex');

  async function activeSeed(player: string) {
    const [row] = await db
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.brand, brand), eq(studioSeeds.player, player), eq(studioSeeds.active, true)));
    return row;
  }

  /** The player's active pair, made on first use (two first uses at once make one: the partial unique index). */
  async function ensureSeed(player: string) {
    const found = await activeSeed(player);
    if (found) return found;
    const serverSeed = newServerSeed();
    await db
      .insert(studioSeeds)
      .values({
        brand,
        player,
        serverSeed,
        serverSeedHash: sha256(serverSeed),
        clientSeed: randomBytes(16).toString('hex'),
        createdAt: now(),
      })
      .onConflictDoNothing();
    const made = await activeSeed(player);
    if (!made) throw new AppError(503, 'service.unavailable', 'The seed pair could not be made');
    return made;
  }

  const seedsView = (row: typeof studioSeeds.$inferSelect) => ({
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nextNonce,
  });

  /**
   * Claims the next nonce of the player's active pair with one atomic increment: concurrent spins
   * (any window, any node) each get their own. Answers the seeds the round plays.
   */
  async function claimNonce(player: string): Promise<RoundSeeds & { seedId: string }> {
    for (let i = 0; i < 3; i++) {
      const [row] = await db
        .update(studioSeeds)
        .set({ nextNonce: sql`${studioSeeds.nextNonce} + 1` })
        .where(and(eq(studioSeeds.brand, brand), eq(studioSeeds.player, player), eq(studioSeeds.active, true)))
        .returning();
      if (row)
        return { seedId: row.id, serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nextNonce - 1 };
      // None yet, or rotated out between the read and the claim: (re)make it and claim again.
      await ensureSeed(player);
    }
    throw new AppError(503, 'service.unavailable', 'The seed pair could not be claimed');
  }

  async function feature(sessionId: string): Promise<FeatureState> {
    const [last] = await db
      .select({ outcome: studioSpins.outcome })
      .from(studioSpins)
      .where(eq(studioSpins.sessionId, sessionId))
      .orderBy(desc(studioSpins.seq))
      .limit(1);
    const o = last?.outcome as (SpinOutcome & { feature?: FeatureState }) | undefined;
    return o?.feature ?? { freeSpinsLeft: 0, roundId: null, stakePerLine: 0, stake: 0 };
  }

  async function sessionOf(clientKey: string | undefined) {
    if (!clientKey) throw new AppError(401, 'studio.session_expired', 'Open the game from the lobby');
    const [session] = await db
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.clientKeyHash, sha256(clientKey)));
    if (!session) throw new AppError(401, 'studio.session_expired', 'Open the game from the lobby');
    return session;
  }

  /** A credit, tried again (same transactionId: idempotent) when the wallet does not answer OK. */
  async function credit(body: Parameters<ProviderWalletClient['credit']>[0]) {
    const w = await wallet();
    let last: Awaited<ReturnType<ProviderWalletClient['credit']>> | undefined;
    for (let i = 0; i < CREDIT_TRIES; i++) {
      try {
        last = await w.credit(body);
        if (last.body.status === 'OK') return last;
      } catch {
        last = undefined;
      }
    }
    return last;
  }

  return {
    /**
     * The guard of the game window's routes (their `onRequest`): 401 studio.session_expired without a
     * live window key, before the body is read, as every guard does.
     */
    async requireWindow(clientKey: string | undefined): Promise<void> {
      await sessionOf(clientKey);
    },
    /** Opens the game window with the launch token: once per token. Answers the cookie's key. */
    async open(gameCode: string, token: string, lang?: string) {
      const { def, config } = gameOf(gameCode);
      const [used] = await db
        .select({ id: studioSessions.id })
        .from(studioSessions)
        .where(eq(studioSessions.playerToken, token));
      if (used)
        throw new AppError(
          409,
          'studio.token_used',
          'This game link was already used: open the game again from the lobby',
        );
      const { code: currency, symbol } = await currencyOf(db, brand);
      const w = await wallet();
      const res = await w.balance({ requestId: randomUUID(), playerToken: token, currency, gameCode });
      if (res.body.status !== 'OK') throw walletRefusal(res);
      const clientKey = randomBytes(32).toString('base64url');
      const [session] = await db
        .insert(studioSessions)
        .values({ brand, gameCode, playerToken: token, clientKeyHash: sha256(clientKey), currency, createdAt: now() })
        .onConflictDoNothing({ target: studioSessions.playerToken })
        .returning();
      if (!session)
        throw new AppError(
          409,
          'studio.token_used',
          'This game link was already used: open the game again from the lobby',
        );
      return {
        clientKey,
        value: {
          balance: res.body.balance ?? 0,
          currency,
          currencySymbol: symbol,
          game: publicConfig(def, config, lang),
          history: [] as SpinOutcome[],
          freeSpinsLeft: 0,
          sessionId: session.id,
          pacing: await pacing(),
          seeds: seedsView(await ensureSeed(await playerOf(session))),
        },
      };
    },

    async state(clientKey: string | undefined, lang?: string) {
      const session = await sessionOf(clientKey);
      const { def, config } = gameOf(session.gameCode);
      const { symbol } = await currencyOf(db, brand);
      const w = await wallet();
      const res = await w.balance({
        requestId: randomUUID(),
        playerToken: session.playerToken,
        currency: session.currency,
        gameCode: session.gameCode,
      });
      if (res.body.status !== 'OK') throw walletRefusal(res);
      return {
        balance: res.body.balance ?? 0,
        currency: session.currency,
        currencySymbol: symbol,
        game: publicConfig(def, config, lang),
        history: await history(session.id),
        freeSpinsLeft: (await feature(session.id)).freeSpinsLeft,
        sessionId: session.id,
        pacing: await pacing(),
        seeds: seedsView(await ensureSeed(await playerOf(session))),
      };
    },

    /**
     * One spin. With free spins pending it plays the next one (no stake); otherwise it takes `stake`
     * (one of the game's stakes) with a debit, and only then draws the outcome.
     */
    async spin(clientKey: string | undefined, stake: number) {
      const session = await sessionOf(clientKey);
      return serial(session.id, () => playSpin(session, stake));
    },

    history: async (clientKey: string | undefined) => history((await sessionOf(clientKey)).id),

    /** GET /api/studio/seeds: the player's active pair (made on first use). */
    async seeds(clientKey: string | undefined) {
      const session = await sessionOf(clientKey);
      return seedsView(await ensureSeed(await playerOf(session)));
    },

    /** PUT /api/studio/seeds/client: the client seed the next rounds play; the nonce goes on. */
    async setClientSeed(clientKey: string | undefined, clientSeed: string) {
      const session = await sessionOf(clientKey);
      if (!isClientSeed(clientSeed)) {
        throw new AppError(400, 'request.invalid', 'The client seed is 1–64 printable characters, no colon', {
          clientSeed: 'validation.clientSeed',
        });
      }
      const player = await playerOf(session);
      await ensureSeed(player);
      const [row] = await db
        .update(studioSeeds)
        .set({ clientSeed })
        .where(and(eq(studioSeeds.brand, brand), eq(studioSeeds.player, player), eq(studioSeeds.active, true)))
        .returning();
      return seedsView(row ?? (await ensureSeed(player)));
    },

    /**
     * POST /api/studio/seeds/rotate: reveals the active server seed and starts a new pair at nonce 0
     * (keeping the client seed). `expectedHash` is the pair the player saw: when it is already
     * rotated out (a double tap, another window), nothing more rotates and that pair is answered.
     */
    async rotate(clientKey: string | undefined, expectedHash?: string) {
      const session = await sessionOf(clientKey);
      const player = await playerOf(session);
      await ensureSeed(player);
      const serverSeed = newServerSeed();
      const rotated = await db.transaction(async (tx) => {
        const [old] = await tx
          .update(studioSeeds)
          .set({ active: false, revealedAt: now() })
          .where(
            and(
              eq(studioSeeds.brand, brand),
              eq(studioSeeds.player, player),
              eq(studioSeeds.active, true),
              expectedHash ? eq(studioSeeds.serverSeedHash, expectedHash) : undefined,
            ),
          )
          .returning();
        if (!old) return null;
        await tx.insert(studioSeeds).values({
          brand,
          player,
          serverSeed,
          serverSeedHash: sha256(serverSeed),
          clientSeed: old.clientSeed,
          createdAt: now(),
        });
        return old;
      });
      const [revealed] = rotated
        ? [rotated]
        : await db
            .select()
            .from(studioSeeds)
            .where(
              and(
                eq(studioSeeds.brand, brand),
                eq(studioSeeds.player, player),
                eq(studioSeeds.active, false),
                expectedHash ? eq(studioSeeds.serverSeedHash, expectedHash) : undefined,
              ),
            )
            .orderBy(desc(studioSeeds.revealedAt))
            .limit(1);
      if (!revealed) {
        // The hash named is neither the active pair nor one of the player's rotated ones.
        throw new AppError(400, 'request.invalid', 'This is not your seed pair', {
          serverSeedHash: 'validation.required',
        });
      }
      return {
        revealed: {
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.serverSeedHash,
          clientSeed: revealed.clientSeed,
          rounds: revealed.nextNonce,
        },
        current: seedsView(await ensureSeed(player)),
      };
    },

    /**
     * GET /api/fairness/rounds/:id (public): a spin's proof, by the spin's id (a paid spin's id is also
     * its wallet round id). The server seed shows only once the pair is rotated out.
     */
    async roundProof(id: string) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) {
        throw new AppError(400, 'request.invalid', 'A round id is a UUID', { id: 'validation.required' });
      }
      const [row] = await db
        .select({ spin: studioSpins, seed: studioSeeds })
        .from(studioSpins)
        .innerJoin(studioSessions, eq(studioSessions.id, studioSpins.sessionId))
        .innerJoin(studioSeeds, eq(studioSeeds.id, studioSpins.seedId))
        .where(and(eq(studioSpins.roundId, id.toLowerCase()), eq(studioSessions.brand, brand)));
      if (!row || row.spin.nonce === null || row.spin.clientSeed === null) {
        throw new AppError(404, 'fairness.round_not_found', 'No round with this id');
      }
      const o = row.spin.outcome as StoredOutcome;
      return {
        id: o.id,
        roundId: o.roundId,
        kind: 'slot' as const,
        gameCode: row.spin.gameCode,
        free: o.free,
        stake: o.stake,
        stakePerLine: o.stakePerLine ?? 1,
        serverSeedHash: row.seed.serverSeedHash,
        serverSeed: row.seed.active ? null : row.seed.serverSeed,
        clientSeed: row.spin.clientSeed,
        nonce: row.spin.nonce,
        stops: o.stops ?? [],
        outcome: {
          grid: o.grid,
          lineWins: o.lineWins,
          scatterCount: o.scatterCount,
          scatterWin: o.scatterWin,
          totalWin: o.totalWin,
          freeSpinsAwarded: o.freeSpinsAwarded,
        },
        time: o.time,
      };
    },
  };

  /** One spin of an open window (see `spin`). */
  async function playSpin(session: typeof studioSessions.$inferSelect, stake: number) {
    const { def, config } = gameOf(session.gameCode);
    const state = await feature(session.id);
    const w = await wallet();
    const spinId = randomUUID();
    const base = { playerToken: session.playerToken, currency: session.currency, gameCode: session.gameCode };
    const free = state.freeSpinsLeft > 0 && state.roundId !== null;
    let roundId: string;
    let stakePerLine: number;
    if (!free && !stakes(def).includes(stake)) {
      throw new AppError(400, 'request.invalid', 'Choose one of the game’s stakes', { stake: 'validation.stake' });
    }
    // Every spin, free ones too, waits for the brand's pacing; a refused one moves no money.
    const claim = await claimSpin(session);
    if (free) {
      roundId = state.roundId!;
      stakePerLine = state.stakePerLine;
    } else {
      roundId = spinId;
      stakePerLine = stake / def.lines;
      const debit = await w.debit({
        ...base,
        requestId: randomUUID(),
        transactionId: `${spinId}:bet`,
        roundId,
        amount: stake,
      });
      if (debit.body.status !== 'OK') {
        await releaseSpin(claim);
        throw walletRefusal(debit);
      }
    }
    // The outcome is drawn only once the stake is taken, from the player's seeds at the next nonce.
    const seeds = await claimNonce(await playerOf(session));
    const result = spinFromFloats(config, stakePerLine, await floatsOf(seeds), free);
    const pending = (free ? state.freeSpinsLeft - 1 : 0) + result.freeSpinsAwarded;
    const closes = pending === 0;
    const settled =
      result.totalWin > 0 || closes
        ? await credit({
            ...base,
            requestId: randomUUID(),
            transactionId: `${spinId}:win`,
            roundId,
            amount: result.totalWin,
            roundClosed: closes,
          })
        : undefined;
    const ok = settled === undefined || settled.body.status === 'OK';
    const next: FeatureState = {
      freeSpinsLeft: pending,
      roundId: pending > 0 ? roundId : null,
      stakePerLine: pending > 0 ? stakePerLine : 0,
      stake: pending > 0 ? (free ? state.stake : stake) : 0,
    };
    const outcome: StoredOutcome & { feature: FeatureState } = {
      id: spinId,
      roundId,
      free,
      stake: free ? 0 : stake,
      grid: result.grid,
      lineWins: result.lineWins,
      scatterCount: result.scatterCount,
      scatterWin: result.scatterWin,
      totalWin: result.totalWin,
      freeSpinsAwarded: result.freeSpinsAwarded,
      freeSpinsLeft: pending,
      time: now().toISOString(),
      nonce: seeds.nonce,
      feature: next,
      stops: result.stops,
      stakePerLine,
    };
    await db.insert(studioSpins).values({
      sessionId: session.id,
      gameCode: session.gameCode,
      roundId: spinId,
      stake: BigInt(outcome.stake),
      win: BigInt(result.totalWin),
      outcome,
      seedId: seeds.seedId,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      status: ok ? 'settled' : 'debited',
      createdAt: now(),
    });
    if (!ok) throw new AppError(503, 'service.unavailable', 'The win could not be paid yet: it will be');
    const balance = settled?.body.balance ?? (await w.balance({ ...base, requestId: randomUUID() })).body.balance ?? 0;
    return { spin: shownOf(outcome), balance };
  }
}

export type Studio = ReturnType<typeof createStudio>;
