import { z } from 'zod';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';
import { pacingSettingsSchema } from './system';

/** The house studio's game window API (/api/studio; docs/studio.md). */

const minor = z.number().int().min(0);

export const studioOpenBodySchema = z.object({
  gameCode: z.string().min(1).max(64),
  token: z.string().min(10).max(200).describe('The launch token from the URL POST /api/games/launch answered'),
  lang: languageCodeSchema
    .optional()
    .describe("The player's language: the game's name is shown in it where the studio has it"),
});

/** GET /api/studio/state?lang=: the open game, its name in `lang` where the studio has it. */
export const studioStateQuerySchema = z.object({ lang: languageCodeSchema.optional() });
export const studioSpinBodySchema = z.object({
  stake: z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .describe("One of the game's stakes (minor units); ignored for a pending free spin"),
});

export const studioGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  rtp: z.number().int().describe('Declared RTP in hundredths of a percent'),
  volatility: z.enum(['low', 'medium', 'high']),
  theme: z.object({ background: z.string(), primary: z.string(), accent: z.string(), motif: z.string() }),
  symbolsUrl: z
    .string()
    .describe('An SVG sprite of the reel symbols: W, S, H1–H4 and the royals A, K, Q, J, T as <symbol> ids'),
  lines: z.number().int(),
  paylines: z.array(z.array(z.number().int().min(0).max(2))),
  pays: z
    .record(z.string(), z.array(z.number().int()))
    .describe('Line multipliers of the stake per line for 3, 4 and 5 of a kind'),
  scatterPays: z.record(z.string(), z.number().int()).describe('Scatter multipliers of the total stake by count'),
  freeSpins: z.record(z.string(), z.number().int()).describe('Free spins by scatter count'),
  freeMultiplier: z.number().int(),
  stakes: z.array(minor).describe('The total stakes a player may choose'),
});

export const spinOutcomeSchema = z.object({
  id: z.uuid(),
  roundId: z.string(),
  free: z.boolean(),
  stake: minor.describe('0 for a free spin'),
  grid: z.array(z.array(z.string())).describe('grid[reel][row], 5 reels of 3'),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      positions: z.array(z.tuple([z.number().int(), z.number().int()])),
      amount: minor,
    }),
  ),
  scatterCount: z.number().int(),
  scatterWin: minor,
  totalWin: minor,
  freeSpinsAwarded: z.number().int(),
  freeSpinsLeft: z.number().int(),
  time: z.iso.datetime({ offset: true }),
});
export type SpinOutcome = z.infer<typeof spinOutcomeSchema>;

export const studioStateSchema = z.object({
  balance: minor,
  currency: z.string(),
  currencySymbol: z.string(),
  game: studioGameSchema,
  history: z.array(spinOutcomeSchema).describe('The last 20 spins, newest first'),
  freeSpinsLeft: z.number().int(),
  sessionId: z.uuid(),
  pacing: pacingSettingsSchema.describe(
    "The brand's game pacing (issue 19), resolved: the window honours it, and the spin endpoint enforces minSpinMs",
  ),
});
export type StudioState = z.infer<typeof studioStateSchema>;

export const studioStateResponseSchema = envelope(studioStateSchema);
export const studioSpinResponseSchema = envelope(z.object({ spin: spinOutcomeSchema, balance: minor }));
export const studioHistoryResponseSchema = envelope(z.array(spinOutcomeSchema));
