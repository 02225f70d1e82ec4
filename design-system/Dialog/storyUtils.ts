/**
 * Story helpers for the overlay widgets (stories only; not exported from the index).
 * Waits until every finite CSS animation and transition has finished, so assertions and the
 * axe contrast check see the final frame rather than a half-faded one.
 */
export async function settle(timeoutMs = 2000) {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const running = document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
  const done = Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  const timeout = new Promise((resolve) => setTimeout(resolve, timeoutMs));
  await Promise.race([done, timeout]);
}

/** The width a dialog may use: its scrim, which spans the phone column (a 390 px phone, or 480 px at most). */
export function columnWidth(dialog: HTMLElement): number {
  return (dialog.parentElement as HTMLElement).getBoundingClientRect().width;
}
