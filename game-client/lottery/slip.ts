import type { BetPick, BetType } from '../../src/api/contract/lottery';

/**
 * The bet slip's rules (issue 22): what a pick is, what it may win, and whether the slip may be
 * placed. Amounts are integer minor units; odds are hundredths, stake included (198 = 1.98×).
 */

/** What a bet type pays on a stake: ⌊stake × odds ÷ 100⌋, in integers (no float rounding). */
export function potentialWin(stake: number, odds: number): number {
  return Number((BigInt(Math.trunc(stake)) * BigInt(Math.trunc(odds))) / 100n);
}

/** A number as the vendor reads it: "7" with width 1, "07" with width 2. */
export const numberText = (n: number, width: number) => String(n).padStart(width, '0');

/** The numbers a `numbers` pick offers, min..max. */
export const numberRange = (pick: Extract<BetPick, { kind: 'numbers' }>) =>
  Array.from({ length: pick.max - pick.min + 1 }, (_, i) => pick.min + i);

/**
 * How a numbers pick is made. `slots`: the picks fill numbered positions in order (a straight bet,
 * or any pick that may repeat a number); else they toggle on the grid, kept sorted. `repeats`: a
 * number may be picked more than once (a 5-digit straight "3 3 0"; a box-3 is a pair and a third).
 * The 11×5 game's balls are always different.
 */
export interface PickMode {
  slots: boolean;
  repeats: boolean;
}

export function pickMode(type: Pick<BetType, 'code' | 'pick'>, family: string): PickMode {
  // One number has no positions to fill: a tap picks it, another unpicks it.
  if (type.pick.kind !== 'numbers' || type.pick.count === 1) return { slots: false, repeats: false };
  const repeats = (type.pick.ordered && family !== '11x5') || type.code.endsWith('.box3');
  return { slots: type.pick.ordered || repeats, repeats };
}

/** A tap on a number: it fills the next position (slots), or toggles (up to `count`). */
export function tapNumber(
  pick: Extract<BetPick, { kind: 'numbers' }>,
  mode: PickMode,
  current: readonly number[],
  n: number,
): number[] {
  if (mode.slots) {
    if (current.length >= pick.count || (!mode.repeats && current.includes(n))) return [...current];
    return [...current, n];
  }
  if (current.includes(n)) return current.filter((x) => x !== n);
  if (current.length >= pick.count) return [...current];
  return [...current, n].sort((a, b) => a - b);
}

/** A number that cannot be tapped: every position is filled; or (toggles) it is not picked and `count` are; or it is picked and may not repeat. */
export function numberDisabled(
  pick: Extract<BetPick, { kind: 'numbers' }>,
  mode: PickMode,
  current: readonly number[],
  n: number,
) {
  if (mode.slots) return current.length >= pick.count || (!mode.repeats && current.includes(n));
  return current.length >= pick.count && !current.includes(n);
}

/** One bet on the slip. */
export interface SlipLine {
  /** Stable within the slip. */
  key: string;
  betType: string;
  selection: string[];
  odds: number;
  stake: number;
}

/** The odds of a selection: the option's own, or the type's. Null when the selection is not one the type offers. */
export function oddsOf(type: BetType, selection: readonly string[]): number | null {
  if (type.pick.kind === 'option') {
    if (selection.length !== 1) return null;
    return type.pick.options.find((o) => o.value === selection[0])?.odds ?? null;
  }
  return selection.length === type.pick.count ? type.pick.odds : null;
}

export const lineKey = (betType: string, selection: readonly string[]) => `${betType}:${selection.join(',')}`;

/** Add a bet to the slip; the same bet again is not added twice. */
export function addLine(lines: readonly SlipLine[], line: Omit<SlipLine, 'key'>, maxBets: number): SlipLine[] {
  const key = lineKey(line.betType, line.selection);
  if (lines.some((l) => l.key === key) || lines.length >= maxBets) return [...lines];
  return [...lines, { ...line, key }];
}

export type StakeProblem = { code: 'min'; amount: number } | { code: 'max'; amount: number };

export type SlipProblem = { code: 'empty' } | { code: 'funds'; balance: number; total: number };

export interface SlipCheck {
  total: number;
  potential: number;
  /** Per line key. */
  lines: Record<string, StakeProblem>;
  slip: SlipProblem | null;
  ok: boolean;
}

/** The slip's total, its largest possible win, and what stops it being placed: each stake against min and the type's max, then the balance. */
export function checkSlip(
  lines: readonly SlipLine[],
  limits: { minStake: number; maxStake: (betType: string) => number | undefined; balance: number },
): SlipCheck {
  const problems: Record<string, StakeProblem> = {};
  let total = 0;
  let potential = 0;
  for (const l of lines) {
    total += l.stake;
    potential += potentialWin(l.stake, l.odds);
    const max = limits.maxStake(l.betType);
    if (l.stake < limits.minStake) problems[l.key] = { code: 'min', amount: limits.minStake };
    else if (max !== undefined && l.stake > max) problems[l.key] = { code: 'max', amount: max };
  }
  const slip: SlipProblem | null =
    lines.length === 0
      ? { code: 'empty' }
      : total > limits.balance
        ? { code: 'funds', balance: limits.balance, total }
        : null;
  return { total, potential, lines: problems, slip, ok: slip === null && Object.keys(problems).length === 0 };
}

/** Quick stakes, as multiples of the minimum stake, within the type's maximum. */
export function quickStakes(minStake: number, maxStake: number): number[] {
  return [1, 5, 10, 50, 100].map((m) => m * minStake).filter((s) => s <= maxStake);
}

/** A stepper's next stake: one minimum stake up or down, kept within min..max. */
export function stepStake(stake: number, dir: 1 | -1, minStake: number, maxStake: number): number {
  const next = stake + dir * minStake;
  return Math.min(maxStake, Math.max(minStake, next));
}
