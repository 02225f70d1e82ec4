/** Page-transition rules from spec §2 and §9. */
export const PAGE_FADE_MS = 300;
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const SWIPE_RESET_MS = 500;

/**
 * A horizontal swipe toward the reading start ("back") longer than 100 px goes back.
 * Mostly-vertical gestures (scrolling) never count. In RTL the direction mirrors.
 */
export function isSwipeBack(
  start: { x: number; y: number },
  end: { x: number; y: number },
  dir: 'ltr' | 'rtl' = 'ltr',
): boolean {
  const dx = (end.x - start.x) * (dir === 'rtl' ? -1 : 1);
  const dy = Math.abs(end.y - start.y);
  return dx > SWIPE_BACK_THRESHOLD_PX && dx > dy;
}
