/**
 * The slot's symbols: W (wild), S (scatter), H1–H4 (the game's emblems) and the card royals A, K, Q,
 * J and T (10), all drawn in the game's sprite; a royal is named by its letter.
 */
export const ROYALS: Readonly<Record<string, string>> = { A: 'A', K: 'K', Q: 'Q', J: 'J', T: '10' };

export const isRoyal = (symbol: string) => symbol in ROYALS;
/** The wild and the scatter carry a caption on the reels. */
export const hasCaption = (symbol: string) => symbol === 'W' || symbol === 'S';

/** What the reels show before the first spin of a session. */
export const DEFAULT_GRID: readonly (readonly string[])[] = [
  ['H1', 'A', 'K'],
  ['Q', 'H2', 'J'],
  ['T', 'A', 'H3'],
  ['K', 'H4', 'Q'],
  ['J', 'T', 'W'],
];

export type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** A symbol's name: the royal's letter, else its translated name ("Wild"). */
export const symbolName = (symbol: string, t: Translate) => ROYALS[symbol] ?? t(`play.symbols.${symbol}`);

/** The grid read row by row, for screen readers ("Reels, row by row: Emblem 1, Q, 10…"). */
export function describeGrid(grid: readonly (readonly string[])[], t: Translate) {
  const rows = [0, 1, 2].map((row) => grid.map((reel) => symbolName(reel[row] ?? '', t)).join(', '));
  return t('play.grid', { rows: rows.join('; ') });
}
