import type { LiveFrame } from './live';

/**
 * The live channel's frames for the components that react to one directly, not through a query (the
 * chat page's typing indicator). useLive publishes every frame here; nothing is kept.
 */
const listeners = new Set<(frame: LiveFrame) => void>();

export function publishFrame(frame: LiveFrame) {
  for (const l of listeners) l(frame);
}

/** Calls `listener` with each frame until the returned function is called. */
export function subscribeFrames(listener: (frame: LiveFrame) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
