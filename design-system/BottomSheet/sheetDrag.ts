/** A drag past this fraction of the sheet's height closes it on release. */
export const SHEET_DISMISS_FRACTION = 0.3;
/** A downward flick faster than this (px per ms) closes it whatever the distance. */
export const SHEET_DISMISS_VELOCITY = 0.5;

/** Downward drag offset in px; dragging up does not lift the sheet. */
export function sheetDragOffset(startY: number, currentY: number) {
  return Math.max(0, currentY - startY);
}

/** Whether a released drag should close the sheet. */
export function shouldDismissSheet({
  distance,
  height,
  durationMs,
}: {
  distance: number;
  height: number;
  durationMs: number;
}) {
  if (distance <= 0) return false;
  if (height > 0 && distance >= height * SHEET_DISMISS_FRACTION) return true;
  const velocity = distance / Math.max(1, durationMs);
  return velocity >= SHEET_DISMISS_VELOCITY;
}
