import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * A deposit, loss or wager limit of one member over a calendar period (docs/player-protection.md).
 * `setBy` player: the member's own limit, with at most one pending increase or removal (`pending*`:
 * `pendingAmount` null with `pendingAt` set is a removal); it can be confirmed from
 * `pendingAt + 24 h` until 7 days after that, then it lapses. `setBy` operator: the staff's twin,
 * never pending. The effective limit is the lower of the two.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    setBy: text('set_by').notNull(),
    /** The limit in force, in minor units; null: none in force (only a pending first value is impossible). */
    amount: minor('amount'),
    pendingAmount: minor('pending_amount'),
    /** When the pending increase or removal was asked for; null: nothing pending. */
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period, t.setBy] }),
    check('protection_limits_kind_check', sql`${t.kind} in ('deposit', 'loss', 'wager')`),
    check('protection_limits_period_check', sql`${t.period} in ('day', 'week', 'month')`),
    check('protection_limits_set_by_check', sql`${t.setBy} in ('player', 'operator')`),
    check('protection_limits_amount_bound', sql`${t.amount} is null or ${withinCeiling(t.amount, true)}`),
    check(
      'protection_limits_pending_bound',
      sql`${t.pendingAmount} is null or ${withinCeiling(t.pendingAmount, true)}`,
    ),
  ],
);

/** A member's reality-check interval and session time limit (minutes; null: off). */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    realityCheckMinutes: integer('reality_check_minutes'),
    sessionLimitMinutes: integer('session_limit_minutes'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'protection_settings_reality_check',
      sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} in (15, 30, 60)`,
    ),
    check(
      'protection_settings_session_limit',
      sql`${t.sessionLimitMinutes} is null or ${t.sessionLimitMinutes} between 1 and 1440`,
    ),
  ],
);

/**
 * A time-out or self-exclusion. It binds the member and, across every brand, anyone matching the
 * identity it was taken with (normalised mobile, e-mail, ID number). `endsAt` null: permanent.
 * `liftsAt`: an approved early lift takes effect then (24 h after the approval).
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The duration the player chose (24h, 7d, 30d, 6w; 6m, 1y, 2y, 5y, permanent). */
    duration: text('duration').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    liftsAt: at('lifts_at'),
    mobileKey: text('mobile_key'),
    emailKey: text('email_key'),
    idKey: text('id_key'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('protection_exclusions_member_idx').on(t.memberId),
    index('protection_exclusions_mobile_idx').on(t.mobileKey),
    index('protection_exclusions_email_idx').on(t.emailKey),
    index('protection_exclusions_id_idx').on(t.idKey),
    check('protection_exclusions_kind_check', sql`${t.kind} in ('timeout', 'self_exclusion')`),
  ],
);

/**
 * A player's request to lift a self-exclusion early: staff decide within 7 days (`decideBy`);
 * an approval sets the exclusion's `liftsAt` 24 hours later. status: pending, approved, rejected.
 */
export const protectionLiftRequests = pgTable(
  'protection_lift_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    exclusionId: uuid('exclusion_id')
      .notNull()
      .references(() => protectionExclusions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    requestedAt: at('requested_at').notNull(),
    decideBy: at('decide_by').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    reason: text('reason'),
  },
  (t) => [
    index('protection_lift_requests_brand_idx').on(t.brand, t.status, t.requestedAt),
    index('protection_lift_requests_member_idx').on(t.memberId),
    check('protection_lift_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Every protection change, by the member or by staff: who, when, from where, before and after. */
export const protectionChanges = pgTable(
  'protection_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull(),
  },
  (t) => [
    index('protection_changes_member_idx').on(t.memberId, t.at),
    check('protection_changes_actor_check', sql`${t.actorKind} in ('member', 'staff')`),
  ],
);
