import { describe, expect, it } from 'vitest';
import { parseCard } from '../videopoker/cards';
import {
  BACCARAT_RTP,
  bankerDraws,
  betReturns,
  coupCodes,
  dealCoup,
  exactOutcomes,
  exactRtps,
  handTotal,
  roundCoup,
  SHOE,
  shuffledShoe,
} from './index';

const cards = (codes: string) => codes.split(' ').map(parseCard);
const SERVER = 'a'.repeat(64);

describe('totals and the third-card rules', () => {
  it('counts A as 1, faces and tens as 0, mod 10', () => {
    expect(handTotal(cards('AC 9D'))).toBe(0);
    expect(handTotal(cards('KC 7D'))).toBe(7);
    expect(handTotal(cards('5C 6D 3H'))).toBe(4);
  });

  it('follows the banker tableau', () => {
    expect(bankerDraws(2, 8)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(7, 0)).toBe(false);
  });

  it('deals P B P B, then the third cards', () => {
    // Player 4 (draws a Q → 4), banker 3 with the player's third 0 → draws.
    const coup = dealCoup(cards('KC 6D 4S 7H QS 7C'));
    expect(coupCodes(coup)).toEqual({ player: ['KC', '4S', 'QS'], banker: ['6D', '7H', '7C'] });
    expect(coup.order).toEqual(['player', 'banker', 'player', 'banker', 'player', 'banker']);
    expect([coup.playerTotal, coup.bankerTotal, coup.winner]).toEqual([4, 0, 'player']);
    // A natural stops the deal.
    const natural = dealCoup(cards('9C 2D KS 3H 5C 5D'));
    expect(natural.natural).toBe(true);
    expect(natural.player).toHaveLength(2);
    expect(natural.winner).toBe('player');
    // Pairs are by rank, not value.
    expect(dealCoup(cards('KC QD KS QH 2C 2D')).playerPair).toBe(true);
    expect(dealCoup(cards('KC QD TS JH 2C 2D')).playerPair).toBe(false);
  });
});

describe('the seeded shoe (fixed vectors)', () => {
  it('shuffles eight decks with shuffle(seedFloats(…, 415))', async () => {
    expect(SHOE).toHaveLength(416);
    const c0 = await roundCoup(SERVER, 'lumen', 0);
    expect(coupCodes(c0)).toEqual({ player: ['7S', 'KH'], banker: ['KC', '8D'] });
    expect(c0.winner).toBe('banker');
    const c1 = await roundCoup(SERVER, 'lumen', 1);
    expect(coupCodes(c1)).toEqual({ player: ['KC', '4S', 'QS'], banker: ['6D', '4D', '7H'] });
    const c2 = await roundCoup(SERVER, 'lumen', 2);
    expect(coupCodes(c2)).toEqual({ player: ['QS', '5S', '8D'], banker: ['8H', '6S'] });
    expect(() => shuffledShoe([0.1])).toThrow(RangeError);
  });
});

describe('pays', () => {
  it('pays banker 0.95 (rounded down), refunds player/banker on a tie, pays tie 8:1 and pairs 11:1', () => {
    const bankerWin = dealCoup(cards('7S KH KC 8D'));
    expect(betReturns({ banker: 1000, player: 500, tie: 100 }, bankerWin)).toEqual({
      player: 0,
      banker: 1950,
      tie: 0,
      playerPair: 0,
      bankerPair: 0,
    });
    expect(betReturns({ banker: 15 }, bankerWin).banker).toBe(29); // 15 + floor(14.25)
    const tie = dealCoup(cards('9C 9D KS KH'));
    expect(tie.winner).toBe('tie');
    expect(betReturns({ player: 100, banker: 200, tie: 50 }, tie)).toMatchObject({
      player: 100,
      banker: 200,
      tie: 450,
    });
    const pairs = dealCoup(cards('KC QD KS QH 9C 9D'));
    expect(betReturns({ playerPair: 100, bankerPair: 100 }, pairs)).toMatchObject({
      playerPair: 1200,
      bankerPair: 1200,
    });
  });
});

describe('exact RTP (recursive enumeration over card values, eight decks without replacement)', () => {
  it('banker 98.94 %, player 98.76 %, tie 85.64 %, pairs 89.64 %', () => {
    const o = exactOutcomes();
    expect(o.player + o.banker + o.tie).toBeCloseTo(1, 10);
    expect(o.banker).toBeCloseTo(0.458597, 6);
    expect(o.player).toBeCloseTo(0.446247, 6);
    expect(o.tie).toBeCloseTo(0.095156, 6);
    const rtp = exactRtps();
    for (const bet of Object.keys(BACCARAT_RTP) as (keyof typeof BACCARAT_RTP)[]) {
      expect(Math.abs(rtp[bet] - BACCARAT_RTP[bet])).toBeLessThan(0.0001);
    }
  });
});
