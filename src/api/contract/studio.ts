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
  nonce: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("The nonce of the player's seed pair this spin was drawn with (issue 22; absent on older spins)"),
});
export type SpinOutcome = z.infer<typeof spinOutcomeSchema>;

const seedHash = z.string().regex(/^[0-9a-f]{64}$/);
export const studioClientSeedSchema = z
  .string()
  .describe('1–64 printable ASCII characters, no space or colon (isClientSeed in src/rules/fairness.ts)');

export const studioSeedsSchema = z.object({
  serverSeedHash: seedHash.describe('sha256 of the secret server seed, shown before play'),
  clientSeed: studioClientSeedSchema,
  nonce: z.number().int().min(0).describe('The nonce the next round plays'),
});
export type StudioSeeds = z.infer<typeof studioSeedsSchema>;

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
  seeds: studioSeedsSchema
    .optional()
    .describe("The player's active seed pair (issue 22): the server seed's hash, the client seed, the next nonce"),
});
export type StudioState = z.infer<typeof studioStateSchema>;

export const studioStateResponseSchema = envelope(studioStateSchema);
export const studioSpinResponseSchema = envelope(z.object({ spin: spinOutcomeSchema, balance: minor }));
export const studioHistoryResponseSchema = envelope(z.array(spinOutcomeSchema));

/**
 * Provable fairness (issue 22, docs/fairness.md): the player's seed pair. Every spin (a free spin too)
 * plays the active pair at its next nonce; the server seed itself is shown only once rotated out.
 */

/** PUT /api/studio/seeds/client. */
export const studioClientSeedBodySchema = z.object({ clientSeed: z.string().max(200) });

/** POST /api/studio/seeds/rotate: `serverSeedHash` names the pair to rotate, so a double tap rotates once. */
export const studioRotateBodySchema = z.object({
  serverSeedHash: seedHash
    .optional()
    .describe('The hash of the pair the player sees: when it is no longer the active one, nothing more is rotated'),
});

export const studioRevealedSeedSchema = z.object({
  serverSeed: seedHash,
  serverSeedHash: seedHash,
  clientSeed: studioClientSeedSchema,
  rounds: z.int().min(0).describe('How many rounds (nonces 0 … rounds − 1) the pair played'),
});
export type StudioRevealedSeed = z.infer<typeof studioRevealedSeedSchema>;

export const studioRotationSchema = z.object({
  revealed: studioRevealedSeedSchema.describe('The pair just rotated out, its server seed now public'),
  current: studioSeedsSchema,
});
export type StudioRotation = z.infer<typeof studioRotationSchema>;

export const studioSeedsResponseSchema = envelope(studioSeedsSchema);
export const studioRotationResponseSchema = envelope(studioRotationSchema);
