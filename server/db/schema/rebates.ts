import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * Differential agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates"). A member's rebate rate
 * per game category (the vendor's `gameCategory`), in basis points of real-money turnover. An agent
 * sets its direct members' rates (never above its own); staff set top-level agents' (never above the
 * brand max). A category without a row is 0. `setById` is the agent who set it, or null for staff.
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
    setById: uuid('set_by_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check('agent_rebate_rates_bp_check', sql`${t.rateBp} >= 0 and ${t.rateBp} <= 10000`),
  ],
);

/** The brand max per category: no top-level agent's rate may be above it (absent: 0). */
export const agentRebateCaps = pgTable(
  'agent_rebate_caps',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    maxBp: integer('max_bp').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.category] }),
    check('agent_rebate_caps_bp_check', sql`${t.maxBp} >= 0 and ${t.maxBp} <= 10000`),
  ],
);

/**
 * One settled line: what `earnerId` earns on `sourceId`'s turnover in `category` over the period
 * (`period`: the brand-local day, YYYY-MM-DD). Written once per (period, earner, source, category);
 * `entryId` is the ledger entry that paid it (null until paid). A re-run pays only unpaid lines.
 */
export const agentRebateLines = pgTable(
  'agent_rebate_lines',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    earnerId: uuid('earner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    turnover: minor('turnover').notNull(),
    rateDiff: integer('rate_diff').notNull(),
    amount: minor('amount').notNull(),
    entryId: uuid('entry_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.earnerId, t.sourceId, t.category] }),
    index('agent_rebate_lines_earner_idx').on(t.earnerId, t.period),
    index('agent_rebate_lines_brand_period_idx').on(t.brand, t.period),
    check('agent_rebate_lines_amount_bound', withinCeiling(t.amount, true)),
    check('agent_rebate_lines_turnover_bound', withinCeiling(t.turnover, true)),
  ],
);

/**
 * Every settlement run of the agent area (issue 21): its kind ('rebate'), the period it settled, its
 * status (running, succeeded, failed), what it found (`lines`, `total`) and what it paid this time
 * (`paid`, `payments`), when, and who asked (`trigger`: 'job' or the staff username of a re-run).
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').notNull().default('running'),
    lines: integer('lines').notNull().default(0),
    total: minor('total').notNull().default(sql`0`),
    payments: integer('payments').notNull().default(0),
    paid: minor('paid').notNull().default(sql`0`),
    trigger: text('trigger').notNull(),
    reason: text('reason'),
    error: text('error'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('agent_settlement_runs_brand_idx').on(t.brand, t.startedAt),
    check('agent_settlement_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);
