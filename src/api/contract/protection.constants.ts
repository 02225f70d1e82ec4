import { WITHDRAWAL_DAY_TIME_ZONE } from './withdrawals.constants';

/**
 * Player protection (issue 19; docs/player-protection.md): the rules' constants, named once. The
 * server enforces them; the client shows them.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Calendar periods in PROTECTION_TIME_ZONE: a day from 00:00, a week from Monday, a month from the 1st. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Who set a limit: the player, or staff (the operator's twin). The lower of the two applies. */
export const LIMIT_SETTERS = ['player', 'operator'] as const;
export type LimitSetter = (typeof LIMIT_SETTERS)[number];

/** The brand's calendar for the periods (the brand day of the wallet; no per-brand zone yet). */
export const PROTECTION_TIME_ZONE = WITHDRAWAL_DAY_TIME_ZONE;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An increase or a removal of a player's limit waits this long before it can be confirmed. */
export const LIMIT_COOLING_OFF_MS = 24 * HOUR;
/** After the cooling-off, the player has this long to confirm it; then it lapses. */
export const LIMIT_CONFIRM_WINDOW_MS = 7 * DAY;

/** Reality-check intervals in minutes (null: off). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** A session time limit is 1 minute to 24 hours (null: none). */
export const SESSION_LIMIT_MIN_MINUTES = 1;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Time-out durations (a break; cannot be lifted early). */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export const TIMEOUT_MS: Record<TimeoutDuration, number> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '6w': 42 * DAY,
};

/** Self-exclusion durations, in calendar months (null: permanent). */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export const SELF_EXCLUSION_MONTHS: Record<SelfExclusionDuration, number | null> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
  permanent: null,
};

/** Staff decide an early-lift request within this long. */
export const LIFT_DECISION_WINDOW_MS = 7 * DAY;
/** An approved early lift takes effect this long after the approval. */
export const LIFT_DELAY_MS = 24 * HOUR;
/** The longest reason staff may give for a lift decision. */
export const LIFT_REASON_MAX = 500;

export const PROTECTION_STATES = ['timeout', 'excluded'] as const;
export type ProtectionState = (typeof PROTECTION_STATES)[number];

/** The reason code a vendor's PLAYER_BLOCKED answer carries when protection refused a debit. */
export const PROTECTION_BLOCK_REASONS = ['LOSS_LIMIT', 'WAGER_LIMIT', 'SELF_EXCLUDED', 'TIME_OUT'] as const;
export type ProtectionBlockReason = (typeof PROTECTION_BLOCK_REASONS)[number];

/** The statement's longest range. */
export const STATEMENT_MAX_DAYS = 366;

/** The change log page size (back office). */
export const PROTECTION_CHANGES_PAGE = 100;
