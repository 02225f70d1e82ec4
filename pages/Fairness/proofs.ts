import { api } from '../../src/api/client';
import type { BingoProof, FishingProof } from '../../src/api/contract/bingofish';
import type { CardProof } from '../../src/api/contract/cards';
import type { AnyRoundProof, DrawProof, RoundProof } from '../../src/api/contract/fairness';
import type { MatchProof } from '../../src/api/contract/football';
import { ApiError } from '../../src/api/errors';

/**
 * What an id names: a slot round (a spin), a lottery draw, a card game's round, a bingo round or
 * fishing shot, or a virtual football match.
 */
export type Proof =
  | { kind: 'round'; proof: RoundProof }
  | { kind: 'draw'; proof: DrawProof }
  | { kind: 'card'; proof: CardProof }
  // House bingo and fishing rounds (issue 23) answer on the same /rounds/:id.
  | { kind: 'house'; proof: BingoProof | FishingProof }
  | { kind: 'match'; proof: MatchProof };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text can be an id at all (a UUID); the page says so before asking the server. */
export const isProofId = (id: string) => UUID.test(id.trim());

/**
 * Fetches the public proof an id names (no session needed): a round first (/api/fairness/rounds/:id),
 * then a draw (/api/fairness/draws/:id). Both unknown: the round's 404 (fairness.round_not_found).
 * `hint` asks the named kind first (the slot window links with ?round=, the lottery with ?draw=).
 */
export async function fetchProof(id: string, hint: 'round' | 'draw' | 'card' | 'match' = 'round'): Promise<Proof> {
  const clean = encodeURIComponent(id.trim().toLowerCase());
  const round = async (): Promise<Proof> => {
    const proof = await api<AnyRoundProof>(`/fairness/rounds/${clean}`);
    return proof.kind === 'slot' ? { kind: 'round', proof } : { kind: 'house', proof };
  };
  const draw = async (): Promise<Proof> => ({ kind: 'draw', proof: await api<DrawProof>(`/fairness/draws/${clean}`) });
  // A house card game's round (issue 23): /api/fairness/card-rounds/:id.
  const card = async (): Promise<Proof> => ({
    kind: 'card',
    proof: await api<CardProof>(`/fairness/card-rounds/${clean}`),
  });
  // Virtual football's matches (docs/virtual-football.md); a bet's or slip's id answers its first match.
  const match = async (): Promise<Proof> => ({
    kind: 'match',
    proof: await api<MatchProof>(`/fairness/matches/${clean}`),
  });
  const first = { draw, card, match, round }[hint];
  const order = [first, ...[round, card, draw, match].filter((f) => f !== first)];
  for (const attempt of order) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 404 && err.status !== 400)) throw err;
    }
  }
  throw new ApiError(404, 'fairness.round_not_found', 'No round or draw with this id');
}
