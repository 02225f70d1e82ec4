import { z } from 'zod';
import { envelope } from './envelope';
import { BET_STATUSES, betTypeSchema, DRAW_STATUSES, LOTTERY_FAMILIES, lotteryResultSchema } from './lottery';

/**
 * The back office's house lottery (issue 22; docs/lottery.md), under /api/admin/lottery: the games
 * with their schedule, odds and limits; the draws with their bets, exposure and result; a manual void
 * with a reason (refunds every bet, audited); and the draw report by game and day.
 *
 * Money: integer minor units as decimal strings (ADR 0011), since sums over many bets may pass 2^53.
 * Odds are fixed by each bet type's declared RTP: shown, never edited. Days are brand-local
 * (YYYY-MM-DD).
 */

const amount = z
  .string()
  .regex(/^-?(0|[1-9][0-9]*)$/)
  .describe('Integer minor units as a decimal string');
const iso = z.string().describe('ISO 8601 instant');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The limits a brand sets per game. A 0 limit means none. */
export const lotteryLimitsSchema = z.object({
  minStake: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Smallest stake of one bet'),
  maxStakePerBet: z
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('Largest stake of one bet of any type (a bet type may not exceed it)'),
  maxStakePerPlayer: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('Largest total stake of one player on one draw; 0: none'),
  maxPayoutPerDraw: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('Largest total payout one draw may owe in its worst case (exposure); 0: none'),
  maxStakeByType: z
    .record(z.string(), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .describe('A lower max stake for some bet types (by code); the others use maxStakePerBet'),
});
export type LotteryLimits = z.infer<typeof lotteryLimitsSchema>;

export const adminLotteryGameSchema = z.object({
  code: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  gameType: z.enum(['LOTT', 'ELOTT']),
  name: z.string(),
  intervalSeconds: z.int().positive(),
  /** The daily draw's brand-local time (HH:MM); null for the fast draws. */
  dailyTime: hhmm.nullable(),
  closeSeconds: z.int().min(0),
  enabled: z.boolean(),
  limits: lotteryLimitsSchema,
  /** Every bet type with its odds and declared RTP (fixed), and its per-brand max stake. */
  betTypes: z.array(betTypeSchema),
  /** The next draw, when enabled. */
  next: z.object({ id: z.uuid(), number: z.string(), closesAt: iso, drawsAt: iso }).nullable(),
  /** The current hash chain: how many links it has and how many are used. */
  chain: z
    .object({ id: z.uuid(), terminatingHash: z.string(), length: z.int(), used: z.int(), publishedAt: iso })
    .nullable(),
});
export type AdminLotteryGame = z.infer<typeof adminLotteryGameSchema>;
/** The brand's currency: the pages show and type every amount in it. */
export const lotteryCurrencySchema = z.object({ code: z.string(), symbol: z.string(), digits: z.int().min(0) });
export const adminLotteryGamesSchema = z.object({
  list: z.array(adminLotteryGameSchema),
  currency: lotteryCurrencySchema,
  /** Today in the brand's time zone (the report's days are brand-local). */
  today: day,
});
export type AdminLotteryGames = z.infer<typeof adminLotteryGamesSchema>;
export const adminLotteryGamesResponseSchema = envelope(adminLotteryGamesSchema);

export const lotteryGameParamsSchema = z.object({ code: z.string().min(1).max(64) });

/** PUT /api/admin/lottery/games/:code — every field optional; audited as `lottery.game_update`. */
export const lotteryGameUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  closeSeconds: z.int().min(0).max(3600).optional(),
  dailyTime: hhmm.optional().describe('Only the daily (vn) game; takes effect for draws not yet created'),
  limits: lotteryLimitsSchema.partial().optional(),
});
export type LotteryGameUpdate = z.infer<typeof lotteryGameUpdateSchema>;
export const adminLotteryGameResponseSchema = envelope(adminLotteryGameSchema);

export const adminDrawsQuerySchema = z.object({
  game: z.string().min(1).max(64).optional(),
  status: z.enum(DRAW_STATUSES).optional(),
  day: day.optional().describe('Brand-local day of drawsAt'),
  cursor: z.string().max(200).optional(),
});

export const adminDrawSchema = z.object({
  id: z.uuid(),
  gameCode: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  number: z.string(),
  closesAt: iso,
  drawsAt: iso,
  status: z.enum(DRAW_STATUSES),
  result: lotteryResultSchema.nullable(),
  bets: z.int(),
  players: z.int(),
  stake: amount,
  /** The worst-case payout over every possible result (what the per-draw cap bounds). */
  exposure: amount,
  payout: amount,
  voidReason: z.string().nullable(),
  voidedBy: z.string().nullable(),
  settledAt: iso.nullable(),
});
export type AdminDraw = z.infer<typeof adminDrawSchema>;
export const adminDrawPageResponseSchema = envelope(
  z.object({ items: z.array(adminDrawSchema), nextCursor: z.string().nullable() }),
);
export const drawParamsSchema = z.object({ id: z.uuid() });
export const adminDrawResponseSchema = envelope(adminDrawSchema);

export const adminLotteryBetSchema = z.object({
  id: z.uuid(),
  memberId: z.string().nullable().describe("The operator's member, when the player token is known"),
  username: z.string().nullable(),
  betType: z.string(),
  selection: z.array(z.string()),
  stake: amount,
  odds: z.int(),
  status: z.enum(BET_STATUSES),
  payout: amount,
  placedAt: iso,
  settledAt: iso.nullable(),
});
export const adminDrawBetsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const adminDrawBetsResponseSchema = envelope(
  z.object({ items: z.array(adminLotteryBetSchema), nextCursor: z.string().nullable() }),
);

/** POST /api/admin/lottery/draws/:id/void — refunds every bet; refused once settled (lottery.draw_settled). */
export const drawVoidBodySchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const lotteryReportQuerySchema = z.object({
  from: day,
  to: day,
  game: z.string().min(1).max(64).optional(),
});
export const lotteryReportRowSchema = z.object({
  day,
  gameCode: z.string(),
  draws: z.int(),
  voided: z.int(),
  bets: z.int(),
  players: z.int(),
  stake: amount,
  payout: amount,
  /** Gross gaming revenue: stake − payout of settled bets (void bets count in neither). */
  ggr: amount,
});
export const lotteryReportSchema = z.object({
  rows: z.array(lotteryReportRowSchema),
  totals: lotteryReportRowSchema.omit({ day: true, gameCode: true }),
});
export type LotteryReport = z.infer<typeof lotteryReportSchema>;
export type LotteryReportRow = z.infer<typeof lotteryReportRowSchema>;
export type AdminLotteryBet = z.infer<typeof adminLotteryBetSchema>;
export const lotteryReportResponseSchema = envelope(lotteryReportSchema);
