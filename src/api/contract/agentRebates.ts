import { z } from 'zod';
import { AGENT_REBATE_CATEGORIES, AGENT_REBATE_MAX_BP } from '../../rules/agentRebate';
import { envelope } from './envelope';

/**
 * Differential agent rebates (issue 21, ADR 0025, docs/agents.md "Rebates"): /api/agent/rebates/* for
 * agents (over their own subtree) and /api/admin/agent-rebates/* for staff. Rates are integer basis
 * points of real-money turnover (100 = 1 %) per game category; amounts are integer minor units.
 */

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Integer minor units');
const bp = z.number().int().min(0).max(AGENT_REBATE_MAX_BP).describe('Basis points of turnover (100 = 1 %)');
const count = z.number().int().min(0);
const period = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("A settlement period: the brand's local day, YYYY-MM-DD");
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const category = z.enum(AGENT_REBATE_CATEGORIES);

export const agentRebateRatesSchema = z
  .partialRecord(category, bp)
  .describe('Rate per game category (bp); a category not listed is 0');
export type AgentRebateRates = z.infer<typeof agentRebateRatesSchema>;

const money = { currencySymbol: z.string(), minorUnitDigits: z.number().int().min(0).max(4) };
const paging = { total: count, page: z.number().int().min(1), pageSize: z.number().int().min(1) };

// The agent's side ---------------------------------------------------------------------------------

export const myRebateRatesSchema = z.object({
  rates: agentRebateRatesSchema,
  /** True when the caller has no agent upline: staff set its rates. */
  topLevel: z.boolean(),
});
export type MyRebateRates = z.infer<typeof myRebateRatesSchema>;
export const myRebateRatesResponseSchema = envelope(myRebateRatesSchema);

export const rebateDownlineQuerySchema = z.object({
  q: z.string().trim().min(1).max(32).optional().describe('Part of a username'),
  id: z.uuid().optional().describe('One direct member (team manage opens its rates by id)'),
  page,
});
export type RebateDownlineQuery = z.input<typeof rebateDownlineQuerySchema>;

export const rebateMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  type: z.number().int(),
  rates: agentRebateRatesSchema,
});
export type RebateMember = z.infer<typeof rebateMemberSchema>;

export const rebateDownlineSchema = z.object({
  items: z.array(rebateMemberSchema),
  ...paging,
  /** The caller's own rates: the limit of each direct member's. */
  myRates: agentRebateRatesSchema,
});
export type RebateDownline = z.infer<typeof rebateDownlineSchema>;
export const rebateDownlineResponseSchema = envelope(rebateDownlineSchema);

export const rebateMemberParamsSchema = z.object({ id: z.uuid() });
export const setRebateRatesSchema = z.object({ rates: agentRebateRatesSchema });
export type SetRebateRates = z.infer<typeof setRebateRatesSchema>;
export const rebateMemberResponseSchema = envelope(rebateMemberSchema);

export const rebateEarningsQuerySchema = z.object({ page });
export const rebatePeriodSchema = z.object({
  period,
  amount: minor,
  /** Paid through the ledger (false: settled lines not paid yet). */
  paid: z.boolean(),
});
export const rebateEarningsSchema = z.object({
  items: z.array(rebatePeriodSchema),
  ...paging,
  ...money,
});
export type RebateEarnings = z.infer<typeof rebateEarningsSchema>;
export const rebateEarningsResponseSchema = envelope(rebateEarningsSchema);

export const rebateLineSchema = z.object({
  sourceId: z.uuid(),
  /** The member whose turnover it is (the caller itself for its own rebate). */
  source: z.string(),
  category,
  turnover: minor,
  rateDiff: z.number().int().min(0),
  amount: minor,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateReportSchema = z.object({
  period,
  amount: minor,
  paid: z.boolean(),
  byCategory: z.array(z.object({ category, turnover: minor, amount: minor })),
  lines: z.array(rebateLineSchema),
  ...money,
});
export type RebateReport = z.infer<typeof rebateReportSchema>;
export const rebatePeriodParamsSchema = z.object({ period });
export const rebateReportResponseSchema = envelope(rebateReportSchema);

// The back office ----------------------------------------------------------------------------------

export const adminRebateAgentsQuerySchema = z.object({
  q: z.string().trim().min(1).max(32).optional(),
  page,
});
export type AdminRebateAgentsQuery = z.input<typeof adminRebateAgentsQuerySchema>;
export const adminRebateAgentsSchema = z.object({
  items: z.array(rebateMemberSchema),
  ...paging,
  caps: agentRebateRatesSchema,
});
export type AdminRebateAgents = z.infer<typeof adminRebateAgentsSchema>;
export const adminRebateAgentsResponseSchema = envelope(adminRebateAgentsSchema);

const reason = z.string().trim().min(1).max(500);
export const adminSetRebateRatesSchema = z.object({ rates: agentRebateRatesSchema, reason });
export type AdminSetRebateRates = z.infer<typeof adminSetRebateRatesSchema>;

export const rebateCapsSchema = z.object({ caps: agentRebateRatesSchema });
export type RebateCaps = z.infer<typeof rebateCapsSchema>;
export const rebateCapsResponseSchema = envelope(rebateCapsSchema);
export const setRebateCapsSchema = z.object({ caps: agentRebateRatesSchema, reason });

export const SETTLEMENT_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const settlementRunSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  periodKey: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  lines: count.describe('Lines the period holds after the run'),
  total: minor.describe('What the period earns in all'),
  payments: count.describe('Ledger payments this run made'),
  paid: minor.describe('What this run paid (0 when everything was paid before)'),
  trigger: z.string().describe("'job' or the staff member who re-ran it"),
  reason: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;
export const settlementRunsQuerySchema = z.object({ page });
export const settlementRunsSchema = z.object({ items: z.array(settlementRunSchema), ...paging, ...money });
export type SettlementRuns = z.infer<typeof settlementRunsSchema>;
export const settlementRunsResponseSchema = envelope(settlementRunsSchema);
export const rerunPeriodSchema = z.object({ period, reason });
export type RerunPeriod = z.infer<typeof rerunPeriodSchema>;
export const settlementRunResponseSchema = envelope(settlementRunSchema);
