import { ALL_SELECTIONS } from './markets';

/**
 * The bet slip (issue 23): singles (each leg its own bet, the same stake each) or one accumulator
 * (2–8 legs from different matches; its odds the product of the legs' odds, floored to hundredths
 * at each step, capped at ACCA_MAX_ODDS). A payout is ⌊stake × odds ÷ 100⌋. One debit per slip.
 */
export const ACCA_MIN_LEGS = 2;
export const ACCA_MAX_LEGS = 8;
export const SINGLES_MAX = 10;
/** 10,000.00×. */
export const ACCA_MAX_ODDS = 1_000_000;

export interface Leg {
  matchId: string;
  selection: string;
}
export type SlipKind = 'singles' | 'accumulator';

export type SlipCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'football.slip_invalid';
      detail: 'legs' | 'selection' | 'same_match' | 'duplicate';
      index?: number;
    };

/** Shape rules of a slip (what needs no database). */
export function checkSlip(kind: SlipKind, legs: readonly Leg[]): SlipCheck {
  const max = kind === 'singles' ? SINGLES_MAX : ACCA_MAX_LEGS;
  const min = kind === 'singles' ? 1 : ACCA_MIN_LEGS;
  if (legs.length < min || legs.length > max) return { ok: false, code: 'football.slip_invalid', detail: 'legs' };
  for (const [i, l] of legs.entries()) {
    if (!ALL_SELECTIONS.includes(l.selection)) {
      return { ok: false, code: 'football.slip_invalid', detail: 'selection', index: i };
    }
    const before = legs.slice(0, i);
    if (before.some((b) => b.matchId === l.matchId && b.selection === l.selection)) {
      return { ok: false, code: 'football.slip_invalid', detail: 'duplicate', index: i };
    }
    if (kind === 'accumulator' && before.some((b) => b.matchId === l.matchId)) {
      return { ok: false, code: 'football.slip_invalid', detail: 'same_match', index: i };
    }
  }
  return { ok: true };
}

/** An accumulator's odds from its legs' odds (hundredths). */
export function accumulatorOdds(odds: readonly number[]): number {
  let o = 100;
  for (const x of odds) o = Math.min(ACCA_MAX_ODDS, Math.floor((o * x) / 100));
  return o;
}

export const payoutOf = (stake: number, odds: number): number => Math.floor((stake * odds) / 100);

export type LegStatus = 'open' | 'won' | 'lost' | 'void';

/**
 * A bet's outcome from its legs: lost once any leg lost; open while any leg is open; else won, at
 * the odds of its won legs (a void leg counts 1.00); void when every leg is void.
 */
export function betOutcome(
  legs: readonly { status: LegStatus; odds: number }[],
): { status: 'open' } | { status: 'lost' | 'void' } | { status: 'won'; odds: number } {
  if (legs.some((l) => l.status === 'lost')) return { status: 'lost' };
  if (legs.some((l) => l.status === 'open')) return { status: 'open' };
  const won = legs.filter((l) => l.status === 'won');
  if (won.length === 0) return { status: 'void' };
  return { status: 'won', odds: accumulatorOdds(won.map((l) => l.odds)) };
}
