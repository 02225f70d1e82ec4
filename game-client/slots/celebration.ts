/**
 * How a win is presented, in one place: its tier (how big it is against the stake), how long its
 * amount counts up, and how long its celebration lasts. The window, the win display and the
 * celebration read these; `celebration.test.ts` pins them.
 *
 * Tiers, by the return against the stake of the spin (a free spin counts against the stake of the
 * paid spin that won it):
 * - `none`: nothing won;
 * - `small`: a return of at most the stake (the player got back no more than they paid). The amount
 *   and the winning line show, and nothing celebrates;
 * - `win`: more than the stake: a short burst of coins;
 * - `big`: at least BIG_WIN_TIMES the stake: a "Big win!" banner, more coins;
 * - `mega`: at least MEGA_WIN_TIMES the stake: a "Mega win!" banner, a shower of coins.
 */
export type WinTier = 'none' | 'small' | 'win' | 'big' | 'mega';
export type CelebrationTier = Extract<WinTier, 'win' | 'big' | 'mega'>;

export const BIG_WIN_TIMES = 10;
export const MEGA_WIN_TIMES = 25;

/** The tier of `win` (minor units) against `stake`; a stake of 0 (unknown) makes any win `small`. */
export function winTier(win: number, stake: number): WinTier {
  if (win <= 0) return 'none';
  if (stake <= 0 || win <= stake) return 'small';
  if (win >= stake * MEGA_WIN_TIMES) return 'mega';
  if (win >= stake * BIG_WIN_TIMES) return 'big';
  return 'win';
}

/** Whether a tier celebrates: never when the return is at most the stake. */
export const celebrates = (tier: WinTier): tier is CelebrationTier =>
  tier === 'win' || tier === 'big' || tier === 'mega';

/**
 * The stake a spin's win is measured against: its own, or for a free spin (stake 0) the stake of the
 * paid spin that won the free spins (the newest paid spin in the history, newest first), else
 * `fallback` (the stake selected in the window).
 */
export function referenceStake(
  spin: { free: boolean; stake: number },
  history: readonly { free: boolean; stake: number }[],
  fallback: number,
): number {
  if (!spin.free) return spin.stake;
  return history.find((h) => !h.free && h.stake > 0)?.stake ?? fallback;
}

/** The count-up lasts COUNT_UP_MIN_MS for a return up to the stake, longer as the win grows, at most COUNT_UP_MAX_MS. */
export const COUNT_UP_MIN_MS = 500;
export const COUNT_UP_MAX_MS = 4500;

/** How long the win counts up: 500 ms × √(win ÷ stake), between the two bounds; no win, no count. */
export function countUpMs(win: number, stake: number): number {
  if (win <= 0) return 0;
  if (stake <= 0) return COUNT_UP_MIN_MS;
  const ms = Math.round(COUNT_UP_MIN_MS * Math.sqrt(win / stake));
  return Math.min(COUNT_UP_MAX_MS, Math.max(COUNT_UP_MIN_MS, ms));
}

/** After the count-up ends the celebration holds this long, then clears by itself (a tap clears it sooner). */
export const CELEBRATION_HOLD_MS: Readonly<Record<CelebrationTier, number>> = { win: 800, big: 1800, mega: 2500 };
export const celebrationMs = (tier: CelebrationTier, win: number, stake: number) =>
  countUpMs(win, stake) + CELEBRATION_HOLD_MS[tier];

/** How many coins a celebration throws. */
export const CELEBRATION_COINS: Readonly<Record<CelebrationTier, number>> = { win: 8, big: 18, mega: 30 };

/**
 * Where each coin comes to rest: a sunflower spiral (golden angle), so the coins spread evenly with
 * no randomness; sizes and delays cycle by index. Offsets are in the overlay's width and height.
 */
export function coinPlaces(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const angle = i * 2.39996;
    const radius = 18 + (30 * (i + 1)) / count;
    return {
      x: Math.round(Math.cos(angle) * radius * 10) / 10,
      y: Math.round(Math.sin(angle) * radius * 0.8 * 10) / 10,
      scale: [1, 0.75, 0.9, 0.6][i % 4] ?? 1,
      delay: (i % 6) * 90,
    };
  });
}

/** Progress is counted in these steps, so the shown amount is integer arithmetic on the minor units. */
const STEPS = 1024n;
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * The amount the count-up shows `elapsedMs` into a count of `durationMs`: whole minor units, never
 * above `amount`, and exactly `amount` once the time is up (or at once when the duration is 0).
 */
export function countUpValue(amount: number, elapsedMs: number, durationMs: number): number {
  if (amount <= 0) return 0;
  if (durationMs <= 0 || elapsedMs >= durationMs) return amount;
  const p = Math.max(0, elapsedMs) / durationMs;
  const step = BigInt(Math.floor(easeOut(p) * Number(STEPS)));
  return Number((BigInt(amount) * step) / STEPS);
}

/** The values a count-up shows frame by frame (one every `frameMs`), the last one the amount itself. */
export function countUpSteps(amount: number, durationMs: number, frameMs = 1000 / 60): number[] {
  const values: number[] = [];
  const frames = Math.ceil(durationMs / frameMs);
  for (let i = 0; i < frames; i += 1) values.push(countUpValue(amount, i * frameMs, durationMs));
  values.push(countUpValue(amount, durationMs, durationMs));
  return values;
}

/** A line cycle: when a spin won on several lines, each is shown alone this long, in turn. */
export const LINE_CYCLE_MS = 1400;
