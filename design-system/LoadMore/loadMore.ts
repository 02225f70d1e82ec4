/**
 * When the next page may load. The end counts as near once it is within `threshold` px below the
 * screen, or anywhere above the screen's bottom: a fling can carry it from below the screen to far
 * above it in one frame, which an intersection observer never reports.
 */
export const isNearEnd = (distanceBelowScreen: number, threshold: number) => distanceBelowScreen <= threshold;

/** How long to wait before the next load, so loads come at most once every `throttleMs`. */
export const throttleWait = (lastLoadAt: number, now: number, throttleMs: number) =>
  Math.max(0, lastLoadAt + throttleMs - now);
