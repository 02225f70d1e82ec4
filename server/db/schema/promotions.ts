import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * How much of a stake counts toward wagering, per game category (`gameType`: RNG, LIVE, FISH, PVP,
 * SPORTS, ...), in percent 0–100. A category not listed counts `default` (docs/bonuses.md).
 */
export type Contributions = Record<string, number> & { default: number };

/**
 * A bonus template (docs/bonuses.md, ADR 0022): what a trigger pays, and the terms every grant made
 * from it carries. Terms are copied onto the grant, so editing a template never changes a live grant.
 */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** signup | deposit | code | manual (staff) | reward (a claimed reward pays as bonus). */
    trigger: text('trigger').notNull(),
    /** deposit: the nth deposit of the member (1 = first); null: any deposit inside [startsAt, endsAt). */
    depositNth: integer('deposit_nth'),
    /** The code a player enters (trigger code), upper-case, unique per brand. */
    code: text('code'),
    /** Deposit match in percent (120 = 120 %); null: a fixed amount. */
    percent: integer('percent'),
    fixedAmount: minor('fixed_amount'),
    /** The cap of what one grant pays; null: none. */
    maxAmount: minor('max_amount'),
    /** The deposit range a match applies to (inclusive); null ends are open. */
    minDeposit: minor('min_deposit'),
    maxDeposit: minor('max_deposit'),
    /** Wagering: `wageringMultiple` × the bonus, or × (bonus + deposit). */
    wageringMultiple: integer('wagering_multiple').notNull(),
    wageringBasis: text('wagering_basis').notNull().default('bonus'),
    contributions: jsonb('contributions').$type<Contributions>().notNull(),
    /** The largest stake while wagering; null: none. */
    maxBet: minor('max_bet'),
    validDays: integer('valid_days').notNull(),
    /** The most that converts to cash; null: all of it. */
    conversionCap: minor('conversion_cap'),
    forfeitOnWithdrawal: boolean('forfeit_on_withdrawal').notNull().default(true),
    /** At most one grant of this template per person (mobile, e-mail, ID number, device). */
    oncePerPerson: boolean('once_per_person').notNull().default(false),
    /** The window the template triggers in; null ends are open. */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_templates_code_uq').on(t.brand, t.code).where(sql`${t.code} is not null`),
    check('bonus_templates_trigger_check', sql`${t.trigger} in ('signup', 'deposit', 'code', 'manual', 'reward')`),
    check('bonus_templates_basis_check', sql`${t.wageringBasis} in ('bonus', 'bonus_deposit')`),
    check('bonus_templates_multiple_check', sql`${t.wageringMultiple} between 0 and 200`),
    check('bonus_templates_percent_check', sql`${t.percent} is null or ${t.percent} between 1 and 1000`),
    check('bonus_templates_nth_check', sql`${t.depositNth} is null or ${t.depositNth} between 1 and 100`),
    check('bonus_templates_days_check', sql`${t.validDays} between 1 and 365`),
    check('bonus_templates_fixed_bound', sql`${t.fixedAmount} is null or ${withinCeiling(t.fixedAmount, true)}`),
    check('bonus_templates_max_bound', sql`${t.maxAmount} is null or ${withinCeiling(t.maxAmount, true)}`),
    check('bonus_templates_max_bet_bound', sql`${t.maxBet} is null or ${withinCeiling(t.maxBet, true)}`),
    check('bonus_templates_cap_bound', sql`${t.conversionCap} is null or ${withinCeiling(t.conversionCap, true)}`),
  ],
);

/**
 * One bonus given to one member (ADR 0022). The bonus money is on the grant: `balance` is what is
 * left of it, and the member's ledger `bonus` account is the sum of their active grants' balances.
 * A bet takes cash first and the shortfall from the grant that expires first; its stake × the
 * category's contribution feeds `wagered`; when `wagered` reaches `wageringRequired` the balance
 * (up to the cap) converts to cash in one entry. Status:
 * review (flagged, nothing posted yet) → active → converted | forfeited | expired; review → rejected.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => bonusTemplates.id, { onDelete: 'set null' }),
    /** What gave it: signup, deposit, code, manual, reward. */
    source: text('source').notNull(),
    /** The deposit id, the code, the reward id, the staff id. */
    sourceRef: text('source_ref'),
    /** One grant per trigger event: `deposit:<id>:<template>`, `signup:<member>:<template>`, ... */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    amount: minor('amount').notNull(),
    balance: minor('balance').notNull(),
    depositAmount: minor('deposit_amount'),
    wageringRequired: minor('wagering_required').notNull(),
    wagered: minor('wagered').notNull().default(sql`0`),
    contributions: jsonb('contributions').$type<Contributions>().notNull(),
    maxBet: minor('max_bet'),
    conversionCap: minor('conversion_cap'),
    forfeitOnWithdrawal: boolean('forfeit_on_withdrawal').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Why it waits for review: the identities it shares with another member's grant of the template. */
    flagReason: text('flag_reason'),
    /** What converted to cash, what was forfeited, and why it ended. */
    convertedAmount: minor('converted_amount'),
    forfeitedAmount: minor('forfeited_amount'),
    endReason: text('end_reason'),
    /** The staff member who granted, approved or rejected it. */
    staffId: uuid('staff_id'),
    createdAt: at('created_at').notNull(),
    activatedAt: at('activated_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('bonus_grants_key_uq').on(t.brand, t.idempotencyKey),
    // The bet's lookup: a member's active grants in expiry order.
    index('bonus_grants_member_idx').on(t.memberId, t.status, t.expiresAt),
    index('bonus_grants_status_idx').on(t.brand, t.status, t.expiresAt),
    index('bonus_grants_template_idx').on(t.templateId),
    check(
      'bonus_grants_status_check',
      sql`${t.status} in ('review', 'active', 'converted', 'forfeited', 'expired', 'rejected')`,
    ),
    check('bonus_grants_amount_bound', withinCeiling(t.amount, true)),
    check('bonus_grants_balance_bound', withinCeiling(t.balance, true)),
    check('bonus_grants_wagered_bound', sql`${t.wagered} >= 0`),
    check('bonus_grants_required_bound', sql`${t.wageringRequired} >= 0`),
  ],
);

/**
 * A reward waiting for the member to claim it (/m/rewardCenter): from the daily sign-in, a rebate,
 * VIP, referral, a promotion or staff. `payout` cash pays `amount` to cash in one entry against
 * promotion cost; `bonus` makes a grant with `templateId`'s terms. Claimed once (the status update
 * is conditional); `claimable` past `expiresAt` is shown as expired and can no longer be claimed.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** signin | rebate | vip | referral | promotion | manual */
    source: text('source').notNull(),
    /** The sign-in day, the rebate period, the promotion application, ... */
    sourceRef: text('source_ref'),
    /** One reward per source event: `signin:<member>:<day>`, `rebate:<member>:<day>:<category>`, ... */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the player reads: an i18n key of the `rewards` namespace and its values. */
    titleKey: text('title_key').notNull(),
    titleValues: jsonb('title_values').$type<Record<string, string | number>>().notNull().default({}),
    amount: minor('amount').notNull(),
    payout: text('payout').notNull(),
    templateId: uuid('template_id').references(() => bonusTemplates.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('claimable'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    claimedAt: at('claimed_at'),
    grantId: uuid('grant_id'),
    entryId: uuid('entry_id'),
  },
  (t) => [
    uniqueIndex('rewards_key_uq').on(t.brand, t.idempotencyKey),
    index('rewards_member_idx').on(t.memberId, t.status, t.createdAt),
    check('rewards_payout_check', sql`${t.payout} in ('cash', 'bonus')`),
    check('rewards_status_check', sql`${t.status} in ('claimable', 'claimed')`),
    check('rewards_source_check', sql`${t.source} in ('signin', 'rebate', 'vip', 'referral', 'promotion', 'manual')`),
    check('rewards_amount_bound', sql`${t.amount} > 0 and ${withinCeiling(t.amount, true)}`),
  ],
);
