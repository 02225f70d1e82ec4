import type { BetPick } from '../../api/contract/lottery';

/**
 * Odds and returns as a person reads them, the same in the game window and the back office (odds are
 * hundredths of the payout per unit staked, stake included; a return is hundredths of a percent).
 */

/** 198 → "1.98×", 98000 → "980×". */
export function oddsText(odds: number): string {
  const x = odds / 100;
  return `${Number.isInteger(x) ? String(x) : x.toFixed(2)}×`;
}

/** 9800 → "98.00%". */
export const rtpText = (rtp: number): string => `${(rtp / 100).toFixed(2)}%`;

/** A bet type's odds in one line: one figure, two as "a / b", more (a sum's values) as the range. */
export function oddsSummary(pick: BetPick): string {
  const all = pick.kind === 'numbers' ? [pick.odds] : [...new Set(pick.options.map((o) => o.odds))];
  return all.length > 2
    ? `${oddsText(Math.min(...all))} – ${oddsText(Math.max(...all))}`
    : all.map(oddsText).join(' / ');
}
