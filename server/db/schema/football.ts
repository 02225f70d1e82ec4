import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, minor, withinCeiling } from './columns';
import { lotteryChains } from './lottery';

/**
 * Virtual football (issue 23; docs/virtual-football.md). Matches take their links from a hash chain
 * in lottery_chains (game code lumen-football), as the lottery's draws do.
 *
 * A match: status open (bets until kick-off), drawn (result known from kick-off; settled at ends_at),
 * settled, void. `model` and `odds` are fixed when the match is created, before any bet.
 */
export const footballMatches = pgTable(
  'football_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    round: text('round').notNull(),
    idx: integer('idx').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    model: jsonb('model').$type<{ lambda: number; mu: number; rho: number }>().notNull(),
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    chainId: uuid('chain_id')
      .notNull()
      .references(() => lotteryChains.id, { onDelete: 'restrict' }),
    chainIndex: integer('chain_index').notNull(),
    kickoffAt: at('kickoff_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').notNull().default('open'),
    hash: text('hash'),
    result: jsonb('result'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('football_matches_round_uq').on(t.brand, t.round, t.idx),
    uniqueIndex('football_matches_link_uq').on(t.chainId, t.chainIndex),
    index('football_matches_time_idx').on(t.brand, t.status, t.kickoffAt),
    check('football_matches_status_check', sql`${t.status} in ('open', 'drawn', 'settled', 'void')`),
  ],
);

/**
 * A slip: its id is the client's (idempotent) and the wallet's round id. One debit of `total` when
 * placed (`<slip>:bet`), one credit of `payout` with roundClosed when its last match is settled
 * (`<slip>:win`). Status: pending (debit not confirmed), placed, refused, settled.
 */
export const footballSlips = pgTable(
  'football_slips',
  {
    id: uuid('id').primaryKey(),
    brand: text('brand').notNull(),
    sessionId: uuid('session_id').notNull(),
    gameCode: text('game_code').notNull(),
    player: text('player').notNull(),
    playerToken: text('player_token').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    total: minor('total').notNull(),
    payout: minor('payout').notNull().default(sql`0`),
    status: text('status').notNull(),
    error: jsonb('error'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('football_slips_player_idx').on(t.brand, t.player, t.createdAt),
    check('football_slips_status_check', sql`${t.status} in ('pending', 'placed', 'refused', 'settled')`),
    check('football_slips_kind_check', sql`${t.kind} in ('singles', 'accumulator')`),
    check('football_slips_total_bound', withinCeiling(t.total, true)),
    check('football_slips_payout_bound', withinCeiling(t.payout, true)),
  ],
);

/** A bet of a slip: a single (one leg) or an accumulator (2–8 legs). Status: open, won, lost, void. */
export const footballBets = pgTable(
  'football_bets',
  {
    id: uuid('id').primaryKey(),
    slipId: uuid('slip_id')
      .notNull()
      .references(() => footballSlips.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    stake: minor('stake').notNull(),
    odds: integer('odds').notNull(),
    status: text('status').notNull().default('open'),
    payout: minor('payout').notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('football_bets_slip_seq_uq').on(t.slipId, t.seq),
    check('football_bets_status_check', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check('football_bets_stake_bound', withinCeiling(t.stake, true)),
  ],
);

/** A leg of a bet: a selection on a match at the odds taken. Status: open, won, lost, void. */
export const footballLegs = pgTable(
  'football_legs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => footballBets.id, { onDelete: 'restrict' }),
    slipId: uuid('slip_id').notNull(),
    seq: integer('seq').notNull(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => footballMatches.id, { onDelete: 'restrict' }),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    status: text('status').notNull().default('open'),
  },
  (t) => [
    uniqueIndex('football_legs_bet_seq_uq').on(t.betId, t.seq),
    index('football_legs_match_idx').on(t.matchId, t.status),
    index('football_legs_slip_idx').on(t.slipId),
    check('football_legs_status_check', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
  ],
);
