import { z } from 'zod';
import { LOTTERY_FAMILIES } from '../../rules/lottery/draw';
import { bingoProofSchema, fishingProofSchema } from './bingofish';
import { envelope } from './envelope';
import { lotteryResultSchema } from './lottery';
import { spinOutcomeSchema } from './studio';

/**
 * Provable fairness (issue 22; docs/fairness.md): the public data anyone needs to recompute a house
 * result (src/rules/fairness.ts). No session is needed: a proof holds nothing private, and a
 * server seed is only shown once it has been rotated out.
 */

const hash = z.string().regex(/^[0-9a-f]{64}$/);

/** A lottery game's hash chain: its terminating hash and salt are public before its first draw. */
export const chainSchema = z.object({
  id: z.uuid(),
  gameCode: z.string(),
  terminatingHash: hash,
  salt: z.string().describe('Committed with the terminating hash, before the first draw'),
  length: z.int().positive(),
  publishedAt: z.string(),
});

/**
 * GET /api/fairness/draws/:id — a draw's proof: hash `index` steps back from the chain's end. The id
 * may also be a lottery bet's (its wallet round id): the proof is then of the bet's draw.
 */
export const drawProofSchema = z.object({
  drawId: z.uuid(),
  gameCode: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  number: z.string(),
  status: z.enum(['open', 'closed', 'drawn', 'settled', 'void']),
  chain: chainSchema,
  index: z.int().positive().describe('1-based: hashing `hash` forward `index` times gives the terminating hash'),
  hash: hash.nullable().describe('Null until the draw is drawn'),
  result: lotteryResultSchema.nullable(),
});
export type DrawProof = z.infer<typeof drawProofSchema>;

export const drawProofResponseSchema = envelope(drawProofSchema);

/**
 * GET /api/fairness/rounds/:id — a player-started round's proof (a slot spin; issue 22). `id` is the
 * spin's id (the window's history and the Verify link); a paid spin's id is also the round id the
 * wallet records. The floats are seedFloats(serverSeed, clientSeed, nonce, 5), one per reel.
 */
export const roundProofSchema = z.object({
  id: z.uuid().describe("The spin's id"),
  roundId: z.string().describe('The wallet round the spin belongs to (a free spin: the paid spin that won it)'),
  kind: z.literal('slot'),
  gameCode: z.string(),
  free: z.boolean(),
  stake: z.int().min(0).describe('0 for a free spin'),
  stakePerLine: z.int().positive(),
  serverSeedHash: hash,
  serverSeed: hash.nullable().describe('Null until the player rotates the seed pair'),
  clientSeed: z.string(),
  nonce: z.int().min(0),
  stops: z.array(z.int().min(0)),
  outcome: spinOutcomeSchema.pick({
    grid: true,
    lineWins: true,
    scatterCount: true,
    scatterWin: true,
    totalWin: true,
    freeSpinsAwarded: true,
  }),
  time: z.string(),
});
export type RoundProof = z.infer<typeof roundProofSchema>;

/** Any house round's proof: a slot spin, a bingo round or a fishing shot (issue 23), by `kind`. */
export const anyRoundProofSchema = z.discriminatedUnion('kind', [
  roundProofSchema,
  bingoProofSchema,
  fishingProofSchema,
]);
export type AnyRoundProof = z.infer<typeof anyRoundProofSchema>;

export const roundProofResponseSchema = envelope(roundProofSchema);
export const anyRoundProofResponseSchema = envelope(anyRoundProofSchema);
export const roundIdParamsSchema = z.object({ id: z.string().max(100) });
