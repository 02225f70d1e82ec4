import type { FootballMatch } from '../../src/api/contract/football';
import { ACCA_MAX_LEGS, accumulatorOdds, payoutOf, SINGLES_MAX } from '../../src/rules/football/slip';

/** A pick on the slip: a selection of a match at the odds shown. */
export interface SlipPick {
  matchId: string;
  selection: string;
  odds: number;
}
export type SlipMode = 'singles' | 'accumulator';

export const pickKey = (p: Pick<SlipPick, 'matchId' | 'selection'>) => `${p.matchId}|${p.selection}`;

/** Adds or removes a pick (at most SINGLES_MAX). */
export function togglePick(picks: readonly SlipPick[], p: SlipPick): SlipPick[] {
  const key = pickKey(p);
  if (picks.some((x) => pickKey(x) === key)) return picks.filter((x) => pickKey(x) !== key);
  return picks.length >= SINGLES_MAX ? [...picks] : [...picks, p];
}

/** Whether the picks can make an accumulator (2–8 legs, one per match). */
export function accumulatorProblem(picks: readonly SlipPick[]): 'few' | 'many' | 'same_match' | null {
  if (picks.length < 2) return 'few';
  if (picks.length > ACCA_MAX_LEGS) return 'many';
  return new Set(picks.map((p) => p.matchId)).size < picks.length ? 'same_match' : null;
}

/** The slip's total stake, its odds (an accumulator's product) and its largest possible win. */
export function slipFigures(picks: readonly SlipPick[], mode: SlipMode, stake: number) {
  if (picks.length === 0) return { total: 0, odds: null, potential: 0 };
  if (mode === 'accumulator') {
    const odds = accumulatorOdds(picks.map((p) => p.odds));
    return { total: stake, odds, potential: payoutOf(stake, odds) };
  }
  return {
    total: stake * picks.length,
    odds: null,
    potential: picks.reduce((n, p) => n + payoutOf(stake, p.odds), 0),
  };
}

/** The picks still open for bets at `now` (a match that kicked off drops off the slip). */
export const stillOpen = (picks: readonly SlipPick[], matches: readonly FootballMatch[], now: number) =>
  picks.filter((p) => {
    const m = matches.find((x) => x.id === p.matchId);
    return m !== undefined && Date.parse(m.kickoffAt) > now;
  });

/** The minute of play shown at `now` (0 before kick-off, 90 at full time), from the match's times. */
export function minuteAt(match: Pick<FootballMatch, 'kickoffAt' | 'endsAt'>, now: number): number {
  const k = Date.parse(match.kickoffAt);
  const e = Date.parse(match.endsAt);
  if (now <= k) return 0;
  if (now >= e) return 90;
  return Math.min(90, Math.floor(((now - k) / (e - k)) * 90));
}
