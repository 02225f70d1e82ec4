import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * The daily sign-in of a brand (docs/signin-rewards.md): a cycle of `cycleDays` days, each day's
 * reward in `signin_rewards`, paid as cash or as a bonus (`templateId`'s terms) once claimed in the
 * reward centre. Days are calendar days in `timeZone` (brands have no time zone of their own).
 * With `makeupAllowed`, a missed day of the current cycle may be signed later, `makeupPerCycle` times.
 */
export const signinConfigs = pgTable(
  'signin_configs',
  {
    brand: text('brand')
      .primaryKey()
      .references(() => brands.code, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    cycleDays: integer('cycle_days').notNull(),
    /** cash | bonus */
    payout: text('payout').notNull().default('cash'),
    /** The bonus template whose terms a `bonus` payout carries (the rewards core's bonus_templates). */
    templateId: uuid('template_id'),
    makeupAllowed: boolean('makeup_allowed').notNull().default(false),
    makeupPerCycle: integer('makeup_per_cycle').notNull().default(0),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('signin_configs_cycle_check', sql`${t.cycleDays} between 1 and 31`),
    check('signin_configs_payout_check', sql`${t.payout} in ('cash', 'bonus')`),
    check('signin_configs_makeup_check', sql`${t.makeupPerCycle} between 0 and 31`),
  ],
);

/** The reward of day `day` (1 … cycleDays) of a brand's sign-in cycle, in minor units. */
export const signinRewards = pgTable(
  'signin_rewards',
  {
    brand: text('brand')
      .notNull()
      .references(() => signinConfigs.brand, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    amount: minor('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.day] }),
    check('signin_rewards_day_check', sql`${t.day} between 1 and 31`),
    check('signin_rewards_amount_bound', sql`${t.amount} > 0 and ${withinCeiling(t.amount, true)}`),
  ],
);

/**
 * One sign-in of one member on one calendar day (`date`, YYYY-MM-DD in the brand's time zone). The
 * unique (member, date) makes a double tap pay once. `cycleStart` is the date of the cycle's day 1;
 * `day` the cycle day it counted as; `makeup` a missed day signed later (`createdAt` is when).
 */
export const signinRecords = pgTable(
  'signin_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    cycleStart: text('cycle_start').notNull(),
    day: integer('day').notNull(),
    amount: minor('amount').notNull(),
    makeup: boolean('makeup').notNull().default(false),
    /** The reward offered for it (the rewards core's rewards.id). */
    rewardId: uuid('reward_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('signin_records_member_date_uq').on(t.memberId, t.date),
    index('signin_records_member_idx').on(t.memberId, t.cycleStart),
    check('signin_records_date_check', sql`${t.date} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check('signin_records_day_check', sql`${t.day} between 1 and 31`),
  ],
);
