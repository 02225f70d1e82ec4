import type { FootballResult, MatchProof } from '../../api/contract/football';
import { drawFloats, verifyChainLink } from '../fairness';
import { MATCH_FLOATS, matchResult } from './draw';

export type MatchCheck =
  | { drawn: false; ok: false }
  | { drawn: true; ok: boolean; chainOk: boolean; resultMatches: boolean; floats: number[]; result: FootballResult };

const scoreText = (r: FootballResult) =>
  `${r.score.home}-${r.score.away} [${r.goals.map((g) => `${g.minute}${g.side === 'home' ? 'H' : 'A'}`).join(' ')}]`;

/**
 * The browser's check of a virtual football match (issue 23; /m/fairness): the match's hash walks
 * forward `index` steps to the chain's published terminating hash, and the score and goals are
 * recomputed from that hash, the chain's salt and the match's model (published before kick-off),
 * with Web Crypto and the same code the server draws with. Before kick-off: nothing to check.
 */
export async function verifyMatch(
  proof: MatchProof,
  onProgress?: (done: number, total: number) => void,
): Promise<MatchCheck> {
  if (proof.hash === null || proof.result === null) return { drawn: false, ok: false };
  const chainOk = await verifyChainLink(proof.hash, proof.index, proof.chain.terminatingHash, onProgress);
  const floats = await drawFloats(proof.hash, proof.chain.salt, MATCH_FLOATS);
  const result = matchResult(proof.model, floats);
  const resultMatches = scoreText(result) === scoreText(proof.result);
  return { drawn: true, ok: chainOk && resultMatches, chainOk, resultMatches, floats, result };
}

export { scoreText as matchResultText };
