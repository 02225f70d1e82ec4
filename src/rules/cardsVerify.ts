import type { CardProof } from '../api/contract/cards';
import { betReturns, coupCodes, roundCoup } from './baccarat';
import { sha256Hex } from './fairness';
import { cardCode, drawFrom, parseCard, roundDeck } from './videopoker/cards';
import { evaluate } from './videopoker/hand';
import { videoPokerGame } from './videopoker/paytables';

/** One check of a card round, recomputed here: what the browser got, and what the server said. */
export interface CardCheckStep {
  id: 'hash' | 'deal' | 'draw' | 'pay' | 'coup' | 'returns';
  ok: boolean;
  mine: string;
  theirs: string;
}

export type CardCheck =
  | { revealed: false }
  | { revealed: true; ok: boolean; serverSeedHash: string; cards: string[]; steps: CardCheckStep[] };

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const joined = (xs: readonly string[]) => xs.join(' ');

/**
 * Recomputes a video poker hand or a baccarat coup from its proof (issue 23), whatever the server
 * says: the server seed against the hash shown before play, the shuffle from
 * seedFloats(serverSeed, clientSeed, nonce, …) (src/rules/fairness.ts), the deal and draw or the coup,
 * and the win by the paytable or the pays.
 */
export async function verifyCardRound(proof: CardProof): Promise<CardCheck> {
  if (!proof.serverSeed) return { revealed: false };
  const serverSeedHash = await sha256Hex(proof.serverSeed);
  const steps: CardCheckStep[] = [
    { id: 'hash', ok: serverSeedHash === proof.serverSeedHash, mine: serverSeedHash, theirs: proof.serverSeedHash },
  ];
  let cards: string[];
  if (proof.kind === 'videopoker') {
    const hand = proof.videopoker;
    const deck = await roundDeck(proof.serverSeed, proof.clientSeed, proof.nonce);
    cards = deck.slice(0, 10).map(cardCode);
    const deal = deck.slice(0, 5).map(cardCode);
    steps.push({ id: 'deal', ok: same(deal, hand.cards), mine: joined(deal), theirs: joined(hand.cards) });
    const final = drawFrom(deck, hand.hold ?? [false, false, false, false, false]).map(cardCode);
    steps.push({
      id: 'draw',
      ok: same(final, hand.final ?? []),
      mine: joined(final),
      theirs: joined(hand.final ?? []),
    });
    const game = videoPokerGame(proof.gameCode);
    const win = game ? hand.stake * game.paytable[evaluate(final.map(parseCard))] : -1;
    steps.push({ id: 'pay', ok: win === proof.win, mine: String(win), theirs: String(proof.win) });
  } else {
    const round = proof.baccarat;
    const coup = await roundCoup(proof.serverSeed, proof.clientSeed, proof.nonce);
    const codes = coupCodes(coup);
    cards = [...codes.player, ...codes.banker];
    const mine = `${joined(codes.player)} / ${joined(codes.banker)}`;
    const theirs = `${joined(round.player)} / ${joined(round.banker)}`;
    steps.push({
      id: 'coup',
      ok: same(codes.player, round.player) && same(codes.banker, round.banker),
      mine,
      theirs,
    });
    const returns = betReturns(round.bets, coup);
    const win = Object.values(returns).reduce((s, v) => s + v, 0);
    steps.push({ id: 'returns', ok: win === proof.win, mine: String(win), theirs: String(proof.win) });
  }
  return { revealed: true, ok: steps.every((s) => s.ok), serverSeedHash, cards, steps };
}
