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
import { at, minor } from './columns';
import { studioSeeds, studioSessions } from './games';

/**
 * House bingo (issue 23, docs/bingo-fishing.md): a round the studio keeps between the buy and the
 * collect. The cards and the whole ball order come from the seed pair at `nonce`; `balls` is how many
 * of the order are drawn (base + extras). `status`: open (balls may be bought), closing (the collect
 * claimed it; the credit is being paid), settled.
 */
export const bingoRounds = pgTable(
  'bingo_rounds',
  {
    id: uuid('id').primaryKey(),
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    gameCode: text('game_code').notNull(),
    /** Stake per card, and how many cards. */
    stake: minor('stake').notNull(),
    cards: integer('cards').notNull(),
    /** Balls drawn so far (BASE_BALLS, then one more per extra). */
    balls: integer('balls').notNull(),
    /** The price paid for each extra ball, in order. */
    extraPrices: jsonb('extra_prices').notNull().$type<number[]>(),
    /** Everything staked: cards × stake + the extra balls. */
    staked: minor('staked').notNull(),
    win: minor('win').notNull(),
    /** The deal (cards and ball order) and the card results at the close, as the window draws them. */
    deal: jsonb('deal').notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => studioSeeds.id, { onDelete: 'restrict' }),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('bingo_rounds_session_idx').on(t.sessionId, t.seq),
    index('bingo_rounds_open_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 'settled'`),
    uniqueIndex('bingo_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    check('bingo_rounds_status_ck', sql`${t.status} in ('open', 'closing', 'settled')`),
  ],
);

/**
 * House fishing (issue 23): every shot is a round (debit the cannon's stake, credit the win). A fish
 * is caught once: the partial unique index refuses a second capture of one fish in one window.
 */
export const fishingShots = pgTable(
  'fishing_shots',
  {
    id: uuid('id').primaryKey(),
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    gameCode: text('game_code').notNull(),
    fishId: integer('fish_id').notNull(),
    kind: text('kind').notNull(),
    pays: integer('pays').notNull(),
    stake: minor('stake').notNull(),
    win: minor('win').notNull(),
    captured: boolean('captured').notNull(),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => studioSeeds.id, { onDelete: 'restrict' }),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** debited (the win is still owed) or settled. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('fishing_shots_session_idx').on(t.sessionId, t.seq),
    uniqueIndex('fishing_shots_seed_nonce_uq').on(t.seedId, t.nonce),
    uniqueIndex('fishing_shots_caught_uq').on(t.sessionId, t.fishId).where(sql`${t.captured}`),
  ],
);

/**
 * The shot rate limit (issue 23): a fixed one-second window per player. A shot claims a place with
 * one conditional upsert (a new window, or fewer than the limit in this one), so parallel shots from
 * any window or node cannot pass the limit.
 */
export const fishingRate = pgTable(
  'fishing_rate',
  {
    brand: text('brand').notNull(),
    player: text('player').notNull(),
    windowStart: at('window_start').notNull(),
    shots: integer('shots').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.player] })],
);
