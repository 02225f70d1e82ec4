/**
 * The decorative jackpot counter of the registration page (spec §2): it starts at a random value
 * between configured bounds and rises by 100–500 every 3, 4 or 5 s. `random` is a source in [0, 1),
 * injectable so the rules are testable and stories are stable.
 */
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

const pick = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A whole number in [min, max] (bounds swapped if given the wrong way round). */
export function jackpotStart(min: number, max: number, random: () => number = Math.random): number {
  const lo = Math.max(0, Math.min(min, max));
  const hi = Math.max(0, Math.max(min, max));
  return pick(random, Math.ceil(lo), Math.floor(hi));
}

/** The next rise: after 3, 4 or 5 s, by 100 to 500. */
export function jackpotTick(random: () => number = Math.random): { delayMs: number; increment: number } {
  const delayMs = JACKPOT_DELAYS_MS[pick(random, 0, JACKPOT_DELAYS_MS.length - 1)] ?? 3000;
  return { delayMs, increment: pick(random, JACKPOT_STEP_MIN, JACKPOT_STEP_MAX) };
}
