/** Scroll speed of the announcement ticker, in px per second. */
export const MARQUEE_SPEED_PX_PER_S = 48;
/** Never loop faster than this, however short the text. */
export const MARQUEE_MIN_DURATION_MS = 4000;

/**
 * Duration of one loop: the time to scroll one copy of the content (its width, at least the strip's)
 * past at a constant speed, so long and short announcements read at the same pace.
 */
export function marqueeDurationMs(loopWidthPx: number, speedPxPerSecond = MARQUEE_SPEED_PX_PER_S): number {
  if (!(loopWidthPx > 0) || !(speedPxPerSecond > 0)) return MARQUEE_MIN_DURATION_MS;
  return Math.max(MARQUEE_MIN_DURATION_MS, Math.round((loopWidthPx / speedPxPerSecond) * 1000));
}
