/**
 * The stake selector's rules, shared by every house game: a game offers a list of total stakes
 * (minor units, smallest first); the player steps along it, and the last choice is remembered per game.
 */

/** The stake one step up or down the game's list; it stays put at either end. */
export function stepStake(stakes: readonly number[], current: number, step: 1 | -1): number {
  const i = stakes.indexOf(current);
  if (i < 0) return stakes[0] ?? current;
  return stakes[Math.min(stakes.length - 1, Math.max(0, i + step))] ?? current;
}

/** The stake to start with: the last one chosen if the game still offers it, else the smallest. */
export const initialStake = (stakes: readonly number[], remembered?: number | null) =>
  remembered !== undefined && remembered !== null && stakes.includes(remembered) ? remembered : (stakes[0] ?? 0);

/** Whether the selector can step further that way (a stake off the list can always step: to the smallest). */
export function canStep(stakes: readonly number[], current: number, step: 1 | -1): boolean {
  return stepStake(stakes, current, step) !== current;
}

/** The browser storage key of the last stake chosen in a game. */
export const stakeStorageKey = (gameCode: string) => `stake:${gameCode}`;

/** A remembered stake read back from storage: a positive whole number, else null. */
export function parseRememberedStake(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
