import { z } from 'zod';
import { LOTTERY_FAMILIES } from '../../rules/lottery/draw';
import { envelope } from './envelope';
import { lotteryResultSchema } from './lottery';

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

/** GET /api/fairness/draws/:id — a draw's proof: hash `index` steps back from the chain's end. */
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
