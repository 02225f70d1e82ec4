import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { STAKE_STEPS } from '../../../src/api/contract/studio.constants';
import { studioSeeds, studioSessions, studioSpins } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { GAME_ASSET_URL, gameSymbolsFile } from '../../lib/game-art-paths';
import { STUDIO_GAMES, STUDIO_VENDOR, type StudioGameDef } from './catalogue';
import { slotConfig } from './configs';
import { type RoundSeeds, roundFloats, type SlotConfig, type SpinResult, spinFromFloats } from './engine';
import { createHouseKit, type HouseKitOptions, type StudioSession, walletRefusal } from './house';
import { studioGameName } from './names';

/** How many spins the history shows. */
export const HISTORY_SIZE = 20;

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

/**
 * The house studio's game server (issue 5): a vendor like any other. It opens a game window with
 * the operator's launch token, draws every outcome on the server from the player's seed pair
 * (provably fair, issue 22: HMAC_SHA256 of a secret server seed, the client seed and a nonce), and
 * moves money only through the seamless-wallet API (debit before the draw, credit after), signed
 * with its own secret.
 */
export function createStudio(
  opts: HouseKitOptions & {
    /**
     * A round's floats from its seeds (issue 22): `roundFloats` (HMAC_SHA256, src/rules/fairness.ts).
     * Tests may rig it; the stops are always ⌊float × strip length⌋.
     */
    floats?: (seeds: RoundSeeds) => Promise<number[]>;
  },
) {
  const { db, brand } = opts;
  const kit = createHouseKit(opts);
  const { now, serial, sessionOf, pacing, playerOf, seedsOf } = kit;
  const floatsOf = opts.floats ?? roundFloats;
  const VENDOR = STUDIO_VENDOR.vassalage;
  const wallet = () => kit.wallet(VENDOR);

  const gameOf = (code: string): { def: StudioGameDef; config: SlotConfig } => {
    const def = STUDIO_GAMES.find((g) => g.code === code);
    const config = slotConfig(code);
    if (!def || !config) throw new AppError(404, 'games.not_found', 'No such game');
    return { def, config };
  };

  const stakes = (def: StudioGameDef) => STAKE_STEPS.map((k) => k * def.minBet);

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
      const opened = await kit.openSession(VENDOR, gameCode, token);
      return {
        clientKey: opened.clientKey,
        value: {
          balance: opened.balance,
          currency: opened.currency,
          currencySymbol: opened.currencySymbol,
          game: publicConfig(def, config, lang),
          history: [] as SpinOutcome[],
          freeSpinsLeft: 0,
          sessionId: opened.session.id,
          pacing: await pacing(),
          seeds: await seedsOf(opened.session),
        },
      };
    },

    async state(clientKey: string | undefined, lang?: string) {
      const session = await sessionOf(clientKey);
      const { def, config } = gameOf(session.gameCode);
      return {
        ...(await kit.balanceOf(VENDOR, session)),
        game: publicConfig(def, config, lang),
        history: await history(session.id),
        freeSpinsLeft: (await feature(session.id)).freeSpinsLeft,
        sessionId: session.id,
        pacing: await pacing(),
        seeds: await seedsOf(session),
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

    /** GET /api/studio/seeds: the player's active pair (made on first use); any house game's window. */
    seeds: async (clientKey: string | undefined) => seedsOf(await sessionOf(clientKey)),

    /** PUT /api/studio/seeds/client: the client seed the next rounds play; the nonce goes on. */
    setClientSeed: async (clientKey: string | undefined, clientSeed: string) =>
      kit.setClientSeed(await sessionOf(clientKey), clientSeed),

    /**
     * POST /api/studio/seeds/rotate: reveals the active server seed and starts a new pair at nonce 0
     * (keeping the client seed); a double tap rotates once (see the kit's `rotate`).
     */
    rotate: async (clientKey: string | undefined, expectedHash?: string) =>
      kit.rotate(await sessionOf(clientKey), expectedHash),

    /** The shared machinery, for the other house games of the studio (issue 23). */
    kit,

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
        ...kit.proofSeeds(row.seed),
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
  async function playSpin(session: StudioSession, stake: number) {
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
    const claim = await kit.claimPace(session);
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
        await kit.releasePace(claim);
        throw walletRefusal(debit);
      }
    }
    // The outcome is drawn only once the stake is taken, from the player's seeds at the next nonce.
    const seeds = await kit.claimNonce(await playerOf(session));
    const result = spinFromFloats(config, stakePerLine, await floatsOf(seeds), free);
    const pending = (free ? state.freeSpinsLeft - 1 : 0) + result.freeSpinsAwarded;
    const closes = pending === 0;
    const settled =
      result.totalWin > 0 || closes
        ? await kit.credit(VENDOR, {
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
