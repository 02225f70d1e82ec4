import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, minor, withinCeiling } from './columns';
import { brands } from './system';

/**
 * An agent contract (issue 21, ADR 0026, docs/agents.md "Contracts and dividend"): a daily salary,
 * a dividend or an hourly salary offered by an upline (the downline's direct upline agent, or staff
 * for a top-level agent) to a direct downline agent. `tiers` is jsonb, validated by the contract's
 * zod schema and `checkTiers` (src/rules/contractTiers.ts) before it is written.
 *
 * Status: offered → active (accepted) | refused; an offer revised before its answer becomes
 * superseded; an active contract becomes superseded when its revision is accepted (it keeps paying
 * until then, ADR 0026). At most one active and one offered contract per (downline, kind): partial
 * unique indexes, so two racing offers or accepts cannot both win.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    /** salary | dividend | hourly */
    kind: text('kind').notNull(),
    downlineId: uuid('downline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** The offering upline agent; null when staff offered it (a top-level agent). */
    uplineId: uuid('upline_id').references(() => members.id, { onDelete: 'restrict' }),
    /** The staff member who offered it (uplineId null). */
    staffId: uuid('staff_id'),
    /** day (salary) | hour (hourly) | half_month | month (dividend) */
    period: text('period').notNull(),
    tiers: jsonb('tiers').notNull(),
    status: text('status').notNull().default('offered'),
    /** 1 for a first offer; a revision is the revised contract's version + 1. */
    version: integer('version').notNull().default(1),
    /** The contract this one revises. */
    revisesId: uuid('revises_id'),
    offeredAt: at('offered_at').notNull(),
    /** Accepted or refused. */
    decidedAt: at('decided_at'),
    /** When a revision replaced it (superseded). */
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_active_uq').on(t.downlineId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_offered_uq').on(t.downlineId, t.kind).where(sql`${t.status} = 'offered'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind),
    index('agent_contracts_brand_idx').on(t.brand, t.kind, t.status),
    check('agent_contracts_kind_check', sql`${t.kind} in ('salary', 'dividend', 'hourly')`),
    check('agent_contracts_status_check', sql`${t.status} in ('offered', 'active', 'refused', 'superseded')`),
    check(
      'agent_contracts_period_check',
      sql`(${t.kind} = 'salary' and ${t.period} = 'day') or (${t.kind} = 'hourly' and ${t.period} = 'hour') or (${t.kind} = 'dividend' and ${t.period} in ('half_month', 'month'))`,
    ),
    check('agent_contracts_offerer_check', sql`(${t.uplineId} is null) = (${t.staffId} is not null)`),
  ],
);

/**
 * One settlement of a contract for one period (`periodKey`: `2026-11-26`, `2026-11-26T13`,
 * `2026-11-H1`, `2026-11`): the team figures, the tier met, what was due, what was paid (one ledger
 * entry `contract_payment`, key `contract:<contract>:<period>`) and what the upline could not cover
 * (`owed`). Unique per (contract, period) and per (downline, kind, period): a job run twice, on two
 * nodes, or re-run by staff pays once.
 */
export const agentContractSettlements = pgTable(
  'agent_contract_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    downlineId: uuid('downline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** The paying upline agent; null when the house paid. */
    payerId: uuid('payer_id').references(() => members.id, { onDelete: 'restrict' }),
    /** upline | house */
    paidBy: text('paid_by').notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    turnover: minor('turnover').notNull(),
    activeMembers: integer('active_members').notNull(),
    netLoss: minor('net_loss').notNull(),
    /** The index of the tier met, null when none was. */
    tier: integer('tier'),
    due: minor('due').notNull(),
    paid: minor('paid').notNull(),
    owed: minor('owed').notNull(),
    entryId: uuid('entry_id'),
    settledAt: at('settled_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_contract_settlements_period_uq').on(t.contractId, t.periodKey),
    uniqueIndex('agent_contract_settlements_downline_uq').on(t.downlineId, t.kind, t.periodKey),
    index('agent_contract_settlements_payer_idx').on(t.payerId, t.settledAt),
    index('agent_contract_settlements_brand_idx').on(t.brand, t.kind, t.periodKey),
    check('agent_contract_settlements_paid_by_check', sql`${t.paidBy} in ('upline', 'house')`),
    check(
      'agent_contract_settlements_sum_check',
      sql`${t.paid} >= 0 and ${t.owed} >= 0 and ${t.paid} + ${t.owed} = ${t.due}`,
    ),
    check('agent_contract_settlements_due_bound', withinCeiling(t.due, true)),
  ],
);

/** The brand's default tiers per contract kind, used to prefill offers (back office). */
export const agentContractDefaults = pgTable(
  'agent_contract_defaults',
  {
    brand: text('brand')
      .notNull()
      .references(() => brands.code, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** dividend: half_month | month; else the kind's own period. */
    period: text('period').notNull(),
    tiers: jsonb('tiers').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.kind] }),
    check('agent_contract_defaults_kind_check', sql`${t.kind} in ('salary', 'dividend', 'hourly')`),
  ],
);
