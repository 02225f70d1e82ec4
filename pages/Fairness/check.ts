import { type HouseCheck, verifyHouseRound } from '../../src/rules/bingofish/verify';
import { type CardCheck, verifyCardRound } from '../../src/rules/cardsVerify';
import { type MatchCheck, verifyMatch } from '../../src/rules/football/verify';
import { type DrawCheck, type RoundCheck, verifyDraw, verifySlotRound } from '../../src/rules/studio/verify';
import type { Proof } from './proofs';

/** A proof and what recomputing it here found, step by step. */
export type Checked =
  | (Proof & { kind: 'round'; check: RoundCheck })
  | (Proof & { kind: 'draw'; check: DrawCheck })
  | (Proof & { kind: 'card'; check: CardCheck })
  | (Proof & { kind: 'house'; check: HouseCheck })
  | (Proof & { kind: 'match'; check: MatchCheck });

/**
 * Recomputes a proof of any kind in the browser (Web Crypto and the games' own rules). A chain walk
 * (a lottery draw, a football match) reports its progress, 0 to 1.
 */
export async function checkProof(found: Proof, onProgress: (share: number) => void): Promise<Checked> {
  const progress = (done: number, total: number) => onProgress(done / total);
  switch (found.kind) {
    case 'round':
      return { ...found, check: await verifySlotRound(found.proof) };
    case 'card':
      return { ...found, check: await verifyCardRound(found.proof) };
    case 'house':
      return { ...found, check: await verifyHouseRound(found.proof) };
    case 'match':
      onProgress(0);
      return { ...found, check: await verifyMatch(found.proof, progress) };
    case 'draw':
      onProgress(0);
      return { ...found, check: await verifyDraw(found.proof, progress) };
  }
}
