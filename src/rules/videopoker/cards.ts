import { seedFloats, shuffle } from '../fairness';

/**
 * Cards for the house card games (issue 23; docs/video-poker-baccarat.md). A card is an integer
 * 0–51: `rank * 4 + suit`, rank 0–12 for 2…A (so 12 is the ace) and suit 0–3 for ♣ ♦ ♥ ♠. The
 * ordered deck is 0, 1, …, 51 (2♣ 2♦ 2♥ 2♠ 3♣ … A♠); its text form is rank then suit letter ("2C",
 * "TD", "AS"), which is what the API and the fairness proof show.
 */
export type Card = number;

export const RANKS = '23456789TJQKA';
export const SUITS = 'CDHS';
export const DECK: readonly Card[] = Array.from({ length: 52 }, (_, i) => i);

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;

export const cardCode = (card: Card): string => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;

export function parseCard(code: string): Card {
  const r = RANKS.indexOf(code[0] ?? '');
  const s = SUITS.indexOf(code[1] ?? '');
  if (code.length !== 2 || r < 0 || s < 0) throw new RangeError(`not a card: ${code}`);
  return r * 4 + s;
}

export const isCardCode = (code: string): boolean => /^[2-9TJQKA][CDHS]$/.test(code);

/** Floats one video poker hand takes: a whole shuffle of 52 cards. */
export const VIDEO_POKER_FLOATS = 51;

/**
 * One video poker hand's shuffled deck from its floats (`shuffle(floats, DECK)`): cards 0–4 are the
 * deal, and the draw takes replacements in order from card 5 (the sixth) on.
 */
export const shuffledDeck = (floats: readonly number[]): Card[] => {
  if (floats.length < VIDEO_POKER_FLOATS) throw new RangeError(`need ${VIDEO_POKER_FLOATS} floats`);
  return shuffle(floats, DECK);
};

/** The deck of a player-started round: shuffle(seedFloats(serverSeed, clientSeed, nonce, 51)). */
export async function roundDeck(serverSeed: string, clientSeed: string, nonce: number): Promise<Card[]> {
  return shuffledDeck(await seedFloats(serverSeed, clientSeed, nonce, VIDEO_POKER_FLOATS));
}

/** The deal: the deck's first five cards. */
export const dealOf = (deck: readonly Card[]): Card[] => deck.slice(0, 5);

/**
 * The final hand after the draw: the held cards stay in place, and each discarded position takes
 * the next card of the deck from card 5 on, left to right.
 */
export function drawFrom(deck: readonly Card[], hold: readonly boolean[]): Card[] {
  if (hold.length !== 5) throw new RangeError('hold has five flags');
  let next = 5;
  return deck.slice(0, 5).map((card, i) => (hold[i] ? card : (deck[next++] as Card)));
}
