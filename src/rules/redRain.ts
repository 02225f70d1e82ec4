/**
 * The red-envelope rain's rules (issue 21, docs/red-rain.md), shared by the server and the page: the
 * plan's limits and checks, how a budget is split into envelopes, and which phase a rain is in.
 * Amounts are integer minor units (safe integers; the contract bounds them).
 */

/** A rain's window: a few minutes. */
export const RED_RAIN_WINDOW_MIN_SECONDS = 60;
export const RED_RAIN_WINDOW_MAX_SECONDS = 600;
export const RED_RAIN_COUNT_MAX = 1000;
/** How far ahead a rain may be scheduled. */
export const RED_RAIN_MAX_LEAD_DAYS = 7;

export interface RainPlan {
  budget: number;
  count: number;
  minAmount: number;
  maxAmount: number;
}

/** Which field is wrong and the i18n key (`redRain.form.*`) that says why; empty when the plan holds. */
export function checkRainPlan(p: RainPlan): Partial<Record<keyof RainPlan, string>> {
  const errors: Partial<Record<keyof RainPlan, string>> = {};
  if (!Number.isSafeInteger(p.count) || p.count < 1 || p.count > RED_RAIN_COUNT_MAX) errors.count = 'countRange';
  if (!Number.isSafeInteger(p.minAmount) || p.minAmount < 1) errors.minAmount = 'minPositive';
  if (!Number.isSafeInteger(p.maxAmount) || p.maxAmount < p.minAmount) errors.maxAmount = 'maxBelowMin';
  if (!Number.isSafeInteger(p.budget) || p.budget < 1) errors.budget = 'budgetPositive';
  if (Object.keys(errors).length > 0) return errors;
  if (p.count * p.minAmount > p.budget) errors.budget = 'budgetBelowMin';
  else if (p.count * p.maxAmount < p.budget) errors.budget = 'budgetAboveMax';
  return errors;
}

/**
 * Splits `budget` into `count` amounts, each within [minAmount, maxAmount], summing exactly to the
 * budget (the plan must hold: checkRainPlan). Each envelope gets the minimum, then the rest is dealt
 * out one envelope at a time: a random share of at most twice the fair share (so early envelopes do
 * not take it all), never more than the envelope's room, and never less than what the later
 * envelopes could not absorb. The result is shuffled. `random(n)` answers an integer in [0, n).
 */
export function splitBudget(p: RainPlan, random: (n: number) => number): number[] {
  if (Object.keys(checkRainPlan(p)).length > 0) throw new Error('the rain plan does not hold');
  const room = p.maxAmount - p.minAmount;
  let rest = p.budget - p.count * p.minAmount;
  const amounts: number[] = [];
  for (let i = 0; i < p.count; i++) {
    const after = p.count - i - 1;
    const lo = Math.max(0, rest - after * room);
    const fair = after === 0 ? rest : Math.floor((2 * rest) / (after + 1));
    const hi = Math.max(lo, Math.min(room, rest, fair));
    const extra = lo + random(hi - lo + 1);
    amounts.push(p.minAmount + extra);
    rest -= extra;
  }
  for (let i = amounts.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
  }
  return amounts;
}

export type RainPhase = 'upcoming' | 'live' | 'ended';

/** Before the start, during [startsAt, endsAt), or after (the window closed). */
export function rainPhase(rain: { startsAt: string | Date; endsAt: string | Date }, now: Date): RainPhase {
  const t = now.getTime();
  if (t < new Date(rain.startsAt).getTime()) return 'upcoming';
  if (t < new Date(rain.endsAt).getTime()) return 'live';
  return 'ended';
}

/** A countdown as the page shows it: m:ss, or h:mm:ss from an hour. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
