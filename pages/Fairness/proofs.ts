import { api } from '../../src/api/client';
import type { CardProof } from '../../src/api/contract/cards';
import type { DrawProof, RoundProof } from '../../src/api/contract/fairness';
import { ApiError } from '../../src/api/errors';

/** What an id names: a slot round (a spin) or a lottery draw. */
export type Proof =
  | { kind: 'round'; proof: RoundProof }
  | { kind: 'draw'; proof: DrawProof }
  | { kind: 'card'; proof: CardProof };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text can be an id at all (a UUID); the page says so before asking the server. */
export const isProofId = (id: string) => UUID.test(id.trim());

/**
 * Fetches the public proof an id names (no session needed): a round first (/api/fairness/rounds/:id),
 * then a draw (/api/fairness/draws/:id). Both unknown: the round's 404 (fairness.round_not_found).
 * `hint` asks the named kind first (the slot window links with ?round=, the lottery with ?draw=).
 */
export async function fetchProof(id: string, hint: 'round' | 'draw' | 'card' = 'round'): Promise<Proof> {
  const clean = encodeURIComponent(id.trim().toLowerCase());
  const round = async (): Promise<Proof> => ({
    kind: 'round',
    proof: await api<RoundProof>(`/fairness/rounds/${clean}`),
  });
  const draw = async (): Promise<Proof> => ({ kind: 'draw', proof: await api<DrawProof>(`/fairness/draws/${clean}`) });
  // A house card game's round (issue 23): /api/fairness/card-rounds/:id.
  const card = async (): Promise<Proof> => ({
    kind: 'card',
    proof: await api<CardProof>(`/fairness/card-rounds/${clean}`),
  });
  const order = hint === 'draw' ? [draw, round, card] : hint === 'card' ? [card, round, draw] : [round, card, draw];
  for (const attempt of order) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 400)) throw err;
    }
  }
  throw new ApiError(404, 'fairness.round_not_found', 'No round or draw with this id');
}
