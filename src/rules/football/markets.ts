import type { Score } from './model';

/**
 * The markets of a match (issue 23): 1X2, over/under 2.5 goals, and the correct score 0-0…4-4 plus
 * "other". A selection is "market:pick" ("1x2:home", "ou:over", "cs:2-1", "cs:other").
 * Odds are the payout per unit staked, stake included, in hundredths:
 * odds = ⌊100 ÷ (p × (1 + margin))⌋, so every selection returns p × odds ≤ 1 ÷ (1 + margin).
 * A selection is offered only when its odds are between 1.01 and MAX_SINGLE_ODDS.
 */
export const MARKETS = ['1x2', 'ou', 'cs'] as const;
export type Market = (typeof MARKETS)[number];

/** The house margin in basis points (500 = 5 %). */
export const MARGIN_BP = 500;
/** A selection with odds above this (hundredths) is not offered. */
export const MAX_SINGLE_ODDS = 50_000;
export const MIN_ODDS = 101;
/** The total goals line of the over/under market. */
export const OU_LINE = 2.5;
/** Correct scores offered one by one (each side 0…4); every other score is "cs:other". */
export const CS_MAX = 4;

export const SELECTIONS: Record<Market, readonly string[]> = {
  '1x2': ['1x2:home', '1x2:draw', '1x2:away'],
  ou: ['ou:over', 'ou:under'],
  cs: [
    ...Array.from({ length: (CS_MAX + 1) ** 2 }, (_, i) => `cs:${Math.floor(i / (CS_MAX + 1))}-${i % (CS_MAX + 1)}`),
    'cs:other',
  ],
};
export const ALL_SELECTIONS: readonly string[] = MARKETS.flatMap((m) => SELECTIONS[m]);
export const marketOf = (selection: string): Market | null => {
  const m = selection.split(':')[0] as Market;
  return ALL_SELECTIONS.includes(selection) ? m : null;
};

/** Whether `selection` wins with `score`. */
export function wins(selection: string, s: Score): boolean {
  const [market, pick] = selection.split(':');
  switch (market) {
    case '1x2':
      return pick === 'home' ? s.home > s.away : pick === 'away' ? s.away > s.home : s.home === s.away;
    case 'ou':
      return pick === 'over' ? s.home + s.away > OU_LINE : s.home + s.away < OU_LINE;
    case 'cs':
      if (pick === 'other') return s.home > CS_MAX || s.away > CS_MAX;
      return pick === `${s.home}-${s.away}`;
    default:
      return false;
  }
}

/** The probability of each selection under a score grid. */
export function probabilities(grid: readonly (readonly number[])[]): Record<string, number> {
  const p: Record<string, number> = Object.fromEntries(ALL_SELECTIONS.map((s) => [s, 0]));
  for (const [home, row] of grid.entries()) {
    for (const [away, q] of row.entries()) {
      for (const s of ALL_SELECTIONS) if (wins(s, { home, away })) p[s]! += q;
    }
  }
  return p;
}

/** The odds (hundredths) of a selection of probability `p`, or null when it is not offered. */
export function oddsOf(p: number, marginBp = MARGIN_BP): number | null {
  if (!(p > 0)) return null;
  const odds = Math.floor(1_000_000 / (p * (10_000 + marginBp)));
  return odds >= MIN_ODDS && odds <= MAX_SINGLE_ODDS ? odds : null;
}

/** Every offered selection's odds. */
export function oddsBook(grid: readonly (readonly number[])[], marginBp = MARGIN_BP): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [s, p] of Object.entries(probabilities(grid))) {
    const o = oddsOf(p, marginBp);
    if (o !== null) out[s] = o;
  }
  return out;
}

/**
 * The declared return of each market (hundredths of a percent): the exact average of its offered
 * selections' p × odds over every fixture of the league (tested in football.test.ts). No single
 * selection returns more than 1 ÷ (1 + margin) = 95.24 %.
 */
export const DECLARED_RTP: Record<Market, number> = { '1x2': 9506, ou: 9500, cs: 9522 };
