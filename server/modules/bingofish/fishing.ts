import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FishingShot } from '../../../src/api/contract/bingofish';
import { FISHING_GAMES, type HouseGameDef } from '../../../src/rules/bingofish/games';
import { type RoundSeeds, seedFloats } from '../../../src/rules/fairness';
import { type FishKind, fishOf, SHOT_SLACK_MS, sceneNumber, shotFromFloat } from '../../../src/rules/fishing/fishing';
import { fishingRate, fishingShots, studioSeeds, studioSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/hash';
import { createHouseKit, type HouseKitOptions, type StudioSession, walletRefusal } from '../studio';
import { publicGame } from './bingo';

export const HISTORY_SIZE = 20;
/** The shot rate limit: at most SHOTS_PER_SECOND per player in a one-second window. */
export const SHOTS_PER_SECOND = 5;
/** A shot whose win could not be credited (status `debited`) is credited again by the job after this long. */
export const UNPAID_RETRY_MS = 60_000;

type Row = typeof fishingShots.$inferSelect;

/** The scene's seed of a game window: derived from the window, the same on every node. */
export const sceneSeedOf = (session: StudioSession) => sha256(`fishing-scene:${session.id}`);

const view = (row: Row): FishingShot => ({
  id: row.id,
  fishId: row.fishId,
  kind: row.kind as FishKind,
  pays: row.pays,
  stake: Number(row.stake),
  captured: row.captured,
  win: Number(row.win),
  nonce: row.nonce,
  time: row.createdAt.toISOString(),
});

/**
 * House fishing (issue 23, docs/bingo-fishing.md) on the studio's kit, vendor LUMEN_FISH. A shot
 * names a fish of the window's scene (the scene is deterministic from the window, so the server
 * knows each fish's kind); it is rate limited (5 a second per player, 429 fishing.too_fast before
 * any money moves), debits the cannon's stake, claims a nonce of the player's seed pair and catches
 * the fish when the float is below RTP / multiplier, then credits the win (0 on a miss) and closes
 * the round. Every shot is its own wallet round.
 */
export function createFishing(opts: HouseKitOptions & { floats?: (seeds: RoundSeeds) => Promise<number[]> }) {
  const { db, brand } = opts;
  const kit = createHouseKit(opts);
  const floatsOf = opts.floats ?? ((s: RoundSeeds) => seedFloats(s.serverSeed, s.clientSeed, s.nonce, 1));

  const gameOf = (code: string): HouseGameDef => {
    const def = FISHING_GAMES.find((g) => g.code === code);
    if (!def) throw new AppError(404, 'games.not_found', 'No such game');
    return def;
  };

  async function history(sessionId: string) {
    const rows = await db
      .select()
      .from(fishingShots)
      .where(eq(fishingShots.sessionId, sessionId))
      .orderBy(desc(fishingShots.seq))
      .limit(HISTORY_SIZE);
    return rows.map(view);
  }

  async function state(session: StudioSession, lang?: string) {
    const def = gameOf(session.gameCode);
    const money = await kit.balanceOf(def.vassalage, session);
    const caught = await db
      .select({ fishId: fishingShots.fishId })
      .from(fishingShots)
      .where(and(eq(fishingShots.sessionId, session.id), eq(fishingShots.captured, true)));
    return {
      ...money,
      game: publicGame(def, lang),
      sessionId: session.id,
      sceneSeed: sceneSeedOf(session),
      sceneTime: Math.max(0, kit.now().getTime() - session.createdAt.getTime()),
      caught: caught.map((c) => c.fishId),
      history: await history(session.id),
      seeds: await kit.seedsOf(session),
    };
  }

  /**
   * Claims a place in the player's one-second window with one conditional upsert: a new window
   * starts at 1; the current one counts up while below the limit. Nothing claimed: 429.
   */
  async function claimRate(session: StudioSession) {
    const player = await kit.playerOf(session);
    const at = kit.now();
    const fresh = new Date(at.getTime() - 1000);
    const expired = sql`${fishingRate.windowStart} <= ${fresh.toISOString()}::timestamptz`;
    const claimed = await db
      .insert(fishingRate)
      .values({ brand, player, windowStart: at, shots: 1 })
      .onConflictDoUpdate({
        target: [fishingRate.brand, fishingRate.player],
        set: {
          shots: sql`case when ${expired} then 1 else ${fishingRate.shots} + 1 end`,
          windowStart: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${fishingRate.windowStart} end`,
        },
        setWhere: sql`${expired} or ${fishingRate.shots} < ${SHOTS_PER_SECOND}`,
      })
      .returning({ shots: fishingRate.shots });
    if (claimed.length === 0) {
      const [row] = await db
        .select({ start: fishingRate.windowStart })
        .from(fishingRate)
        .where(and(eq(fishingRate.brand, brand), eq(fishingRate.player, player)));
      const retryAt = (row?.start ?? at).getTime() + 1000;
      throw new AppError(429, 'fishing.too_fast', 'At most 5 shots a second', undefined, { retryAt });
    }
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

    /** One shot at fish `fishId` (of kind `kind`) at cannon stake `stake`. */
    async shoot(clientKey: string | undefined, fishId: number, kind: FishKind, stake: number) {
      const session = await kit.sessionOf(clientKey);
      const def = gameOf(session.gameCode);
      if (!def.stakes.includes(stake)) {
        throw new AppError(400, 'request.invalid', 'Choose one of the cannon’s levels', { stake: 'validation.stake' });
      }
      const fish = fishOf(sceneNumber(sceneSeedOf(session)), fishId);
      const sceneTime = kit.now().getTime() - session.createdAt.getTime();
      // The fish must be of that kind and have swum in already. (An old fish may still be shot: a
      // shot returns the same RTP at any fish, and reduced motion slows the window's clock.)
      if (fish.kind !== kind || fish.spawnAt > sceneTime + SHOT_SLACK_MS) {
        throw new AppError(400, 'fishing.bad_target', 'No such fish in the water', { fishId: 'validation.required' });
      }
      return kit.serial(session.id, async () => {
        const [gone] = await db
          .select({ id: fishingShots.id })
          .from(fishingShots)
          .where(
            and(
              eq(fishingShots.sessionId, session.id),
              eq(fishingShots.fishId, fishId),
              eq(fishingShots.captured, true),
            ),
          );
        if (gone) throw new AppError(409, 'fishing.fish_gone', 'That fish was already caught');
        await claimRate(session);
        const w = await kit.wallet(def.vassalage);
        const shotId = randomUUID();
        const debit = await w.debit({
          ...kit.walletBase(session),
          requestId: randomUUID(),
          transactionId: `${shotId}:bet`,
          roundId: shotId,
          amount: stake,
        });
        if (debit.body.status !== 'OK') throw walletRefusal(debit);
        const seeds = await kit.claimNonce(await kit.playerOf(session));
        const [float] = await floatsOf(seeds);
        const shot: { captured: boolean; win: number; pays: number } = shotFromFloat(float ?? 1, kind, stake);
        const values = {
          id: shotId,
          sessionId: session.id,
          brand,
          gameCode: session.gameCode,
          fishId,
          kind,
          pays: shot.pays,
          stake: BigInt(stake),
          win: BigInt(shot.win),
          captured: shot.captured,
          seedId: seeds.seedId,
          clientSeed: seeds.clientSeed,
          nonce: seeds.nonce,
          status: 'debited',
          createdAt: kit.now(),
        };
        // A fish is caught once (the partial unique index): should another node's shot have caught
        // it first, this one counts as a miss (its stake was taken; it pays nothing).
        let [row] = await db.insert(fishingShots).values(values).onConflictDoNothing().returning();
        if (!row) {
          [row] = await db
            .insert(fishingShots)
            .values({ ...values, captured: false, win: 0n })
            .returning();
          shot.captured = false;
          shot.win = 0;
        }
        const paid = await kit.credit(def.vassalage, {
          ...kit.walletBase(session),
          requestId: randomUUID(),
          transactionId: `${shotId}:win`,
          roundId: shotId,
          amount: shot.win,
          roundClosed: true,
        });
        if (paid?.body.status !== 'OK') {
          throw new AppError(503, 'service.unavailable', 'The win could not be paid yet: it will be');
        }
        const [done] = await db
          .update(fishingShots)
          .set({ status: 'settled' })
          .where(eq(fishingShots.id, shotId))
          .returning();
        return { shot: view(done ?? (row as Row)), balance: paid.body.balance ?? 0 };
      });
    },

    history: async (clientKey: string | undefined) => history((await kit.sessionOf(clientKey)).id),

    /**
     * Credits again the shots whose win the wallet did not take (still `debited` after
     * UNPAID_RETRY_MS), under the same `<id>:win`, so a repeat pays once. Answers how many it settled.
     */
    async payUnpaid() {
      const unpaid = await db
        .select({ shot: fishingShots, session: studioSessions })
        .from(fishingShots)
        .innerJoin(studioSessions, eq(studioSessions.id, fishingShots.sessionId))
        .where(
          and(
            eq(fishingShots.brand, brand),
            eq(fishingShots.status, 'debited'),
            lt(fishingShots.createdAt, new Date(kit.now().getTime() - UNPAID_RETRY_MS)),
          ),
        )
        .limit(500);
      let settled = 0;
      for (const { shot, session } of unpaid) {
        const paid = await kit.credit(gameOf(shot.gameCode).vassalage, {
          ...kit.walletBase(session),
          requestId: randomUUID(),
          transactionId: `${shot.id}:win`,
          roundId: shot.id,
          amount: Number(shot.win),
          roundClosed: true,
        });
        if (paid?.body.status !== 'OK') continue;
        await db.update(fishingShots).set({ status: 'settled' }).where(eq(fishingShots.id, shot.id));
        settled++;
      }
      return settled;
    },

    /** GET /api/fairness/rounds/:id for a shot; null when the id is not one. */
    async proof(id: string) {
      const [found] = await db
        .select({ shot: fishingShots, seed: studioSeeds })
        .from(fishingShots)
        .innerJoin(studioSeeds, eq(studioSeeds.id, fishingShots.seedId))
        .where(and(eq(fishingShots.id, id.toLowerCase()), eq(fishingShots.brand, brand)));
      if (!found) return null;
      const v = view(found.shot);
      return {
        id: v.id,
        roundId: v.id,
        kind: 'fishing' as const,
        gameCode: found.shot.gameCode,
        stake: v.stake,
        ...kit.proofSeeds(found.seed),
        clientSeed: found.shot.clientSeed,
        nonce: found.shot.nonce,
        outcome: { fishId: v.fishId, kind: v.kind, pays: v.pays, captured: v.captured, win: v.win },
        time: v.time,
      };
    },
  };
}

export type Fishing = ReturnType<typeof createFishing>;
