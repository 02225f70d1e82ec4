/** The most pop-up ids a browser remembers (the newest kept). */
export const POPUPS_SEEN_MAX = 200;

/** The seen ids stored as JSON; anything unreadable is an empty list. */
export function parseSeen(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** The first pop-up announcement this browser has not shown yet, or undefined. */
export function nextPopup<T extends { id: number }>(list: readonly T[], seen: readonly number[]): T | undefined {
  return list.find((a) => !seen.includes(a.id));
}

/** The seen list with `id` added (once), capped to the newest POPUPS_SEEN_MAX. */
export function withSeen(seen: readonly number[], id: number): number[] {
  return [...seen.filter((x) => x !== id), id].slice(-POPUPS_SEEN_MAX);
}
