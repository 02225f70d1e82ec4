import { z } from 'zod';
import { LOTTERY_FAMILIES } from '../../rules/lottery/draw';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';

/**
 * The house lottery vendor (issue 22; docs/lottery.md): its game window API under /api/lotto and its
 * public schedule. Like the studio it is a vendor: the site launches a game with a token
 * (POST /api/games/launch), the window opens a session with it (cookie `lotto_key`), and every stake
 * and payout moves through the seamless-wallet API (docs/provider-wallet.md). Amounts are integer
 * minor units; odds are the payout per unit staked, stake included, in hundredths (198 = 1.98×);
 * a payout is ⌊stake × odds ÷ 100⌋.
 *
 * Fast draws (gameType ELOTT, play type ent) come every 1, 3 or 5 minutes; the traditional draw
 * (gameType LOTT, play type trad) once a day on the house schedule. Betting on a draw closes
 * `closeSeconds` before it is drawn.
 */

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const iso = z.string().describe('ISO 8601 instant');

export const LOTTERY_VENDOR = 'LUMEN_LOTTO';
export { LOTTERY_FAMILIES };
export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'void'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
export const BET_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type LotteryBetStatus = (typeof BET_STATUSES)[number];
/** Bets a slip may hold. */
export const SLIP_MAX_BETS = 20;
/** Past draws and bets page 25 at a time. */
export const LOTTERY_PAGE_SIZE = 25;

const oddsSchema = z.number().int().min(100).describe('Payout per unit staked, stake included, in hundredths');

/**
 * How a bet type is picked, so the bet slip is drawn from data:
 * - `option`: each option is its own bet (big, small, odd, even; a sum value; a die face). Odds may
 *   differ per option.
 * - `numbers`: pick `count` numbers between `min` and `max` (digits 0–9, balls 1–11, two-digit
 *   endings 00–99 shown with `width` digits); `ordered` when the positions matter (straight).
 */
export const betPickSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('option'),
    options: z.array(z.object({ value: z.string(), odds: oddsSchema })).min(1),
  }),
  z.object({
    kind: z.literal('numbers'),
    count: z.int().min(1).max(10),
    min: z.int().min(0),
    max: z.int().min(1),
    width: z.int().min(1).max(2),
    ordered: z.boolean(),
    odds: oddsSchema,
  }),
]);
export type BetPick = z.infer<typeof betPickSchema>;

export const betTypeSchema = z.object({
  code: z.string().describe('Stable, e.g. "sum.bigSmall", "pos3.digit", "front3.box", "lo", "de"'),
  group: z.string().describe('The heading it is listed under, a stable key the client translates'),
  pick: betPickSchema,
  rtp: z.int().describe('Declared return in hundredths of a percent (9800 = 98.00%)'),
  maxStake: minor.describe('Largest stake one bet of this type may have, per the brand'),
});
export type BetType = z.infer<typeof betTypeSchema>;

export const lotteryGameSchema = z.object({
  code: z.string().describe('e.g. "lumen-5d-1m"'),
  family: z.enum(LOTTERY_FAMILIES),
  name: z.string().describe("In the player's language where the vendor has it"),
  gameType: z.enum(['LOTT', 'ELOTT']),
  intervalSeconds: z.int().positive().describe('60, 180, 300; 86400 for the daily draw'),
  closeSeconds: z.int().min(0).describe('Betting closes this long before each draw'),
  minStake: minor,
  enabled: z.boolean(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** A draw's result: the family's numbers (see src/rules/lottery/draw.ts `LotteryResult`). */
export const lotteryResultSchema = z.discriminatedUnion('family', [
  z.object({ family: z.literal('5d'), digits: z.array(z.int()) }),
  z.object({ family: z.literal('k3'), dice: z.array(z.int()) }),
  z.object({ family: z.literal('11x5'), balls: z.array(z.int()) }),
  z.object({
    family: z.literal('vn'),
    prizes: z.array(
      z.object({
        prize: z.enum(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']),
        numbers: z.array(z.string()),
      }),
    ),
  }),
]);

export const drawSchema = z.object({
  id: z.uuid(),
  gameCode: z.string(),
  number: z.string().describe('The draw number players quote, e.g. "20261127-0961"'),
  closesAt: iso,
  drawsAt: iso,
  status: z.enum(DRAW_STATUSES),
  result: lotteryResultSchema.nullable().describe('Once drawn'),
  voidReason: z.string().nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

/** One schedule row per enabled game, public: what the lobbies show as "next draw in …". */
export const lotteryScheduleSchema = z.array(
  z.object({
    gameCode: z.string(),
    family: z.enum(LOTTERY_FAMILIES),
    gameType: z.enum(['LOTT', 'ELOTT']),
    next: drawSchema.pick({ id: true, number: true, closesAt: true, drawsAt: true }).nullable(),
  }),
);

export const placeBetSchema = z.object({
  betType: z.string().min(1).max(40),
  selection: z
    .array(z.string().min(1).max(5))
    .min(1)
    .max(10)
    .describe('An option value (["big"]) or the picked numbers as text (["3","0","7"], ["07","11"])'),
  stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type PlaceBet = z.infer<typeof placeBetSchema>;

/** POST /api/lotto/bets: one slip on one draw. `slipId` makes it idempotent: a repeat answers the same bets. */
export const placeSlipSchema = z.object({
  slipId: z.uuid(),
  drawId: z.uuid(),
  bets: z.array(placeBetSchema).min(1).max(SLIP_MAX_BETS),
});
export type PlaceSlip = z.infer<typeof placeSlipSchema>;

export const lotteryBetSchema = z.object({
  id: z.uuid().describe('Also the round id the wallet records'),
  drawId: z.uuid(),
  drawNumber: z.string(),
  gameCode: z.string(),
  betType: z.string(),
  selection: z.array(z.string()),
  stake: minor,
  odds: oddsSchema,
  status: z.enum(BET_STATUSES),
  payout: minor.describe('0 until won'),
  placedAt: iso,
  settledAt: iso.nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lottoOpenBodySchema = z.object({
  gameCode: z.string().min(1).max(64),
  token: z.string().min(10).max(200).describe('The launch token from the URL POST /api/games/launch answered'),
  lang: languageCodeSchema.optional(),
});

/** What the game window shows: the game, its bet types, the draw open for bets, recent draws, the player's bets. */
export const lottoStateSchema = z.object({
  sessionId: z.string(),
  game: lotteryGameSchema,
  betTypes: z.array(betTypeSchema),
  rules: z.array(z.string()).describe("Paragraphs of the game's rules in the player's language"),
  balance: minor,
  currency: z.object({ code: z.string(), symbol: z.string(), digits: z.int() }),
  playMoney: z.boolean(),
  current: drawSchema.nullable().describe('The draw open for bets; null while the game is disabled'),
  recent: z.array(drawSchema).describe('The last 10 drawn, settled or void draws, newest first'),
  openBets: z.array(lotteryBetSchema),
  settledBets: z.array(lotteryBetSchema).describe('The last 20'),
});
export type LottoState = z.infer<typeof lottoStateSchema>;

export const lottoStateResponseSchema = envelope(lottoStateSchema);
export const lottoSlipResponseSchema = envelope(z.object({ bets: z.array(lotteryBetSchema), balance: minor }));
export const lotteryScheduleResponseSchema = envelope(lotteryScheduleSchema);
export const drawPageSchema = z.object({ items: z.array(drawSchema), nextCursor: z.string().nullable() });
export const drawPageResponseSchema = envelope(drawPageSchema);

/** GET /api/lotto/state?game=&lang= (game: the window's own game when absent). */
export const lottoStateQuerySchema = z.object({
  game: z.string().min(1).max(64).optional(),
  lang: languageCodeSchema.optional(),
});
/** GET /api/lotto/draws?game=&cursor=: drawn, settled and void draws, newest first, 25 a page. */
export const lottoDrawsQuerySchema = z.object({
  game: z.string().min(1).max(64).optional(),
  cursor: z.string().max(200).optional(),
});
/** GET /api/lotto/bets?status=open|settled&cursor=: the player's bets on the window's game, newest first. */
export const lottoBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  cursor: z.string().max(200).optional(),
});
export const betPageSchema = z.object({ items: z.array(lotteryBetSchema), nextCursor: z.string().nullable() });
export const betPageResponseSchema = envelope(betPageSchema);
/** LOTTERY_TEST_SPEED (e2e only, docs/lottery.md): fast games draw this many times more often. */
export const LOTTERY_TEST_SPEED_ENV = 'LOTTERY_TEST_SPEED';
