import { z } from 'zod';
import { BACCARAT_BETS } from '../../rules/baccarat';
import { HAND_CATEGORIES } from '../../rules/videopoker/hand';
import { envelope } from './envelope';
import { languageCodeSchema } from './localized';
import { studioSeedsSchema } from './studio';
import { pacingSettingsSchema } from './system';

/**
 * The house card games' window API (issue 23; docs/video-poker-baccarat.md): video poker under
 * /api/studio/poker and baccarat under /api/studio/baccarat. They share the studio's cookie and
 * its seed pair (/api/studio/seeds). Cards are two characters: rank 2–9 T J Q K A, suit C D H S.
 */

const minor = z.number().int().min(0);
const stakeAmount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const cardCodeSchema = z.string().regex(/^[2-9TJQKA][CDHS]$/);
const theme = z.object({ background: z.string(), primary: z.string(), accent: z.string() });

export const cardsOpenBodySchema = z.object({
  gameCode: z.string().min(1).max(64),
  token: z.string().min(10).max(200).describe('The launch token from the URL POST /api/games/launch answered'),
  lang: languageCodeSchema.optional(),
});
export const cardsStateQuerySchema = z.object({ lang: languageCodeSchema.optional() });

// ---- Video poker ------------------------------------------------------------------------------

export const handCategorySchema = z.enum(HAND_CATEGORIES);

export const pokerGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  table: z.enum(['9/6', '8/5']),
  rtp: z.number().int().describe('Declared RTP of optimal play in hundredths of a percent'),
  paytable: z.record(handCategorySchema, z.number().int()).describe('What one stake returns, stake included'),
  stakes: z.array(minor),
  theme,
});
export type PokerGame = z.infer<typeof pokerGameSchema>;

export const pokerHandSchema = z.object({
  id: z.uuid().describe('The hand id; also the wallet round id'),
  status: z.enum(['open', 'closed']),
  stake: minor,
  cards: z.array(cardCodeSchema).length(5).describe('The deal'),
  hold: z.array(z.boolean()).length(5).nullable().describe('Null while open'),
  final: z.array(cardCodeSchema).length(5).nullable().describe('The hand after the draw; null while open'),
  category: handCategorySchema.nullable(),
  win: minor,
  /** Settled by the sweep (no draw in time): held nothing. */
  abandoned: z.boolean(),
  nonce: z.int().min(0),
  time: z.string(),
});
export type PokerHand = z.infer<typeof pokerHandSchema>;

export const pokerStateSchema = z.object({
  balance: minor,
  currency: z.string(),
  currencySymbol: z.string(),
  game: pokerGameSchema,
  open: pokerHandSchema.nullable().describe('The hand dealt and not yet drawn'),
  history: z.array(pokerHandSchema).describe('The last 20 closed hands, newest first'),
  sessionId: z.uuid(),
  pacing: pacingSettingsSchema,
  seeds: studioSeedsSchema,
});
export type PokerState = z.infer<typeof pokerStateSchema>;

export const pokerDealBodySchema = z.object({ stake: stakeAmount.describe("One of the game's stakes") });
export const pokerDrawBodySchema = z.object({
  handId: z.uuid(),
  hold: z.array(z.boolean()).length(5).describe('Which of the five cards to keep'),
});
const pokerPlay = z.object({ hand: pokerHandSchema, balance: minor });
export type PokerPlay = z.infer<typeof pokerPlay>;
export const pokerStateResponseSchema = envelope(pokerStateSchema);
export const pokerPlayResponseSchema = envelope(pokerPlay);

// ---- Baccarat -------------------------------------------------------------------------------

export const baccaratBetSchema = z.enum(BACCARAT_BETS);
export type BaccaratBet = z.infer<typeof baccaratBetSchema>;
export const baccaratBetsSchema = z
  .object(
    Object.fromEntries(BACCARAT_BETS.map((b) => [b, stakeAmount.optional()])) as Record<
      (typeof BACCARAT_BETS)[number],
      z.ZodOptional<typeof stakeAmount>
    >,
  )
  .strict();

export const baccaratGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  rtp: z.record(baccaratBetSchema, z.number().int()).describe('Each bet’s exact RTP in hundredths of a percent'),
  pays: z.record(baccaratBetSchema, z.number()).describe('Each bet’s pay for 1 when it wins (banker 0.95)'),
  chips: z.array(minor).describe('The chip values'),
  minBet: minor,
  maxBet: minor.describe('The most on one bet area'),
  theme,
});
export type BaccaratGame = z.infer<typeof baccaratGameSchema>;

export const baccaratRoundSchema = z.object({
  id: z.uuid().describe('The round id; also the wallet round id'),
  bets: z.record(baccaratBetSchema, minor),
  returns: z.record(baccaratBetSchema, minor),
  stake: minor,
  win: minor,
  player: z.array(cardCodeSchema),
  banker: z.array(cardCodeSchema),
  order: z.array(z.enum(['player', 'banker'])),
  playerTotal: z.int().min(0).max(9),
  bankerTotal: z.int().min(0).max(9),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  nonce: z.int().min(0),
  time: z.string(),
});
export type BaccaratRound = z.infer<typeof baccaratRoundSchema>;

export const baccaratStateSchema = z.object({
  balance: minor,
  currency: z.string(),
  currencySymbol: z.string(),
  game: baccaratGameSchema,
  history: z.array(baccaratRoundSchema).describe('The last 60 rounds, newest first (the road)'),
  sessionId: z.uuid(),
  pacing: pacingSettingsSchema,
  seeds: studioSeedsSchema,
});
export type BaccaratState = z.infer<typeof baccaratStateSchema>;

export const baccaratDealBodySchema = z.object({ bets: baccaratBetsSchema });
const baccaratPlay = z.object({ round: baccaratRoundSchema, balance: minor });
export type BaccaratPlay = z.infer<typeof baccaratPlay>;
export const baccaratStateResponseSchema = envelope(baccaratStateSchema);
export const baccaratPlayResponseSchema = envelope(baccaratPlay);

// ---- Proofs (GET /api/fairness/card-rounds/:id, public) ---------------------------------------

const hash = z.string().regex(/^[0-9a-f]{64}$/);
const proofCommon = {
  id: z.uuid(),
  gameCode: z.string(),
  stake: minor,
  win: minor,
  serverSeedHash: hash,
  serverSeed: hash.nullable().describe('Null until the player rotates the seed pair'),
  clientSeed: z.string(),
  nonce: z.int().min(0),
  time: z.string(),
};
/**
 * A card round's proof: video poker's deck is shuffle(seedFloats(serverSeed, clientSeed, nonce, 51),
 * the ordered deck); baccarat's shoe is shuffle(seedFloats(…, 415), eight ordered decks).
 */
export const cardProofSchema = z.discriminatedUnion('kind', [
  z.object({ ...proofCommon, kind: z.literal('videopoker'), videopoker: pokerHandSchema }),
  z.object({ ...proofCommon, kind: z.literal('baccarat'), baccarat: baccaratRoundSchema }),
]);
export type CardProof = z.infer<typeof cardProofSchema>;
export const cardProofResponseSchema = envelope(cardProofSchema);
