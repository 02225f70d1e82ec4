/**
 * When the person last tapped or pressed a key on this page (`performance.now()`), or null if they
 * have not. Installed by the shell as it mounts, so the lazily loaded overlays can tell whether an
 * interaction is in progress (the session notice waits for an idle moment: rules/noticeTiming.ts).
 * A first input made before the scripts ran counts too, where the browser records it (Event Timing).
 */
let last: number | null = null;
let installed = false;

const mark = () => {
  last = performance.now();
};

export function startInteractionClock() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  last ??= performance.getEntriesByType?.('first-input')[0]?.startTime ?? null;
  const options = { capture: true, passive: true } as const;
  document.addEventListener('pointerdown', mark, options);
  document.addEventListener('keydown', mark, options);
}

export const lastInteraction = () => last;
