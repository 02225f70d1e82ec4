import { drawFloats, pick, shuffle } from '../fairness';
import { drawScore, MAX_GOALS, type MatchModel, type Score, scoreGrid } from './model';

/**
 * A match's result from its hash-chain link (issue 23): floats = drawFloats(hash, salt, MATCH_FLOATS)
 * (src/rules/fairness.ts). Float 0 draws the score from the model's grid (inverse CDF); floats
 * 1…20 give the goals' minutes (1 + ⌊f × 90⌋, sorted), floats 21… shuffle the order of the sides
 * that scored them. The same code runs on the server and in the /m/fairness verifier.
 */
export const MATCH_FLOATS = 1 + 4 * MAX_GOALS;

export interface GoalEvent {
  minute: number;
  side: 'home' | 'away';
  /** The running score after this goal. */
  home: number;
  away: number;
}

export interface MatchResult {
  score: Score;
  goals: GoalEvent[];
}

/** The result from the match's floats (at least MATCH_FLOATS). */
export function matchResult(model: MatchModel, floats: readonly number[]): MatchResult {
  if (floats.length < MATCH_FLOATS) throw new RangeError(`a match needs ${MATCH_FLOATS} floats`);
  const score = drawScore(scoreGrid(model), floats[0]!);
  const total = score.home + score.away;
  const minutes = floats
    .slice(1, 1 + total)
    .map((f) => 1 + pick(f, 90))
    .sort((a, b) => a - b);
  const sides = shuffle<'home' | 'away'>(floats.slice(1 + 2 * MAX_GOALS), [
    ...Array<'home'>(score.home).fill('home'),
    ...Array<'away'>(score.away).fill('away'),
  ]);
  let home = 0;
  let away = 0;
  const goals = minutes.map((minute, i) => {
    const side = sides[i]!;
    if (side === 'home') home++;
    else away++;
    return { minute, side, home, away };
  });
  return { score, goals };
}

/** What the verifier runs: the link's floats, then the result. */
export async function matchResultOf(model: MatchModel, hash: string, salt: string): Promise<MatchResult> {
  return matchResult(model, await drawFloats(hash, salt, MATCH_FLOATS));
}
