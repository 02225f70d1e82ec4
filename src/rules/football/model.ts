/**
 * Virtual football's goal model (issue 23; docs/virtual-football.md): each side's goals are
 * independent Poisson counts (home λ, away μ) with the Dixon–Coles correction τ on the four low
 * scores (0-0, 0-1, 1-0, 1-1). The score grid is truncated at `MAX_GOALS` a side, the tail of each
 * side folded into its last cell (P(X = 10) := P(X ≥ 10)), so the grid sums to exactly the model's 1.
 *
 * The server that draws and the browser that verifies must compute the same bits, so nothing here
 * uses Math.exp / Math.pow (their last bit is up to the engine): only + − × ÷, which IEEE 754 rounds
 * the same everywhere.
 */

/** Goals a side the grid holds; the tail beyond goes to this cell. */
export const MAX_GOALS = 10;
/** The grid's side (0…MAX_GOALS). */
export const GRID = MAX_GOALS + 1;

/** e^x for x ≤ 0 from basic arithmetic only: e^(x/2¹⁶) by its Taylor series, squared 16 times. */
export function expNeg(x: number): number {
  if (!(x <= 0)) throw new RangeError('expNeg takes x ≤ 0');
  const y = x / 65_536;
  let term = 1;
  let sum = 1;
  for (let k = 1; k < 12; k++) {
    term = (term * y) / k;
    sum += term;
  }
  for (let i = 0; i < 16; i++) sum *= sum;
  return sum;
}

/** P(X = k), k = 0…MAX_GOALS, for X ~ Poisson(λ), the last cell holding P(X ≥ MAX_GOALS). */
export function poissonCells(lambda: number): number[] {
  if (!(lambda > 0 && lambda < 10)) throw new RangeError('λ must be in (0, 10)');
  const out: number[] = [];
  let p = expNeg(-lambda);
  let sum = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(1 - sum);
  return out;
}

/** The Dixon–Coles factor τ(h, a) for home rate λ, away rate μ and dependence ρ (1 off the four low cells). */
export function tau(h: number, a: number, lambda: number, mu: number, rho: number): number {
  if (h === 0 && a === 0) return 1 - lambda * mu * rho;
  if (h === 0 && a === 1) return 1 + lambda * rho;
  if (h === 1 && a === 0) return 1 + mu * rho;
  if (h === 1 && a === 1) return 1 - rho;
  return 1;
}

export interface MatchModel {
  /** Home goals' rate (home advantage included). */
  lambda: number;
  /** Away goals' rate. */
  mu: number;
  /** Dixon–Coles dependence, typically slightly negative. */
  rho: number;
}

/** The score grid: grid[h][a] = P(home h, away a). Sums to 1 (τ moves mass among the four low cells only). */
export function scoreGrid(m: MatchModel): number[][] {
  const ph = poissonCells(m.lambda);
  const pa = poissonCells(m.mu);
  return ph.map((x, h) => pa.map((y, a) => tau(h, a, m.lambda, m.mu, m.rho) * x * y));
}

export interface Score {
  home: number;
  away: number;
}

/**
 * The score from one float u ∈ [0, 1): the inverse CDF over the grid read home-major
 * (0-0, 0-1, … 0-10, 1-0, …); the first cell whose running sum passes u. Rounding that leaves u
 * above the last running sum lands on the last cell with mass.
 */
export function drawScore(grid: readonly (readonly number[])[], u: number): Score {
  let acc = 0;
  let last: Score = { home: 0, away: 0 };
  for (let h = 0; h < grid.length; h++) {
    const row = grid[h]!;
    for (let a = 0; a < row.length; a++) {
      const p = row[a]!;
      if (p <= 0) continue;
      acc += p;
      last = { home: h, away: a };
      if (u < acc) return last;
    }
  }
  return last;
}
