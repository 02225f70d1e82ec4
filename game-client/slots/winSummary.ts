import { type WinTier, winTier } from './celebration';

/** What the win display says about the outcome on the reels. */
export type WinSummary =
  | { kind: 'start' }
  | { kind: 'none' }
  | {
      kind: 'win';
      /** How big the win is against the stake (celebration.ts): the heading and the celebration follow it. */
      tier: Exclude<WinTier, 'none'>;
      total: number;
      /** Each paying line: its number as players count (from 1), how many, which symbol, what it paid. */
      lines: { line: number; count: number; symbol: string; amount: number }[];
      scatter: { count: number; amount: number } | null;
    };

export interface WinOutcome {
  stake: number;
  totalWin: number;
  lineWins: readonly { line: number; symbol: string; count: number; amount: number }[];
  scatterCount: number;
  scatterWin: number;
}

/**
 * Before the first spin "good luck", a losing spin "no win", else the win with its lines and scatters,
 * and its tier against `stake` (the spin's own; for a free spin the window passes the stake that won it).
 */
export function winSummary(spin: WinOutcome | null, stake = spin?.stake ?? 0): WinSummary {
  if (!spin) return { kind: 'start' };
  if (spin.totalWin === 0) return { kind: 'none' };
  const tier = winTier(spin.totalWin, stake);
  return {
    kind: 'win',
    tier: tier === 'none' ? 'small' : tier,
    total: spin.totalWin,
    lines: spin.lineWins.map((w) => ({ line: w.line + 1, count: w.count, symbol: w.symbol, amount: w.amount })),
    scatter: spin.scatterWin > 0 ? { count: spin.scatterCount, amount: spin.scatterWin } : null,
  };
}
