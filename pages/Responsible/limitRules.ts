/**
 * What a new limit does (issue 19; docs/player-protection.md): a first limit or a lower one applies
 * at once; a higher one waits through the 24-hour cooling-off and then needs confirming within 7
 * days; the same amount changes nothing. The server decides; the page says it before saving.
 */
export type LimitChange = 'first' | 'decrease' | 'increase' | 'same';

export function limitChangeKind(current: number | null, next: number): LimitChange {
  if (current === null) return 'first';
  if (next < current) return 'decrease';
  if (next > current) return 'increase';
  return 'same';
}
