import { describe, expect, it } from 'vitest';
import { cardCode, dealOf, drawFrom, parseCard, roundDeck, shuffledDeck } from './cards';
import { evaluate, winningCards } from './hand';
import { JOB_85, JOB_96, VIDEO_POKER_GAMES } from './paytables';
import { bestHold, exactRtp, flagsToMask, holdValues, holdValuesFromSums, maskToFlags, subsetSums } from './strategy';

const hand = (codes: string) => codes.split(' ').map(parseCard);
const SERVER = 'a'.repeat(64);

describe('hand ranking (fixed vectors)', () => {
  it.each([
    ['TS JS QS KS AS', 'royalFlush'],
    ['AH 2H 3H 4H 5H', 'straightFlush'],
    ['9C TC JC QC KC', 'straightFlush'],
    ['7D 7C 7H 7S 2C', 'fourOfAKind'],
    ['3D 3C 3H 9S 9C', 'fullHouse'],
    ['2D 7D 9D JD KD', 'flush'],
    ['AC 2D 3H 4S 5C', 'straight'],
    ['TC JD QH KS AC', 'straight'],
    ['5C 6D 7H 8S 9C', 'straight'],
    ['QC KD AH 2S 3C', 'nothing'], // no wrap-around
    ['8C 8D 8H KS 2C', 'threeOfAKind'],
    ['4C 4D 9H 9S AC', 'twoPair'],
    ['JC JD 2H 5S 9C', 'jacksOrBetter'],
    ['AC AD 2H 5S 9C', 'jacksOrBetter'],
    ['TC TD 2H 5S 9C', 'nothing'],
    ['2C 4D 6H 8S TC', 'nothing'],
  ])('%s is %s', (codes, category) => {
    expect(evaluate(hand(codes))).toBe(category);
  });

  it('refuses anything but five distinct cards', () => {
    expect(() => evaluate(hand('2C 2C 3D 4D 5D'))).toThrow(RangeError);
    expect(() => evaluate(hand('2C 3D 4D 5D'))).toThrow(RangeError);
  });

  it('lights the paying cards', () => {
    expect(winningCards(hand('JC 2D JH 5S 9C'))).toEqual([true, false, true, false, false]);
    expect(winningCards(hand('2C 4D 6H 8S TC'))).toEqual([false, false, false, false, false]);
    expect(winningCards(hand('3D 3C 3H 9S 9C'))).toEqual([true, true, true, true, true]);
  });

  it('text forms round-trip', () => {
    for (let c = 0; c < 52; c++) expect(parseCard(cardCode(c))).toBe(c);
    expect(cardCode(0)).toBe('2C');
    expect(cardCode(51)).toBe('AS');
  });
});

describe('the seeded shuffle (fixed vectors)', () => {
  it('deals the first five of shuffle(seedFloats(serverSeed, clientSeed, nonce, 51)) and draws from card 6 on', async () => {
    const deck = await roundDeck(SERVER, 'lumen', 0);
    expect(deck.slice(0, 12).map(cardCode).join(' ')).toBe('AC AS TC 2C 2H 2D TD 9D 7D JS 3S JH');
    expect(new Set(deck).size).toBe(52);
    expect(dealOf(deck).map(cardCode)).toEqual(['AC', 'AS', 'TC', '2C', '2H']);
    // Hold the aces: positions 2, 3, 4 take cards 6, 7, 8 in order.
    expect(drawFrom(deck, [true, true, false, false, false]).map(cardCode)).toEqual(['AC', 'AS', '2D', 'TD', '9D']);
    // Hold nothing: cards 6–10.
    expect(drawFrom(deck, [false, false, false, false, false]).map(cardCode)).toEqual(['2D', 'TD', '9D', '7D', 'JS']);
    const next = await roundDeck(SERVER, 'lumen', 1);
    expect(next.slice(0, 12).map(cardCode).join(' ')).toBe('6H 7H 4D 2H 4C 9H 9S AD 7C 9C TH JS');
  });

  it('needs 51 floats', () => {
    expect(() => shuffledDeck([0.5])).toThrow(RangeError);
  });
});

describe('optimal hold by exact expected value', () => {
  it('brute force: a dealt royal is held; a high pair beats four to an outside straight', () => {
    const royal = hand('TS JS QS KS AS');
    expect(bestHold(holdValues(royal, JOB_96))).toEqual({ hold: 31, value: 800 });
    const v = holdValues(hand('JC JD QH KS 2C'), JOB_96);
    const best = bestHold(v);
    expect(maskToFlags(best.hold)).toEqual([true, true, false, false, false]);
    expect(best.value).toBeCloseTo(1.5364, 3); // the textbook EV of a high pair on 9/6
    expect(flagsToMask([true, true, false, false, false])).toBe(3);
  });
});

describe('exact RTP of optimal play (both paytables)', () => {
  it('is 99.54 % for 9/6 and 97.30 % for 8/5 over all 2,598,960 deals (subset sums + suit classes)', () => {
    const [rtp96, rtp85] = exactRtp([JOB_96, JOB_85]) as [number, number];
    expect(Math.abs(rtp96 - 0.9954)).toBeLessThan(0.002);
    expect(Math.abs(rtp85 - 0.973)).toBeLessThan(0.002);
    // The known exact figures, to 4 decimals.
    expect(rtp96).toBeCloseTo(0.995439, 5);
    expect(rtp85).toBeCloseTo(0.972984, 5);
    const declared = VIDEO_POKER_GAMES.map((g) => g.rtp);
    expect(declared).toEqual([0.9954, 0.973]);
  }, 60_000);

  it('the fast per-hold values equal brute force', () => {
    const [sums] = subsetSums([JOB_96]) as [Float64Array];
    for (const codes of ['JC JD QH KS 2C', '9H TH JH 2S 3C', 'AS KD 7C 4H 2D']) {
      const h = hand(codes);
      const fast = holdValuesFromSums(h, sums);
      const brute = holdValues(h, JOB_96);
      for (let m = 0; m < 32; m++) expect(fast[m]).toBeCloseTo(brute[m] as number, 9);
    }
  }, 60_000);
});
