export const trendDirections = ['up', 'down', 'flat'] as const;
export type TrendDirection = (typeof trendDirections)[number];
export type TrendTone = 'positive' | 'critical' | 'neutral';

/**
 * The colour of a trend: up is good for deposits and members, bad for failed payouts. `goodWhen`
 * says which way is good; a flat trend, or one with no preference, stays neutral.
 */
export function trendTone(direction: TrendDirection, goodWhen: 'up' | 'down' | 'either' = 'up'): TrendTone {
  if (direction === 'flat' || goodWhen === 'either') return 'neutral';
  return direction === goodWhen ? 'positive' : 'critical';
}

/** The direction of a change from `previous` to `current` (no previous value: flat). */
export function trendOf(current: number, previous: number | null | undefined): TrendDirection {
  if (previous === null || previous === undefined || current === previous) return 'flat';
  return current > previous ? 'up' : 'down';
}
