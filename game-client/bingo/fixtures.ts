import type { Card } from '../../src/rules/bingo/bingo';

/** Story fixtures: the fixed vector of the rules' test (seed 'a'×64, client 'player-seed', nonce 7). */
export const order = [
  41, 69, 30, 55, 74, 10, 53, 65, 68, 45, 16, 35, 28, 8, 44, 32, 67, 43, 11, 62, 9, 42, 33, 6, 61, 66, 56, 57, 50, 36,
  12, 24, 37, 60,
];
export const cards: Card[] = [
  [12, 16, 42, 47, 71, 14, 30, 35, 54, 70, 3, 24, 0, 53, 65, 7, 18, 40, 50, 69, 4, 28, 34, 57, 66],
  [14, 22, 44, 53, 67, 4, 18, 33, 60, 71, 3, 25, 0, 48, 62, 15, 16, 31, 46, 65, 2, 29, 38, 57, 74],
];
/** A card with its top row out (one line) after the first 30 balls of `lineBalls`. */
export const lineCard: Card = [
  41, 16, 31, 55, 74, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 34, 49, 64, 5, 20, 35, 50, 65,
];
export const lineBalls = [41, 16, 31, 55, 74, ...order.slice(5, 30).filter((b) => ![41, 16, 31, 55, 74].includes(b))];
