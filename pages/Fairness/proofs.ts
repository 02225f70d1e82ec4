import { api } from '../../src/api/client';
import type { DrawProof, RoundProof } from '../../src/api/contract/fairness';
import type { MatchProof } from '../../src/api/contract/football';
import { ApiError } from '../../src/api/errors';

/** What an id names: a slot round (a spin) or a lottery draw. */
export type Proof =
  | { kind: 'round'; proof: RoundProof }
  | { kind: 'draw'; proof: DrawProof }
  | { kind: 'match'; proof: MatchProof };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text can be an id at all (a UUID); the page says so before asking the server. */
export const isProofId = (id: string) => UUID.test(id.trim());

/**
 * Fetches the public proof an id names (no session needed): a round first (/api/fairness/rounds/:id),
 * then a draw (/api/fairness/draws/:id). Both unknown: the round's 404 (fairness.round_not_found).
 * `hint` asks the named kind first (the slot window links with ?round=, the lottery with ?draw=).
 */
export async function fetchProof(id: string, hint: 'round' | 'draw' | 'match' = 'round'): Promise<Proof> {
  const clean = encodeURIComponent(id.trim().toLowerCase());
  const round = async (): Promise<Proof> => ({
    kind: 'round',
    proof: await api<RoundProof>(`/fairness/rounds/${clean}`),
  });
  const draw = async (): Promise<Proof> => ({ kind: 'draw', proof: await api<DrawProof>(`/fairness/draws/${clean}`) });
  // Virtual football's matches (docs/virtual-football.md); a bet's or slip's id answers its first match.
  const match = async (): Promise<Proof> => ({
    kind: 'match',
    proof: await api<MatchProof>(`/fairness/matches/${clean}`),
  });
  const order = hint === 'draw' ? [draw, round, match] : hint === 'match' ? [match, round, draw] : [round, draw, match];
  for (const next of order) {
    try {
      return await next();
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 400)) throw err;
    }
  }
  throw new ApiError(404, 'fairness.round_not_found', 'No round or draw with this id');
}
