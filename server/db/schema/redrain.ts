import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * A red-envelope rain (issue 21, docs/red-rain.md). An agent schedules one for its team, or staff for
 * the whole brand (`funderKind` 'agent' with `funderId`, or 'brand'). Scheduling takes the whole
 * `budget` from the funder into the brand's red_envelope holding account in one ledger entry and
 * pre-splits it into `count` envelopes within [minAmount, maxAmount]; members grab during
 * [startsAt, endsAt). After the window the return job gives what is left back to the funder.
 * `status`: scheduled until the return job closes it ('returned' when something went back,
 * 'closed' when every envelope was grabbed); live and before-start are read from the clock.
 */
export const redRains = pgTable(
  'red_rains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    /** agent | brand */
    funderKind: text('funder_kind').notNull(),
    /** The agent whose cash funds it (null for a brand-wide rain). */
    funderId: uuid('funder_id').references(() => members.id, { onDelete: 'restrict' }),
    /** The staff member who scheduled a brand-wide rain. */
    staffId: uuid('staff_id'),
    /** The caller's request id: one rain per id, however often the request is sent. */
    clientRequestId: text('client_request_id').notNull(),
    startsAt: at('starts_at').notNull(),
    windowSeconds: integer('window_seconds').notNull(),
    endsAt: at('ends_at').notNull(),
    budget: minor('budget').notNull(),
    count: integer('count').notNull(),
    minAmount: minor('min_amount').notNull(),
    maxAmount: minor('max_amount').notNull(),
    status: text('status').notNull().default('scheduled'),
    returnedAmount: minor('returned_amount').notNull().default(sql`0`),
    returnedAt: at('returned_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('red_rains_request_uq').on(t.brand, t.clientRequestId),
    index('red_rains_brand_starts_idx').on(t.brand, t.startsAt),
    index('red_rains_funder_idx').on(t.funderId, t.startsAt),
    index('red_rains_due_idx').on(t.status, t.endsAt),
    check('red_rains_funder_check', sql`(${t.funderKind} = 'agent') = (${t.funderId} is not null)`),
    check('red_rains_funder_kind_check', sql`${t.funderKind} in ('agent', 'brand')`),
    check('red_rains_status_check', sql`${t.status} in ('scheduled', 'closed', 'returned')`),
    check('red_rains_window_check', sql`${t.windowSeconds} between 60 and 600`),
    check('red_rains_count_check', sql`${t.count} between 1 and 1000`),
    check(
      'red_rains_amounts_check',
      sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.budget} between ${t.count} * ${t.minAmount} and ${t.count} * ${t.maxAmount}`,
    ),
    check('red_rains_budget_bound', withinCeiling(t.budget, true)),
  ],
);

/**
 * One envelope of a rain, its amount decided when the rain was scheduled. A grab takes the first free
 * one (FOR UPDATE SKIP LOCKED) and sets `memberId`; unique (rain, member): one envelope a member.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    rainId: uuid('rain_id')
      .notNull()
      .references(() => redRains.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amount: minor('amount').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'restrict' }),
    grabbedAt: at('grabbed_at'),
    /** The ledger entry that paid it. */
    entryId: uuid('entry_id'),
  },
  (t) => [
    primaryKey({ columns: [t.rainId, t.seq] }),
    uniqueIndex('red_envelopes_rain_member_uq').on(t.rainId, t.memberId),
    index('red_envelopes_member_idx').on(t.memberId),
    check('red_envelopes_amount_check', sql`${t.amount} > 0`),
  ],
);
