import { z } from 'zod';
import {
  BASIS_POINTS,
  CONTRACT_KINDS,
  CONTRACT_TIERS_MAX,
  type ContractKind,
  checkTiers,
  DIVIDEND_PERIODS,
  type Tiers,
} from '../../rules/contractTiers';
import { envelope } from './envelope';

/**
 * Agent contracts (issue 21; ADR 0026; docs/agents.md "Contracts and dividend"): a daily salary, a
 * dividend or an hourly salary an upline offers a direct downline agent, its acceptance, and its
 * settlements. Amounts are integer minor units; rates and shares are integer basis points (100 = 1%).
 */

export { CONTRACT_KINDS, type ContractKind, DIVIDEND_PERIODS };
export const CONTRACT_STATUSES = ['offered', 'active', 'refused', 'superseded'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_PERIODS = ['day', 'hour', ...DIVIDEND_PERIODS] as const;
/** Lists page 25 rows at a time. */
export const CONTRACTS_PAGE_SIZE = 25;

const minor = z.int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Integer minor units');
const basisPoints = z.int().min(1).max(BASIS_POINTS).describe('Basis points (100 = 1%)');

export const tierPaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: minor }),
  z.object({ kind: z.literal('rate'), basisPoints }),
]);
export const salaryTierSchema = z.object({
  minTurnover: minor,
  minActiveMembers: z.int().min(0).max(1_000_000),
  pay: tierPaySchema,
});
export const hourlyTierSchema = z.object({ minTurnover: minor, pay: tierPaySchema });
export const dividendTierSchema = z.object({ minNetLoss: minor, shareBasisPoints: basisPoints });
const list = <T extends z.ZodType>(t: T) => z.array(t).min(1).max(CONTRACT_TIERS_MAX);
/** Tiers as stored and answered (salary first: a salary tier is also a valid hourly one once stripped). */
export const tiersSchema = z.union([list(salaryTierSchema), list(hourlyTierSchema), list(dividendTierSchema)]);

/** `checkTiers`' findings as zod issues on `tiers.<row>.<field>` (the form shows them on the row). */
const tiersRule = (v: { kind: ContractKind; tiers: Tiers }, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(checkTiers(v.kind, v.tiers))) {
    ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  }
};

/** The terms of an offer or a revision. A dividend also names its period. */
export const contractTermsSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('salary'), tiers: list(salaryTierSchema) }),
    z.object({ kind: z.literal('hourly'), tiers: list(hourlyTierSchema) }),
    z.object({ kind: z.literal('dividend'), period: z.enum(DIVIDEND_PERIODS), tiers: list(dividendTierSchema) }),
  ])
  .superRefine(tiersRule);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** An offer: the terms and the direct downline agent they are for. */
export const contractOfferSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('salary'), memberId: z.uuid(), tiers: list(salaryTierSchema) }),
    z.object({ kind: z.literal('hourly'), memberId: z.uuid(), tiers: list(hourlyTierSchema) }),
    z.object({
      kind: z.literal('dividend'),
      memberId: z.uuid(),
      period: z.enum(DIVIDEND_PERIODS),
      tiers: list(dividendTierSchema),
    }),
  ])
  .superRefine(tiersRule);
export type ContractOffer = z.infer<typeof contractOfferSchema>;

export const contractSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  tiers: tiersSchema,
  status: z.enum(CONTRACT_STATUSES),
  version: z.int().min(1),
  /** The contract this one revises (null for a first offer). */
  revisesId: z.uuid().nullable(),
  downline: z.object({ id: z.uuid(), username: z.string() }),
  /** The offering upline's username; null when the house (staff) offered it. */
  upline: z.string().nullable(),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

const money = { currencySymbol: z.string(), minorUnitDigits: z.int().min(0).max(4) };

export const contractKindParamsSchema = z.object({ kind: z.enum(CONTRACT_KINDS) });
export const contractParamsSchema = z.object({ id: z.uuid() });

/** The downline's side: its active contract of a kind and the offer awaiting its answer. */
export const myContractSchema = z.object({
  ...money,
  kind: z.enum(CONTRACT_KINDS),
  active: contractSchema.nullable(),
  offer: contractSchema.nullable(),
});
export type MyContract = z.infer<typeof myContractSchema>;

/** The upline's side: each direct sub-agent with its active contract and pending offer of a kind. */
export const directContractsSchema = z.object({
  ...money,
  kind: z.enum(CONTRACT_KINDS),
  members: z.array(
    z.object({
      id: z.uuid(),
      username: z.string(),
      active: contractSchema.nullable(),
      offer: contractSchema.nullable(),
    }),
  ),
});
export type DirectContracts = z.infer<typeof directContractsSchema>;

export const settlementSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payee: z.string(),
  /** The paying upline's username; null when the house paid. */
  payer: z.string().nullable(),
  paidBy: z.enum(['upline', 'house']),
  turnover: minor,
  activeMembers: z.int().min(0),
  /** Negative when the team won. */
  netLoss: z.int(),
  tier: z.int().min(0).nullable(),
  due: minor,
  paid: minor,
  /** What the upline could not cover: recorded, never paid from nothing. */
  owed: minor,
  settledAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const SETTLEMENT_ROLES = ['payee', 'payer'] as const;
export const settlementsQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  role: z.enum(SETTLEMENT_ROLES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const settlementsSchema = z.object({
  ...money,
  items: z.array(settlementSchema),
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int(),
  /** Sum of `owed` over every row of the filter (not just this page). */
  owedTotal: minor,
});
export type Settlements = z.infer<typeof settlementsSchema>;

/** Spec §3 "Contract-request response": 1 when an offer of that kind awaits the member's answer. */
export const pendingContractsSchema = z.object({
  dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
  divtypecompperiodreq: z.union([z.literal(0), z.literal(1)]),
  contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
});
export type PendingContracts = z.infer<typeof pendingContractsSchema>;

/** The dividend page: the current period's estimate under the active dividend contract. */
export const dividendEstimateSchema = z.object({
  ...money,
  contract: contractSchema.nullable(),
  /** Null without an active dividend contract. */
  period: z.object({ key: z.string(), start: z.string(), end: z.string() }).nullable(),
  netLoss: z.int(),
  tier: z.int().min(0).nullable(),
  shareBasisPoints: z.int().min(0),
  estimate: minor,
});
export type DividendEstimate = z.infer<typeof dividendEstimateSchema>;

// Back office ------------------------------------------------------------------------------------

export const adminContractsQuerySchema = z.object({
  /** Part of the downline's username. */
  agent: z.string().trim().max(60).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const adminContractsSchema = z.object({
  items: z.array(contractSchema),
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int(),
});
export type AdminContracts = z.infer<typeof adminContractsSchema>;

export const adminSettlementsQuerySchema = z.object({
  agent: z.string().trim().max(60).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  periodKey: z.string().max(20).optional(),
  owedOnly: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

export const rerunSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** dividend: `2026-11-H1` or `2026-11` (the contract's own period decides which contracts it takes). */
  periodKey: z.string().trim().min(7).max(20),
  reason: z.string().trim().min(3).max(500),
});
export type Rerun = z.infer<typeof rerunSchema>;
export const rerunResultSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  /** Settlements made by this run; the ones that already existed are skipped. */
  settled: z.int().min(0),
  skipped: z.int().min(0),
  paid: minor,
  owed: minor,
});
export type RerunResult = z.infer<typeof rerunResultSchema>;

export const contractDefaultsSchema = z.object({
  salary: z.object({ tiers: list(salaryTierSchema) }).nullable(),
  hourly: z.object({ tiers: list(hourlyTierSchema) }).nullable(),
  dividend: z.object({ period: z.enum(DIVIDEND_PERIODS), tiers: list(dividendTierSchema) }).nullable(),
});
export type ContractDefaults = z.infer<typeof contractDefaultsSchema>;

export const contractResponseSchema = envelope(contractSchema);
export const myContractResponseSchema = envelope(myContractSchema);
export const directContractsResponseSchema = envelope(directContractsSchema);
export const settlementsResponseSchema = envelope(settlementsSchema);
export const pendingContractsResponseSchema = envelope(pendingContractsSchema);
export const dividendEstimateResponseSchema = envelope(dividendEstimateSchema);
export const adminContractsResponseSchema = envelope(adminContractsSchema);
export const rerunResponseSchema = envelope(rerunResultSchema);
export const contractDefaultsResponseSchema = envelope(contractDefaultsSchema);
