import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * A game vendor (provider) in a brand's catalogue (issue 5, spec §3 Vendor). `vassalage` is the
 * vendor code the spec and the provider API use (`/api/provider/{vassalage}/wallet/...`).
 * `gameType` is the lobby type it routes to (RNG, FISH, LIVE, PVP, SPORTS, LOTT, ELOTT);
 * `gameCategory` the category of the vendor sorting (the SPORTS family splits into SPORTS, ESPORTS
 * and COCKFIGHT). `walletSecret` signs the seamless-wallet calls both ways; `unknownRollback` is the
 * vendor's choice for a rollback of a transaction the operator never saw.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    /** Localised display names by language code; `displayName` when a language is missing. */
    displayNames: jsonb('display_names').$type<Record<string, string>>().notNull().default({}),
    mobileLargeIcon: text('mobile_large_icon').notNull(),
    gameType: text('game_type').notNull(),
    gameCategory: text('game_category').notNull(),
    /** The spec's VASSALAGE flag: launching this vendor opens its game list instead of a game. */
    vassalageLobby: boolean('vassalage_lobby').notNull().default(false),
    freePlay: boolean('free_play').notNull().default(false),
    /** Order within its category (vendor sorting); lower first. */
    sorting: integer('sorting').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    walletSecret: text('wallet_secret').notNull(),
    unknownRollback: text('unknown_rollback').notNull().default('OK'),
    /**
     * A third-party vendor's launch URL (issue 23; docs/vendors.md): https, with {token} and optionally
     * {gameCode}, {lang}, {currency}, {returnUrl}, each expanded URL-encoded. Null: the house's windows
     * for a house vendor; a third-party vendor without one cannot be launched.
     */
    launchUrlTemplate: text('launch_url_template'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_vendors_brand_vassalage_uq').on(t.brand, t.vassalage),
    check('game_vendors_unknown_rollback_check', sql`${t.unknownRollback} in ('OK', 'TRANSACTION_NOT_FOUND')`),
  ],
);

/**
 * A game in a brand's catalogue (spec §3 Game). `nodeId` is the key favourites use (a string, as
 * the spec's favourite ids are). `minBet` is in minor units. Staff may pin a game hot (`hotPin`:
 * its position, 1 first, unique per brand; the other hot games are the turnover ranking's,
 * `game_hot_ranks`; docs/hot-games.md). `rtp` is the declared return to player in hundredths of a
 * percent (9600 = 96.00%).
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id, { onDelete: 'restrict' }),
    vassalage: text('vassalage').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name'),
    roomId: text('room_id'),
    gameName: text('game_name').notNull(),
    /** Localised names by language code; `gameName` when a language is missing. */
    gameNames: jsonb('game_names').$type<Record<string, string>>().notNull().default({}),
    gameType: text('game_type').notNull(),
    /** VP, JP, SC, TG, AC or BG (bingo); null for a plain game of its type. */
    gameClassify: text('game_classify'),
    minBet: minor('min_bet').notNull(),
    /** Paylines, for the play-page filter; null when the game has none. */
    lines: integer('lines'),
    jackpot: boolean('jackpot').notNull().default(false),
    showIcon: boolean('show_icon').notNull().default(true),
    iconUrl: text('icon_url').notNull(),
    supportPlay: boolean('support_play').notNull().default(true),
    isGameH5: boolean('is_game_h5').notNull().default(true),
    freePlay: boolean('free_play').notNull().default(false),
    lottoMode: text('lotto_mode'),
    hotPin: integer('hot_pin'),
    sorting: integer('sorting').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    rtp: integer('rtp'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_brand_vendor_code_uq').on(t.brand, t.vassalage, t.gameCode),
    uniqueIndex('games_brand_node_uq').on(t.brand, t.nodeId),
    index('games_brand_type_idx').on(t.brand, t.gameType, t.sorting),
    check('games_min_bet_bound', withinCeiling(t.minBet, true)),
    // One game per pin position: concurrent pin edits cannot leave two games at one place.
    uniqueIndex('games_brand_hot_pin_uq').on(t.brand, t.hotPin).where(sql`${t.hotPin} is not null`),
    check('games_hot_pin_positive', sql`${t.hotPin} is null or ${t.hotPin} >= 1`),
  ],
);

/**
 * The hot ranking by real turnover (issue 16; docs/hot-games.md), rewritten whole by the
 * `hot-ranking` job: one row per game with real turnover in the window, ranked within its brand
 * (1 = the most). `turnover` is the sum of the stakes, net of rollbacks, of the real-money rounds of
 * real accounts started in the window; `rounds` and `players` count them.
 */
export const gameHotRanks = pgTable(
  'game_hot_ranks',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    rank: integer('rank').notNull(),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    rounds: integer('rounds').notNull(),
    players: integer('players').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [index('game_hot_ranks_brand_rank_idx').on(t.brand, t.rank)],
);

/** A member's favourite game. Adding one twice is ignored (the key). */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_favourites_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A member's recently launched games: one row per game, `playedAt` moved at every launch. */
export const gameRecent = pgTable(
  'game_recent',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: at('played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('game_recent_member_idx').on(t.memberId, t.playedAt)],
);

/**
 * A game session, made by a launch. Its token (only the hash is stored) is the `playerToken` the
 * vendor sends on every wallet call. The launch URL carries it once: the vendor must open the
 * session before `launchExpiresAt`, and only once (`openedAt`). Debits are refused after
 * `expiresAt` (TOKEN_EXPIRED); credits and rollbacks never are. A trial account's session plays
 * with play money.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    vassalage: text('vassalage').notNull(),
    tokenHash: text('token_hash').notNull(),
    playMoney: boolean('play_money').notNull(),
    currency: text('currency').notNull(),
    launchExpiresAt: at('launch_expires_at').notNull(),
    openedAt: at('opened_at'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_sessions_token_uq').on(t.tokenHash), index('game_sessions_member_idx').on(t.memberId)],
);

/**
 * One money call of a vendor (debit, credit or rollback), by the vendor's `transactionId`, unique
 * per vendor. `fingerprint` covers the amount, round, player and game: the same id with the same
 * payload replays `response`; with another, DUPLICATE_TRANSACTION. A rollback that arrives before
 * its debit is stored too (`kind` rollback, `entryId` null), so the late debit is refused.
 * `status`: ok, or rolled_back for a debit a rollback cancelled.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    vassalage: text('vassalage').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'restrict' }),
    sessionId: uuid('session_id').references(() => gameSessions.id, { onDelete: 'restrict' }),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    referenceTransactionId: text('reference_transaction_id'),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').notNull().default('ok'),
    entryId: uuid('entry_id'),
    /** A debit's part taken from a bonus grant (the rest was cash), the grant, and what it fed its wagering. */
    bonusAmount: minor('bonus_amount').notNull().default(sql`0`),
    grantId: uuid('grant_id'),
    contribution: minor('contribution').notNull().default(sql`0`),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_vendor_tx_uq').on(t.brand, t.vassalage, t.transactionId),
    index('provider_transactions_reference_idx').on(t.brand, t.vassalage, t.referenceTransactionId),
    index('provider_transactions_round_idx').on(t.brand, t.vassalage, t.roundId),
    // Player protection sums a member's stakes and wins over a period (docs/player-protection.md).
    index('provider_transactions_member_created_idx').on(t.memberId, t.createdAt),
    check('provider_transactions_kind_check', sql`${t.kind} in ('debit', 'credit', 'rollback')`),
    check('provider_transactions_status_check', sql`${t.status} in ('ok', 'rolled_back')`),
    check('provider_transactions_amount_bound', withinCeiling(t.amount, true)),
  ],
);

/** Every provider wallet call, with what it was answered (for support and disputes). */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    vassalage: text('vassalage').notNull(),
    call: text('call').notNull(),
    requestId: text('request_id'),
    transactionId: text('transaction_id'),
    status: text('status').notNull(),
    httpStatus: integer('http_status').notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('provider_calls_vendor_idx').on(t.brand, t.vassalage, t.createdAt)],
);

/**
 * One game round of a member with a vendor: the betting record (/m/gameRecord) and the winner board
 * read it. Stakes and payouts are sums over the round's debits and credits, less rollbacks.
 * `status`: open (bet, not settled), settled (the round closed), cancelled (every debit rolled back).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'restrict' }),
    vassalage: text('vassalage').notNull(),
    roundId: text('round_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    gameType: text('game_type').notNull(),
    playMoney: boolean('play_money').notNull(),
    currency: text('currency').notNull(),
    stake: minor('stake').notNull().default(sql`0`),
    payout: minor('payout').notNull().default(sql`0`),
    /** The part of `stake` a bonus grant paid (`grantId`): a win returns to the grant in that proportion. */
    stakeBonus: minor('stake_bonus').notNull().default(sql`0`),
    grantId: uuid('grant_id'),
    status: text('status').notNull().default('open'),
    startedAt: at('started_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round_uq').on(t.brand, t.vassalage, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.startedAt),
    index('game_rounds_payout_idx').on(t.brand, t.settledAt),
    // The hot ranking's aggregate: real-money rounds by start time (docs/hot-games.md).
    index('game_rounds_real_started_idx').on(t.startedAt, t.brand, t.gameId).where(sql`${t.playMoney} = false`),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check('game_rounds_stake_bound', withinCeiling(t.stake, true)),
    check('game_rounds_payout_bound', withinCeiling(t.payout, true)),
  ],
);

/**
 * The house studio's own state, as a vendor keeps it (issue 5, "First house games"): a session it
 * opened with a launch token, holding the operator's player token, and each spin with its outcome.
 * The studio talks to the wallet only through the provider API, like any vendor.
 */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    gameCode: text('game_code').notNull(),
    /** The operator's player token (the vendor's copy; the operator stores only its hash). */
    playerToken: text('player_token').notNull(),
    /** The hash of the secret the game window holds (cookie); the studio keeps no plaintext of it. */
    clientKeyHash: text('client_key_hash').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // A launch token opens one game window, even when two opens race.
  (t) => [
    uniqueIndex('studio_sessions_token_uq').on(t.playerToken),
    uniqueIndex('studio_sessions_key_uq').on(t.clientKeyHash),
  ],
);

/**
 * Game pacing (issue 19): when a player's last studio spin in a brand started. A spin claims its
 * slot with one conditional upsert (only when the last one is at least the brand's minSpinMs old),
 * so parallel spins, from any window or node, cannot both pass. `player` is the operator's id of the
 * player the launch token belongs to (opaque to the studio).
 */
export const studioPacing = pgTable(
  'studio_pacing',
  {
    brand: text('brand').notNull(),
    player: text('player').notNull(),
    lastSpinAt: at('last_spin_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.player] })],
);

/**
 * Provable fairness (issue 22, docs/fairness.md): a player's seed pairs. The active pair (one per
 * brand and player, `active`) plays every round: its server seed stays secret (the player sees its
 * sha256) until it is rotated out, when `revealedAt` is set and it is shown. `nextNonce` is the nonce
 * of the next round; a spin claims it with one `UPDATE … SET next_nonce = next_nonce + 1 RETURNING`,
 * so two spins at once never share one. `player` is the operator's opaque id (as in studio_pacing).
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    player: text('player').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('studio_seeds_active_uq').on(t.brand, t.player).where(sql`${t.active}`),
    uniqueIndex('studio_seeds_hash_uq').on(t.serverSeedHash),
    check('studio_seeds_nonce_ck', sql`${t.nextNonce} >= 0`),
  ],
);

export const studioSpins = pgTable(
  'studio_spins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the last spin of a session is the one with the highest seq, however fast they came. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    /** The stake debited for this spin (0 for a free spin). */
    stake: minor('stake').notNull(),
    win: minor('win').notNull(),
    /** Reels, line wins, scatter and free-spin state: what the client draws. */
    outcome: jsonb('outcome').notNull(),
    /** The seed pair, client seed and nonce the outcome was drawn from (issue 22); null before it. */
    seedId: uuid('seed_id').references(() => studioSeeds.id, { onDelete: 'restrict' }),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    /** debited, settled, refused (the debit was refused) or rolled_back. */
    status: text('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('studio_spins_round_uq').on(t.roundId),
    index('studio_spins_session_seq_idx').on(t.sessionId, t.seq),
    // A seed pair's nonce plays one round only.
    uniqueIndex('studio_spins_seed_nonce_uq').on(t.seedId, t.nonce),
  ],
);
