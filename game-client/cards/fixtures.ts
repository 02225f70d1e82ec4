import type { BaccaratGame, BaccaratRound, BaccaratState, PokerGame, PokerState } from '../../src/api/contract/cards';
import { DEFAULT_PACING } from '../../src/rules/pacing';
import { JOB_96 } from '../../src/rules/videopoker/paytables';
import { sessionId } from '../frame/fixtures';

/** Story fixtures for the card games (the numbers are the real paytables). */

const seeds = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'lucky-seven', nonce: 4 };

export const jacks96: PokerGame = {
  code: 'lumen-jacks-96',
  name: 'Jacks or Better 9/6',
  table: '9/6',
  rtp: 9954,
  paytable: { ...JOB_96 },
  stakes: [100, 200, 500, 1000, 2000, 5000],
  theme: { background: '#0f2a2e', primary: '#1f7a6d', accent: '#f2c14e' },
};

export const pokerState: PokerState = {
  balance: 125_000,
  currency: 'CNY',
  currencySymbol: '¥',
  game: jacks96,
  open: null,
  history: [],
  sessionId,
  pacing: DEFAULT_PACING,
  seeds,
};

export const baccaratGame: BaccaratGame = {
  code: 'lumen-baccarat',
  name: 'Lumen Baccarat',
  rtp: { banker: 9894, player: 9876, tie: 8564, playerPair: 8964, bankerPair: 8964 },
  pays: { player: 1, banker: 0.95, tie: 8, playerPair: 11, bankerPair: 11 },
  chips: [100, 500, 1000, 5000, 10_000],
  minBet: 100,
  maxBet: 1_000_000,
  theme: { background: '#0e2a1c', primary: '#1c6b45', accent: '#e8c46a' },
};

const zero = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };

/** A coup the banker wins 7 to 4 after three cards each; 10 on the banker. */
export const bankerCoup: BaccaratRound = {
  id: '2a6c1e50-8f0b-4c3e-9b7a-5d1f0e2c3b4a',
  bets: { ...zero, banker: 1000 },
  returns: { ...zero, banker: 1950 },
  stake: 1000,
  win: 1950,
  player: ['KC', '4S', 'QS'],
  banker: ['6D', '4D', '7H'],
  order: ['player', 'banker', 'player', 'banker', 'player', 'banker'],
  playerTotal: 4,
  bankerTotal: 7,
  winner: 'banker',
  playerPair: false,
  bankerPair: false,
  nonce: 3,
  time: '2026-11-27T08:00:00.000Z',
};

/** A road of 20 coups, oldest first. */
export const road = Array.from({ length: 20 }, (_, i) => ({
  id: `coup-${i}`,
  winner: (['banker', 'player', 'banker', 'tie', 'player', 'banker', 'banker'] as const)[i % 7]!,
  playerPair: i % 9 === 4,
  bankerPair: i % 11 === 2,
  playerTotal: (i * 3) % 10,
  bankerTotal: (i * 7 + 1) % 10,
}));

export const baccaratState: BaccaratState = {
  balance: 250_000,
  currency: 'CNY',
  currencySymbol: '¥',
  game: baccaratGame,
  history: [bankerCoup],
  sessionId,
  pacing: DEFAULT_PACING,
  seeds,
};
