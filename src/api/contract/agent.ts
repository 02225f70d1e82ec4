import { z } from 'zod';
import { KPI_PERIODS, TEAM_KPIS, TEAM_PAGE_SIZE } from '../../rules/agent';
import { envelope } from './envelope';

/**
 * The agent area (issue 21, ADR 0023, docs/agents.md): /api/agent/*, for agent sessions only (types
 * other than 0, 4, 40), each answering over the caller's own subtree. Amounts are integer minor units.
 */

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Integer minor units');
const signedMinor = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const count = z.number().int().min(0);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day, YYYY-MM-DD');
/**
 * An IANA time zone name ("Asia/Shanghai"); the reader's own, so "today" is theirs. The server also
 * checks that it knows the zone (400 request.invalid, fields.tz).
 */
const timeZone = z
  .string()
  .max(64)
  .regex(/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/, { message: 'validation.timeZone' })
  .describe("The reader's IANA time zone; absent: the brand's (Asia/Shanghai)");

export const currencyShape = {
  currencySymbol: z.string(),
  minorUnitDigits: z.number().int().min(0).max(4),
};

// Agent home ----------------------------------------------------------------------------------------

export const agentHomeQuerySchema = z.object({ tz: timeZone.optional() });

/** Spec §3 "Team KPI footer": today's four counters over the agent's subtree. */
export const teamFooterSchema = z.object({
  teamLoginMemberCount: count.describe('Team members (the agent excluded) who logged in today'),
  teamBetMemberCount: count.describe('Team members who placed a real-money bet today'),
  teamRegisterMemberCount: count.describe('Team members who registered today'),
  teamOnlineCount: count.describe('Team members with a live session now (seen within the idle timeout)'),
});
export type TeamFooter = z.infer<typeof teamFooterSchema>;

export const agentHomeSchema = z.object({
  day: day.describe("The reader's today the counters cover"),
  footer: teamFooterSchema,
  teamSize: count.describe('Everyone below the agent, at any depth'),
});
export type AgentHome = z.infer<typeof agentHomeSchema>;
export const agentHomeResponseSchema = envelope(agentHomeSchema);

// Team overview --------------------------------------------------------------------------------------

export const teamOverviewQuerySchema = z.object({
  period: z.enum(KPI_PERIODS).default('today'),
  from: day.optional().describe('The first day of a custom period'),
  to: day.optional().describe('The last day of a custom period (not after today; at most 365 days)'),
  tz: timeZone.optional(),
});
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

const kpiShape = {
  registrations: count,
  firstDeposits: count.describe('Members whose first credited deposit fell in the period'),
  deposits: minor.describe('Credited deposits'),
  withdrawals: minor.describe('Paid withdrawals'),
  activeBettors: count.describe('Members with at least one real-money round'),
  turnover: minor.describe('Real-money stakes'),
  wins: minor.describe('Real-money payouts'),
  net: signedMinor.describe("wins − turnover: the team's own result (negative: the team lost)"),
};
export const teamKpisSchema = z.object(kpiShape);
export type TeamKpis = z.infer<typeof teamKpisSchema>;
/** One day of the chart: every KPI, so the page switches KPI without a new request. */
export const teamKpiDaySchema = z.object({ day, ...kpiShape });
export type TeamKpiDay = z.infer<typeof teamKpiDaySchema>;

export const teamOverviewSchema = z.object({
  first: day,
  last: day,
  totals: teamKpisSchema,
  series: z.array(teamKpiDaySchema),
  direct: count.describe('Members directly under the agent'),
  indirect: count.describe('Members further down'),
  levels: z
    .array(z.object({ depth: z.number().int().min(1), members: count }))
    .describe('Members per level below the agent (1 = direct)'),
  ...currencyShape,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
export const teamOverviewResponseSchema = envelope(teamOverviewSchema);
export { TEAM_KPIS };

// Team manage ----------------------------------------------------------------------------------------

export const TEAM_TYPE_FILTERS = ['all', 'player', 'agent'] as const;
export const TEAM_SCOPES = ['all', 'direct'] as const;

export const teamMembersQuerySchema = z.object({
  q: z.string().trim().max(32).optional().describe('Part of a username (case-insensitive)'),
  type: z.enum(TEAM_TYPE_FILTERS).default('all'),
  scope: z.enum(TEAM_SCOPES).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TeamMembersQuery = z.input<typeof teamMembersQuerySchema>;
export type TeamMembersFilter = z.infer<typeof teamMembersQuerySchema>;

export const teamMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  type: z.number().int().describe('Customer type (ADR 0006)'),
  depth: z.number().int().min(1).describe('1: direct member'),
  parentUsername: z.string().nullable(),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  balance: minor.nullable().describe('Cash + bonus; null when the brand does not show downline balances'),
  deposits: minor.describe('Credited deposits, all time'),
  turnover: minor.describe('Real-money stakes, all time'),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = z.object({
  items: z.array(teamMemberSchema),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.literal(TEAM_PAGE_SIZE),
  showsBalance: z.boolean(),
  allowsTransfers: z
    .boolean()
    .describe("The brand's agent.transfersToDownline: the agent may transfer cash to a direct member"),
  ...currencyShape,
});
export type TeamMembers = z.infer<typeof teamMembersSchema>;
export const teamMembersResponseSchema = envelope(teamMembersSchema);

export const teamMemberParamsSchema = z.object({ id: z.uuid() });
export const teamMemberResponseSchema = envelope(teamMemberSchema.extend(currencyShape));

// Open account ---------------------------------------------------------------------------------------

export const OPEN_ACCOUNT_KINDS = ['player', 'agent'] as const;
export const openAccountSchema = z.object({
  kind: z.enum(OPEN_ACCOUNT_KINDS).describe('A player, or a sub-agent'),
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type OpenAccountBody = z.infer<typeof openAccountSchema>;
export const openAccountResponseSchema = envelope(z.object({ id: z.uuid(), username: z.string(), type: z.number() }));

export const agentInviteSchema = z.object({
  code: z.string().describe("The agent's invitation (affiliate) code; made on first read"),
});
export const agentInviteResponseSchema = envelope(agentInviteSchema);

// Back office ----------------------------------------------------------------------------------------

export const moveMemberSchema = z.object({
  memberId: z.uuid(),
  parentId: z.uuid().nullable().describe('The new upline; null moves the member to the top level'),
  reason: z.string().trim().min(3).max(500),
});
export const moveMemberResponseSchema = envelope(
  z.object({
    memberId: z.uuid(),
    fromParentId: z.uuid().nullable(),
    toParentId: z.uuid().nullable(),
    subtreeSize: count,
  }),
);
