import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * VIP levels, daily rebates and referral (issue 20; docs/vip-rebates-referral.md).
 */

/** Rebate rates per game category (`gameType`: RNG, LIVE, FISH, ...), in basis points (100 = 1 %). */
export type RebateRates = Record<string, number>;

/**
 * A brand's VIP level. `rank` orders them (0 = the lowest, everyone's start). A member reaches a
 * level when their lifetime valid turnover reaches `minTurnover` and their deposits `minDeposits`.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    /** The label the member sees (`clubLabel.labelName`), e.g. VIP3. */
    name: text('name').notNull(),
    minTurnover: minor('min_turnover').notNull().default(sql`0`),
    minDeposits: minor('min_deposits').notNull().default(sql`0`),
    /** Paid once when a member first reaches the level (a reward, key vip:upgrade:<member>:<rank>). */
    upgradeBonus: minor('upgrade_bonus').notNull().default(sql`0`),
    /** Paid on the 1st of each month to members at the level (key vip:monthly:<member>:<yyyy-mm>). */
    monthlyBonus: minor('monthly_bonus').notNull().default(sql`0`),
    rebateRates: jsonb('rebate_rates').$type<RebateRates>().notNull().default({}),
    /** The withdrawal allowance of the level: count and amount a brand-local day (0 = no limit). Stored, not enforced yet. */
    withdrawDailyCount: integer('withdraw_daily_count').notNull().default(0),
    withdrawDailyAmount: minor('withdraw_daily_amount').notNull().default(sql`0`),
    /**
     * To keep the level: the turnover of the previous calendar month. Below it, the monthly job moves
     * the member one level down (only when the brand turns demotion on). 0: never demoted from here.
     */
    keepTurnover: minor('keep_turnover').notNull().default(sql`0`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_levels_rank_uq').on(t.brand, t.rank),
    uniqueIndex('vip_levels_name_uq').on(t.brand, t.name),
    check('vip_levels_rank_check', sql`${t.rank} between 0 and 99`),
    check(
      'vip_levels_amounts_bound',
      sql`${withinCeiling(t.minTurnover, true)} and ${withinCeiling(t.minDeposits, true)} and ${withinCeiling(t.upgradeBonus, true)} and ${withinCeiling(t.monthlyBonus, true)} and ${withinCeiling(t.withdrawDailyAmount, true)} and ${withinCeiling(t.keepTurnover, true)}`,
    ),
  ],
);

/** A member's level (absent: rank 0). Deposits are read from the credited deposits when needed. */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    /**
     * Taken off the lifetime turnover the levels compare: set at a demotion so that the member stands
     * at the lower level's threshold and earns the higher level again, rather than being promoted back
     * by the turnover that had already counted.
     */
    turnoverOffset: minor('turnover_offset').notNull().default(sql`0`),
    /** The month (yyyy-mm) the demotion check last looked at this member: once a month, however often the job runs. */
    reviewedMonth: text('reviewed_month'),
    reachedAt: at('reached_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_vip_brand_rank_idx').on(t.brand, t.rank)],
);

/** Per-brand settings of rebates, demotion and referral (absent: the defaults in the contract). */
export const vipSettings = pgTable(
  'vip_settings',
  {
    brand: text('brand')
      .primaryKey()
      .references(() => brands.code, { onDelete: 'cascade' }),
    /** 'reward': the rebate waits in the reward centre; 'cash': straight to the member's cash. */
    rebatePayout: text('rebate_payout').notNull().default('reward'),
    demotion: boolean('demotion').notNull().default(false),
    /** Referral: a fixed reward when an invitee's deposits reach the threshold (0 reward: off). */
    referralDepositThreshold: minor('referral_deposit_threshold').notNull().default(sql`0`),
    referralDepositReward: minor('referral_deposit_reward').notNull().default(sql`0`),
    /** Referral: a share (bp) of each invitee's daily turnover for `referralTurnoverDays` after they register. */
    referralTurnoverShareBp: integer('referral_turnover_share_bp').notNull().default(0),
    referralTurnoverDays: integer('referral_turnover_days').notNull().default(30),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('vip_settings_payout_check', sql`${t.rebatePayout} in ('reward', 'cash')`),
    check('vip_settings_share_check', sql`${t.referralTurnoverShareBp} between 0 and 10000`),
    check('vip_settings_days_check', sql`${t.referralTurnoverDays} between 1 and 365`),
    check(
      'vip_settings_amounts_bound',
      sql`${withinCeiling(t.referralDepositThreshold, true)} and ${withinCeiling(t.referralDepositReward, true)}`,
    ),
  ],
);

/**
 * Every VIP, rebate and referral payment, once per key (the reward's or the ledger entry's key):
 * `rebate:<member>:<day>:<category>`, `vip:upgrade:<member>:<rank>`, `vip:monthly:<member>:<yyyy-mm>`,
 * `referral:deposit:<invitee>`, `referral:turnover:<invitee>:<day>`. The cost reports read it.
 */
export const vipPayouts = pgTable(
  'vip_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** rebate | vip_upgrade | vip_monthly | referral_deposit | referral_turnover */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** The brand-local day (rebates, turnover shares) or month the payment is for. */
    period: text('period').notNull(),
    /** The game category (rebates), the invitee's id (referral), the level rank (VIP). */
    ref: text('ref'),
    /** What the amount was computed from (a day's turnover), and the rate in bp. */
    basis: minor('basis').notNull().default(sql`0`),
    rateBp: integer('rate_bp').notNull().default(0),
    amount: minor('amount').notNull(),
    /** 'reward' (offered in the reward centre) or 'cash' (a ledger entry). */
    payout: text('payout').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vip_payouts_key_uq').on(t.brand, t.key),
    index('vip_payouts_report_idx').on(t.brand, t.kind, t.period),
    index('vip_payouts_member_idx').on(t.memberId, t.createdAt),
    check(
      'vip_payouts_kind_check',
      sql`${t.kind} in ('rebate', 'vip_upgrade', 'vip_monthly', 'referral_deposit', 'referral_turnover')`,
    ),
    check('vip_payouts_payout_check', sql`${t.payout} in ('reward', 'cash')`),
    check('vip_payouts_amount_bound', sql`${t.amount} > 0 and ${withinCeiling(t.amount, true)}`),
  ],
);
