import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, minor, withinCeiling } from './columns';
import { studioSeeds, studioSessions } from './games';

/**
 * The house card games' rounds (issue 23; docs/video-poker-baccarat.md): a video poker hand (dealt,
 * then drawn once) or a baccarat coup. Like the studio's spins they are the vendor's own records;
 * money moves only through the provider wallet, with the transaction ids `<id>:bet` and `<id>:win`.
 *
 * status: `dealing` (the stake is being taken), `open` (a hand waits for its draw), `drawing` (the
 * draw's credit is under way), `closed` (paid), `unpaid` (the credit failed: the sweep pays it with the
 * same transaction id), `void` (a deal stuck in `dealing`, its stake given back by the sweep).
 */
export const cardRounds = pgTable(
  'card_rounds',
  {
    /** The round id, also the wallet's round id and the proof's id. */
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'restrict' }),
    /** The operator's opaque id of the player (pacing's id): a reopened window settles their open hand. */
    player: text('player').notNull(),
    gameCode: text('game_code').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    stake: minor('stake').notNull(),
    win: minor('win').notNull().default(sql`0`),
    /** The round as the window and the proof show it (and, while a hand is open, its next cards). */
    data: jsonb('data').notNull(),
    seedId: uuid('seed_id').references(() => studioSeeds.id, { onDelete: 'restrict' }),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('card_rounds_session_seq_idx').on(t.sessionId, t.seq),
    index('card_rounds_status_idx').on(t.status, t.createdAt),
    // One hand at a time per window: a second deal before the draw cannot slip in, on any node.
    uniqueIndex('card_rounds_one_open_uq').on(t.sessionId).where(sql`${t.status} in ('dealing', 'open')`),
    // A seed pair's nonce plays one round only.
    uniqueIndex('card_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    check('card_rounds_stake_ck', withinCeiling(t.stake, true)),
    check('card_rounds_win_ck', withinCeiling(t.win, true)),
  ],
);
