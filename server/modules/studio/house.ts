import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ProviderResponse } from '../../../src/api/contract/provider';
import { isClientSeed, type RoundSeeds } from '../../../src/rules/fairness';
import { DEFAULT_PACING, type Pacing } from '../../../src/rules/pacing';
import type { Db } from '../../db';
import { studioPacing, studioSeeds, studioSessions } from '../../db/schema';
import { createCurrencyLookup } from '../../lib/currency';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/hash';
import { createProviderWalletClient, type ProviderSend, type ProviderWalletClient } from '../../lib/provider-client';

/** Tries of a credit (same transaction id: idempotent) before the round is left for settlement. */
export const CREDIT_TRIES = 3;

export type StudioSession = typeof studioSessions.$inferSelect;
export type SeedRow = typeof studioSeeds.$inferSelect;
export type WalletCall = Parameters<ProviderWalletClient['debit']>[0];
export type WalletAnswer = Awaited<ReturnType<ProviderWalletClient['debit']>>;

/**
 * A wallet answer other than OK, as the game window's error (stable codes, docs/studio.md): a house
 * vendor's own codes under its `prefix` (studio.*, lottery.*), the wallet's protection and bonus codes
 * as they are.
 */
export const walletRefusal = (res: { body: ProviderResponse }, prefix: 'studio' | 'lottery' = 'studio') => {
  switch (res.body.status) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError(409, `${prefix}.insufficient_funds`, 'The balance is too low for this stake', {
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
      return new AppError(401, `${prefix}.session_expired`, 'The game session has ended: open the game again');
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

const tokenUsed = () =>
  new AppError(409, 'studio.token_used', 'This game link was already used: open the game again from the lobby');

export interface HouseKitOptions {
  /** The studio's own tables (sessions, seeds, pacing); it reads nothing of the platform's. */
  db: Db;
  brand: string;
  send: ProviderSend;
  /** The wallet secret the operator issued to a vendor code (the catalogue's vendorWalletSecret); null: not listed. */
  walletSecret: (vassalage: string) => Promise<string | null>;
  now?: () => Date;
  /**
   * The operator's jurisdiction settings for this brand (issue 19), as a real vendor gets them with
   * the launch: the brand's game pacing, and an opaque id of the player a launch token belongs to
   * (pacing and the seed pair count per player, across their game windows). Absent: no pacing.
   */
  jurisdiction?: {
    pacing: () => Promise<Pacing>;
    player: (playerToken: string) => Promise<string | null>;
  };
}

/**
 * The house studio's machinery every house game shares (issue 23): the game window opened once with
 * the operator's launch token (cookie studio_key, only its hash kept), the seamless-wallet client of
 * each house vendor code (LUMEN, LUMEN_TABLE, …), credits retried under one transaction id, game
 * pacing, and the player's provably fair seed pair (issue 22, docs/fairness.md) with its nonces.
 * A game (slots, video poker, …) adds only its rules and its rounds on top.
 */
export function createHouseKit(opts: HouseKitOptions) {
  const { db, brand } = opts;
  const now = opts.now ?? (() => new Date());
  const currencyOf = createCurrencyLookup();
  const clients = new Map<string, ProviderWalletClient>();
  /**
   * One action at a time per game window in this process: a double tap must not play one step
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

  /** The signed wallet client of a house vendor code (its secret from the catalogue). */
  async function wallet(vassalage: string): Promise<ProviderWalletClient> {
    const known = clients.get(vassalage);
    if (known) return known;
    const secret = await opts.walletSecret(vassalage);
    if (secret === null) throw new AppError(503, 'service.unavailable', `${vassalage} is not in the catalogue`);
    const client = createProviderWalletClient({ vassalage, secret, send: opts.send, now });
    clients.set(vassalage, client);
    return client;
  }

  /** A credit, tried again (same transactionId: idempotent) when the wallet does not answer OK. */
  async function credit(vassalage: string, body: Parameters<ProviderWalletClient['credit']>[0]) {
    const w = await wallet(vassalage);
    let last: WalletAnswer | undefined;
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

  /** The wallet's fields every call of a window carries. */
  const walletBase = (session: StudioSession) => ({
    playerToken: session.playerToken,
    currency: session.currency,
    gameCode: session.gameCode,
  });

  /** The window's balance from the wallet (refusals as errors). */
  async function balanceOf(vassalage: string, session: StudioSession) {
    const res = await (await wallet(vassalage)).balance({ ...walletBase(session), requestId: randomUUID() });
    if (res.body.status !== 'OK') throw walletRefusal(res);
    const { symbol } = await currencyOf(db, brand);
    return { balance: res.body.balance ?? 0, currency: session.currency, currencySymbol: symbol };
  }

  /**
   * Opens a game window with the launch token: once per token (409 studio.token_used, even when two
   * opens race). The wallet's `balance` call opens the operator's game session. Answers the window,
   * the cookie's key (only its hash is stored) and the balance.
   */
  async function openSession(vassalage: string, gameCode: string, token: string) {
    const [used] = await db
      .select({ id: studioSessions.id })
      .from(studioSessions)
      .where(eq(studioSessions.playerToken, token));
    if (used) throw tokenUsed();
    const { code: currency, symbol } = await currencyOf(db, brand);
    const res = await (await wallet(vassalage)).balance({
      requestId: randomUUID(),
      playerToken: token,
      currency,
      gameCode,
    });
    if (res.body.status !== 'OK') throw walletRefusal(res);
    const clientKey = randomBytes(32).toString('base64url');
    const [session] = await db
      .insert(studioSessions)
      .values({ brand, gameCode, playerToken: token, clientKeyHash: sha256(clientKey), currency, createdAt: now() })
      .onConflictDoNothing({ target: studioSessions.playerToken })
      .returning();
    if (!session) throw tokenUsed();
    return { session, clientKey, balance: res.body.balance ?? 0, currency, currencySymbol: symbol };
  }

  /** The window a cookie key opens; 401 studio.session_expired without one. */
  async function sessionOf(clientKey: string | undefined): Promise<StudioSession> {
    if (!clientKey) throw new AppError(401, 'studio.session_expired', 'Open the game from the lobby');
    const [session] = await db
      .select()
      .from(studioSessions)
      .where(eq(studioSessions.clientKeyHash, sha256(clientKey)));
    if (!session) throw new AppError(401, 'studio.session_expired', 'Open the game from the lobby');
    return session;
  }

  // ---- Game pacing (issue 19) ------------------------------------------------------------------

  const pacing = async (): Promise<Pacing> => (opts.jurisdiction ? opts.jurisdiction.pacing() : DEFAULT_PACING);

  /** The operator's opaque id of the window's player (else the window itself), as pacing counts. */
  async function playerOf(session: StudioSession): Promise<string> {
    return (await opts.jurisdiction?.player(session.playerToken)) ?? `window:${session.id}`;
  }

  /**
   * Game pacing (issue 19), enforced here as well as in the window: a round claims the player's slot
   * with one conditional upsert, which passes only when the previous round started at least
   * `minSpinMs` ago. Parallel rounds (any window, any node, any house game) race on one row, and only
   * one wins; the others are 429 studio.too_fast before any money moves. Answers the claim, to
   * release it when the stake is then refused (a round that did not happen does not make the player wait).
   */
  async function claimPace(session: StudioSession) {
    const { minSpinMs } = await pacing();
    if (minSpinMs <= 0) return null;
    const player = await playerOf(session);
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

  async function releasePace(claim: Awaited<ReturnType<typeof claimPace>>) {
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

  // ---- Provable fairness (issue 22): the player's seed pairs -----------------------------------

  const newServerSeed = () => randomBytes(32).toString('hex');

  async function activeSeed(player: string) {
    const [row] = await db
      .select()
      .from(studioSeeds)
      .where(and(eq(studioSeeds.brand, brand), eq(studioSeeds.player, player), eq(studioSeeds.active, true)));
    return row;
  }

  /** The player's active pair, made on first use (two first uses at once make one: the partial unique index). */
  async function ensureSeed(player: string): Promise<SeedRow> {
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

  const seedsView = (row: SeedRow) => ({
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nextNonce,
  });

  /** The window's player's active pair, as the window shows it. */
  const seedsOf = async (session: StudioSession) => seedsView(await ensureSeed(await playerOf(session)));

  /**
   * Claims the next nonce of the player's active pair with one atomic increment: concurrent rounds
   * (any window, any node, any house game) each get their own. Answers the seeds the round plays.
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

  /** The client seed the next rounds play; the nonce goes on. */
  async function setClientSeed(session: StudioSession, clientSeed: string) {
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
  }

  /**
   * Reveals the active server seed and starts a new pair at nonce 0 (keeping the client seed).
   * `expectedHash` is the pair the player saw: when it is already rotated out (a double tap, another
   * window), nothing more rotates and that pair is answered.
   */
  async function rotate(session: StudioSession, expectedHash?: string) {
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
  }

  /** A seed row's public part for a proof: the server seed only once the pair is rotated out. */
  const proofSeeds = (row: SeedRow) => ({
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.active ? null : row.serverSeed,
  });

  return {
    brand,
    now,
    serial,
    wallet,
    credit,
    walletBase,
    balanceOf,
    openSession,
    sessionOf,
    pacing,
    playerOf,
    claimPace,
    releasePace,
    ensureSeed,
    seedsView,
    seedsOf,
    claimNonce,
    setClientSeed,
    rotate,
    proofSeeds,
  };
}

export type HouseKit = ReturnType<typeof createHouseKit>;
