import { z } from 'zod';
import { ALL_SELECTIONS, MARKETS } from '../../rules/football/markets';
import { ACCA_MAX_LEGS, SINGLES_MAX } from '../../rules/football/slip';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';

/**
 * The house virtual football vendor (issue 23; docs/virtual-football.md): its game window API under
 * /api/studio/football and the public match proof GET /api/fairness/matches/:id. A vendor like the
 * studio and the lottery: the site launches the game with a token, the window opens a session with
 * it, and each slip's stake and payout move through the seamless-wallet API (one debit per slip,
 * one credit when its last match is settled). Amounts are integer minor units; odds are hundredths
 * of the payout per unit staked (215 = 2.15×); a payout is ⌊stake × odds ÷ 100⌋.
 */
export const FOOTBALL_VENDOR = 'LUMEN_SPORTS';
export const FOOTBALL_GAME_CODE = 'lumen-football';
/** FOOTBALL_TEST_SPEED (e2e only): matches come this many times more often and play this much faster. */
export const FOOTBALL_TEST_SPEED_ENV = 'FOOTBALL_TEST_SPEED';

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const iso = z.string().describe('ISO 8601 instant');
const odds = z.number().int().min(100).describe('Hundredths of the payout per unit staked');
const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const MATCH_STATUSES = ['open', 'live', 'finished', 'void'] as const;
export const FOOTBALL_BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;

export const teamSchema = z.object({
  code: z.string(),
  name: z.string().describe("In the player's language"),
  short: z.string(),
  colours: z.tuple([z.string(), z.string()]),
  attack: z.number(),
  defence: z.number(),
});
export type FootballTeam = z.infer<typeof teamSchema>;

export const matchModelSchema = z.object({
  lambda: z.number().describe('Home goals rate, home advantage included'),
  mu: z.number().describe('Away goals rate'),
  rho: z.number().describe('Dixon–Coles low-score dependence'),
});

export const goalSchema = z.object({
  minute: z.int().min(1).max(90),
  side: z.enum(['home', 'away']),
  home: z.int(),
  away: z.int(),
});
export const matchResultSchema = z.object({
  score: z.object({ home: z.int(), away: z.int() }),
  goals: z.array(goalSchema),
});
export type FootballResult = z.infer<typeof matchResultSchema>;

export const matchSchema = z.object({
  id: z.uuid(),
  round: z.string().describe('The round number players quote, e.g. "20261127-0241"'),
  index: z.int().min(1).describe('The match of its round, 1…'),
  home: z.string().describe('Team code'),
  away: z.string(),
  kickoffAt: iso.describe('Betting closes at kick-off'),
  endsAt: iso.describe('The full-time whistle: the match settles then'),
  status: z.enum(MATCH_STATUSES),
  model: matchModelSchema,
  odds: z.record(z.string(), odds).describe('Offered selections ("1x2:home", "ou:over", "cs:2-1", "cs:other")'),
  result: matchResultSchema.nullable().describe('From kick-off'),
});
export type FootballMatch = z.infer<typeof matchSchema>;

export const legSchema = z.object({
  matchId: z.uuid(),
  selection: z.string(),
  odds,
  status: z.enum(FOOTBALL_BET_STATUSES),
  round: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: iso,
  score: z.object({ home: z.int(), away: z.int() }).nullable(),
});
export const footballBetSchema = z.object({
  id: z.uuid(),
  slipId: z.uuid().describe('Also the round id the wallet records'),
  kind: z.enum(['single', 'accumulator']),
  stake: minor,
  odds,
  status: z.enum(FOOTBALL_BET_STATUSES),
  payout: minor.describe('0 until won'),
  placedAt: iso,
  settledAt: iso.nullable(),
  legs: z.array(legSchema),
});
export type FootballBet = z.infer<typeof footballBetSchema>;

/** POST /api/studio/football/slips: idempotent by slipId; singles (one bet a leg, `stake` each) or one accumulator. */
export const placeFootballSlipSchema = z.object({
  slipId: z.uuid(),
  kind: z.enum(['singles', 'accumulator']),
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('Per bet'),
  legs: z
    .array(z.object({ matchId: z.uuid(), selection: z.string().min(3).max(12) }))
    .min(1)
    .max(Math.max(SINGLES_MAX, ACCA_MAX_LEGS)),
});
export type PlaceFootballSlip = z.infer<typeof placeFootballSlipSchema>;

export const footballLimitsSchema = z.object({
  minStake: minor,
  maxStake: minor.describe('Per bet'),
  maxPayout: minor.describe('Per bet'),
  accaMaxOdds: odds,
});

export const footballStateSchema = z.object({
  sessionId: z.string(),
  game: z.object({ code: z.string(), name: z.string() }),
  balance: minor,
  currency: z.object({ code: z.string(), symbol: z.string(), digits: z.int() }),
  playMoney: z.boolean(),
  marginBp: z.int().describe('The declared margin, basis points'),
  rtp: z.record(z.enum(MARKETS), z.int()).describe('Declared return per market, hundredths of a percent'),
  limits: footballLimitsSchema,
  intervalSeconds: z.int().describe('Seconds between rounds'),
  playSeconds: z.int().describe('How long a match plays, kick-off to full time'),
  teams: z.array(teamSchema),
  matches: z.array(matchSchema).describe('The coming rounds, the live one and the last finished ones'),
  openBets: z.array(footballBetSchema),
  settledBets: z.array(footballBetSchema).describe('The last 20'),
});
export type FootballState = z.infer<typeof footballStateSchema>;

export const footballOpenBodySchema = z.object({
  gameCode: z.string().min(1).max(64),
  token: z.string().min(10).max(200),
  lang: languageCodeSchema.optional(),
});
export const footballStateQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/** GET /api/fairness/matches/:id (or a bet's / slip's id): what anyone needs to recompute a match. */
export const matchProofSchema = z.object({
  matchId: z.uuid(),
  round: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: iso,
  status: z.enum(MATCH_STATUSES),
  model: matchModelSchema,
  chain: z.object({
    id: z.uuid(),
    terminatingHash: hash,
    salt: z.string(),
    length: z.int(),
    publishedAt: iso,
  }),
  index: z.int().min(1),
  hash: hash.nullable().describe('Null until kick-off'),
  result: matchResultSchema.nullable(),
});
export type MatchProof = z.infer<typeof matchProofSchema>;

export const footballStateResponseSchema = envelope(footballStateSchema);
export const footballSlipResponseSchema = envelope(z.object({ bets: z.array(footballBetSchema), balance: minor }));
export const matchProofResponseSchema = envelope(matchProofSchema);
export { ALL_SELECTIONS };
