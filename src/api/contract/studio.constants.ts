/**
 * The house slots' public rules (browser-safe; the studio's engine configs and the game window share
 * them): the paylines, the paytable of each volatility, the scatter pays, the free spins and the
 * stake steps. What a spin lands on (the reel strips) stays on the server (server/modules/studio).
 * Symbol ids: W the wild, S the scatter, H1–H4 the theme symbols, A K Q J T the card royals.
 */

export type StudioVolatility = 'low' | 'medium' | 'high';

/** Standard 5×3 paylines, the row (0 top, 1 middle, 2 bottom) on each reel; 10- and 20-line games use the first 10 or 20. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];

export interface StudioPaytable {
  /** Line multipliers by symbol: [3 of a kind, 4, 5], times the stake per line. */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Free-spin wins are multiplied by this. */
  freeMultiplier: number;
}

/** The paytable of each volatility. */
export const PAYTABLES: Readonly<Record<StudioVolatility, StudioPaytable>> = {
  low: {
    pays: {
      W: [50, 200, 1000],
      H1: [30, 100, 400],
      H2: [24, 80, 300],
      H3: [20, 60, 200],
      H4: [16, 50, 160],
      A: [10, 30, 120],
      K: [10, 24, 100],
      Q: [8, 20, 80],
      J: [6, 16, 60],
      T: [4, 12, 50],
    },
    freeMultiplier: 2,
  },
  medium: {
    pays: {
      W: [75, 300, 1500],
      H1: [40, 150, 750],
      H2: [30, 110, 375],
      H3: [22, 75, 225],
      H4: [15, 60, 190],
      A: [8, 30, 150],
      K: [8, 22, 110],
      Q: [6, 15, 75],
      J: [5, 12, 60],
      T: [3, 9, 45],
    },
    freeMultiplier: 2,
  },
  high: {
    pays: {
      W: [100, 500, 2500],
      H1: [50, 250, 1000],
      H2: [30, 120, 500],
      H3: [20, 80, 250],
      H4: [15, 50, 150],
      A: [6, 25, 100],
      K: [5, 20, 80],
      Q: [4, 12, 60],
      J: [3, 10, 50],
      T: [2, 8, 40],
    },
    freeMultiplier: 3,
  },
};

/** Scatter multipliers of the total stake by count (3, 4, 5 anywhere). */
export const SCATTER_PAYS = { 3: 2, 4: 10, 5: 50 } as const;
/** Free spins awarded by scatter count. */
export const FREE_SPINS = { 3: 8, 4: 12, 5: 20 } as const;
/** Stakes a player may choose: these multiples of the game's minimum total stake. */
export const STAKE_STEPS = [1, 2, 5, 10, 20, 50] as const;
