import { z } from 'zod';
import { KPI_PERIODS } from '../../rules/agent';
import { PNL_FIGURES, TEAM_REPORT_PAGE_SIZE } from '../../rules/teamReports';
import { currencyShape } from './agent';
import { envelope } from './envelope';
import { GAME_CATEGORIES } from './games.constants';

/**
 * Team profit and loss and team betting (issue 21; docs/agents.md): /api/agent/team/pnl and
 * /api/agent/team/bets, over the caller's own subtree. Sums are integer minor units as decimal
 * strings (a team's sums may pass 2^53); a single round's amounts are numbers.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A calendar day, YYYY-MM-DD');
const timeZone = z
  .string()
  .max(64)
  .regex(/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/, { message: 'validation.timeZone' })
  .describe("The reader's IANA time zone; absent: the brand's (Asia/Shanghai)");
/** An integer amount in minor units as a decimal string ("-12345"). */
const sumMinor = z
  .string()
  .regex(/^-?\d{1,30}$/)
  .describe('Integer minor units as a decimal string');
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const count = z.number().int().min(0);
const page = z.coerce.number().int().min(1).max(10_000).default(1);

const periodShape = {
  period: z.enum(KPI_PERIODS).default('today'),
  from: day.optional().describe('The first day of a custom period'),
  to: day.optional().describe('The last day of a custom period (not after today; at most 365 days)'),
  tz: timeZone.optional(),
};

// Team profit and loss ------------------------------------------------------------------------------

export const teamPnlQuerySchema = z.object({
  ...periodShape,
  parent: z
    .uuid()
    .optional()
    .describe("Drill-down: a member of the caller's team whose direct members to list (404 outside the team)"),
  page,
});
export type TeamPnlQuery = z.infer<typeof teamPnlQuerySchema>;

const figuresShape = Object.fromEntries(PNL_FIGURES.map((f) => [f, sumMinor])) as Record<
  (typeof PNL_FIGURES)[number],
  typeof sumMinor
>;
export const pnlFiguresSchema = z
  .object(figuresShape)
  .describe('net = payouts + bonuses + rebates + commissions − stakes (negative: the team lost)');
export type PnlFiguresDto = z.infer<typeof pnlFiguresSchema>;

export const pnlMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  type: z.number().int().describe('Customer type (ADR 0006)'),
  self: z.boolean().describe("The drilled member's own figures (its subtree's are the other rows)"),
  teamSize: count.describe('Members below this one (its own figures include theirs unless self)'),
  figures: pnlFiguresSchema,
});
export type PnlMember = z.infer<typeof pnlMemberSchema>;

export const teamPnlSchema = z.object({
  first: day,
  last: day,
  parent: z
    .object({ id: z.uuid(), username: z.string() })
    .nullable()
    .describe('The drilled member; null: the caller itself'),
  path: z
    .array(z.object({ id: z.uuid(), username: z.string() }))
    .describe("From the caller's direct member down to the drilled member (the breadcrumb)"),
  totals: pnlFiguresSchema.describe("Over the caller's team, or the drilled member and its team"),
  series: z.array(pnlFiguresSchema.extend({ day })),
  members: z.array(pnlMemberSchema).describe('One row per direct member, its own team included; 25 a page'),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.literal(TEAM_REPORT_PAGE_SIZE),
  ...currencyShape,
});
export type TeamPnl = z.infer<typeof teamPnlSchema>;
export const teamPnlResponseSchema = envelope(teamPnlSchema);

// Team betting --------------------------------------------------------------------------------------

export const TEAM_BET_CATEGORIES = ['ALL', ...GAME_CATEGORIES] as const;

export const teamBetsQuerySchema = z.object({
  ...periodShape,
  member: z.string().trim().max(32).optional().describe('Part of a username (case-insensitive)'),
  category: z.enum(TEAM_BET_CATEGORIES).default('ALL'),
  game: z.coerce.number().int().min(1).optional().describe('A game id (from `games`)'),
  page,
});
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;

export const teamBetSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  category: z.string(),
  stake: minor,
  payout: minor,
  net: z.number().int().describe('payout − stake'),
  status: z.enum(['open', 'settled']),
  startedAt: z.iso.datetime(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsSchema = z.object({
  first: day,
  last: day,
  items: z.array(teamBetSchema).describe('Newest first, 25 a page'),
  totals: z
    .object({ stake: sumMinor, payout: sumMinor, net: sumMinor, count })
    .describe('Over the whole filter, not just the page'),
  games: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe("The games the team played in the period and category (the game filter's choices)"),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.literal(TEAM_REPORT_PAGE_SIZE),
  ...currencyShape,
});
export type TeamBets = z.infer<typeof teamBetsSchema>;
export const teamBetsResponseSchema = envelope(teamBetsSchema);

// Transfers to downline -----------------------------------------------------------------------------

/**
 * POST /api/agent/transfers: cash from the agent to a DIRECT member, when the brand allows it
 * (`agent.transfersToDownline`). Idempotent by `requestId`: the same id again answers the first
 * transfer (`replayed`); with another member or amount, 409 ledger.idempotency_conflict.
 */
export const agentTransferSchema = z.object({
  requestId: z.uuid().describe('Made by the client once per transfer; a retry sends the same id'),
  memberId: z.uuid().describe('A direct member of the caller'),
  amount: z.int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Integer minor units'),
  note: z.string().trim().max(200).optional(),
});
export type AgentTransferBody = z.infer<typeof agentTransferSchema>;
export const agentTransferResultSchema = z.object({
  entryId: z.uuid().describe('The ledger entry (type agent_transfer)'),
  memberId: z.uuid(),
  amount: minor,
  replayed: z.boolean().describe('True when this request id had already been transferred: nothing moved again'),
});
export type AgentTransferResult = z.infer<typeof agentTransferResultSchema>;
export const agentTransferResponseSchema = envelope(agentTransferResultSchema);

// Back office: the agent tree ------------------------------------------------------------------------

/** GET /api/admin/agents/tree: a member by `id` or `username` (exact), or the top level when neither. */
export const agentTreeQuerySchema = z.object({
  id: z.uuid().optional(),
  username: z.string().trim().min(1).max(64).optional(),
  page,
});
export type AgentTreeQuery = z.infer<typeof agentTreeQuerySchema>;

export const treeMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  type: z.number().int().describe('Customer type (ADR 0006)'),
  teamSize: count.describe('Everyone below the member'),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type TreeMember = z.infer<typeof treeMemberSchema>;

export const agentTreeSchema = z.object({
  member: treeMemberSchema.nullable().describe('The member looked at; null: the top level'),
  path: z.array(z.object({ id: z.uuid(), username: z.string() })).describe('Its uplines, from the top down'),
  directs: z
    .array(treeMemberSchema)
    .describe('Its direct members (the top level: members without an upline), 25 a page'),
  total: count,
  page: z.number().int().min(1),
  pageSize: z.literal(TEAM_REPORT_PAGE_SIZE),
});
export type AgentTree = z.infer<typeof agentTreeSchema>;
export const agentTreeResponseSchema = envelope(agentTreeSchema);
