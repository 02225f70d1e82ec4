import { seedFloats, shuffle } from '../fairness';
import { type Card, cardCode, rankOf } from '../videopoker/cards';

/**
 * Punto banco (issue 23; docs/video-poker-baccarat.md). Cards are the video poker cards (0–51, rank
 * 0–12 for 2…A); a shoe is eight decks (416 cards), shuffled from the round's floats with the same
 * Fisher–Yates (`shuffle(seedFloats(serverSeed, clientSeed, nonce, 415), SHOE)`). One shoe per round.
 *
 * Deal order: player, banker, player, banker from the top of the shoe; then the third cards by the
 * standard rules (tableau below), the player's first. A hand's total is the sum of its card values
 * mod 10 (A = 1, 2–9 face value, 10/J/Q/K = 0).
 *
 * Bets and pays (win returns stake + pay): player 1:1, banker 0.95:1 (5 % commission), tie 8:1,
 * player pair and banker pair 11:1 (the side's first two cards of the same rank). A tie returns the
 * player and banker bets.
 */

export const DECKS = 8;
export const SHOE: readonly Card[] = Array.from({ length: 52 * DECKS }, (_, i) => i % 52);
export const BACCARAT_FLOATS = SHOE.length - 1;

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
export type BaccaratBets = Partial<Record<BaccaratBet, number>>;

/** Each bet's pay for 1 staked when it wins, as a fraction (numerator / 100 to stay in integers). */
export const PAY_PERCENT: Record<BaccaratBet, number> = {
  player: 100,
  banker: 95,
  tie: 800,
  playerPair: 1100,
  bankerPair: 1100,
};

/** The declared RTP of each bet (exact enumeration, baccarat.test.ts). */
export const BACCARAT_RTP: Record<BaccaratBet, number> = {
  banker: 0.9894,
  player: 0.9876,
  tie: 0.8564,
  playerPair: 0.8964,
  bankerPair: 0.8964,
};

export const cardValue = (card: Card): number => {
  const r = rankOf(card); // 0 = 2 … 7 = 9, 8 = T … 11 = K, 12 = A
  if (r === 12) return 1;
  if (r >= 8) return 0;
  return r + 2;
};

export const handTotal = (cards: readonly Card[]): number => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/** Whether the player draws a third card on a two-card total. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws: on 0–2 always; on 3–6 by the player's third card value (null when the
 * player stood, then the banker draws on 0–5); never on 7.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  /** The cards in the order dealt: which side each went to. */
  order: ('player' | 'banker')[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

/** One coup from the top of a shoe. */
export function dealCoup(shoe: readonly Card[]): BaccaratCoup {
  const take = (() => {
    let i = 0;
    return () => {
      const c = shoe[i++];
      if (c === undefined) throw new RangeError('the shoe ran out');
      return c;
    };
  })();
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  const p2 = handTotal(player);
  const b2 = handTotal(banker);
  const natural = p2 >= 8 || b2 >= 8;
  if (!natural) {
    let third: number | null = null;
    if (playerDraws(p2)) {
      const c = take();
      player.push(c);
      order.push('player');
      third = cardValue(c);
    }
    if (bankerDraws(b2, third)) {
      banker.push(take());
      order.push('banker');
    }
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    order,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0] as Card) === rankOf(player[1] as Card),
    bankerPair: rankOf(banker[0] as Card) === rankOf(banker[1] as Card),
    natural,
  };
}

export const shuffledShoe = (floats: readonly number[]): Card[] => {
  if (floats.length < BACCARAT_FLOATS) throw new RangeError(`need ${BACCARAT_FLOATS} floats`);
  return shuffle(floats, SHOE);
};

export async function roundCoup(serverSeed: string, clientSeed: string, nonce: number): Promise<BaccaratCoup> {
  return dealCoup(shuffledShoe(await seedFloats(serverSeed, clientSeed, nonce, BACCARAT_FLOATS)));
}

/**
 * What each bet returns (stake included; integer minor units): a win returns stake + stake × pay
 * (the banker's 0.95 rounded down to the minor unit), a tie returns the player and banker bets, a loss 0.
 */
export function betReturns(bets: BaccaratBets, coup: BaccaratCoup): Record<BaccaratBet, number> {
  const out = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 } as Record<BaccaratBet, number>;
  for (const bet of BACCARAT_BETS) {
    const stake = bets[bet] ?? 0;
    if (stake <= 0) continue;
    const win = Math.floor((stake * PAY_PERCENT[bet]) / 100);
    let won = false;
    if (bet === 'player' || bet === 'banker') {
      if (coup.winner === 'tie') {
        out[bet] = stake;
        continue;
      }
      won = coup.winner === bet;
    } else if (bet === 'tie') won = coup.winner === 'tie';
    else won = bet === 'playerPair' ? coup.playerPair : coup.bankerPair;
    out[bet] = won ? stake + win : 0;
  }
  return out;
}

export const totalStake = (bets: BaccaratBets): number => BACCARAT_BETS.reduce((s, b) => s + (bets[b] ?? 0), 0);

/** The coup's cards in text form (the proof and the window). */
export const coupCodes = (coup: BaccaratCoup) => ({
  player: coup.player.map(cardCode),
  banker: coup.banker.map(cardCode),
});

/**
 * The exact probabilities of player win, banker win and tie from a full eight-deck shoe, by
 * recursion over the ten card values with their multiplicities (value 0 has 128 cards, the others
 * 32), drawing without replacement; and of a pair on one side (31 / 415).
 */
export function exactOutcomes(): { player: number; banker: number; tie: number; pair: number } {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * DECKS);
  let left = 52 * DECKS;
  const result = { player: 0, banker: 0, tie: 0 };
  const draw = (fn: (v: number, p: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const n = counts[v] as number;
      if (n === 0) continue;
      const p = n / left;
      counts[v] = n - 1;
      left--;
      fn(v, p);
      counts[v] = n;
      left++;
    }
  };
  draw((p1, q1) =>
    draw((b1, q2) =>
      draw((p2, q3) =>
        draw((b2, q4) => {
          const q = q1 * q2 * q3 * q4;
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          const settle = (pf: number, bf: number, w: number) => {
            if (pf > bf) result.player += w;
            else if (bf > pf) result.banker += w;
            else result.tie += w;
          };
          if (pt >= 8 || bt >= 8) return settle(pt, bt, q);
          if (pt <= 5) {
            draw((p3, q5) => {
              const pf = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) draw((b3, q6) => settle(pf, (bt + b3) % 10, q * q5 * q6));
              else settle(pf, bt, q * q5);
            });
          } else if (bankerDraws(bt, null)) draw((b3, q6) => settle(pt, (bt + b3) % 10, q * q6));
          else settle(pt, bt, q);
        }),
      ),
    ),
  );
  const pair = (4 * DECKS - 1) / (52 * DECKS - 1);
  return { ...result, pair };
}

/** Each bet's exact RTP from the exact outcome probabilities (ties push player and banker bets). */
export function exactRtps(): Record<BaccaratBet, number> {
  const o = exactOutcomes();
  return {
    player: o.player * 2 + o.tie,
    banker: o.banker * 1.95 + o.tie,
    tie: o.tie * 9,
    playerPair: o.pair * 12,
    bankerPair: o.pair * 12,
  };
}
