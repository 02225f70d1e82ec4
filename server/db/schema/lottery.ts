import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, minor, withinCeiling } from './columns';

/**
 * The house lottery vendor's own state (issue 22; docs/lottery.md). Like the studio it is a vendor:
 * it holds the operator's player token and moves money only through the provider-wallet API.
 */

/** A brand's settings of one lottery game (the catalogue is src/rules/lottery/games.ts). */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    closeSeconds: integer('close_seconds').notNull(),
    /** The daily draw's brand-local time (HH:MM); null for the fast games. */
    dailyTime: text('daily_time'),
    /** LotteryLimits (src/api/contract/adminLottery.ts). */
    limits: jsonb('limits').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.code] })],
);

/**
 * A game's hash chain (src/rules/fairness.ts): `seed` is the last link (secret until the chain is
 * used up); the terminating hash and salt are public from `publishedAt`, before its first draw.
 * `allocated` links are given to draws, 1 first.
 */
export const lotteryChains = pgTable(
  'lottery_chains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    gameCode: text('game_code').notNull(),
    seed: text('seed').notNull(),
    salt: text('salt').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    length: integer('length').notNull(),
    allocated: integer('allocated').notNull().default(0),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [
    index('lottery_chains_game_idx').on(t.brand, t.gameCode, t.publishedAt),
    check('lottery_chains_allocated_check', sql`${t.allocated} between 0 and ${t.length}`),
  ],
);

/**
 * A draw. Status: open (bets until closes_at), drawn (result known), settling, settled, voiding, void.
 * The API shows `closed` for an open draw past closes_at, `drawn` for settling and `open` for voiding.
 * stake / exposure are the running totals of its bets (exposure: the sum of each bet's largest payout,
 * which the brand's per-draw cap bounds); payout is what its settled bets paid.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    gameCode: text('game_code').notNull(),
    number: text('number').notNull(),
    chainId: uuid('chain_id')
      .notNull()
      .references(() => lotteryChains.id, { onDelete: 'restrict' }),
    chainIndex: integer('chain_index').notNull(),
    closesAt: at('closes_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    status: text('status').notNull().default('open'),
    hash: text('hash'),
    result: jsonb('result'),
    bets: integer('bets').notNull().default(0),
    stake: minor('stake').notNull().default(sql`0`),
    exposure: minor('exposure').notNull().default(sql`0`),
    payout: minor('payout').notNull().default(sql`0`),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_number_uq').on(t.brand, t.gameCode, t.number),
    uniqueIndex('lottery_draws_link_uq').on(t.chainId, t.chainIndex),
    index('lottery_draws_due_idx').on(t.status, t.drawsAt),
    index('lottery_draws_game_idx').on(t.brand, t.gameCode, t.drawsAt),
    check(
      'lottery_draws_status_check',
      sql`${t.status} in ('open', 'drawn', 'settling', 'settled', 'voiding', 'void')`,
    ),
    check('lottery_draws_stake_bound', withinCeiling(t.stake, true)),
    check('lottery_draws_payout_bound', withinCeiling(t.payout, true)),
  ],
);

/** A game window opened with a launch token (cookie lotto_key; its hash kept here). */
export const lotterySessions = pgTable(
  'lottery_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    gameCode: text('game_code').notNull(),
    playerToken: text('player_token').notNull(),
    /** The operator's opaque id of the player (per-player limits count across windows). */
    player: text('player').notNull(),
    clientKeyHash: text('client_key_hash').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_sessions_token_uq').on(t.playerToken),
    uniqueIndex('lottery_sessions_key_uq').on(t.clientKeyHash),
  ],
);

/** A bet slip, by the window's slipId: placing it again answers the same bets (or the same refusal). */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: uuid('id').primaryKey(),
    brand: text('brand').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => lotterySessions.id, { onDelete: 'restrict' }),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'restrict' }),
    /** pending (being placed), placed, refused. */
    status: text('status').notNull(),
    /** The refusal a repeat answers: { status, code, message, fields }. */
    error: jsonb('error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('lottery_slips_status_check', sql`${t.status} in ('pending', 'placed', 'refused')`)],
);

/** One bet: also the wallet's round (roundId = id; debit `id:bet`, credit `id:win`, rollback `id:void`). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: uuid('id').primaryKey(),
    brand: text('brand').notNull(),
    slipId: uuid('slip_id')
      .notNull()
      .references(() => lotterySlips.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    sessionId: uuid('session_id').notNull(),
    player: text('player').notNull(),
    playerToken: text('player_token').notNull(),
    currency: text('currency').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').$type<string[]>().notNull(),
    stake: minor('stake').notNull(),
    odds: integer('odds').notNull(),
    maxPayout: minor('max_payout').notNull(),
    /** pending (debit not confirmed), open, won, lost, void, refused. */
    status: text('status').notNull(),
    payout: minor('payout').notNull().default(sql`0`),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_bets_slip_seq_uq').on(t.slipId, t.seq),
    index('lottery_bets_draw_idx').on(t.drawId, t.status),
    index('lottery_bets_player_idx').on(t.brand, t.player, t.placedAt),
    check('lottery_bets_status_check', sql`${t.status} in ('pending', 'open', 'won', 'lost', 'void', 'refused')`),
    check('lottery_bets_stake_bound', withinCeiling(t.stake, true)),
    check('lottery_bets_payout_bound', withinCeiling(t.payout, true)),
  ],
);

/** A player's total stake on a draw, reserved with one conditional upsert (the per-player limit). */
export const lotteryPlayerStakes = pgTable(
  'lottery_player_stakes',
  {
    drawId: uuid('draw_id').notNull(),
    player: text('player').notNull(),
    stake: minor('stake').notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.player] })],
);
