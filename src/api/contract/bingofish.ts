import { z } from 'zod';
import { MAX_CARDS } from '../../rules/bingo/bingo';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';
import { studioSeedsSchema } from './studio';

/**
 * House bingo and fishing (issue 23; docs/bingo-fishing.md): their game windows' API under
 * /api/studio/bingo and /api/studio/fishing. They share the studio's window cookie and seed pair
 * (/api/studio/seeds). Money in integer minor units.
 */

const minor = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
const hash = z.string().regex(/^[0-9a-f]{64}$/);

export const houseOpenBodySchema = z.object({
  gameCode: z.string().min(1).max(64),
  token: z.string().min(10).max(200).describe('The launch token from the URL POST /api/games/launch answered'),
  lang: languageCodeSchema.optional(),
});
export const houseStateQuerySchema = z.object({ lang: languageCodeSchema.optional() });

const houseGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  rtp: z.int().describe('Hundredths of a percent'),
  stakes: z.array(minor),
  theme: z.object({ background: z.string(), primary: z.string(), accent: z.string() }),
});

// ---- Bingo --------------------------------------------------------------------------------

export const patternIdSchema = z.enum(['fullHouse', 'frame', 'x', 'twoLines', 'fourCorners', 'oneLine']);

export const bingoRoundSchema = z.object({
  id: z.uuid().describe('The round id (also the wallet round id and the proof id)'),
  stake: minor.describe('Per card'),
  cards: z.array(z.array(z.int().min(0).max(75)).length(25)).describe('Row by row; 0 is the free centre'),
  drawn: z.array(z.int().min(1).max(75)).describe('The balls drawn so far, in order'),
  baseBalls: z.int(),
  extraPrices: z.array(minor).describe('The price paid for each extra ball'),
  results: z.array(z.object({ pattern: patternIdSchema.nullable(), pays: z.int(), win: minor })),
  win: minor.describe('The total win of the cards for the balls drawn'),
  staked: minor,
  status: z.enum(['open', 'closing', 'settled']),
  nextPrice: minor
    .nullable()
    .describe('The price of the next extra ball; null when none is left or the round is closed'),
  extrasLeft: z.int().min(0),
  nonce: z.int().min(0),
  time: z.string(),
});
export type BingoRound = z.infer<typeof bingoRoundSchema>;

export const bingoStateSchema = z.object({
  balance: minor,
  currency: z.string(),
  currencySymbol: z.string(),
  game: houseGameSchema,
  sessionId: z.uuid(),
  round: bingoRoundSchema.nullable().describe('The open round of this window, if any'),
  history: z.array(bingoRoundSchema).describe('The last 20 rounds, newest first'),
  seeds: studioSeedsSchema,
});
export type BingoState = z.infer<typeof bingoStateSchema>;

export const bingoBuyBodySchema = z.object({
  cards: z.int().min(1).max(MAX_CARDS),
  stake: z.int().min(1).max(Number.MAX_SAFE_INTEGER).describe('Per card: one of the game’s stakes'),
});
export const bingoExtraBodySchema = z.object({
  roundId: z.uuid(),
  drawn: z
    .int()
    .min(0)
    .max(75)
    .optional()
    .describe('How many balls the window shows: when the round already has more (a double tap), nothing is bought'),
});
export const bingoCollectBodySchema = z.object({ roundId: z.uuid() });
export const bingoRoundResponseSchema = envelope(z.object({ round: bingoRoundSchema, balance: minor }));
export const bingoStateResponseSchema = envelope(bingoStateSchema);

// ---- Fishing ------------------------------------------------------------------------------

export const fishKindSchema = z.enum(['minnow', 'clown', 'puffer', 'turtle', 'lantern', 'ray', 'shark', 'whale']);

export const fishingShotSchema = z.object({
  id: z.uuid().describe('The shot id (the wallet round id and the proof id)'),
  fishId: z.int().min(0),
  kind: fishKindSchema,
  pays: z.int(),
  stake: minor,
  captured: z.boolean(),
  win: minor,
  nonce: z.int().min(0),
  time: z.string(),
});
export type FishingShot = z.infer<typeof fishingShotSchema>;

export const fishingStateSchema = z.object({
  balance: minor,
  currency: z.string(),
  currencySymbol: z.string(),
  game: houseGameSchema,
  sessionId: z.uuid(),
  sceneSeed: hash.describe('The scene (which fish swim where) comes from it: src/rules/fishing/fishing.ts'),
  sceneTime: z.int().min(0).describe("The scene's clock now, ms since the window opened"),
  caught: z.array(z.int().min(0)).describe('Fish of this scene already caught'),
  history: z.array(fishingShotSchema).describe('The last 20 shots, newest first'),
  seeds: studioSeedsSchema,
});
export type FishingState = z.infer<typeof fishingStateSchema>;

export const fishingShotBodySchema = z.object({
  fishId: z.int().min(0).max(10_000_000),
  kind: fishKindSchema,
  stake: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const fishingShotResponseSchema = envelope(z.object({ shot: fishingShotSchema, balance: minor }));
export const fishingStateResponseSchema = envelope(fishingStateSchema);

// ---- Proofs (GET /api/fairness/rounds/:id) -----------------------------------------------

export const bingoProofSchema = z.object({
  id: z.uuid(),
  roundId: z.string(),
  kind: z.literal('bingo'),
  gameCode: z.string(),
  stake: minor,
  cards: z.int().min(1).max(MAX_CARDS),
  balls: z.int().describe('How many balls of the shuffle were drawn (base + extras)'),
  serverSeedHash: hash,
  serverSeed: hash.nullable().describe('Null until the player rotates the seed pair'),
  clientSeed: z.string(),
  nonce: z.int().min(0),
  outcome: z.object({
    cards: z.array(z.array(z.int())),
    drawn: z.array(z.int()),
    results: z.array(z.object({ pattern: patternIdSchema.nullable(), pays: z.int(), win: minor })),
    totalWin: minor,
  }),
  time: z.string(),
});
export type BingoProof = z.infer<typeof bingoProofSchema>;

export const fishingProofSchema = z.object({
  id: z.uuid(),
  roundId: z.string(),
  kind: z.literal('fishing'),
  gameCode: z.string(),
  stake: minor,
  serverSeedHash: hash,
  serverSeed: hash.nullable(),
  clientSeed: z.string(),
  nonce: z.int().min(0),
  outcome: z.object({ fishId: z.int(), kind: fishKindSchema, pays: z.int(), captured: z.boolean(), win: minor }),
  time: z.string(),
});
export type FishingProof = z.infer<typeof fishingProofSchema>;
